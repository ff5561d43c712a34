// Generated product pictures for the seeds (nothing downloaded): an illustration of the product
// itself (a lamp, a bag, a vase…, chosen from its name), its body textured like its main raw
// material, its colours from that material's family, and proportions and details drawn from a
// generator seeded with the name, so no two products look alike.
import sharp from 'sharp'
import { toGaleriaWebp, toLargurasMenores, toProdutoWebp } from '../src/lib/images.ts'
import type { Storage } from '../src/lib/storage.ts'
import { desenho } from './product-drawing.ts'
import { DESENHOS, type Tipo, tipoDe } from './product-kinds.ts'
import { type Familia, textura, tinta } from './product-paint.ts'

export type { Familia, Paleta } from './product-paint.ts'

const SIZE = 1200
/**
 * The fastest WebP encoding: at sharp's default effort the demo seed's pictures take twice as long,
 * for files about a third smaller (flat illustrations stay small either way, ≈ 45 KB per product).
 */
const WEBP_EFFORT = 0

/** A small deterministic generator (mulberry32) seeded from the name, so reruns draw the same art. */
export function seededRandom(text: string) {
  let seed = 2166136261
  for (const ch of text) seed = Math.imul(seed ^ (ch.codePointAt(0) ?? 0), 16777619)
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The backdrop: a soft colour, a lighter disc behind the product and a few dots of the accent. */
function cenario(fundo: string, acento: string, r: () => number): string {
  const [x, y] = [Math.round(350 + r() * 500), Math.round(350 + r() * 400)]
  const dots = Array.from({ length: 5 }, () => {
    const [cx, cy] = [Math.round(80 + r() * 1040), Math.round(60 + r() * 300)]
    return `<circle cx="${cx}" cy="${cy}" r="${Math.round(8 + r() * 14)}" fill="${acento}" fill-opacity=".25"/>`
  }).join('')
  return `<rect width="${SIZE}" height="${SIZE}" fill="${fundo}"/><circle cx="${x}" cy="${y}" r="${Math.round(380 + r() * 120)}" fill="#ffffff" fill-opacity=".45"/>${dots}`
}

/**
 * The picture as SVG text. `tipo` defaults to the one the name gives (a plain box for a name that
 * names nothing known); `variante` (the product's position) shifts the colours.
 */
export function productSvg(nome: string, paleta: Familia, variante: number, tipo?: Tipo): string {
  const r = seededRandom(`${nome}#${variante}`)
  const t = tinta(paleta, variante, r)
  const drawing = DESENHOS[tipo ?? tipoDe(nome) ?? 'caixa']
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><defs>${textura(paleta, t, r)}</defs>${cenario(t.fundo, t.acento, r)}${drawing(desenho(t, r))}</svg>`
}

/** The picture as a PNG (what an upload would be), ready for the WebP sizes. */
export function productArt(nome: string, paleta: Familia, variante: number, tipo?: Tipo): Promise<Buffer> {
  return sharp(Buffer.from(productSvg(nome, paleta, variante, tipo)))
    .png({ compressionLevel: 1 })
    .toBuffer()
}

export interface ProdutoImagens {
  imagem: string
  imagem_detalhe: string
  /** Image 1 at most 320 and 640 px wide (the catalogue card's `srcset`), when asked for. */
  menores?: [string, string]
  /** Images 2 to 4 of the product's gallery, when it has more than one. */
  extras?: ImagemExtra[]
}

export interface ImagemExtra {
  card: string
  arquivo_320: string
  arquivo_640: string
  arquivo_1280: string
  largura: number
}

/**
 * Variations of a product's picture (other colours, another take of the same drawing) for its
 * gallery, in the widths an upload gets.
 */
export async function storeGalleryImages(
  storage: Storage,
  written: string[],
  art: { nome: string; paleta: Familia; variante: number; quantas: number },
): Promise<ImagemExtra[]> {
  const extras: ImagemExtra[] = []
  for (let k = 1; k <= art.quantas; k++) {
    const png = await productArt(art.nome, art.paleta, art.variante + 1000 * k, tipoDe(art.nome) ?? 'caixa')
    const { card, tamanhos, largura } = await toGaleriaWebp(png, 'imagem', WEBP_EFFORT)
    const put = async (data: Buffer) => {
      const url = await storage.put('produtos', 'webp', data)
      written.push(url)
      return url
    }
    extras.push({
      card: await put(card),
      arquivo_320: await put(tamanhos[0]),
      arquivo_640: await put(tamanhos[1]),
      arquivo_1280: await put(tamanhos[2]),
      largura,
    })
  }
  return extras
}

/**
 * Draws a product picture, makes its card and detail WebP the way an upload is made, and stores
 * both; `written` collects the URLs so that the caller can remove them if a later step fails.
 */
export async function storeProductImages(
  storage: Storage,
  written: string[],
  art: { nome: string; paleta: Familia; variante: number; tipo?: Tipo; menores?: boolean },
): Promise<ProdutoImagens> {
  const png = await productArt(art.nome, art.paleta, art.variante, art.tipo)
  const { card, detalhe } = await toProdutoWebp(png, 'imagem', WEBP_EFFORT)
  const imagem = await storage.put('produtos', 'webp', card)
  written.push(imagem)
  const imagem_detalhe = await storage.put('produtos', 'webp', detalhe)
  written.push(imagem_detalhe)
  if (!art.menores) return { imagem, imagem_detalhe }
  const menores: string[] = []
  for (const data of await toLargurasMenores(png, 'imagem', WEBP_EFFORT)) {
    const url = await storage.put('produtos', 'webp', data)
    written.push(url)
    menores.push(url)
  }
  return { imagem, imagem_detalhe, menores: menores as [string, string] }
}
