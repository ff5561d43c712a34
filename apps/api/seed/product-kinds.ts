// Which drawing a product gets, read from the start of its name ("Luminária de garrafa PET" is a
// lamp, "Porta-copos de couro" a set of coasters): Portuguese product names start with what they are.
import { CASA } from './product-drawings-casa.ts'
import { MODA } from './product-drawings-moda.ts'
import { MOVEIS } from './product-drawings-moveis.ts'
import { VIDRO_E_OUTROS } from './product-drawings-vidro.ts'

export const DESENHOS = { ...CASA, ...MOVEIS, ...MODA, ...VIDRO_E_OUTROS }
export type Tipo = keyof typeof DESENHOS

/** Name beginnings (lower case, no accents) and their drawing; longer ones first where they overlap. */
const INICIOS: [string, Tipo][] = [
  ['luminaria pendente', 'pendente'],
  ['pendente', 'pendente'],
  ['luminaria', 'luminaria'],
  ['abajur', 'luminaria'],
  ['vaso', 'vaso'],
  ['jarra', 'jarra'],
  ['garrafa', 'garrafa'],
  ['copo', 'copo'],
  ['castical', 'castical'],
  ['porta-velas', 'castical'],
  ['terrario em pote', 'pote'],
  ['terrario', 'terrario'],
  ['pote', 'pote'],
  ['tigela', 'tigela'],
  ['fruteira', 'tigela'],
  ['cesto', 'cesto'],
  ['floreira', 'floreira'],
  ['cachepo', 'cachepo'],
  ['horta', 'floreira'],
  ['relogio', 'relogio'],
  ['mosaico', 'quadro'],
  ['quadro', 'quadro'],
  ['cortina', 'cortina'],
  ['bandeja', 'bandeja'],
  ['prateleira', 'prateleira'],
  ['nicho', 'prateleira'],
  ['banco', 'banco'],
  ['banqueta', 'banco'],
  ['puff', 'puff'],
  ['mesa', 'mesa'],
  ['tapete', 'tapete'],
  ['jogo americano', 'tapete'],
  ['caixa', 'caixa'],
  ['organizador', 'organizador'],
  ['porta-lapis', 'portaLapis'],
  ['porta-copos', 'portaCopos'],
  ['porta-cartoes', 'portaCartoes'],
  ['ecobag', 'sacola'],
  ['sacola', 'sacola'],
  ['bolsa', 'bolsa'],
  ['mochila', 'mochila'],
  ['carteira', 'carteira'],
  ['estojo', 'estojo'],
  ['necessaire', 'estojo'],
  ['cinto', 'cinto'],
  ['chaveiro', 'chaveiro'],
  ['pulseira', 'pulseira'],
  ['brincos', 'brincos'],
  ['almofada', 'almofada'],
  ['avental', 'avental'],
  ['capa de caderno', 'caderno'],
  ['caderno', 'caderno'],
  ['agenda', 'caderno'],
]

const semAcento = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** The drawing for a product name, or undefined when its name starts with nothing known. */
export function tipoDe(nome: string): Tipo | undefined {
  const inicio = semAcento(nome.trim())
  return INICIOS.find(([prefixo]) => inicio.startsWith(prefixo))?.[1]
}
