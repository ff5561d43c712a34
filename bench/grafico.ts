// A line chart as hand-written SVG (no dependency): panels side by side, each with log-scaled axes,
// one line per series; for the benchmarks' charts in docs/.

export interface Serie {
  nome: string
  pontos: readonly { x: number; y: number }[]
}

export interface Painel {
  titulo: string
  eixoY: string
  series: readonly Serie[]
}

const CORES = ['#1b6e3a', '#b5462e', '#2c5aa0', '#8a6d00', '#6b3fa0', '#333333']
const W = 460
const H = 320
const M = { esq: 64, dir: 16, topo: 36, base: 48 }

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const num = (n: number) => (n >= 1e6 ? `${n / 1e6}M` : n >= 1e3 ? `${n / 1e3}k` : String(n))

/** Powers of ten (and their halves' neighbours 2 and 5) spanning [min, max], for a log axis. */
function marcas(min: number, max: number) {
  const out: number[] = []
  for (let e = Math.floor(Math.log10(min)); e <= Math.ceil(Math.log10(max)); e++)
    for (const m of [1, 2, 5]) {
      const v = m * 10 ** e
      if (v >= min / 1.0001 && v <= max * 1.0001) out.push(v)
    }
  return out
}

function limites(valores: number[]) {
  const pos = valores.filter((v) => v > 0)
  let min = Math.min(...pos)
  let max = Math.max(...pos)
  if (!Number.isFinite(min)) return { min: 1, max: 10 }
  min = 10 ** Math.floor(Math.log10(min))
  max = 10 ** Math.ceil(Math.log10(max))
  if (min === max) max = min * 10
  return { min, max }
}

function painel(p: Painel, x0: number) {
  const xs = limites(p.series.flatMap((s) => s.pontos.map((q) => q.x)))
  const ys = limites(p.series.flatMap((s) => s.pontos.map((q) => q.y)))
  const largura = W - M.esq - M.dir
  const altura = H - M.topo - M.base
  const px = (x: number) =>
    x0 + M.esq + ((Math.log10(x) - Math.log10(xs.min)) / (Math.log10(xs.max) - Math.log10(xs.min))) * largura
  const py = (y: number) =>
    M.topo +
    altura -
    ((Math.log10(y) - Math.log10(ys.min)) / (Math.log10(ys.max) - Math.log10(ys.min))) * altura
  const partes: string[] = [
    `<text x="${x0 + W / 2}" y="20" text-anchor="middle" font-weight="bold">${esc(p.titulo)}</text>`,
    `<rect x="${x0 + M.esq}" y="${M.topo}" width="${largura}" height="${altura}" fill="none" stroke="#999"/>`,
  ]
  for (const v of marcas(xs.min, xs.max)) {
    const x = px(v).toFixed(1)
    partes.push(
      `<line x1="${x}" y1="${M.topo}" x2="${x}" y2="${M.topo + altura}" stroke="#eee"/>`,
      `<text x="${x}" y="${M.topo + altura + 16}" text-anchor="middle">${num(v)}</text>`,
    )
  }
  for (const v of marcas(ys.min, ys.max)) {
    const y = py(v).toFixed(1)
    partes.push(
      `<line x1="${x0 + M.esq}" y1="${y}" x2="${x0 + M.esq + largura}" y2="${y}" stroke="#eee"/>`,
      `<text x="${x0 + M.esq - 6}" y="${y}" text-anchor="end" dominant-baseline="middle">${num(v)}</text>`,
    )
  }
  partes.push(
    `<text x="${x0 + M.esq + largura / 2}" y="${H - 10}" text-anchor="middle">anúncios (escala log)</text>`,
    `<text transform="translate(${x0 + 14} ${M.topo + altura / 2}) rotate(-90)" text-anchor="middle">${esc(p.eixoY)}</text>`,
  )
  p.series.forEach((s, i) => {
    const cor = CORES[i % CORES.length]
    const pts = s.pontos.filter((q) => q.x > 0 && q.y > 0)
    if (pts.length > 1)
      partes.push(
        `<polyline fill="none" stroke="${cor}" stroke-width="2" points="${pts.map((q) => `${px(q.x).toFixed(1)},${py(q.y).toFixed(1)}`).join(' ')}"/>`,
      )
    for (const q of pts)
      partes.push(`<circle cx="${px(q.x).toFixed(1)}" cy="${py(q.y).toFixed(1)}" r="3" fill="${cor}"/>`)
  })
  return partes.join('\n')
}

/** The SVG text: the panels side by side, the series' legend under them (same colours in every panel). */
export function graficoSvg(titulo: string, paineis: readonly Painel[]) {
  const nomes = paineis[0]?.series.map((s) => s.nome) ?? []
  const largura = W * paineis.length
  const alturaLegenda = 22 * Math.ceil(nomes.length / 3) + 10
  const legenda = nomes.map((nome, i) => {
    const x = 20 + (i % 3) * (largura / 3)
    const y = H + 16 + Math.floor(i / 3) * 22
    return `<rect x="${x}" y="${y - 8}" width="14" height="4" fill="${CORES[i % CORES.length]}"/><text x="${x + 20}" y="${y}" dominant-baseline="middle">${esc(nome)}</text>`
  })
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${largura}" height="${H + alturaLegenda}" viewBox="0 0 ${largura} ${H + alturaLegenda}" font-family="sans-serif" font-size="12" role="img" aria-label="${esc(titulo)}">`,
    `<title>${esc(titulo)}</title>`,
    '<rect width="100%" height="100%" fill="#fff"/>',
    ...paineis.map((p, i) => painel(p, i * W)),
    ...legenda,
    '</svg>',
    '',
  ].join('\n')
}
