/**
 * The raw material a sustainable purchase owes its seller (docs/product/pedidos.md): what the buyer hands
 * over, the seller's record of what arrived, and the texts both sides read (decision 028). The
 * handover texts follow the order's delivery mode (`textoEntregaMateria`, the one place that words it).
 */

import { readDecimal } from './decimal.ts'
import type { ModoEntrega } from './entrega-opcoes.ts'
import { idSchema } from './id.ts'
import type { StatusPedido } from './pedido.ts'
import { quantidadeCabeNaUnidade, unidadeSigla } from './unidade-medida.ts'
import { z } from './zod.ts'

/** Paid and not cancelled nor refunded: the seller may record (or correct) what arrived. */
export const STATUS_RECEBIMENTO_MATERIA = [
  'pagamento_aprovado',
  'confirmado',
  'em_preparacao',
  'pronto_para_entrega',
  'entregue',
] as const satisfies readonly StatusPedido[]

export function podeRegistrarRecebimento(status: StatusPedido): boolean {
  return (STATUS_RECEBIMENTO_MATERIA as readonly string[]).includes(status)
}

export const MATERIA_ENTREGA_MSG = {
  semMateria: 'Este pedido não tem itens pagos com matéria-prima.',
  statusIndisponivel:
    'O recebimento de matéria-prima só pode ser registrado em pedidos pagos que não foram cancelados.',
  quantidadeObrigatoria: 'Informe a quantidade recebida.',
  quantidadeInvalida: 'Informe a quantidade recebida como um número, por exemplo 2,5.',
  quantidadeCasas: 'Informe a quantidade recebida com no máximo 2 casas decimais.',
  quantidadePositiva: 'A quantidade recebida deve ser maior que zero.',
  quantidadeInteira: (nome: string) =>
    `A matéria-prima ${nome} é contada em unidades: informe a quantidade recebida como um número inteiro.`,
  quantidadeAcima: (devida: string) => `A quantidade recebida não pode passar do combinado: ${devida}.`,
  itensObrigatorios: 'Informe a quantidade recebida de pelo menos um item.',
  itemInvalido: 'Item do pedido inválido.',
  itemRepetido: 'Cada item do pedido só pode aparecer uma vez.',
  itemDeOutroPedido: 'O item informado não é um item pago com matéria-prima deste pedido.',
  registrado: 'Recebimento de matéria-prima registrado.',
  /** Decision 030: the seller's status call refuses 'entregue' while the material is unresolved. */
  entregaSemMateria:
    'A matéria-prima deste pedido não chegou toda: registre o recebimento, cobre o valor do que faltou ou dispense o restante antes de marcar o pedido como entregue.',
  // The pages' own words.
  titulo: 'Matéria-prima',
  oQueEntregar: 'O que entregar',
  registrar: 'Registrar recebimento',
  corrigir: 'Corrigir recebimento',
  devido: 'Combinado',
  recebido: 'Recebido',
  naoRegistrado: 'Recebimento ainda não registrado pelo vendedor.',
  aguardando: 'Aguardando entrega',
  parcial: 'Recebido em parte',
  completo: 'Recebido',
} as const

const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 })

/** '16 un de Garrafa de vidro', '2,5 kg de Caco de vidro'. */
export function quantidadeMateriaTexto(quantidade: number, unidade: string | null, nome: string): string {
  const sigla = unidade ? ` ${unidadeSigla(unidade)}` : ''
  return `${numero.format(quantidade)}${sigla} de ${nome}`
}

/** What one recording names: '2,5 kg de Caco de vidro e 16 un de Garrafa de vidro'. */
export function recebimentoTexto(
  itens: readonly { quantidade: number; unidade_medida: string | null; nome_materia_prima: string }[],
): string {
  const partes = itens.map((i) =>
    quantidadeMateriaTexto(i.quantidade, i.unidade_medida, i.nome_materia_prima),
  )
  return partes.length <= 1 ? (partes[0] ?? '') : `${partes.slice(0, -1).join(', ')} e ${partes.at(-1)}`
}

/** The order's timeline line for one recording (its status does not change). */
export function eventoRecebimentoTexto(recebido: string): string {
  return `Matéria-prima recebida registrada pelo vendedor: ${recebido}.`
}

/**
 * How the buyer hands the material over, in words that fit the delivery mode: brought at pickup,
 * collected on local delivery, sent to the seller before shipping. Without a mode (orders made before
 * delivery modes existed) both sides arrange it in the order's messages.
 */
export function textoEntregaMateria(modo: ModoEntrega | null = null): string {
  switch (modo) {
    case 'retirada':
      return 'Leve o material quando for retirar o pedido no ateliê do vendedor, no endereço e horário informados no pedido.'
    case 'entrega_local':
      return 'Deixe o material separado: o vendedor o recolhe no seu endereço quando for entregar o pedido.'
    case 'envio':
      return 'Envie o material ao vendedor antes que ele poste o pedido: combine pelas mensagens do pedido o endereço e a forma de envio.'
    default:
      return 'Combine com o vendedor, pelas mensagens do pedido, onde e quando entregar o material.'
  }
}

/** The seller's side of the same handover. */
export function textoRecebimentoMateria(modo: ModoEntrega | null = null): string {
  const registre = 'Registre o recebimento quando ele chegar, mesmo que em parte.'
  switch (modo) {
    case 'retirada':
      return `O comprador traz o material quando vier retirar o pedido. ${registre}`
    case 'entrega_local':
      return `Recolha o material no endereço do comprador quando for entregar o pedido. ${registre}`
    case 'envio':
      return `O comprador envia o material antes da postagem do pedido; combine o endereço pelas mensagens. ${registre}`
    default:
      return `Combine com o comprador, pelas mensagens do pedido, onde e quando receber o material. ${registre}`
  }
}

/**
 * What the order's status changes in the handover, for the buyer and the seller: nothing is handed
 * over before the payment, nor after a cancellation or a refund; material already received goes back
 * as the two sides arrange (decision 028). Null: the order's handover words apply.
 */
export function avisoMateriaDoStatus(
  status: StatusPedido,
  recebeuAlgo: boolean,
  lado: 'comprador' | 'vendedor',
): string | null {
  if (status === 'pagamento_pendente')
    return lado === 'comprador'
      ? 'Entregue o material só depois que o pagamento for aprovado.'
      : 'O pedido ainda não foi pago: não receba o material antes da aprovação do pagamento.'
  if (status !== 'cancelado' && status !== 'reembolsado') return null
  const fim = status === 'cancelado' ? 'foi cancelado' : 'foi reembolsado'
  if (recebeuAlgo)
    return `O pedido ${fim} depois que o vendedor recebeu material: combinem a devolução pelas mensagens do pedido.`
  return lado === 'comprador'
    ? `O pedido ${fim}: não é preciso entregar o material.`
    : `O pedido ${fim}: não há material a receber.`
}

export type SituacaoMateria = 'aguardando' | 'parcial' | 'completo'

export function situacaoMateria(devida: number, recebida: number | null): SituacaoMateria {
  if (recebida === null || recebida <= 0) return 'aguardando'
  return recebida >= devida ? 'completo' : 'parcial'
}

/** A decimal in the item's unit, '2,5' or '2.5' or 2.5, positive; the owed amount is the server's check. */
export const quantidadeRecebidaSchema = z
  .union([z.string(), z.number()], { error: MATERIA_ENTREGA_MSG.quantidadeInvalida })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: MATERIA_ENTREGA_MSG.quantidadeObrigatoria })
      return z.NEVER
    }
    const read = readDecimal(value)
    if (!read.ok) {
      ctx.addIssue({
        code: 'custom',
        message:
          read.erro === 'casas'
            ? MATERIA_ENTREGA_MSG.quantidadeCasas
            : MATERIA_ENTREGA_MSG.quantidadeInvalida,
      })
      return z.NEVER
    }
    if (read.valor <= 0) {
      ctx.addIssue({ code: 'custom', message: MATERIA_ENTREGA_MSG.quantidadePositiva })
      return z.NEVER
    }
    return read.valor
  })

/**
 * The received quantity of one item, in its unit: the form's check per field and the server's once
 * it has read the item (the body alone does not say the unit).
 */
export const quantidadeRecebidaDoItem = (item: {
  unidade_medida: string | null
  nome_materia_prima: string
}) =>
  quantidadeRecebidaSchema.refine((valor) => quantidadeCabeNaUnidade(valor, item.unidade_medida), {
    message: MATERIA_ENTREGA_MSG.quantidadeInteira(item.nome_materia_prima),
  })

/**
 * PUT /pedidos/{id}/materia-prima: per item, since one order may owe several materials in different
 * units (decision 028). Items left out keep what was recorded; each one given replaces its figure.
 */
export const MateriaRecebidaSchema = z.object({
  itens: z
    .array(
      z.object({
        id_item_pedido: idSchema(MATERIA_ENTREGA_MSG.itemInvalido),
        quantidade_recebida: quantidadeRecebidaSchema,
      }),
      { error: MATERIA_ENTREGA_MSG.itensObrigatorios },
    )
    .min(1, MATERIA_ENTREGA_MSG.itensObrigatorios)
    .max(50, MATERIA_ENTREGA_MSG.itemRepetido)
    .refine((itens) => new Set(itens.map((i) => i.id_item_pedido)).size === itens.length, {
      message: MATERIA_ENTREGA_MSG.itemRepetido,
    }),
})
export type MateriaRecebida = z.output<typeof MateriaRecebidaSchema>
export type MateriaRecebidaInput = z.input<typeof MateriaRecebidaSchema>

export const MateriaDoItem = z.object({
  id_item_pedido: z.number(),
  nome_materia_prima: z.string(),
  unidade_medida: z.string().nullable(),
  quantidade_materia_prima: z.number(),
  quantidade_recebida: z.number().nullable(),
})
export type MateriaDoItem = z.infer<typeof MateriaDoItem>

export const MateriaRecebidaResponse = z.object({
  mensagem: z.string(),
  itens: z.array(MateriaDoItem),
})
export type MateriaRecebidaResponse = z.infer<typeof MateriaRecebidaResponse>
