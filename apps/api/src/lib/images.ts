import sharp from 'sharp'
import { BadRequest } from './errors.ts'

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp'])
const INVALID = 'Envie uma imagem PNG, JPEG ou WebP.'

/**
 * Judges the file by its content (not its name or declared type), then re-encodes it as WebP
 * inside a `size`×`size` box. Re-encoding drops EXIF and every other metadata block.
 */
export async function toWebp(data: Buffer, size: number, field = 'foto'): Promise<Buffer> {
  const metadata = await sharp(data)
    .metadata()
    .catch(() => null)
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format))
    throw new BadRequest(INVALID, { [field]: INVALID })
  return sharp(data, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(size, size, { fit: 'cover', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw new BadRequest(INVALID, { [field]: INVALID })
    })
}
