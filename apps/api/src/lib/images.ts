import { HTTP_MSG } from '@recria/domain/http'
import sharp, { type Sharp } from 'sharp'
import { BadRequest } from './errors.ts'

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp'])
const MAX_INPUT_PIXELS = 40_000_000
const QUALITY = 82

/** The two sizes of a product image (docs/product/catalogo.md: cards and the listing page). */
export const PRODUTO_CARD_SIZE = 480
export const PRODUTO_DETALHE_SIZE = 1200

const invalid = (field: string) =>
  new BadRequest(HTTP_MSG.imagemInvalida, { [field]: HTTP_MSG.imagemInvalida })

/** Judges the file by its content (not its name or declared type): PNG, JPEG or WebP only. */
async function decodable(data: Buffer, field: string) {
  const metadata = await sharp(data)
    .metadata()
    .catch(() => null)
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) throw invalid(field)
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate()
}

/** Re-encoding drops EXIF and every other metadata block; a corrupt body fails here, as 400. */
function encode(image: Sharp, field: string, effort?: number): Promise<Buffer> {
  return image
    .webp({ quality: QUALITY, effort })
    .toBuffer()
    .catch(() => {
      throw invalid(field)
    })
}

/** Re-encodes an image as WebP cropped to a `size`×`size` square (profile photos). */
export async function toWebp(data: Buffer, size: number, field = 'foto'): Promise<Buffer> {
  const image = await decodable(data, field)
  return encode(image.resize(size, size, { fit: 'cover', withoutEnlargement: true }), field)
}

/**
 * A product image in its two WebP sizes: `card` always a 480×480 square (cropped to the centre, so
 * every card in a grid lines up) and `detalhe` the whole picture inside 1200×1200, never enlarged.
 * `effort` (sharp's 0–6, default 4) trades file size for encoding time: the demo seed, which encodes
 * dozens of flat illustrations on first start, uses the fastest.
 */
export async function toProdutoWebp(data: Buffer, field = 'imagem', effort?: number) {
  const image = await decodable(data, field)
  const [card, detalhe] = await Promise.all([
    encode(image.clone().resize(PRODUTO_CARD_SIZE, PRODUTO_CARD_SIZE, { fit: 'cover' }), field, effort),
    encode(
      image.clone().resize(PRODUTO_DETALHE_SIZE, PRODUTO_DETALHE_SIZE, {
        fit: 'inside',
        withoutEnlargement: true,
      }),
      field,
      effort,
    ),
  ])
  return { card, detalhe }
}

/**
 * A gallery image: the 480×480 card (the product's picture while it is the first) and the picture
 * whole at most 320, 640 and 1280 px wide, never enlarged, each with its real width (for `srcset`).
 */
export async function toGaleriaWebp(data: Buffer, field = 'imagem', effort?: number) {
  const image = await decodable(data, field)
  const larguras = [320, 640, 1280] as const
  const [card, ...tamanhos] = await Promise.all([
    encode(image.clone().resize(PRODUTO_CARD_SIZE, PRODUTO_CARD_SIZE, { fit: 'cover' }), field, effort),
    ...larguras.map((largura) =>
      encode(image.clone().resize({ width: largura, withoutEnlargement: true }), field, effort),
    ),
  ])
  const largura = (await sharp(tamanhos[2] as Buffer).metadata()).width ?? 1280
  return { card: card as Buffer, tamanhos: tamanhos as [Buffer, Buffer, Buffer], largura }
}

/** A picture at most 320 and 640 px wide, never enlarged: the narrower files of a product's image 1. */
export async function toLargurasMenores(data: Buffer, field = 'imagem', effort?: number) {
  const image = await decodable(data, field)
  const [a, b] = await Promise.all(
    [320, 640].map((largura) =>
      encode(image.clone().resize({ width: largura, withoutEnlargement: true }), field, effort),
    ),
  )
  return [a, b] as [Buffer, Buffer]
}

/** The width of an encoded image (an older product picture adopted by its gallery). */
export async function larguraDe(data: Buffer): Promise<number> {
  return (await sharp(data).metadata()).width ?? PRODUTO_DETALHE_SIZE
}
