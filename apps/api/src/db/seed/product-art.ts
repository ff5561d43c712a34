// Generated product pictures for the seeds (nothing downloaded): a gradient in the palette of the
// product's main raw material, a few shapes placed from the name, and the product's initials.
import sharp from 'sharp'
import { toProdutoWebp } from '../../lib/images.ts'
import type { Storage } from '../../lib/storage.ts'

/** Colours per raw-material family; products pick two of them, so cards of a family still differ. */
export const PALETAS = {
  pet: ['#0e7490', '#0891b2', '#22d3ee', '#155e75', '#34d399'],
  tecido: ['#be185d', '#db2777', '#f472b6', '#7c3aed', '#a78bfa'],
  couro: ['#78350f', '#92400e', '#b45309', '#d97706', '#451a03'],
  papelao: ['#a16207', '#ca8a04', '#d6b37a', '#854d0e', '#e7c79a'],
  tampinhas: ['#dc2626', '#2563eb', '#16a34a', '#f59e0b', '#9333ea'],
  lacre: ['#475569', '#64748b', '#94a3b8', '#1e293b', '#0f766e'],
  lona: ['#ea580c', '#1d4ed8', '#f97316', '#1e3a8a', '#facc15'],
  vidro: ['#15803d', '#4d7c0f', '#86efac', '#166534', '#a3e635'],
} as const satisfies Record<string, readonly string[]>
export type Paleta = keyof typeof PALETAS

const SIZE = 1200
const SKIP = new Set(['de', 'da', 'do', 'das', 'dos', 'com', 'e', 'em', 'para'])

export function initials(nome: string): string {
  const words = nome.split(/\s+/).filter((w) => w && !SKIP.has(w.toLowerCase()))
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toLocaleUpperCase('pt-BR') ?? '')
    .join('')
}

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

function shapes(rand: () => number, colours: readonly string[], variante: number): string {
  const pick = () => colours[Math.floor(rand() * colours.length)]
  const out: string[] = []
  for (let i = 0; i < 9; i++) {
    const x = Math.round(rand() * SIZE)
    const y = Math.round(rand() * SIZE)
    const r = Math.round(60 + rand() * 220)
    const style = `fill="${pick()}" fill-opacity="${(0.18 + rand() * 0.3).toFixed(2)}"`
    const kind = (variante + i) % 3
    if (kind === 0) out.push(`<circle cx="${x}" cy="${y}" r="${r}" ${style}/>`)
    else if (kind === 1)
      out.push(
        `<rect x="${x - r}" y="${y - r / 2}" width="${2 * r}" height="${r}" rx="${r / 4}" ${style} transform="rotate(${Math.round(rand() * 90 - 45)} ${x} ${y})"/>`,
      )
    else
      out.push(
        `<path d="M0 ${y} Q ${x} ${y - r} ${SIZE} ${y + r / 2} L ${SIZE} ${SIZE} L 0 ${SIZE} Z" ${style}/>`,
      )
  }
  return out.join('')
}

/** Relative luminance of '#rrggbb' (0 black, 1 white), to keep the initials readable on white. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The picture as SVG text; `variante` (the product's position) shifts the colours and shapes. */
export function productSvg(nome: string, paleta: Paleta, variante: number): string {
  const colours: readonly string[] = PALETAS[paleta]
  const pick = (i: number) => colours[i % colours.length] ?? '#000000'
  const rand = seededRandom(`${nome}#${variante}`)
  const [from, to] = [pick(variante), pick(variante + 2)]
  const angle = Math.round(rand() * 360)
  const darkest = [...colours].sort((a, b) => luminance(a) - luminance(b))[0]
  const ink = luminance(from) < 0.4 ? from : darkest
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>
  ${shapes(rand, ['#ffffff', ...colours], variante)}
  <circle cx="600" cy="600" r="330" fill="#ffffff" fill-opacity="0.9"/>
  <text x="600" y="600" dy="0.35em" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="300"
    font-weight="700" fill="${ink}" text-anchor="middle">${initials(nome)}</text>
</svg>`
}

/** The picture as a PNG (what an upload would be), ready for the WebP sizes. */
export function productArt(nome: string, paleta: Paleta, variante: number): Promise<Buffer> {
  return sharp(Buffer.from(productSvg(nome, paleta, variante)))
    .png({ compressionLevel: 1 })
    .toBuffer()
}

/**
 * Runs `work` over `items` with at most `limit` at a time, answering the results in order. After a
 * failure no new item starts, and the error is thrown once the running ones have finished (so that
 * whatever they wrote is known to the caller's clean-up).
 */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, i: number) => Promise<R>,
) {
  const results = new Array<R>(items.length)
  let next = 0
  let failed = false
  const worker = async () => {
    while (!failed && next < items.length) {
      const i = next++
      results[i] = await work(items[i] as T, i).catch((error) => {
        failed = true
        throw error
      })
    }
  }
  const settled = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker))
  const rejected = settled.find((result) => result.status === 'rejected')
  if (rejected) throw rejected.reason
  return results
}

export interface ProdutoImagens {
  imagem: string
  imagem_detalhe: string
}

/**
 * Draws a product picture, makes its card and detail WebP the way an upload is made, and stores
 * both; `written` collects the URLs so that the caller can remove them if a later step fails.
 */
export async function storeProductImages(
  storage: Storage,
  written: string[],
  art: { nome: string; paleta: Paleta; variante: number },
): Promise<ProdutoImagens> {
  const { card, detalhe } = await toProdutoWebp(await productArt(art.nome, art.paleta, art.variante))
  const imagem = await storage.put('produtos', 'webp', card)
  written.push(imagem)
  const imagem_detalhe = await storage.put('produtos', 'webp', detalhe)
  written.push(imagem_detalhe)
  return { imagem, imagem_detalhe }
}
