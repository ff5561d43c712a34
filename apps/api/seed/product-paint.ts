// Colours and material textures of the generated product pictures: the body of every drawing is
// filled with its raw material's texture (ridged PET, corrugated cardboard, denim twill, wood grain…),
// so a wallet of leather and one of tyre tube look made of what they are made of.

/** Colours per raw-material family of the demo seller's (and the benchmark's) raw materials. */
const BASE = {
  pet: ['#0e7490', '#0891b2', '#22d3ee', '#155e75', '#34d399'],
  tecido: ['#be185d', '#db2777', '#f472b6', '#7c3aed', '#a78bfa'],
  couro: ['#78350f', '#92400e', '#b45309', '#d97706', '#451a03'],
  papelao: ['#a16207', '#ca8a04', '#d6b37a', '#854d0e', '#e7c79a'],
  tampinhas: ['#dc2626', '#2563eb', '#16a34a', '#f59e0b', '#9333ea'],
  lacre: ['#475569', '#64748b', '#94a3b8', '#1e293b', '#0f766e'],
  lona: ['#ea580c', '#1d4ed8', '#f97316', '#1e3a8a', '#facc15'],
  vidro: ['#15803d', '#4d7c0f', '#86efac', '#166534', '#a3e635'],
} as const satisfies Record<string, readonly string[]>
export type Paleta = keyof typeof BASE

/** Every family a product can be drawn in: the base ones and those of the other demo ateliers. */
export const PALETAS = {
  ...BASE,
  jeans: ['#1e3a8a', '#1d4ed8', '#3b82f6', '#1e40af', '#60a5fa'],
  cacos: ['#0ea5e9', '#f59e0b', '#10b981', '#8b5cf6', '#ef4444'],
  pneu: ['#27272a', '#3f3f46', '#52525b', '#18181b', '#71717a'],
  madeira: ['#b45309', '#a16207', '#c2884f', '#92400e', '#d4a373'],
  jornal: ['#d6d3d1', '#e7e5e4', '#a8a29e', '#f5f5f4', '#c4b5a5'],
} as const satisfies Record<string, readonly string[]>
export type Familia = keyof typeof PALETAS

/** The colours of one picture: body, outline, highlight, accent and the backdrop behind it. */
export interface Tinta {
  base: string
  escuro: string
  claro: string
  acento: string
  fundo: string
}

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
const hex = (c: number[]) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`

/** `a` moved towards `b` by `t` (0 keeps a, 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)]
  return hex(x.map((v, i) => v + ((y[i] ?? 0) - v) * t))
}

const FUNDOS = ['#fef3c7', '#e0f2fe', '#dcfce7', '#fce7f3', '#ede9fe', '#ffedd5', '#f1f5f9', '#ecfccb']

export function tinta(paleta: Familia, variante: number, r: () => number): Tinta {
  const cores: readonly string[] = PALETAS[paleta]
  const at = (i: number) => cores[i % cores.length] ?? '#000000'
  const k = variante + Math.floor(r() * cores.length)
  const base = at(k)
  const acento = at(k + 1 + Math.floor(r() * (cores.length - 1)))
  const fundo = mix(FUNDOS[Math.floor(r() * FUNDOS.length)] ?? '#ffffff', acento, 0.1)
  return { base, escuro: mix(base, '#111111', 0.55), claro: mix(base, '#ffffff', 0.55), acento, fundo }
}

type Textura = (
  t: Tinta,
  r: () => number,
  cores: readonly string[],
) => { w: number; h: number; marks: string }

const TEXTURAS: Record<Familia, Textura> = {
  pet: (t) => ({ w: 56, h: 56, marks: line(28, 0, 28, 56, t.claro, 10, 0.55) }),
  tecido: (t, r) =>
    r() < 0.5
      ? { w: 44, h: 44, marks: `<circle cx="22" cy="22" r="6" fill="${t.claro}" fill-opacity=".8"/>` }
      : { w: 60, h: 60, marks: `<rect width="30" height="30" fill="${t.claro}" fill-opacity=".35"/>` },
  couro: (t) => ({
    w: 90,
    h: 90,
    marks: `<ellipse cx="30" cy="40" rx="14" ry="8" fill="${t.escuro}" fill-opacity=".12"/><ellipse cx="72" cy="78" rx="10" ry="6" fill="${t.claro}" fill-opacity=".12"/>`,
  }),
  papelao: (t) => ({ w: 26, h: 26, marks: line(13, 0, 13, 26, t.escuro, 6, 0.22) }),
  tampinhas: (_t, _r, cores) => ({
    w: 84,
    h: 84,
    marks: [0, 1, 2, 3]
      .map(
        (i) =>
          `<circle cx="${21 + (i % 2) * 42}" cy="${21 + Math.floor(i / 2) * 42}" r="16" fill="${cores[(i + 1) % cores.length]}" stroke="#ffffff" stroke-opacity=".5" stroke-width="3"/>`,
      )
      .join(''),
  }),
  lacre: (t) => ({
    w: 72,
    h: 44,
    marks: `<rect x="8" y="8" width="56" height="28" rx="14" fill="none" stroke="${t.claro}" stroke-width="5"/><circle cx="24" cy="22" r="6" fill="${t.escuro}" fill-opacity=".5"/>`,
  }),
  lona: (t) => ({ w: 120, h: 120, marks: line(0, 120, 120, 0, t.acento, 34, 0.85) }),
  vidro: (t) => ({ w: 220, h: 220, marks: line(0, 220, 220, 0, t.claro, 26, 0.35) }),
  jeans: (t) => ({ w: 22, h: 22, marks: line(0, 22, 22, 0, t.claro, 4, 0.35) }),
  cacos: (_t, r, cores) => ({
    w: 130,
    h: 130,
    marks: [0, 1, 2]
      .map((i) => {
        const [x, y] = [15 + i * 38 + r() * 10, 20 + r() * 80]
        return `<polygon points="${x},${y} ${x + 40},${y + 12} ${x + 18},${y + 46}" fill="${cores[(i + 2) % cores.length]}" fill-opacity=".75"/>`
      })
      .join(''),
  }),
  pneu: (t) => ({
    w: 60,
    h: 60,
    marks: `<polyline points="6,40 30,16 54,40" fill="none" stroke="${t.claro}" stroke-opacity=".3" stroke-width="9"/>`,
  }),
  madeira: (t) => ({
    w: 320,
    h: 90,
    marks: `<path d="M0 38 C 80 26, 160 52, 320 36" fill="none" stroke="${t.escuro}" stroke-opacity=".25" stroke-width="5"/>${line(0, 88, 320, 88, t.escuro, 6, 0.55)}`,
  }),
  jornal: (t) => ({
    w: 160,
    h: 56,
    marks: [0, 1].map((i) => line(10, 16 + i * 24, 70 + i * 60, 16 + i * 24, t.escuro, 6, 0.35)).join(''),
  }),
}

function line(x1: number, y1: number, x2: number, y2: number, cor: string, w: number, op: number) {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${cor}" stroke-width="${w}" stroke-opacity="${op}"/>`
}

/**
 * The `<pattern id="m">` a drawing fills its body with (`fill="url(#m)"`), at a seeded scale
 * (drawn into the tile: a patternTransform would make the rendering three times slower).
 */
export function textura(paleta: Familia, t: Tinta, r: () => number): string {
  const { w, h, marks } = TEXTURAS[paleta](t, r, PALETAS[paleta])
  const k = 0.8 + r() * 0.5
  const [pw, ph] = [Math.round(w * k), Math.round(h * k)]
  return `<pattern id="m" patternUnits="userSpaceOnUse" width="${pw}" height="${ph}"><rect width="${pw}" height="${ph}" fill="${t.base}"/><g transform="scale(${pw / w} ${ph / h})">${marks}</g></pattern>`
}
