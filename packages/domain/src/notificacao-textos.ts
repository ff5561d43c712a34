/**
 * Titles and messages per notification type: each names the order
 * and the other party, so the panel reads on its own. Pure: the callers pass names and numbers.
 */

import { formatDate } from './format.ts'
import type { TipoNotificacao } from './notificacao-base.ts'
import { STATUS_PEDIDO_LABELS, type StatusPedido } from './pedido.ts'

export interface Texto {
  titulo: string
  mensagem: string
}

/** An order and who is on the other side of it (the buyer's name for a seller, the shop for a buyer). */
export interface SobrePedido {
  id_pedido: number
  outraParte: string
}

const pedido = (id: number) => `#${id}`
const estrelas = (nota: number) => `${nota} ${nota === 1 ? 'estrela' : 'estrelas'}`
/** What reports did is reviewed by the team; the seller may ask for it (decision 040). */
const PEDIR_REVISAO =
  'A equipe da Recria revisa cada caso. Se achar que foi um engano, peça a revisão pelo e-mail suporte@recria.com.br.'

export const NOTIFICACAO_TEXTOS = {
  /** To the buyer, when checkout creates the order. */
  pedido_criado: ({ id_pedido, outraParte }: SobrePedido): Texto => ({
    titulo: 'Pedido criado',
    mensagem: `Seu pedido ${pedido(id_pedido)} para ${outraParte} foi criado e aguarda pagamento.`,
  }),
  /** To the seller, when a buyer's checkout creates an order for them. */
  pedido_recebido: ({ id_pedido, outraParte }: SobrePedido): Texto => ({
    titulo: 'Novo pedido recebido',
    mensagem: `Você recebeu o pedido ${pedido(id_pedido)} de ${outraParte}. Ele aguarda pagamento.`,
  }),
  /** To the buyer, when the seller confirms. */
  pedido_confirmado: ({ id_pedido, outraParte }: SobrePedido): Texto => ({
    titulo: 'Pedido confirmado',
    mensagem: `${outraParte} confirmou o pedido ${pedido(id_pedido)}.`,
  }),
  /** To the other side of whoever cancelled; the reason when given. */
  pedido_cancelado: ({ id_pedido, outraParte, motivo }: SobrePedido & { motivo?: string }): Texto => ({
    titulo: 'Pedido cancelado',
    mensagem: `O pedido ${pedido(id_pedido)} foi cancelado por ${outraParte}.${motivo ? ` Motivo: ${motivo}` : ''}`,
  }),
  /** To the buyer, on each later status the seller sets. */
  pedido_atualizado: ({ id_pedido, outraParte, status }: SobrePedido & { status: StatusPedido }): Texto => ({
    titulo: 'Pedido atualizado',
    mensagem: `O pedido ${pedido(id_pedido)} de ${outraParte} agora está: ${STATUS_PEDIDO_LABELS[status]}.`,
  }),
  /** Both sides: the seller must confirm within 48 hours (docs/product/notificacoes.md). */
  pagamento_aprovado: ({ id_pedido, outraParte, para }: SobrePedido & { para: Lado }): Texto =>
    para === 'vendedor'
      ? {
          titulo: 'Novo pedido pago',
          mensagem: `O pedido ${pedido(id_pedido)} de ${outraParte} foi pago. Confirme-o em até 48 horas.`,
        }
      : {
          titulo: 'Pagamento aprovado',
          mensagem: `O pagamento do pedido ${pedido(id_pedido)} para ${outraParte} foi aprovado.`,
        },
  /** To the buyer. */
  pagamento_recusado: ({ id_pedido, outraParte }: SobrePedido): Texto => ({
    titulo: 'Pagamento recusado',
    mensagem: `O pagamento do pedido ${pedido(id_pedido)} para ${outraParte} foi recusado. Tente pagar novamente.`,
  }),
  /** To the seller. */
  reembolso_solicitado: ({ id_pedido, outraParte }: SobrePedido): Texto => ({
    titulo: 'Reembolso solicitado',
    mensagem: `${outraParte} solicitou o reembolso do pedido ${pedido(id_pedido)}.`,
  }),
  /** To the buyer, with the seller's answer. */
  reembolso_respondido: ({
    id_pedido,
    outraParte,
    aprovado,
  }: SobrePedido & { aprovado: boolean }): Texto => ({
    titulo: aprovado ? 'Reembolso aprovado' : 'Reembolso recusado',
    mensagem: `${outraParte} ${aprovado ? 'aprovou' : 'recusou'} o reembolso do pedido ${pedido(id_pedido)}.`,
  }),
  /** To the buyer, when Mercado Pago finishes the refund. */
  reembolso_concluido: ({ id_pedido, outraParte }: SobrePedido): Texto => ({
    titulo: 'Reembolso concluído',
    mensagem: `O reembolso do pedido ${pedido(id_pedido)} de ${outraParte} foi concluído.`,
  }),
  /** To the seller. */
  avaliacao_recebida: ({ id_pedido, outraParte, nota }: SobrePedido & { nota: number }): Texto => ({
    titulo: 'Nova avaliação',
    mensagem: `${outraParte} avaliou o pedido ${pedido(id_pedido)} com ${estrelas(nota)}.`,
  }),
  /** To the seller, when reports take a listing down. */
  anuncio_desativado: ({ anuncio }: { anuncio: string }): Texto => ({
    titulo: 'Anúncio desativado',
    mensagem: `O anúncio "${anuncio}" foi desativado após denúncias e não aparece mais no catálogo. ${PEDIR_REVISAO}`,
  }),
  /** To the seller, when reports across their listings block them (until `ate`, São Paulo's day). */
  vendedor_bloqueado: ({ ate }: { ate: Date }): Texto => ({
    titulo: 'Conta de vendedor bloqueada',
    mensagem: `Sua conta de vendedor foi bloqueada após denúncias até ${formatDate(ate)}. Até lá, seus anúncios não aparecem no catálogo. ${PEDIR_REVISAO}`,
  }),
  /** To the seller, when an operator reviews what reports did: confirmed or reversed, with the reason. */
  moderacao_revisada: ({
    evento,
    anuncio,
    revertida,
    motivo,
  }: {
    evento: 'anuncio_desativado' | 'vendedor_bloqueado'
    anuncio?: string
    revertida: boolean
    motivo: string
  }): Texto => ({
    titulo: revertida ? 'Moderação revertida' : 'Moderação confirmada',
    mensagem: `${
      evento === 'anuncio_desativado'
        ? `A desativação do anúncio "${anuncio}" foi ${revertida ? 'revertida' : 'confirmada'}`
        : `O bloqueio da sua conta de vendedor foi ${revertida ? 'revertido' : 'confirmado'}`
    } pela equipe da Recria. Motivo: ${motivo}`,
  }),
  /** To the seller, when the buyer disputes a rejected refund. */
  disputa_aberta: ({ id_pedido, outraParte }: SobrePedido): Texto => ({
    titulo: 'Disputa aberta',
    mensagem: `${outraParte} abriu uma disputa sobre o reembolso recusado do pedido ${pedido(id_pedido)}. A equipe da Recria vai decidir.`,
  }),
  /** To both sides, with the operator's decision and reason. */
  disputa_decidida: ({
    id_pedido,
    reembolsada,
    motivo,
  }: {
    id_pedido: number
    reembolsada: boolean
    motivo: string
  }): Texto => ({
    titulo: 'Disputa decidida',
    mensagem: `A equipe da Recria decidiu a disputa do pedido ${pedido(id_pedido)}: ${
      reembolsada
        ? 'o valor será reembolsado integralmente ao comprador'
        : 'a resposta do vendedor foi mantida'
    }. Motivo: ${motivo}`,
  }),
  /** To the seller, when Mercado Pago shows the payment in mediation or charged back. */
  pagamento_contestado: ({ id_pedido, outraParte, estorno }: SobrePedido & { estorno: boolean }): Texto => ({
    titulo: estorno ? 'Pagamento estornado' : 'Pagamento em mediação',
    mensagem: estorno
      ? `O pagamento do pedido ${pedido(id_pedido)} de ${outraParte} foi estornado (chargeback) pelo Mercado Pago.`
      : `${outraParte} abriu uma reclamação no Mercado Pago sobre o pedido ${pedido(id_pedido)}. O pagamento está em mediação.`,
  }),
  /** To the other side of the order's thread, for the first unread message of a run. */
  mensagem_recebida: ({ id_pedido, outraParte }: SobrePedido): Texto => ({
    titulo: 'Nova mensagem',
    mensagem: `${outraParte} enviou uma mensagem sobre o pedido ${pedido(id_pedido)}.`,
  }),
  /** To the buyer, each time the seller records (or corrects) the raw material received. */
  materia_prima_recebida: ({
    id_pedido,
    outraParte,
    recebido,
  }: SobrePedido & { recebido: string }): Texto => ({
    titulo: 'Matéria-prima recebida',
    mensagem: `${outraParte} registrou o recebimento de ${recebido} no pedido ${pedido(id_pedido)}.`,
  }),
  /** To the buyer, when the seller adds the tracking code, pickup instructions or delivery window. */
  entrega_informada: ({ id_pedido, outraParte, detalhe }: SobrePedido & { detalhe: string }): Texto => ({
    titulo: 'Informações de entrega',
    mensagem: `${outraParte} informou a entrega do pedido ${pedido(id_pedido)}: ${detalhe}`,
  }),
  /** To the buyer, when the seller asks to be paid for the raw material that did not arrive. */
  materia_prima_cobrada: ({ id_pedido, outraParte, valor }: SobrePedido & { valor: string }): Texto => ({
    titulo: 'Pagamento da matéria-prima pendente',
    mensagem: `${outraParte} não recebeu toda a matéria-prima do pedido ${pedido(id_pedido)} e pede ${valor} no lugar do que faltou. Pague pela página do pedido.`,
  }),
  /** To the other side, when the missing raw material is settled (waived by the seller, or paid). */
  materia_prima_resolvida: ({
    id_pedido,
    outraParte,
    como,
  }: SobrePedido & { como: 'dispensada' | 'paga' }): Texto =>
    como === 'dispensada'
      ? {
          titulo: 'Matéria-prima dispensada',
          mensagem: `${outraParte} dispensou a matéria-prima que faltava no pedido ${pedido(id_pedido)}. Nada mais a entregar.`,
        }
      : {
          titulo: 'Matéria-prima paga',
          mensagem: `${outraParte} pagou o valor da matéria-prima que faltava no pedido ${pedido(id_pedido)}.`,
        },
} satisfies Record<TipoNotificacao, (params: never) => Texto>

export type Lado = 'comprador' | 'vendedor'

/** To the seller, 36 h after the payment without confirmation (type pedido_atualizado), once. */
export function lembreteConfirmacao({
  id_pedido,
  outraParte,
  horas,
}: SobrePedido & { horas: number }): Texto {
  return {
    titulo: 'Confirme o pedido',
    mensagem: `O pedido ${pedido(id_pedido)} de ${outraParte} foi pago e ainda não foi confirmado. Confirme-o em até ${horas} horas ou ele será cancelado e reembolsado.`,
  }
}

/**
 * To the seller, when Mercado Pago did not complete an approved refund after the retries (type
 * pedido_atualizado: the table's types have no refund failure of their own).
 */
export function reembolsoFalhou({ id_pedido, outraParte }: SobrePedido): Texto {
  return {
    titulo: 'Reembolso não concluído',
    mensagem: `O Mercado Pago não concluiu o reembolso do pedido ${pedido(id_pedido)} de ${outraParte}. Verifique a conexão da sua conta do Mercado Pago.`,
  }
}

/**
 * To the buyer, when a second approved payment of an order already paid was given back in full (type
 * reembolso_concluido); the order stays paid by its first payment (decision 015).
 */
export function pagamentoDuplicadoDevolvido({ id_pedido, outraParte }: SobrePedido): Texto {
  return {
    titulo: 'Pagamento duplicado devolvido',
    mensagem: `O pagamento duplicado do pedido ${pedido(id_pedido)} para ${outraParte} foi devolvido integralmente. O pedido continua pago pelo primeiro pagamento.`,
  }
}

/**
 * To the buyer, when the raw-material charge they paid went back in full because the order ended
 * without delivery (type reembolso_concluido, decision 042).
 */
export function cobrancaMateriaReembolsada({
  id_pedido,
  outraParte,
  valor,
}: SobrePedido & { valor: string }): Texto {
  return {
    titulo: 'Cobrança da matéria-prima reembolsada',
    mensagem: `O pedido ${pedido(id_pedido)} de ${outraParte} foi encerrado sem entrega: os ${valor} que você pagou pela matéria-prima foram devolvidos integralmente pelo Mercado Pago.`,
  }
}
