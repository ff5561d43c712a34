// Who is told what when an order changes: written with the
// change, on the caller's transaction, so a notification exists exactly when its change does.

import type { TipoNotificacao } from '@recria/domain/notificacao'
import {
  cobrancaMateriaReembolsada,
  type Lado,
  lembreteConfirmacao,
  NOTIFICACAO_TEXTOS,
  pagamentoDuplicadoDevolvido,
  type Texto,
} from '@recria/domain/notificacao-textos'
import type { StatusPedido } from '@recria/domain/pedido'
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import type { NotificacoesService } from '../notificacoes/notificacoes.module.ts'
import { linkDoPedido, pedidoEmail } from './pedidos-emails.ts'
import type { PartesDaConversa } from './pedidos-mensagens.repository.ts'

/** Marks the 36 h reminder in `dados_adicionais`, so it is sent once. */
export const AVISO_PRAZO = 'prazo_confirmacao'

/** The notices whose text names only the order and the other side. */
type TipoSimples =
  | 'pedido_criado'
  | 'pedido_recebido'
  | 'pedido_confirmado'
  | 'pagamento_recusado'
  | 'reembolso_concluido'

/** Recria itself, when a deadline (not a person) cancels. */
const RECRIA = 'Recria'

type Partes = PartesDaConversa

async function partes(tx: Executor, idPedido: number) {
  const { rows } = await tx.execute<Partes & Record<string, unknown>>(sql`
    select p.id_pedido, c.id_usuario as id_comprador, c.nome as comprador, c.email as email_comprador,
           v.id_usuario as id_vendedor, v.nome as vendedor, v.email as email_vendedor
    from pedidos p join usuarios c on c.id_usuario = p.id_usuario_comprador
    join usuarios v on v.id_usuario = p.id_usuario_vendedor
    where p.id_pedido = ${idPedido}`)
  const row = rows[0]
  if (!row) throw new Error(`pedido ${idPedido} sem partes`)
  return row
}

export type PedidosAvisosService = ReturnType<typeof createPedidosAvisosService>

export function createPedidosAvisosService(
  deps: Pick<Deps, 'config' | 'mail'>,
  { notificacoes }: { notificacoes: NotificacoesService },
) {
  const { notificar } = notificacoes

  /**
   * The e-mail of what must not be missed (§2), queued on the same transaction: it goes out only if
   * the change commits, and the e-mail job retries it.
   */
  async function enviarEmail(tx: Executor, p: Partes, para: Lado, texto: Texto) {
    const [email, nome] =
      para === 'comprador' ? [p.email_comprador, p.comprador] : [p.email_vendedor, p.vendedor]
    const link = linkDoPedido(deps.config.publicUrl, para, p.id_pedido)
    await deps.mail(pedidoEmail(email, nome, texto, link), tx)
  }

  /** Tells `para` about order `p`: the other side is named in the text. */
  async function avisar(
    tx: Executor,
    p: Partes,
    para: Lado,
    tipo: TipoNotificacao,
    texto: Texto,
    extra = {},
  ) {
    await notificar(tx, {
      id_usuario: para === 'comprador' ? p.id_comprador : p.id_vendedor,
      tipo,
      ...texto,
      id_pedido: p.id_pedido,
      dados_adicionais: { id_pedido: p.id_pedido, pedidoId: p.id_pedido, ...extra },
    })
  }
  const sobre = (p: Partes, para: Lado) => ({
    id_pedido: p.id_pedido,
    outraParte: para === 'comprador' ? p.vendedor : p.comprador,
  })

  /** The notice of `tipo` whose text names only the order and the other side. */
  const avisarSobre = (tx: Executor, p: Partes, para: Lado, tipo: TipoSimples, extra = {}) =>
    avisar(tx, p, para, tipo, NOTIFICACAO_TEXTOS[tipo](sobre(p, para)), extra)

  return {
    /**
     * The checkout made an order: its seller hears of it, and its buyer keeps a way back to it (a
     * payment abandoned on the provider's page is paid again from the order's page).
     */
    async criado(tx: Executor, idPedido: number) {
      const p = await partes(tx, idPedido)
      await avisarSobre(tx, p, 'vendedor', 'pedido_recebido')
      await avisarSobre(tx, p, 'comprador', 'pedido_criado')
    },

    /** Mercado Pago approved it: both sides, by e-mail too. */
    async pago(tx: Executor, idPedido: number) {
      const p = await partes(tx, idPedido)
      for (const para of ['vendedor', 'comprador'] as const) {
        const texto = NOTIFICACAO_TEXTOS.pagamento_aprovado({ ...sobre(p, para), para })
        await avisar(tx, p, para, 'pagamento_aprovado', texto)
        await enviarEmail(tx, p, para, texto)
      }
    },

    /**
     * Mercado Pago refused a payment of an order still unpaid: the buyer, who may pay again from the
     * order's page. Once per payment however often its notifications arrive: the order's row lock
     * puts concurrent syncs one after the other, and the notice names the payment.
     */
    async recusado(tx: Executor, idPedido: number, mpPaymentId: number) {
      const { rows } = await tx.execute<{ status_pedido: string; avisado: boolean }>(sql`
        select status_pedido, exists (select 1 from notificacoes n where n.id_pedido = p.id_pedido
          and n.tipo = 'pagamento_recusado' and n.dados_adicionais->>'mercado_pago_payment_id' = ${String(mpPaymentId)}
        ) as avisado
        from pedidos p where p.id_pedido = ${idPedido} for update`)
      const pedido = rows[0]
      if (pedido?.status_pedido !== 'pagamento_pendente' || pedido.avisado) return
      const p = await partes(tx, idPedido)
      await avisarSobre(tx, p, 'comprador', 'pagamento_recusado', { mercado_pago_payment_id: mpPaymentId })
    },

    /**
     * A payment of the order entered mediation (the buyer's claim) or was charged back: the seller,
     * once per payment and status however often its notifications arrive (the caller holds the
     * order's lock; the notice names both).
     */
    async contestado(tx: Executor, idPedido: number, mpPaymentId: number, estorno: boolean) {
      const status = estorno ? 'charged_back' : 'in_mediation'
      const { rows } = await tx.execute<{ avisado: boolean }>(sql`
        select exists (select 1 from notificacoes n where n.id_pedido = ${idPedido}
          and n.tipo = 'pagamento_contestado'
          and n.dados_adicionais->>'mercado_pago_payment_id' = ${String(mpPaymentId)}
          and n.dados_adicionais->>'status' = ${status}) as avisado`)
      if (rows[0]?.avisado) return
      const p = await partes(tx, idPedido)
      const texto = NOTIFICACAO_TEXTOS.pagamento_contestado({ ...sobre(p, 'vendedor'), estorno })
      await avisar(tx, p, 'vendedor', 'pagamento_contestado', texto, {
        mercado_pago_payment_id: mpPaymentId,
        status,
      })
    },

    /** The seller moved it: the buyer. */
    async avancado(tx: Executor, idPedido: number, status: StatusPedido) {
      const p = await partes(tx, idPedido)
      if (status === 'confirmado') await avisarSobre(tx, p, 'comprador', 'pedido_confirmado')
      else {
        const texto = NOTIFICACAO_TEXTOS.pedido_atualizado({ ...sobre(p, 'comprador'), status })
        await avisar(tx, p, 'comprador', 'pedido_atualizado', texto, { status })
      }
    },

    /** The seller told (or corrected) the tracking code, pickup instructions or window: the buyer. */
    async entregaInformada(tx: Executor, idPedido: number, detalhe: string) {
      const p = await partes(tx, idPedido)
      const texto = NOTIFICACAO_TEXTOS.entrega_informada({ ...sobre(p, 'comprador'), detalhe })
      await avisar(tx, p, 'comprador', 'entrega_informada', texto)
    },

    /** Cancelled by one side (the other is told) or by a deadline (both are), by e-mail too. */
    async cancelado(tx: Executor, idPedido: number, por: Lado | 'prazo', motivo: string) {
      const p = await partes(tx, idPedido)
      const avisados: Lado[] =
        por === 'prazo' ? ['comprador', 'vendedor'] : [por === 'comprador' ? 'vendedor' : 'comprador']
      for (const para of avisados) {
        const quem = por === 'prazo' ? RECRIA : sobre(p, para).outraParte
        const texto = NOTIFICACAO_TEXTOS.pedido_cancelado({ id_pedido: idPedido, outraParte: quem, motivo })
        await avisar(tx, p, para, 'pedido_cancelado', texto)
        await enviarEmail(tx, p, para, texto)
      }
    },

    /** The seller recorded (or corrected) the raw material received: the buyer, naming it. */
    async materiaRecebida(tx: Executor, idPedido: number, recebido: string) {
      const p = await partes(tx, idPedido)
      const texto = NOTIFICACAO_TEXTOS.materia_prima_recebida({ ...sobre(p, 'comprador'), recebido })
      await avisar(tx, p, 'comprador', 'materia_prima_recebida', texto)
    },

    /** The seller charges the missing raw material's value (decision 030): the buyer, naming it. */
    async materiaCobrada(tx: Executor, idPedido: number, valor: string, idCobranca: number) {
      const p = await partes(tx, idPedido)
      const texto = NOTIFICACAO_TEXTOS.materia_prima_cobrada({ ...sobre(p, 'comprador'), valor })
      await avisar(tx, p, 'comprador', 'materia_prima_cobrada', texto, { id_cobranca: idCobranca })
    },

    /** The missing raw material settled: waived tells the buyer, paid tells the seller (decision 030). */
    async materiaResolvida(tx: Executor, idPedido: number, como: 'dispensada' | 'paga') {
      const p = await partes(tx, idPedido)
      const para: Lado = como === 'dispensada' ? 'comprador' : 'vendedor'
      const texto = NOTIFICACAO_TEXTOS.materia_prima_resolvida({ ...sobre(p, para), como })
      await avisar(tx, p, para, 'materia_prima_resolvida', texto, { como })
    },

    /** The money went back: the buyer. */
    async reembolsado(tx: Executor, idPedido: number) {
      await avisarSobre(tx, await partes(tx, idPedido), 'comprador', 'reembolso_concluido')
    },

    /** A paid raw-material charge went back with the order's end (decision 042): the buyer, by e-mail too. */
    async cobrancaReembolsada(tx: Executor, idPedido: number, valor: string, idCobranca: number) {
      const p = await partes(tx, idPedido)
      const texto = cobrancaMateriaReembolsada({ ...sobre(p, 'comprador'), valor })
      await avisar(tx, p, 'comprador', 'reembolso_concluido', texto, { id_cobranca: idCobranca })
      await enviarEmail(tx, p, 'comprador', texto)
    },

    /**
     * A duplicate payment of the order went back: the buyer, naming the payment (the caller checks,
     * under the order's lock, that it was not told already).
     */
    async duplicadoDevolvido(tx: Executor, idPedido: number, mpPaymentId: number) {
      const p = await partes(tx, idPedido)
      const texto = pagamentoDuplicadoDevolvido(sobre(p, 'comprador'))
      await avisar(tx, p, 'comprador', 'reembolso_concluido', texto, { mercado_pago_payment_id: mpPaymentId })
    },

    /** 36 h after the payment without confirmation: the seller, once (the job checks it was not sent). */
    async lembreteConfirmacao(tx: Executor, idPedido: number, horas: number) {
      const p = await partes(tx, idPedido)
      const texto = lembreteConfirmacao({ ...sobre(p, 'vendedor'), horas })
      await avisar(tx, p, 'vendedor', 'pedido_atualizado', texto, { aviso: AVISO_PRAZO })
      await enviarEmail(tx, p, 'vendedor', texto)
    },
  }
}
