/**
 * Raw material that did not arrive (decision 030): when a sustainable order's material is unresolved,
 * what its cash value is, and the words of the three ways out (charge it, waive it, cancel the order).
 * The value is the one rule both the API (the charge it records) and the pages (what they show) use.
 */

import { z } from './zod.ts'

export const RESOLUCOES_MATERIA = ['dispensada', 'paga'] as const
export type ResolucaoMateria = (typeof RESOLUCOES_MATERIA)[number]
export const STATUS_COBRANCA_MATERIA = ['pendente', 'paga', 'cancelada', 'reembolsada'] as const
export type StatusCobrancaMateria = (typeof STATUS_COBRANCA_MATERIA)[number]

/**
 * An order in one of these statuses ended without delivery (cancelled) or was given back in full
 * (refunded): its paid charges go back to the buyer through Mercado Pago too (decision 042). The
 * charge is part of the product's price, paid instead of the material that did not arrive.
 */
export const STATUS_QUE_DEVOLVEM_COBRANCAS = ['cancelado', 'reembolsado'] as const
export const devolveCobrancas = (status: string) =>
  (STATUS_QUE_DEVOLVEM_COBRANCAS as readonly string[]).includes(status)

/** One sustainable item as the rule reads it: quantities in the item's unit (two decimals at most). */
export interface ItemMateriaDevida {
  id_item_pedido: number
  nome_materia_prima: string
  unidade_medida: string | null
  quantidade: number
  quantidade_materia_prima: number
  quantidade_recebida: number | null
  valor_unitario_centavos: number
  /** The standard (cash only) unit price at checkout; null on orders older than it (nothing to charge). */
  valor_padrao_unitario_centavos: number | null
}

/** What a charge keeps per item (cobrancas_materia.itens): the figures behind its value. */
export const ItemCobrancaMateria = z.object({
  id_item_pedido: z.number(),
  nome_materia_prima: z.string(),
  unidade_medida: z.string().nullable(),
  devida: z.number(),
  recebida: z.number(),
  faltante: z.number(),
  valor_centavos: z.number().int(),
})
export type ItemCobrancaMateria = z.infer<typeof ItemCobrancaMateria>

const centesimos = (quantidade: number) => Math.round(quantidade * 100)

/** Some material of the item is still owed (nothing recorded counts as nothing received). */
export function faltaMateria(
  item: Pick<ItemMateriaDevida, 'quantidade_materia_prima' | 'quantidade_recebida'>,
) {
  return centesimos(item.quantidade_recebida ?? 0) < centesimos(item.quantidade_materia_prima)
}

/** Unresolved: some item is short and the order has no resolution (waived or paid). */
export function materiaNaoResolvida(
  itens: readonly Pick<ItemMateriaDevida, 'quantidade_materia_prima' | 'quantidade_recebida'>[],
  resolucao: ResolucaoMateria | null,
): boolean {
  return resolucao === null && itens.some(faltaMateria)
}

/**
 * The cash value of what is missing, per item: (owed − received) / owed × quantity × (standard unit
 * price − unit price paid), rounded half-up to the centavo, then summed. Integer arithmetic only
 * (quantities in hundredths, BigInt for the product), so the same figures give the same centavos on
 * the server and in the browser.
 */
export function cobrancaDaMateria(itens: readonly ItemMateriaDevida[]): {
  valor_centavos: number
  itens: ItemCobrancaMateria[]
} {
  const porItem = itens.filter(faltaMateria).map((i) => {
    const devida = BigInt(centesimos(i.quantidade_materia_prima))
    const recebida = BigInt(Math.min(centesimos(i.quantidade_recebida ?? 0), Number(devida)))
    const diferenca = Math.max(0, (i.valor_padrao_unitario_centavos ?? 0) - i.valor_unitario_centavos)
    const numerador = (devida - recebida) * BigInt(i.quantidade) * BigInt(diferenca)
    // Half-up for a non-negative fraction n/d: floor((2n + d) / 2d).
    const valor = devida > 0n ? Number((2n * numerador + devida) / (2n * devida)) : 0
    return {
      id_item_pedido: i.id_item_pedido,
      nome_materia_prima: i.nome_materia_prima,
      unidade_medida: i.unidade_medida,
      devida: Number(devida) / 100,
      recebida: Number(recebida) / 100,
      faltante: Number(devida - recebida) / 100,
      valor_centavos: valor,
    }
  })
  return { valor_centavos: porItem.reduce((s, i) => s + i.valor_centavos, 0), itens: porItem }
}

/** The external_reference of a charge's payment: never all digits, so no order payment rule reads it. */
export const referenciaDaCobranca = (idCobranca: number) => `cobranca-${idCobranca}`

/** The charge a payment's external_reference names, or null (an order's, or anything else). */
export function cobrancaDaReferencia(referencia: string | null | undefined): number | null {
  const m = /^cobranca-(\d{1,9})$/.exec(referencia?.trim() ?? '')
  return m ? Number(m[1]) : null
}

export const MATERIA_COBRANCA_MSG = {
  naoAcabou: 'Este pedido não tem matéria-prima pendente.',
  statusIndisponivel:
    'A matéria-prima que faltou só pode ser cobrada ou dispensada em pedidos pagos, antes da entrega.',
  jaResolvida: 'A matéria-prima deste pedido já foi resolvida.',
  cobrancaPendente: 'Já existe uma cobrança pendente para este pedido.',
  semCobrancaPendente: 'Este pedido não tem cobrança pendente.',
  valorZero:
    'O valor do que faltou é zero: o preço sustentável deste pedido não é menor que o padrão. Dispense o restante ou cancele o pedido.',
  dispensada: 'Matéria-prima restante dispensada.',
  cobrada: (valor: string) => `Cobrança de ${valor} enviada ao comprador.`,
  cancelada: 'Cobrança cancelada.',
  // The timeline's lines.
  eventoDispensada: 'O vendedor dispensou a matéria-prima que faltava.',
  eventoCobrada: (valor: string) => `O vendedor cobrou ${valor} pela matéria-prima que não chegou.`,
  eventoCancelada: 'O vendedor cancelou a cobrança da matéria-prima.',
  eventoCanceladaRecebida: 'Cobrança da matéria-prima cancelada: o material chegou.',
  eventoPaga: (valor: string) => `O comprador pagou ${valor} pela matéria-prima que não chegou.`,
  // Decision 042: an order that ends without delivery gives its charges back.
  eventoCanceladaComPedido: 'Cobrança da matéria-prima cancelada: o pedido foi encerrado.',
  eventoPagaAposEncerramento: (valor: string) =>
    `O comprador pagou ${valor} pela matéria-prima depois do encerramento do pedido; o valor será reembolsado.`,
  eventoReembolsada: (valor: string) =>
    `Cobrança da matéria-prima reembolsada: ${valor} devolvidos ao comprador.`,
  // The provider's item.
  tituloPagamento: (idPedido: number) => `Matéria-prima não entregue — pedido #${idPedido}`,
  // The pages' own words.
  naoChegou: 'Material não chegou?',
  explicacao:
    'Se o comprador não entregou toda a matéria-prima combinada, escolha um caminho antes de marcar o pedido como entregue.',
  cobrar: 'Cobrar o valor do que faltou',
  cobrarConfirmar: 'Enviar cobrança',
  cobrarExplicacao: (valor: string) =>
    `O comprador pagará ${valor} pelo Mercado Pago: a diferença entre o preço padrão e o sustentável, na proporção do que não chegou.`,
  dispensar: 'Dispensar o restante',
  dispensarConfirmar: 'Dispensar',
  dispensarExplicacao: 'O pedido segue sem a matéria-prima que faltou e sem cobrança ao comprador.',
  cancelarPedido: 'Ou cancele o pedido: o comprador é reembolsado integralmente.',
  aguardandoPagamento: 'Aguardando pagamento do comprador',
  cancelarCobranca: 'Cancelar cobrança',
  cobrancaTitulo: 'Cobrança da matéria-prima',
  pagar: (valor: string) => `Pagar ${valor}`,
  motivoComprador: (valor: string) =>
    `A matéria-prima combinada não chegou toda ao vendedor, que pede ${valor} no lugar do que faltou.`,
  resolvidaDispensada: 'O vendedor dispensou a matéria-prima que faltava.',
  resolvidaPaga: (valor: string) => `Matéria-prima que faltou paga: ${valor}.`,
  reembolsada: (valor: string) => `Cobrança da matéria-prima reembolsada: ${valor}.`,
} as const

export const CobrancaMateria = z.object({
  id_cobranca: z.number(),
  /** Reais. */
  valor: z.number(),
  status: z.enum(STATUS_COBRANCA_MATERIA),
  itens: z.array(ItemCobrancaMateria),
  data_criacao: z.string(),
  data_pagamento: z.string().nullable(),
})
export type CobrancaMateria = z.infer<typeof CobrancaMateria>

/** The order detail's `materia`: its settlement, what is missing now, and its latest live charge. */
export const MateriaDoPedido = z.object({
  /** Some sustainable item is short and nothing settled it: the order cannot be delivered. */
  pendente: z.boolean(),
  resolucao: z.enum(RESOLUCOES_MATERIA).nullable(),
  /** Reais: the value of what is missing now, by `cobrancaDaMateria` (0 when nothing is). */
  valor_faltante: z.number(),
  /** The pending charge, else the paid one; null when none. */
  cobranca: CobrancaMateria.nullable(),
})
export type MateriaDoPedido = z.infer<typeof MateriaDoPedido>

export const MateriaResolucaoResponse = z.object({ mensagem: z.string(), materia: MateriaDoPedido })
export type MateriaResolucaoResponse = z.infer<typeof MateriaResolucaoResponse>

export const PagarCobrancaResponse = z.object({ init_point: z.string() })
export type PagarCobrancaResponse = z.infer<typeof PagarCobrancaResponse>
