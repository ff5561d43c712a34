// The buyer's cart (docs/product/carrinho-e-checkout.md): what the cart routes accept and answer, and its
// sums. Money is added in centavos and raw material in hundredths, so no float ever enters a total.

import { STATUS_ANUNCIO } from './anuncio.ts'
import { FORMAS_PAGAMENTO, type FormaPagamento, toFormaPagamento } from './anuncio-forma.ts'
import { AnuncioCatalogo } from './catalogo.ts'
import { CARRINHO_ITEM_MAX } from './constants.ts'
import { quantidadeMateriaPrima, valorSustentavelCentavos } from './creditos.ts'
import { INTEGER_MAX, idSchema } from './id.ts'
import { centavosToReais, itemsTotalCentavos } from './pagamento.ts'
import { z } from './zod.ts'

export { CARRINHO_ITEM_MAX } from './constants.ts'

export const CARRINHO_MSG = {
  naoEncontrado: 'Carrinho não encontrado.',
  itemNaoEncontrado: 'Item do carrinho não encontrado.',
  comprador: 'Informe o comprador.',
  anuncio: 'Informe um anúncio válido.',
  quantidade: 'A quantidade deve ser um número inteiro maior que zero.',
  novaQuantidade: 'A nova quantidade deve ser um número inteiro.',
  quantidadeMaxima: `Cada item do carrinho pode ter no máximo ${CARRINHO_ITEM_MAX} unidades.`,
  forma: "Forma de pagamento inválida. Use 'padrao' ou 'sustentavel'.",
  anuncioNaoEncontrado: 'Anúncio não encontrado.',
  anuncioIndisponivel: 'Este anúncio não está disponível para compra no momento.',
  vendedorBloqueado:
    'O vendedor deste anúncio está temporariamente bloqueado. Não é possível comprá-lo agora.',
  proprioAnuncio: 'Você não pode comprar seu próprio anúncio.',
  semSustentavel: 'Este anúncio não aceita pagamento sustentável. Escolha a forma de pagamento padrão.',
  totalAcimaDoLimite:
    'O valor total deste pedido passa do limite que o Recria aceita. Diminua as quantidades ou divida a compra em mais de um pedido.',
} as const

const comprador = idSchema(CARRINHO_MSG.comprador)

/**
 * A whole number (JSON number or digit string), within PostgreSQL's integer either side. Nothing else
 * is read as a number: '', null or false would otherwise become 0, which removes a cart item.
 */
const inteiro = (message: string, min: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d{1,10}$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(INTEGER_MAX, message),
  )

/** Any spelling of the two forms ('Sustentável', 'PADRAO'…), stored as 'padrao' | 'sustentavel'. */
export const formaPagamentoSchema = z.unknown().transform((value, ctx): FormaPagamento => {
  const f = typeof value === 'string' ? toFormaPagamento(value) : null
  if (f) return f
  ctx.addIssue({ code: 'custom', message: CARRINHO_MSG.forma, input: value })
  return z.NEVER
})

/** POST /carrinho/item. The 99-unit cap counts what the cart already holds, so the service checks it. */
export const CarrinhoItemCreateSchema = z.object({
  id_usuario_comprador: comprador,
  id_anuncio: idSchema(CARRINHO_MSG.anuncio),
  quantidade: inteiro(CARRINHO_MSG.quantidade, 1),
  forma_pagamento_selecionada: formaPagamentoSchema,
})
export type CarrinhoItemCreate = z.output<typeof CarrinhoItemCreateSchema>

/** PUT /carrinho/item/{id}/quantidade: 0 or less removes the item. */
export const CarrinhoQuantidadeSchema = z.object({
  nova_quantidade: inteiro(CARRINHO_MSG.novaQuantidade, -INTEGER_MAX),
  id_usuario_comprador: comprador,
})
export type CarrinhoQuantidade = z.output<typeof CarrinhoQuantidadeSchema>

/** DELETE /carrinho/item/{id}. A call without a body is told which field is missing. */
export const CarrinhoItemDeleteSchema = z.preprocess(
  (body) => body ?? {},
  z.object({ id_usuario_comprador: comprador }),
)

/** The listing inside a cart item: the catalogue card, which may since have been deactivated. */
export const CarrinhoAnuncio = AnuncioCatalogo.extend({ status: z.enum(STATUS_ANUNCIO) })
export type CarrinhoAnuncio = z.infer<typeof CarrinhoAnuncio>

export const MateriaPrimaTotal = z.object({
  nome_materia_prima: z.string(),
  unidade_medida: z.string(),
  quantidade: z.number(),
})

export const CarrinhoItem = z.object({
  id_item_carrinho: z.number(),
  quantidade: z.number(),
  /** Reais per unit at today's price, in the chosen form. */
  valor_unitario: z.number(),
  forma_pagamento_selecionada: z.enum(FORMAS_PAGAMENTO),
  /** Raw material this item hands over (all its units); null for padrão. */
  quantidade_materia_prima: z.number().nullable(),
  /** Whether it can still be bought (listing and product active, seller connected and not blocked). */
  disponivel: z.boolean(),
  anuncio: CarrinhoAnuncio,
})
export type CarrinhoItem = z.infer<typeof CarrinhoItem>

export const CarrinhoResponse = z.object({
  id_carrinho: z.number(),
  itens: z.array(CarrinhoItem),
  quantidade_total_itens: z.number(),
  quantidade_total_materia_prima: z.array(MateriaPrimaTotal),
  valor_total: z.number(),
})
export type CarrinhoResponse = z.infer<typeof CarrinhoResponse>

/** What the sums need of an item: its quantity, form and the listing's current values. */
export interface ItemParaCalculo {
  quantidade: number
  forma: FormaPagamento
  precoCentavos: number
  /** The listing's stored sustainable cash value, if any. */
  valorConversaoCentavos: number | null
  creditos: number
  multiplicador: number | null
  materia: { nome_materia_prima: string; unidade_medida: string } | null
}

/** Cash per unit in centavos, and raw material of all units in hundredths (null for padrão). */
export function valoresDoItem(i: ItemParaCalculo) {
  if (i.forma !== 'sustentavel' || i.multiplicador === null || i.materia === null)
    return { unitarioCentavos: i.precoCentavos, materiaCentesimos: null }
  const unitarioCentavos =
    i.valorConversaoCentavos ?? valorSustentavelCentavos(i.precoCentavos, i.creditos, i.multiplicador)
  // Per unit as docs/product/carrinho-e-checkout.md rounds it (whole units down, otherwise two decimals),
  // then times the quantity.
  const porUnidade = quantidadeMateriaPrima(i.creditos, i.multiplicador, i.materia.unidade_medida)
  return { unitarioCentavos, materiaCentesimos: Math.round(porUnidade * 100) * i.quantidade }
}

const deCentesimos = (centesimos: number) => centesimos / 100

/** The cart's items in reais and its totals: cash, units, and raw material per material and unit. */
export function totaisDoCarrinho<T extends ItemParaCalculo>(itens: readonly T[]) {
  const valores = itens.map((item) => ({ item, ...valoresDoItem(item) }))
  const materias = new Map<
    string,
    { nome_materia_prima: string; unidade_medida: string; centesimos: number }
  >()
  for (const { item, materiaCentesimos } of valores) {
    if (materiaCentesimos === null || item.materia === null) continue
    const chave = JSON.stringify([item.materia.nome_materia_prima, item.materia.unidade_medida])
    const atual = materias.get(chave) ?? { ...item.materia, centesimos: 0 }
    atual.centesimos += materiaCentesimos
    materias.set(chave, atual)
  }
  return {
    itens: valores.map(({ item, unitarioCentavos, materiaCentesimos }) => ({
      item,
      valor_unitario: centavosToReais(unitarioCentavos),
      quantidade_materia_prima: materiaCentesimos === null ? null : deCentesimos(materiaCentesimos),
    })),
    quantidade_total_itens: itens.reduce((soma, i) => soma + i.quantidade, 0),
    quantidade_total_materia_prima: [...materias.values()].map(({ centesimos, ...m }) => ({
      ...m,
      quantidade: deCentesimos(centesimos),
    })),
    valor_total: centavosToReais(
      itemsTotalCentavos(
        valores.map((v) => ({ quantidade: v.item.quantidade, valorUnitarioCentavos: v.unitarioCentavos })),
      ),
    ),
  }
}

/** Why a buyer cannot buy a listing in a payment form now; null when they can. */
export type ImpedimentoDeCompra = 'proprio' | 'indisponivel' | 'vendedor_bloqueado' | 'sem_sustentavel'

/**
 * The one rule adding to the cart, checking out and buying now all apply: not one's own listing, the
 * listing buyable (active, seller connected and not blocked), sustentável only where it is accepted.
 */
export function impedimentoDeCompra(
  anuncio: {
    idVendedor: number
    disponibilidade: 'disponivel' | 'indisponivel' | 'vendedor_bloqueado'
    aceitaSustentavel: boolean
  },
  idComprador: number,
  forma: FormaPagamento,
): ImpedimentoDeCompra | null {
  if (anuncio.idVendedor === idComprador) return 'proprio'
  if (anuncio.disponibilidade !== 'disponivel') return anuncio.disponibilidade
  if (forma === 'sustentavel' && !anuncio.aceitaSustentavel) return 'sem_sustentavel'
  return null
}

/** What adding to the cart (or buying now) answers for each impediment. */
export const IMPEDIMENTO_MSG: Record<ImpedimentoDeCompra, string> = {
  proprio: CARRINHO_MSG.proprioAnuncio,
  indisponivel: CARRINHO_MSG.anuncioIndisponivel,
  vendedor_bloqueado: CARRINHO_MSG.vendedorBloqueado,
  sem_sustentavel: CARRINHO_MSG.semSustentavel,
}
