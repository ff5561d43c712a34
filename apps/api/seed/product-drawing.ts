// What every product drawing is given: its colours, the material fill, an outline style and seeded
// numbers, so that two products of one kind differ in proportions and details, not only in colour.
import type { Tinta } from './product-paint.ts'

/** Drawings use a 1200×1200 canvas with the floor at y ≈ 1000. */
export interface Desenho {
  t: Tinta
  /** The material texture, as a fill. */
  m: string
  /** Outline attributes (dark edge, round joins) that make the flat shapes read as an illustration. */
  L: string
  /** A seeded whole number in [a, b]. */
  n: (a: number, b: number) => number
  /** A seeded true with probability p. */
  p: (chance: number) => boolean
  /** A seeded element of `items`. */
  um: <T>(items: readonly T[]) => T
}

export type Drawing = (d: Desenho) => string

export function desenho(t: Tinta, r: () => number): Desenho {
  return {
    t,
    m: 'url(#m)',
    L: `stroke="${t.escuro}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"`,
    n: (a, b) => Math.round(a + r() * (b - a)),
    p: (chance) => r() < chance,
    um: (items) => items[Math.floor(r() * items.length)] as (typeof items)[number],
  }
}

/** The product's shadow on the floor. */
export const sombra = (cx: number, rx: number, cy = 1000) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx * 0.11)}" fill="#000000" fill-opacity=".13"/>`

/** A light reflex along a curved surface (glass, plastic, metal). */
export const brilho = (d: string, w = 18, op = 0.45) =>
  `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="${op}" stroke-width="${w}" stroke-linecap="round"/>`

/** A dashed seam, the stitching of fabric and leather goods. */
export const costura = (d: string, cor: string, w = 6) =>
  `<path d="${d}" fill="none" stroke="${cor}" stroke-width="${w}" stroke-dasharray="18 12" stroke-linecap="round"/>`

export const METAL = '#cbd5e1'
export const METAL_ESCURO = '#64748b'
export const VERDES = ['#15803d', '#16a34a', '#22c55e', '#4d7c0f', '#65a30d'] as const

/** A leaf as a pointed ellipse from (x, y), `len` long, turned by `angle` degrees. */
export function folha(x: number, y: number, len: number, angle: number, cor: string) {
  const w = Math.round(len * 0.32)
  return `<path d="M0 0 C ${w} ${-len * 0.3}, ${w} ${-len * 0.7}, 0 ${-len} C ${-w} ${-len * 0.7}, ${-w} ${-len * 0.3}, 0 0 Z" fill="${cor}" stroke="#14532d" stroke-width="5" transform="translate(${x} ${y}) rotate(${angle})"/>`
}

/** A few leaves or flowers growing up from (x, y): the top of a vase or planter. */
export function planta(d: Desenho, x: number, y: number, altura: number): string {
  const out: string[] = []
  const hastes = d.n(3, 5)
  const flores = d.p(0.5)
  for (let i = 0; i < hastes; i++) {
    const angle = -40 + (80 * i) / Math.max(1, hastes - 1) + d.n(-8, 8)
    const len = altura * (0.7 + (i % 2) * 0.3)
    const rad = (angle * Math.PI) / 180
    const [tx, ty] = [x + Math.sin(rad) * len, y - Math.cos(rad) * len]
    out.push(
      `<path d="M${x} ${y} Q ${x + Math.sin(rad) * len * 0.2} ${y - len * 0.6} ${tx} ${ty}" fill="none" stroke="#166534" stroke-width="9"/>`,
    )
    out.push(
      folha(
        x + Math.sin(rad) * len * 0.5,
        y - Math.cos(rad) * len * 0.5,
        len * 0.45,
        angle + 45,
        d.um(VERDES),
      ),
    )
    if (flores) {
      const cor = d.um(['#f43f5e', '#f59e0b', '#ec4899', '#fde047', '#ffffff', '#a855f7'])
      for (let k = 0; k < 5; k++) {
        const a = (k * 72 * Math.PI) / 180
        out.push(
          `<circle cx="${tx + Math.cos(a) * 26}" cy="${ty + Math.sin(a) * 26}" r="24" fill="${cor}" stroke="#00000022" stroke-width="3"/>`,
        )
      }
      out.push(`<circle cx="${tx}" cy="${ty}" r="16" fill="#facc15" stroke="#a16207" stroke-width="4"/>`)
    } else out.push(folha(tx, ty, len * 0.5, angle, d.um(VERDES)))
  }
  return out.join('')
}
