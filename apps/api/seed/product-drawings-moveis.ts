// Drawings of furniture and desk or table pieces: trays, shelves, stools, poufs, tables, rugs,
// boxes, desk organisers, pencil cups and coasters (see product-drawing.ts).
import { brilho, costura, type Desenho, type Drawing, planta, sombra } from './product-drawing.ts'

const xicara = (x: number, y: number, cor: string) =>
  `<ellipse cx="${x}" cy="${y + 8}" rx="95" ry="22" fill="#f5f5f4" stroke="#57534e" stroke-width="6"/>
  <path d="M${x + 55} ${y - 90} c 60 0, 60 60, 0 60" fill="none" stroke="#57534e" stroke-width="12"/>
  <path d="M${x - 65} ${y - 120} L ${x + 65} ${y - 120} L ${x + 50} ${y} L ${x - 50} ${y} Z" fill="${cor}" stroke="#57534e" stroke-width="6"/>`

const bandeja: Drawing = (d) => {
  const { t, m, L } = d
  const y = d.n(620, 680)
  return `${sombra(600, 460, 960)}<path d="M230 ${y} L 970 ${y} L 1040 ${y + 230} L 160 ${y + 230} Z" fill="${m}" ${L}/>
    <path d="M160 ${y + 230} L 1040 ${y + 230} L 1040 ${y + 280} L 160 ${y + 280} Z" fill="${t.escuro}" ${L}/>
    <path d="M290 ${y + 30} L 910 ${y + 30} L 960 ${y + 200} L 240 ${y + 200} Z" fill="${t.claro}" fill-opacity=".35"/>
    <ellipse cx="205" cy="${y + 120}" rx="18" ry="50" fill="${t.escuro}"/><ellipse cx="995" cy="${y + 120}" rx="18" ry="50" fill="${t.escuro}"/>
    ${xicara(d.n(420, 520), y + 150, d.um(['#ffffff', '#fde68a', '#bae6fd']))}
    <ellipse cx="${d.n(720, 780)}" cy="${y + 140}" rx="110" ry="32" fill="#ffffff" stroke="#57534e" stroke-width="6"/>`
}

const prateleira: Drawing = (d) => {
  const { t, m, L } = d
  const livros = (x0: number, y: number) => {
    let x = x0
    return Array.from({ length: d.n(3, 5) }, () => {
      const [w, h] = [d.n(36, 54), d.n(120, 190)]
      const s = `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" rx="6" fill="${d.um(['#ef4444', '#2563eb', '#f59e0b', '#16a34a', '#7c3aed', t.acento])}" stroke="#1c1917" stroke-width="5"/>`
      x += w + 6
      return s
    }).join('')
  }
  const tabua = (y: number) =>
    `<rect x="240" y="${y}" width="720" height="54" rx="8" fill="${m}" ${L}/><path d="M330 ${y + 54} L 330 ${y + 150} L 420 ${y + 54} Z" fill="${t.escuro}"/><path d="M870 ${y + 54} L 870 ${y + 150} L 780 ${y + 54} Z" fill="${t.escuro}"/>`
  return `${livros(300, 480)}<path d="M760 480 L 840 480 L 825 400 L 775 400 Z" fill="#c2410c" stroke="#7c2d12" stroke-width="6"/>${planta(d, 800, 400, 130)}
    ${tabua(480)}${livros(d.n(560, 640), 800)}<ellipse cx="${d.n(360, 420)}" cy="770" rx="70" ry="30" fill="${t.acento}" stroke="#1c1917" stroke-width="5"/>${tabua(800)}`
}

const assento = (d: Desenho, y: number, rx: number) =>
  `<path d="M${600 - rx} ${y} L ${600 - rx} ${y + 60} A ${rx} 70 0 0 0 ${600 + rx} ${y + 60} L ${600 + rx} ${y} Z" fill="${d.t.escuro}" ${d.L}/>
  <ellipse cx="600" cy="${y}" rx="${rx}" ry="70" fill="${d.m}" ${d.L}/>`

const banco: Drawing = (d) => {
  const { t } = d
  const y = d.n(420, 520)
  const rx = d.n(230, 280)
  const perna = (x1: number, x2: number, fim: number) =>
    `<path d="M${x1 - 22} ${y + 80} L ${x1 + 22} ${y + 80} L ${x2 + 22} ${fim} L ${x2 - 22} ${fim} Z" fill="${d.m}" ${d.L}/>`
  return `${sombra(600, rx + 60)}${perna(480, 470, 950)}${perna(720, 730, 950)}
    <line x1="420" y1="${y + 330}" x2="780" y2="${y + 330}" stroke="${t.escuro}" stroke-width="26"/>
    ${perna(400, 330, 990)}${perna(800, 870, 990)}${assento(d, y, rx)}`
}

const puff: Drawing = (d) => {
  const { t, m, L } = d
  const rx = d.n(250, 300)
  const y = d.n(460, 560)
  const gomos = [-0.66, -0.33, 0, 0.33, 0.66]
    .map((k) => costura(`M${600 + k * rx} ${y + 60} L ${600 + k * rx} 960`, t.escuro, 5))
    .join('')
  return `${sombra(600, rx + 30)}<path d="M${600 - rx} ${y} L ${600 - rx} 940 A ${rx} 70 0 0 0 ${600 + rx} 940 L ${600 + rx} ${y} Z" fill="${m}" ${L}/>${gomos}
    <ellipse cx="600" cy="${y}" rx="${rx}" ry="80" fill="${m}" ${L}/><ellipse cx="600" cy="${y}" rx="${rx - 40}" ry="55" fill="${t.claro}" fill-opacity=".3"/>
    <circle cx="600" cy="${y}" r="16" fill="${t.escuro}"/>`
}

const mesa: Drawing = (d) => {
  const { t, m, L } = d
  const y = d.n(440, 520)
  const rx = d.n(280, 340)
  const pe = d.p(0.5)
    ? `<path d="M540 ${y + 60} L 660 ${y + 60} L 690 960 L 510 960 Z" fill="${m}" ${L}/><ellipse cx="600" cy="965" rx="${d.n(150, 190)}" ry="36" fill="${t.escuro}"/>`
    : `<path d="M${600 - rx + 50} ${y + 40} l 40 0 l -30 ${980 - y} l -40 0 Z" fill="${m}" ${L}/><path d="M${600 + rx - 90} ${y + 40} l 40 0 l 30 ${980 - y} l -40 0 Z" fill="${m}" ${L}/>`
  const enfeite = `<path d="M${d.n(480, 540)} ${y - 10} l 20 -150 l 60 0 l 20 150 Z" fill="${t.acento}" stroke="#1c1917" stroke-width="6"/>`
  return `${sombra(600, rx)}${pe}<path d="M${600 - rx} ${y} L ${600 - rx} ${y + 40} A ${rx} 70 0 0 0 ${600 + rx} ${y + 40} L ${600 + rx} ${y} Z" fill="${t.escuro}" ${L}/>
    <ellipse cx="600" cy="${y}" rx="${rx}" ry="70" fill="${m}" ${L}/>${enfeite}${planta(d, d.n(520, 580), y - 160, 120)}`
}

const tapete: Drawing = (d) => {
  const { t, m, L } = d
  if (d.p(0.5)) {
    const franja = Array.from(
      { length: 16 },
      (_, i) =>
        `<line x1="${180 + i * 8}" y1="${640 + i * 20}" x2="${130 + i * 8}" y2="${640 + i * 20}" stroke="${t.escuro}" stroke-width="6"/>`,
    ).join('')
    return `${franja}<path d="M260 620 L 960 620 L 1040 960 L 180 960 Z" fill="${m}" ${L}/>
      <path d="M330 680 L 900 680 L 950 900 L 270 900 Z" fill="none" stroke="${t.acento}" stroke-width="26"/>
      <path d="M420 740 L 820 740 L 850 840 L 390 840 Z" fill="${t.claro}" fill-opacity=".6"/>`
  }
  const aneis = [1, 0.75, 0.5, 0.25]
    .map(
      (k, i) =>
        `<ellipse cx="600" cy="780" rx="${Math.round(440 * k)}" ry="${Math.round(210 * k)}" fill="${i % 2 ? t.acento : m}" ${i === 0 ? L : ''}/>`,
    )
    .join('')
  return `<ellipse cx="600" cy="800" rx="450" ry="215" fill="#000000" fill-opacity=".12"/>${aneis}`
}

const caixa: Drawing = (d) => {
  const { t, m, L } = d
  const top = d.n(520, 600)
  const fundo = d.n(110, 160)
  return `${sombra(640, 380)}<path d="M290 ${top} L ${290 + fundo} ${top - 90} L ${800 + fundo} ${top - 90} L 800 ${top} Z" fill="${t.escuro}" ${L}/>
    <path d="M800 ${top} L ${800 + fundo} ${top - 90} L ${800 + fundo} ${890} L 800 985 Z" fill="${m}" ${L}/><path d="M800 ${top} L ${800 + fundo} ${top - 90} L ${800 + fundo} 890 L 800 985 Z" fill="#000000" fill-opacity=".2"/>
    <rect x="290" y="${top}" width="510" height="${985 - top}" fill="${m}" ${L}/>
    <rect x="490" y="${top + 50}" width="110" height="40" rx="20" fill="${t.escuro}"/>
    <rect x="400" y="${top + 160}" width="290" height="${d.n(110, 150)}" rx="14" fill="#fffbeb" stroke="${t.escuro}" stroke-width="6"/>`
}

const lapis = (x: number, topo: number, angle: number, cor: string) =>
  `<g transform="rotate(${angle} ${x} 700)"><rect x="${x - 16}" y="${topo}" width="32" height="${720 - topo}" fill="${cor}" stroke="#1c1917" stroke-width="5"/><path d="M${x - 16} ${topo} L ${x + 16} ${topo} L ${x} ${topo - 50} Z" fill="#f5d0a9" stroke="#1c1917" stroke-width="5"/><path d="M${x - 5} ${topo - 34} L ${x + 5} ${topo - 34} L ${x} ${topo - 50} Z" fill="#1c1917"/></g>`

const CORES_LAPIS = ['#ef4444', '#f59e0b', '#16a34a', '#2563eb', '#7c3aed', '#0f172a', '#ec4899']

const portaLapis: Drawing = (d) => {
  const { m, L } = d
  const w = d.n(140, 190)
  const top = d.n(500, 580)
  const lapises = Array.from({ length: d.n(4, 7) }, (_, i) =>
    lapis(600 - w + 40 + i * ((2 * w - 80) / 6), d.n(240, 340), d.n(-18, 18), d.um(CORES_LAPIS)),
  ).join('')
  return `${sombra(600, w + 50)}${lapises}<path d="M${600 - w} ${top} L ${600 - w} 960 A ${w} 36 0 0 0 ${600 + w} 960 L ${600 + w} ${top} Z" fill="${m}" ${L}/>
    <ellipse cx="600" cy="${top}" rx="${w}" ry="36" fill="none" ${L}/>${brilho(`M${600 - w + 40} ${top + 60} L ${600 - w + 40} 920`)}`
}

const organizador: Drawing = (d) => {
  const { t, m, L } = d
  const partes = [
    [300, 200, d.n(520, 600)],
    [500, 240, d.n(640, 720)],
    [740, 180, d.n(460, 560)],
  ] as const
  return `${sombra(620, 400)}${partes
    .map(([x, w, top], i) => {
      const dentro =
        i === 1
          ? `<rect x="${x + 40}" y="${top - 80}" width="160" height="100" rx="6" fill="#fef3c7" stroke="#a16207" stroke-width="5"/>`
          : [0, 1, 2]
              .map((k) => lapis(x + 50 + k * 50, top - d.n(140, 220), d.n(-10, 10), d.um(CORES_LAPIS)))
              .join('')
      return `${dentro}<rect x="${x}" y="${top}" width="${w}" height="${990 - top}" rx="10" fill="${m}" ${L}/><line x1="${x + 20}" y1="${top + 40}" x2="${x + w - 20}" y2="${top + 40}" stroke="${t.escuro}" stroke-width="6" stroke-opacity=".5"/>`
    })
    .join('')}`
}

const portaCopos: Drawing = (d) => {
  const { t, m, L } = d
  const pilha = Array.from({ length: d.n(3, 5) }, (_, i) => {
    const y = 920 - i * 34
    return `<ellipse cx="470" cy="${y + 22}" rx="230" ry="72" fill="${t.escuro}"/><ellipse cx="470" cy="${y}" rx="230" ry="72" fill="${m}" ${L}/>`
  }).join('')
  return `${sombra(600, 460, 1000)}${pilha}${costura('M290 780 A 180 54 0 1 0 650 780 A 180 54 0 1 0 290 780', t.claro)}
    <ellipse cx="820" cy="965" rx="200" ry="62" fill="${t.escuro}"/><ellipse cx="820" cy="945" rx="200" ry="62" fill="${m}" ${L}/>
    ${xicara(820, 930, d.um(['#ffffff', '#fecaca', '#bbf7d0', '#bfdbfe']))}`
}

export const MOVEIS = {
  bandeja,
  prateleira,
  banco,
  puff,
  mesa,
  tapete,
  caixa,
  organizador,
  portaLapis,
  portaCopos,
}
