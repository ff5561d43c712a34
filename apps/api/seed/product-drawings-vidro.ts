// Drawings of pieces that would otherwise share one: a pendant lamp (not a table lamp), a bottle and a
// jug (not a vase), a demijohn terrarium (not a jar), a woven basket (not a bowl) and a slatted
// pot cover (not a long planter); see product-drawing.ts for the canvas and helpers.
import { brilho, type Drawing, planta, sombra, VERDES } from './product-drawing.ts'

const pendente: Drawing = (d) => {
  const { t, m, L } = d
  const base = d.n(250, 330)
  const topo = d.n(60, 130)
  const y = d.n(280, 340)
  const fundo = y + d.n(260, 330)
  const cupula = d.p(0.5)
    ? `M${600 - base} ${fundo} C ${600 - base} ${y + 80}, ${600 - topo} ${y}, 600 ${y} C ${600 + topo} ${y}, ${600 + base} ${y + 80}, ${600 + base} ${fundo} Z`
    : `M${600 - topo} ${y} L ${600 + topo} ${y} L ${600 + base} ${fundo} L ${600 - base} ${fundo} Z`
  return `<polygon points="${600 - base + 40},${fundo} ${600 + base - 40},${fundo} ${600 + base + 140},1010 ${600 - base - 140},1010" fill="#fef9c3" fill-opacity=".55"/>
    <line x1="600" y1="0" x2="600" y2="${y}" stroke="${t.escuro}" stroke-width="10"/>
    <rect x="555" y="-10" width="90" height="40" rx="10" fill="${t.escuro}"/>
    <circle cx="600" cy="${fundo + 30}" r="48" fill="#fde68a" stroke="#f59e0b" stroke-width="8"/>
    <path d="${cupula}" fill="${m}" ${L}/>
    <ellipse cx="600" cy="${fundo}" rx="${base}" ry="26" fill="${t.escuro}"/>`
}

/** A tall bottle with a cork, painted dots or stripes, and dried flowers coming out of it. */
const garrafa: Drawing = (d) => {
  const { t, m, L } = d
  const w = d.n(140, 175)
  const ombro = d.n(470, 540)
  const gargalo = d.n(42, 56)
  const topo = d.n(190, 250)
  const corpo = `M${600 - gargalo} ${topo} L ${600 - gargalo} ${ombro - 130} C ${600 - gargalo} ${ombro - 40}, ${600 - w} ${ombro - 40}, ${600 - w} ${ombro + 40} L ${600 - w} 960 Q ${600 - w} 990 ${600 - w + 30} 990 L ${600 + w - 30} 990 Q ${600 + w} 990 ${600 + w} 960 L ${600 + w} ${ombro + 40} C ${600 + w} ${ombro - 40}, ${600 + gargalo} ${ombro - 40}, ${600 + gargalo} ${ombro - 130} L ${600 + gargalo} ${topo} Z`
  const pintura = d.p(0.5)
    ? Array.from(
        { length: 9 },
        (_, i) =>
          `<circle cx="${600 - w + 50 + (i % 3) * (w - 50)}" cy="${ombro + 110 + Math.floor(i / 3) * 120}" r="${d.n(18, 30)}" fill="${t.acento}" stroke="#ffffff" stroke-width="5"/>`,
      ).join('')
    : [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${600 - w + 8}" y="${ombro + 120 + i * 110}" width="${2 * w - 16}" height="34" fill="${i === 1 ? '#ffffff' : t.acento}" fill-opacity=".85"/>`,
        )
        .join('')
  const flores = [-30, 0, 30]
    .map((a) => {
      const rad = (a * Math.PI) / 180
      const [x, y] = [600 + Math.sin(rad) * 170, topo - Math.cos(rad) * 170]
      return `<line x1="600" y1="${topo}" x2="${x}" y2="${y}" stroke="#a16207" stroke-width="6"/><circle cx="${x}" cy="${y}" r="22" fill="${d.um(['#fcd34d', '#fda4af', '#e9d5ff', '#fef3c7'])}" stroke="#92400e" stroke-width="4"/>`
    })
    .join('')
  return `${sombra(600, w + 40)}${flores}<path d="${corpo}" fill="${m}" ${L}/>${pintura}
    <rect x="${600 - gargalo - 6}" y="${topo - 40}" width="${2 * gargalo + 12}" height="52" rx="10" fill="#c2884f" ${L}/>
    ${brilho(`M${600 - w + 40} ${ombro + 80} L ${600 - w + 40} 930`)}`
}

/** A juice jug cut from a bottle: straight body, a spout, juice inside and a rope handle. */
const jarra: Drawing = (d) => {
  const { t, m, L } = d
  const w = d.n(190, 230)
  const topo = d.n(360, 430)
  const suco = d.um(['#f97316', '#fde047', '#fb7185', '#a3e635'])
  const nivel = topo + d.n(110, 200)
  const alca = `M${600 + w - 10} ${topo + 70} C ${600 + w + 190} ${topo + 60}, ${600 + w + 190} ${topo + 400}, ${600 + w - 10} ${topo + 390}`
  const corda = `<path d="${alca}" fill="none" stroke="#92400e" stroke-width="44" stroke-linecap="round"/><path d="${alca}" fill="none" stroke="#d6b37a" stroke-width="32" stroke-linecap="round"/><path d="${alca}" fill="none" stroke="#92400e" stroke-width="32" stroke-dasharray="6 22" stroke-opacity=".6"/>`
  return `${sombra(600, w + 60)}${corda}
    <path d="M${600 - w + 10} ${nivel} L ${600 + w - 10} ${nivel} L ${600 + w - 10} 975 L ${600 - w + 10} 975 Z" fill="${suco}" fill-opacity=".8"/>
    <path d="M${600 - w - 50} ${topo - 40} L ${600 - w} ${topo} L ${600 - w} 960 Q ${600 - w} 990 ${600 - w + 30} 990 L ${600 + w - 30} 990 Q ${600 + w} 990 ${600 + w} 960 L ${600 + w} ${topo} Z" fill="${m}" fill-opacity=".4" ${L}/>
    <ellipse cx="600" cy="${topo}" rx="${w}" ry="24" fill="#ffffff" fill-opacity=".45" stroke="${t.escuro}" stroke-width="8"/>
    ${brilho(`M${600 - w + 40} ${topo + 60} L ${600 - w + 40} 940`, 20)}`
}

/** A demijohn on its side of the floor, with soil, pebbles and plants growing inside. */
const terrario: Drawing = (d) => {
  const { t, m, L } = d
  const r = d.n(290, 330)
  const cy = 990 - r
  const pedras = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<circle cx="${600 - r / 2 + i * (r / 4)}" cy="${cy + r - 80 + (i % 2) * 12}" r="${d.n(18, 28)}" fill="${d.um(['#a8a29e', '#d6d3d1', '#78716c'])}"/>`,
    )
    .join('')
  return `${sombra(600, r + 20)}
    <path d="M${600 - r + 40} ${cy + r * 0.55} Q 600 ${cy + r * 0.4} ${600 + r - 40} ${cy + r * 0.55} L ${600 + r - 80} ${cy + r - 40} L ${600 - r + 80} ${cy + r - 40} Z" fill="#7c4a1e"/>${pedras}
    ${planta(d, 600 + d.n(-60, 60), cy + r * 0.5, d.n(160, 220))}
    <circle cx="${600 + d.n(-150, -90)}" cy="${cy + r * 0.42}" r="40" fill="${d.um(VERDES)}" stroke="#14532d" stroke-width="5"/>
    <circle cx="600" cy="${cy}" r="${r}" fill="${m}" fill-opacity=".3" ${L}/>
    <rect x="${600 - 70}" y="${cy - r - 110}" width="140" height="130" rx="20" fill="${m}" fill-opacity=".45" ${L}/>
    <rect x="${600 - 86}" y="${cy - r - 130}" width="172" height="44" rx="14" fill="${t.escuro}"/>
    ${brilho(`M${600 - r + 70} ${cy - 60} Q ${600 - r + 50} ${cy + 80} ${600 - r + 120} ${cy + 200}`, 22)}`
}

/** A woven basket: crossing strands of its material, a rim and a handle. */
const cesto: Drawing = (d) => {
  const { t, m, L } = d
  const w = d.n(280, 330)
  const topo = d.n(520, 600)
  const fios: string[] = []
  for (let y = topo + 40; y < 980; y += 56)
    fios.push(
      `<line x1="${600 - w + 20}" y1="${y}" x2="${600 + w - 20}" y2="${y}" stroke="${t.escuro}" stroke-opacity=".45" stroke-width="10"/>`,
    )
  for (let x = 600 - w + 60; x < 600 + w - 40; x += 70)
    fios.push(
      `<line x1="${x}" y1="${topo + 20}" x2="${x + (x < 600 ? 20 : -20)}" y2="980" stroke="${t.claro}" stroke-opacity=".55" stroke-width="14"/>`,
    )
  return `${sombra(600, w + 10)}
    <path d="M${600 - w + 50} ${topo} C ${600 - w + 60} ${topo - 420}, ${600 + w - 60} ${topo - 420}, ${600 + w - 50} ${topo}" fill="none" stroke="${t.escuro}" stroke-width="46"/>
    <path d="M${600 - w + 50} ${topo} C ${600 - w + 60} ${topo - 420}, ${600 + w - 60} ${topo - 420}, ${600 + w - 50} ${topo}" fill="none" stroke="${t.base}" stroke-width="28"/>
    <path d="M${600 - w} ${topo} L ${600 + w} ${topo} L ${600 + w - 60} 990 L ${600 - w + 60} 990 Z" fill="${m}" ${L}/>${fios.join('')}
    <rect x="${600 - w - 20}" y="${topo - 30}" width="${2 * w + 40}" height="56" rx="26" fill="${m}" ${L}/>`
}

/** A square pot cover of slats, a potted plant inside. */
const cachepo: Drawing = (d) => {
  const { t, m, L } = d
  const w = d.n(200, 240)
  const topo = d.n(560, 620)
  const ripas = [1, 2, 3]
    .map(
      (i) =>
        `<line x1="${600 - w}" y1="${topo + (i * (990 - topo)) / 4}" x2="${600 + w}" y2="${topo + (i * (990 - topo)) / 4}" stroke="${t.escuro}" stroke-width="9"/>`,
    )
    .join('')
  return `${sombra(600, w + 40)}${planta(d, 600, topo - 10, d.n(260, 340))}
    <ellipse cx="600" cy="${topo - 6}" rx="${w - 50}" ry="30" fill="#7c4a1e"/>
    <rect x="${600 - w}" y="${topo}" width="${2 * w}" height="${990 - topo}" rx="8" fill="${m}" ${L}/>${ripas}
    <rect x="${600 - w - 16}" y="${topo - 16}" width="40" height="${1006 - topo}" rx="8" fill="${t.escuro}"/>
    <rect x="${600 + w - 24}" y="${topo - 16}" width="40" height="${1006 - topo}" rx="8" fill="${t.escuro}"/>`
}

export const VIDRO_E_OUTROS = { pendente, garrafa, jarra, terrario, cesto, cachepo }
