// Listings planned from the seeded products, with credits chosen by the API's own rules
// (@recria/domain/creditos), so every sustainable listing is one the API would accept.
import { creditRange, creditStep, valorSustentavelCentavos } from '@recria/domain/creditos'
import type { anuncios } from '../src/db/schema/back-office.ts'
import { FRASES_ANUNCIO } from './back-office-data.ts'

export type AnuncioRow = typeof anuncios.$inferInsert

export interface ConversaoAtiva {
  id_conversao: number
  id_materia_prima: number
  multiplicador: number
  unidade: string
}

export interface ProdutoPlan {
  id_produto: number
  nome: string
  /** The product's description: the listing's opens with it. */
  descricao: string
  preco_centavos: number
  ativo: boolean
  /** Active conversions of its raw materials, main material first. */
  conversoes: ConversaoAtiva[]
}

const HOUR = 3_600_000

/**
 * The sustainable fields of a listing: credits at `fracao` of the allowed range (0 the minimum, 1
 * the maximum, on the unit step) and the cash value the server computes; null when no count fits.
 */
export function sustentavel(precoCentavos: number, conversao: ConversaoAtiva, fracao: number) {
  const { multiplicador, unidade } = conversao
  const range = creditRange(precoCentavos, multiplicador, unidade)
  if (!range) return null
  const step = creditStep(multiplicador, unidade)
  const creditos = range.min + Math.round(((range.max - range.min) * fracao) / step) * step
  return {
    forma_de_pagamento: 'sustentavel' as const,
    creditos_aceitos: creditos,
    valor_conversao_centavos: valorSustentavelCentavos(precoCentavos, creditos, multiplicador),
    id_conversao: conversao.id_conversao,
    id_materia_prima: conversao.id_materia_prima,
  }
}

export const PADRAO = {
  forma_de_pagamento: 'padrao' as const,
  creditos_aceitos: 0,
  valor_conversao_centavos: null,
  id_conversao: null,
  id_materia_prima: null,
}

const FRACOES = [0, 0.5, 1, 0.25]
/** One product in this many is sold only in padrão, even when a material of it could pay part. */
const PADRAO_A_CADA = 3

/**
 * One listing per product: a listing offers both ways of paying (padrão, and sustentável when it takes
 * credits), so a second listing of the same product would be the same card twice in the storefront.
 * It is sustainable through the first of its materials with an active conversion, except every
 * third product, sold in padrão only. Listings of inactive products are inactive; the newest come
 * last.
 */
export function planAnuncios(idVendedor: number, produtos: ProdutoPlan[], now = Date.now()): AnuncioRow[] {
  const rows = produtos.map((produto, i) => {
    const conversao = i % PADRAO_A_CADA === PADRAO_A_CADA - 1 ? undefined : produto.conversoes[0]
    const forma = conversao && sustentavel(produto.preco_centavos, conversao, FRACOES[i % 4] ?? 0)
    return {
      id_usuario_vendedor: idVendedor,
      id_produto: produto.id_produto,
      descricao_anuncio: `${produto.descricao} ${FRASES_ANUNCIO[i % FRASES_ANUNCIO.length]}`,
      ...(forma ?? PADRAO),
      status_anuncio: produto.ativo ? ('ativo' as const) : ('inativo' as const),
    }
  })
  return rows.map((row, n) => {
    const data = new Date(now - (rows.length - n) * 9 * HOUR)
    return { ...row, data_criacao: data, data_alteracao: data }
  })
}
