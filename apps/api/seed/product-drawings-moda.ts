// Drawings of bags, small leather goods, jewellery and textiles: totes, bags, backpacks, wallets,
// card holders, pouches, belts, key rings, bracelets, earrings, cushions, aprons and notebook covers.
import { costura, type Drawing, folha, METAL, METAL_ESCURO, sombra } from './product-drawing.ts'

const alca = (d: string, cor: string, w = 26) =>
  `<path d="${d}" fill="none" stroke="${cor}" stroke-width="${w}" stroke-linecap="round"/>`

const sacola: Drawing = (d) => {
  const { t, m, L } = d
  const top = d.n(440, 520)
  const h = d.n(200, 280)
  const estampa = d.p(0.5)
    ? folha(600, 860, 260, d.n(-20, 20), t.acento)
    : `<circle cx="600" cy="${top + 260}" r="${d.n(90, 130)}" fill="${t.acento}" stroke="${t.escuro}" stroke-width="8"/>`
  return `${sombra(600, 330)}${alca(`M430 ${top + 20} C 430 ${top - h}, 560 ${top - h}, 560 ${top + 20}`, t.escuro)}${alca(`M640 ${top + 20} C 640 ${top - h}, 770 ${top - h}, 770 ${top + 20}`, t.escuro)}
    <path d="M330 ${top} L 870 ${top} L 905 990 L 295 990 Z" fill="${m}" ${L}/>
    <rect x="330" y="${top}" width="540" height="46" fill="#000000" fill-opacity=".15"/>${costura(`M340 ${top + 60} L 860 ${top + 60}`, t.claro)}${estampa}`
}

const bolsa: Drawing = (d) => {
  const { t, m, L } = d
  const top = d.n(500, 580)
  const w = d.n(270, 330)
  const alcas = d.p(0.5)
    ? alca(
        `M${600 - w + 70} ${top} C ${600 - w + 70} 150, ${600 + w - 70} 150, ${600 + w - 70} ${top}`,
        t.escuro,
        22,
      )
    : alca(`M470 ${top} C 470 ${top - 230}, 730 ${top - 230}, 730 ${top}`, t.escuro, 34)
  return `${sombra(600, w + 30)}${alcas}<circle cx="${600 - w + 70}" cy="${top}" r="18" fill="none" stroke="${METAL}" stroke-width="10"/><circle cx="${600 + w - 70}" cy="${top}" r="18" fill="none" stroke="${METAL}" stroke-width="10"/>
    <path d="M${600 - w} ${top + 30} Q ${600 - w} ${top} ${600 - w + 40} ${top} L ${600 + w - 40} ${top} Q ${600 + w} ${top} ${600 + w} ${top + 30} L ${600 + w + 30} 950 Q ${600 + w + 30} 990 ${600 + w - 10} 990 L ${600 - w + 10} 990 Q ${600 - w - 30} 990 ${600 - w - 30} 950 Z" fill="${m}" ${L}/>
    <path d="M${600 - w} ${top + 20} L ${600 + w} ${top + 20} L ${600 + w + 8} ${top + 200} Q 600 ${top + 300} ${600 - w - 8} ${top + 200} Z" fill="${m}" ${L}/><path d="M${600 - w} ${top + 20} L ${600 + w} ${top + 20} L ${600 + w + 8} ${top + 200} Q 600 ${top + 300} ${600 - w - 8} ${top + 200} Z" fill="#000000" fill-opacity=".12"/>
    <rect x="565" y="${top + 220}" width="70" height="60" rx="12" fill="${METAL}" stroke="${METAL_ESCURO}" stroke-width="6"/>`
}

const mochila: Drawing = (d) => {
  const { t, m, L } = d
  const w = d.n(210, 250)
  const top = d.n(320, 380)
  return `${sombra(600, w + 60)}${alca(`M540 ${top + 10} C 540 ${top - 70}, 660 ${top - 70}, 660 ${top + 10}`, t.escuro, 22)}
    ${alca(`M${600 - w + 10} ${top + 120} C ${600 - w - 60} ${top + 300}, ${600 - w - 60} 800, ${600 - w + 10} 950`, t.escuro, 30)}${alca(`M${600 + w - 10} ${top + 120} C ${600 + w + 60} ${top + 300}, ${600 + w + 60} 800, ${600 + w - 10} 950`, t.escuro, 30)}
    <rect x="${600 - w}" y="${top}" width="${2 * w}" height="${990 - top}" rx="110" fill="${m}" ${L}/>
    <path d="M${600 - w} ${top + 110} Q ${600 - w} ${top} ${600 - w + 110} ${top} L ${600 + w - 110} ${top} Q ${600 + w} ${top} ${600 + w} ${top + 110} L ${600 + w} ${top + 220} Q 600 ${top + 290} ${600 - w} ${top + 220} Z" fill="#000000" fill-opacity=".16" ${L}/>
    <rect x="470" y="${top + 230}" width="36" height="140" rx="8" fill="${t.escuro}"/><rect x="694" y="${top + 230}" width="36" height="140" rx="8" fill="${t.escuro}"/>
    <rect x="${600 - w + 60}" y="${top + 400}" width="${2 * w - 120}" height="${d.n(170, 220)}" rx="50" fill="${m}" ${L}/>${costura(`M${600 - w + 90} ${top + 430} L ${600 + w - 90} ${top + 430}`, t.claro)}`
}

const cartoes = (x: number, y: number, cores: string[]) =>
  cores
    .map(
      (cor, i) =>
        `<rect x="${x + i * 40}" y="${y - i * 26}" width="260" height="170" rx="16" fill="${cor}" stroke="#1c1917" stroke-width="5"/>`,
    )
    .join('')

const carteira: Drawing = (d) => {
  const { t, m, L } = d
  const angle = d.n(-10, 6)
  const aba = d.p(0.5)
    ? `<path d="M900 520 L 720 520 Q 680 520 680 560 L 680 700 Q 680 740 720 740 L 900 740 Z" fill="${m}" ${L}/><circle cx="730" cy="630" r="20" fill="${METAL}" stroke="${METAL_ESCURO}" stroke-width="6"/>`
    : `<line x1="600" y1="460" x2="600" y2="860" stroke="${t.escuro}" stroke-width="8" stroke-opacity=".6"/>`
  return `${sombra(600, 360, 960)}<g transform="rotate(${angle} 600 660)">${cartoes(380, 480, [d.um(['#facc15', '#38bdf8', '#a3e635']), '#f8fafc'])}
    <rect x="300" y="460" width="600" height="400" rx="40" fill="${m}" ${L}/>${costura('M330 490 L 870 490 L 870 830 L 330 830 Z', t.claro)}${aba}</g>`
}

const portaCartoes: Drawing = (d) => {
  const { t, m, L } = d
  return `${sombra(600, 260, 960)}<g transform="rotate(${d.n(-12, 12)} 600 660)">${cartoes(420, 520, [d.um(['#ef4444', '#2563eb', '#16a34a']), '#f8fafc', d.um(['#fde047', '#f0abfc'])])}
    <rect x="390" y="500" width="420" height="360" rx="34" fill="${m}" ${L}/><path d="M410 590 Q 600 660 790 590" fill="none" stroke="${t.escuro}" stroke-width="8"/>
    ${costura('M415 525 L 785 525 L 785 835 L 415 835 Z', t.claro)}</g>`
}

const estojo: Drawing = (d) => {
  const { t, m, L } = d
  const top = d.n(540, 620)
  const raio = d.p(0.5) ? 150 : 60
  return `${sombra(600, 380)}<rect x="240" y="${top}" width="720" height="${985 - top}" rx="${raio}" fill="${m}" ${L}/>
    <line x1="${240 + raio * 0.6}" y1="${top + 40}" x2="${960 - raio * 0.6}" y2="${top + 40}" stroke="${t.escuro}" stroke-width="22" stroke-linecap="round"/>
    <line x1="${240 + raio * 0.6}" y1="${top + 40}" x2="${960 - raio * 0.6}" y2="${top + 40}" stroke="${METAL}" stroke-width="10" stroke-dasharray="6 8"/>
    <rect x="${d.n(760, 820)}" y="${top + 26}" width="34" height="110" rx="10" fill="${METAL}" stroke="${METAL_ESCURO}" stroke-width="6"/>
    <rect x="${d.n(480, 540)}" y="${top + 150}" width="160" height="70" rx="12" fill="${t.acento}" stroke="${t.escuro}" stroke-width="6"/>`
}

const cinto: Drawing = (d) => {
  const { t, m, L } = d
  const furos = [0, 1, 2, 3]
    .map((i) => `<circle cx="${780 + i * 50}" cy="620" r="11" fill="${t.escuro}"/>`)
    .join('')
  return `${sombra(600, 480, 960)}<g transform="rotate(${d.n(-30, -14)} 600 620)">
    <path d="M260 570 L 1000 570 Q 1060 620 1000 670 L 260 670 Z" fill="${m}" ${L}/>${costura('M280 588 L 990 588', t.claro, 5)}${costura('M280 652 L 990 652', t.claro, 5)}${furos}
    <rect x="290" y="560" width="40" height="120" rx="8" fill="${t.escuro}"/>
    <rect x="130" y="535" width="140" height="170" rx="24" fill="none" stroke="${METAL}" stroke-width="26"/><rect x="130" y="535" width="140" height="170" rx="24" fill="none" stroke="${METAL_ESCURO}" stroke-width="4"/>
    <line x1="200" y1="620" x2="300" y2="620" stroke="${METAL}" stroke-width="14"/></g>`
}

const chaveiro: Drawing = (d) => {
  const { t, m, L } = d
  const w = d.n(120, 160)
  return `${sombra(600, 220, 1010)}<g transform="rotate(${d.n(18, 30)} 660 320)"><circle cx="760" cy="330" r="56" fill="${METAL}" stroke="${METAL_ESCURO}" stroke-width="8"/><rect x="740" y="380" width="40" height="300" fill="${METAL}" stroke="${METAL_ESCURO}" stroke-width="8"/><path d="M780 560 h 40 v 30 h -40 M780 620 h 30 v 30 h -30" fill="${METAL}" stroke="${METAL_ESCURO}" stroke-width="8"/></g>
    <circle cx="600" cy="300" r="80" fill="none" stroke="${METAL_ESCURO}" stroke-width="18"/><circle cx="600" cy="300" r="80" fill="none" stroke="${METAL}" stroke-width="8"/>
    <line x1="600" y1="380" x2="600" y2="450" stroke="${METAL_ESCURO}" stroke-width="12"/>
    <path d="M${600 - w} 470 Q ${600 - w} 440 ${600 - w + 30} 440 L ${600 + w - 30} 440 Q ${600 + w} 440 ${600 + w} 470 L ${600 + w} 820 L 600 ${d.n(900, 950)} L ${600 - w} 820 Z" fill="${m}" ${L}/>
    <circle cx="600" cy="500" r="20" fill="${t.fundo}" stroke="${t.escuro}" stroke-width="6"/>${costura(`M${600 - w + 26} 540 L ${600 - w + 26} 800 M${600 + w - 26} 540 L ${600 + w - 26} 800`, t.claro)}`
}

const pulseira: Drawing = (d) => {
  const { t, m } = d
  const [rx, ry] = [d.n(270, 320), d.n(160, 210)]
  return `${sombra(600, rx + 40, 890)}<ellipse cx="600" cy="640" rx="${rx}" ry="${ry}" fill="none" stroke="${t.escuro}" stroke-width="96"/>
    <ellipse cx="600" cy="640" rx="${rx}" ry="${ry}" fill="none" stroke="${m}" stroke-width="76"/>
    <ellipse cx="600" cy="640" rx="${rx}" ry="${ry}" fill="none" stroke="${t.claro}" stroke-width="10" stroke-dasharray="34 22"/>
    <rect x="560" y="${640 + ry - 40}" width="80" height="80" rx="14" fill="${METAL}" stroke="${METAL_ESCURO}" stroke-width="6"/>`
}

const brincos: Drawing = (d) => {
  const { t, m, L } = d
  const um = (x: number, y: number, w: number) =>
    `<path d="M${x} ${y} C ${x + 70} ${y}, ${x + 70} ${y + 90}, ${x} ${y + 100}" fill="none" stroke="${METAL_ESCURO}" stroke-width="10"/><circle cx="${x}" cy="${y + 112}" r="16" fill="none" stroke="${METAL}" stroke-width="8"/>
    <path d="M${x} ${y + 130} C ${x + w} ${y + 260}, ${x + w} ${y + 440}, ${x} ${y + 460} C ${x - w} ${y + 440}, ${x - w} ${y + 260}, ${x} ${y + 130} Z" fill="${m}" ${L}/><circle cx="${x}" cy="${y + 350}" r="${w / 3}" fill="${t.acento}" stroke="${t.escuro}" stroke-width="6"/>`
  const w = d.n(100, 140)
  return `${um(420, d.n(260, 320), w)}${um(780, d.n(300, 360), w)}`
}

const almofada: Drawing = (d) => {
  const { t, m, L } = d
  const forma = 'M300 380 Q 600 330 900 380 Q 860 640 900 900 Q 600 850 300 900 Q 340 640 300 380 Z'
  const [cx, cy] = [d.n(520, 680), d.n(560, 720)]
  return `${sombra(600, 330, 930)}<clipPath id="c"><path d="${forma}"/></clipPath><path d="${forma}" fill="${m}"/>
    <g clip-path="url(#c)"><rect x="200" y="300" width="${cx - 200}" height="${cy - 300}" fill="${t.acento}" fill-opacity=".75"/><rect x="${cx}" y="${cy}" width="${1000 - cx}" height="${1000 - cy}" fill="${t.claro}" fill-opacity=".6"/></g>
    ${costura(`M${cx} 360 L ${cx} 880 M320 ${cy} L 880 ${cy}`, t.escuro, 5)}<path d="${forma}" fill="none" ${L}/><circle cx="${cx}" cy="${cy}" r="18" fill="${t.escuro}"/>`
}

const avental: Drawing = (d) => {
  const { t, m, L } = d
  const corpo =
    'M470 260 L 730 260 L 740 480 Q 760 520 860 540 L 900 980 L 300 980 L 340 540 Q 440 520 460 480 Z'
  const faixa = d.n(820, 900)
  return `${alca('M480 270 C 480 110, 720 110, 720 270', t.escuro, 20)}${alca('M350 545 C 260 560, 230 640, 200 720', t.escuro, 18)}${alca('M850 545 C 940 560, 970 640, 1000 720', t.escuro, 18)}
    <clipPath id="c"><path d="${corpo}"/></clipPath><path d="${corpo}" fill="${m}"/><rect x="280" y="${faixa}" width="640" height="60" fill="${t.acento}" clip-path="url(#c)"/><path d="${corpo}" fill="none" ${L}/>
    <rect x="470" y="640" width="260" height="150" rx="18" fill="${t.claro}" fill-opacity=".7" ${L}/><line x1="600" y1="640" x2="600" y2="790" stroke="${t.escuro}" stroke-width="6"/>`
}

const caderno: Drawing = (d) => {
  const { t, m, L } = d
  return `${sombra(600, 300, 990)}<g transform="rotate(${d.n(-9, 7)} 600 620)"><rect x="396" y="312" width="440" height="650" rx="20" fill="#f8fafc" stroke="#94a3b8" stroke-width="6"/>
    <rect x="370" y="300" width="440" height="650" rx="24" fill="${m}" ${L}/><rect x="370" y="300" width="80" height="650" rx="20" fill="#000000" fill-opacity=".22"/>
    <rect x="740" y="300" width="22" height="650" fill="${t.escuro}"/>
    <rect x="500" y="${d.n(400, 460)}" width="200" height="110" rx="12" fill="#fffbeb" stroke="${t.escuro}" stroke-width="6"/>
    <line x1="530" y1="${d.n(440, 470)}" x2="670" y2="${d.n(440, 470)}" stroke="${t.escuro}" stroke-width="6" stroke-opacity=".5"/></g>`
}

export const MODA = {
  sacola,
  bolsa,
  mochila,
  carteira,
  portaCartoes,
  estojo,
  cinto,
  chaveiro,
  pulseira,
  brincos,
  almofada,
  avental,
  caderno,
}
