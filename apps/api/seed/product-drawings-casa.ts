// Drawings of decoration pieces: lamps, vases, glasses, candle holders, terrariums, bowls, planters,
// clocks, mosaics and curtains (see product-drawing.ts for the canvas and helpers).
import { brilho, type Drawing, METAL, METAL_ESCURO, planta, sombra, VERDES } from './product-drawing.ts'

/** A table lamp (the pendant one is `pendente`, product-drawings-vidro.ts). */
const luminaria: Drawing = (d) => {
  const { t, m, L } = d
  const base = d.n(260, 340)
  const topo = d.n(60, 140)
  const topoCupula = d.n(220, 300)
  return `${sombra(600, 260)}<circle cx="600" cy="${topoCupula + 200}" r="300" fill="#fef9c3" fill-opacity=".6"/>
    <rect x="580" y="${topoCupula + 240}" width="40" height="${730 - topoCupula}" fill="${t.escuro}"/>
    <ellipse cx="600" cy="975" rx="${d.n(150, 200)}" ry="38" fill="${t.escuro}"/>
    <path d="M${600 - topo - 30} ${topoCupula} L ${600 + topo + 30} ${topoCupula} L ${600 + base} ${topoCupula + 300} L ${600 - base} ${topoCupula + 300} Z" fill="${m}" ${L}/>
    <ellipse cx="600" cy="${topoCupula + 300}" rx="${base}" ry="22" fill="${t.escuro}"/>`
}

const vaso: Drawing = (d) => {
  const { m, L } = d
  const topo = d.n(300, 420)
  const gargalo = d.n(55, 120)
  const barriga = d.n(210, 300)
  const y = d.n(640, 760)
  const pe = d.n(120, 190)
  const corpo = `M${600 - gargalo} ${topo} C ${600 - gargalo} ${topo + 120}, ${600 - barriga} ${y - 200}, ${600 - barriga} ${y} C ${600 - barriga} ${y + 150}, ${600 - pe} 960, ${600 - pe} 990 L ${600 + pe} 990 C ${600 + pe} 960, ${600 + barriga} ${y + 150}, ${600 + barriga} ${y} C ${600 + barriga} ${y - 200}, ${600 + gargalo} ${topo + 120}, ${600 + gargalo} ${topo} Z`
  return `${sombra(600, barriga + 40)}${planta(d, 600, topo + 10, d.n(240, 320))}
    <path d="${corpo}" fill="${m}" ${L}/>
    <rect x="${600 - gargalo - 22}" y="${topo - 34}" width="${2 * gargalo + 44}" height="44" rx="18" fill="${m}" ${L}/>
    ${brilho(`M${600 - barriga + 60} ${y - 120} Q ${600 - barriga + 30} ${y} ${600 - barriga + 70} ${y + 140}`)}`
}

const copo: Drawing = (d) => {
  const out: string[] = [sombra(600, 400)]
  const xs = [400, 620, 820]
  for (const [i, x] of xs.entries()) {
    const h = d.n(280, 400)
    const w = d.n(100, 130)
    const top = 990 - h
    const liquido = d.p(0.5)
      ? `<path d="M${x - w + 14} ${top + h * 0.35} L ${x + w - 14} ${top + h * 0.35} L ${x + w - 30} 975 L ${x - w + 30} 975 Z" fill="${d.um(['#f97316', '#fde047', '#fb7185', '#a3e635'])}" fill-opacity=".75"/>`
      : ''
    out.push(
      `<g transform="translate(0 ${i === 1 ? -10 : 0})">${liquido}<path d="M${x - w} ${top} L ${x + w} ${top} L ${x + w - 22} 990 L ${x - w + 22} 990 Z" fill="${d.m}" fill-opacity=".55" ${d.L}/>
      <ellipse cx="${x}" cy="${top}" rx="${w}" ry="18" fill="#ffffff" fill-opacity=".5" stroke="${d.t.escuro}" stroke-width="8"/>
      ${brilho(`M${x - w + 34} ${top + 50} L ${x - w + 50} ${960}`, 14)}</g>`,
    )
  }
  return out.join('')
}

const castical: Drawing = (d) => {
  const { t, m, L } = d
  const w = d.n(150, 200)
  const top = d.n(470, 560)
  return `${sombra(600, w + 40)}<circle cx="600" cy="${top + 60}" r="${d.n(200, 260)}" fill="#fde68a" fill-opacity=".45"/>
    <rect x="${600 - w + 60}" y="${top + 160}" width="${2 * w - 120}" height="${820 - top}" rx="14" fill="#fffbeb" stroke="#d6b37a" stroke-width="8"/>
    <line x1="600" y1="${top + 160}" x2="600" y2="${top + 120}" stroke="#292524" stroke-width="8"/>
    <path d="M600 ${top + 10} C 650 ${top + 70}, 640 ${top + 120}, 600 ${top + 125} C 560 ${top + 120}, 550 ${top + 70}, 600 ${top + 10} Z" fill="#f59e0b"/>
    <path d="M600 ${top + 60} C 620 ${top + 90}, 618 ${top + 115}, 600 ${top + 118} C 582 ${top + 115}, 580 ${top + 90}, 600 ${top + 60} Z" fill="#fde047"/>
    <rect x="${600 - w}" y="${top + 100}" width="${2 * w}" height="${890 - top}" rx="40" fill="${m}" fill-opacity=".5" ${L}/>
    <rect x="${600 - w - 10}" y="${top + 90}" width="${2 * w + 20}" height="40" rx="14" fill="${t.escuro}"/>
    ${brilho(`M${600 - w + 40} ${top + 180} L ${600 - w + 40} 940`)}`
}

const pote: Drawing = (d) => {
  const { t, m, L } = d
  const w = d.n(190, 240)
  const top = d.n(330, 420)
  const pedras = [0, 1, 2, 3, 4, 5, 6]
    .map(
      (i) =>
        `<circle cx="${600 - w + 40 + i * ((2 * w - 80) / 6)}" cy="${880 + (i % 2) * 10}" r="${d.n(16, 26)}" fill="${d.um(['#a8a29e', '#d6d3d1', '#78716c'])}"/>`,
    )
    .join('')
  return `${sombra(600, w + 40)}<rect x="${600 - w + 8}" y="900" width="${2 * w - 16}" height="82" rx="20" fill="#7c4a1e"/>${pedras}
    <path d="M${600 - w + 20} 880 C ${600 - w / 2} 800, ${600 + w / 2} 820, ${600 + w - 20} 870 Z" fill="${d.um(VERDES)}"/>
    ${planta(d, 600 + d.n(-50, 50), 860, d.n(200, 280))}
    <rect x="${600 - w}" y="${top}" width="${2 * w}" height="${990 - top}" rx="70" fill="${m}" fill-opacity=".35" ${L}/>
    <rect x="${600 - w + 20}" y="${top - 70}" width="${2 * w - 40}" height="80" rx="16" fill="${t.acento}" ${L}/>
    ${brilho(`M${600 - w + 40} ${top + 90} L ${600 - w + 40} ${top + 330}`, 20)}`
}

const tigela: Drawing = (d) => {
  const { t, m, L } = d
  const rx = d.n(290, 360)
  const y = d.n(690, 730)
  const frutas = d.p(0.7)
    ? [-1, 0, 1, -0.5, 0.5]
        .slice(0, d.n(3, 5))
        .map((k, i) => {
          const [x, cy] = [600 + k * rx * 0.55, y - (i > 2 ? 90 : 20)]
          return `<circle cx="${x}" cy="${cy}" r="${d.n(70, 95)}" fill="${d.um(['#ef4444', '#f97316', '#84cc16', '#facc15', '#a855f7'])}" stroke="#00000033" stroke-width="6"/><path d="M${x} ${cy - 70} q 30 -40 60 -20" fill="none" stroke="#166534" stroke-width="8"/>`
        })
        .join('')
    : ''
  return `${sombra(600, rx, y + 235)}<ellipse cx="600" cy="${y}" rx="${rx}" ry="70" fill="${t.escuro}" ${L}/>${frutas}
    <ellipse cx="600" cy="${y + 222}" rx="${d.n(110, 150)}" ry="26" fill="${t.escuro}"/>
    <path d="M${600 - rx} ${y} A ${rx} 70 0 0 0 ${600 + rx} ${y} C ${600 + rx - 20} ${y + 300}, ${600 - rx + 20} ${y + 300}, ${600 - rx} ${y} Z" fill="${m}" ${L}/>
    ${brilho(`M${600 - rx + 70} ${y + 70} Q ${600 - rx / 2} ${y + 220} ${600 - 40} ${y + 250}`, 16, 0.3)}`
}

const floreira: Drawing = (d) => {
  const { t, m, L } = d
  const w = d.n(270, 330)
  const top = d.n(540, 620)
  const plantas = [-0.6, 0, 0.6].map((k) => planta(d, 600 + k * w, top + 20, d.n(200, 300))).join('')
  return `${sombra(600, w + 20)}${plantas}
    <path d="M${600 - w} ${top} L ${600 + w} ${top} L ${600 + w - 50} 990 L ${600 - w + 50} 990 Z" fill="${m}" ${L}/>
    <rect x="${600 - w - 24}" y="${top - 24}" width="${2 * w + 48}" height="60" rx="12" fill="${m}" ${L}/>
    <line x1="${600 - w + 20}" y1="${top + 170}" x2="${600 + w - 20}" y2="${top + 170}" stroke="${t.escuro}" stroke-width="8"/>`
}

const relogio: Drawing = (d) => {
  const { t, m, L } = d
  const r = d.n(300, 350)
  const marcas = Array.from({ length: 12 }, (_, i) => {
    const long = i % 3 === 0
    return `<line x1="600" y1="${600 - r + 70}" x2="600" y2="${600 - r + (long ? 130 : 100)}" stroke="${t.escuro}" stroke-width="${long ? 16 : 8}" transform="rotate(${i * 30} 600 600)"/>`
  }).join('')
  return `${sombra(600, r - 40, 1040)}<circle cx="600" cy="600" r="${r}" fill="${m}" ${L}/>
    <circle cx="600" cy="600" r="${r - 55}" fill="#fffbeb" fill-opacity=".92" stroke="${t.escuro}" stroke-width="8"/>${marcas}
    <line x1="600" y1="600" x2="600" y2="${600 - r + 140}" stroke="${t.escuro}" stroke-width="14" stroke-linecap="round" transform="rotate(${d.n(0, 360)} 600 600)"/>
    <line x1="600" y1="600" x2="600" y2="${600 - r / 2}" stroke="${t.escuro}" stroke-width="22" stroke-linecap="round" transform="rotate(${d.n(0, 360)} 600 600)"/>
    <circle cx="600" cy="600" r="22" fill="${t.acento}" ${L}/>`
}

const quadro: Drawing = (d) => {
  const { t } = d
  const cores = [t.base, t.acento, t.claro, '#ffffff', d.um(['#facc15', '#ef4444', '#2563eb'])]
  const desenho = d.n(0, 2)
  const bolas: string[] = []
  for (let i = 0; i < 10; i++)
    for (let j = 0; j < 10; j++) {
      const [x, y] = [i - 4.5, j - 4.5]
      const dist = Math.hypot(x, y)
      const k =
        desenho === 0
          ? Math.floor(dist)
          : desenho === 1
            ? (i + j) % 4
            : Math.abs(x) < 1.5 || Math.abs(y) < 1.5
              ? 4
              : (i * j) % 3
      bolas.push(
        `<circle cx="${318 + i * 63}" cy="${318 + j * 63}" r="27" fill="${cores[k % cores.length]}" stroke="#0000002a" stroke-width="4"/>`,
      )
    }
  return `${sombra(600, 380, 1040)}<polyline points="420,250 600,120 780,250" fill="none" stroke="${METAL_ESCURO}" stroke-width="8"/>
    <rect x="230" y="230" width="740" height="740" rx="12" fill="${t.escuro}"/>
    <rect x="272" y="272" width="656" height="656" fill="#fafaf9"/>${bolas.join('')}`
}

const cortina: Drawing = (d) => {
  const { t, m } = d
  const fios: string[] = []
  for (let i = 0; i < 12; i++) {
    const x = 250 + i * 64
    const fim = 900 + Math.round(Math.sin(i / 1.8) * 60)
    fios.push(`<line x1="${x}" y1="200" x2="${x}" y2="${fim}" stroke="${METAL_ESCURO}" stroke-width="4"/>`)
    for (let y = 230; y < fim; y += 44)
      fios.push(
        `<rect x="${x - 17}" y="${y}" width="34" height="30" rx="12" fill="${(y / 44 + i) % 3 === 0 ? t.acento : m}" stroke="${t.escuro}" stroke-width="4"/>`,
      )
  }
  return `<rect x="170" y="170" width="860" height="36" rx="18" fill="${t.escuro}"/>
    <circle cx="170" cy="188" r="30" fill="${METAL}" stroke="${t.escuro}" stroke-width="6"/><circle cx="1030" cy="188" r="30" fill="${METAL}" stroke="${t.escuro}" stroke-width="6"/>${fios.join('')}`
}

export const CASA = { luminaria, vaso, copo, castical, pote, tigela, floreira, relogio, quadro, cortina }
