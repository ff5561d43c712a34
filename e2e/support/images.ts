import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'

/** A real PNG photo on disk, for upload fields. */
export async function photoFile(name = 'foto.png'): Promise<string> {
  const file = path.join(tmpdir(), `${Date.now()}-${name}`)
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer()
  await writeFile(file, png)
  return file
}
