// Multipart bodies and images for the profile-edit tests (PUT /api/usuarios/{id}).
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

export interface Upload {
  field?: string
  name: string
  type: string
  data: Buffer
}

/** A multipart form as the web app sends it; light-my-request streams a FormData payload itself. */
export function form(fields: Record<string, string>, ...uploads: Upload[]): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  for (const { field = 'foto', name, type, data } of uploads)
    body.append(field, new Blob([new Uint8Array(data)], { type }), name)
  return body
}

/** Camera and author data that a re-encode must drop. */
const EXIF = { IFD0: { Make: 'Camera Secreta', Artist: 'Ana Autora', ImageDescription: 'casa-da-ana' } }

/** A real image carrying EXIF. */
export function photo(format: 'png' | 'jpeg' | 'webp', width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 90 } } })
    .withExif(EXIF)
    .toFormat(format)
    .toBuffer()
}

/** A PNG of pseudo-random pixels with EXIF: it barely compresses, so it weighs about width × height × 3 bytes. */
export function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2_654_435_761) >>> 24
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif(EXIF)
    .png({ compressionLevel: 0 })
    .toBuffer()
}

/** Every file below `dir` (relative paths), or none when it does not exist yet. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
}
