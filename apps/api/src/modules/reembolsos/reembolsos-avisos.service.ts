// Who is told what as a refund request moves, on the caller's transaction: a notice exists exactly
// when its change does. The seller hears of a new request (and by e-mail) and of a refund that could
// not be completed; the buyer hears the answer and the money's return.

import type { TipoNotificacao } from '@recria/domain/notificacao'
import { NOTIFICACAO_TEXTOS, reembolsoFalhou, type Texto } from '@recria/domain/notificacao-textos'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import type { NotificacoesService } from '../notificacoes/notificacoes.module.ts'
import { linkDosReembolsos, reembolsoEmail } from './reembolsos-emails.ts'
import {
  reembolsosLeituraRepository as leitura,
  type ReembolsoLinha,
} from './reembolsos-leitura.repository.ts'

/** Marks the seller's notice of a failed refund (type pedido_atualizado) in `dados_adicionais`. */
export const AVISO_REEMBOLSO_FALHOU = 'reembolso_falhou'

export type ReembolsosAvisosService = ReturnType<typeof createReembolsosAvisosService>

export function createReembolsosAvisosService(
  deps: Pick<Deps, 'config' | 'mail'>,
  { notificacoes }: { notificacoes: NotificacoesService },
) {
  const { notificar } = notificacoes

  async function carregar(tx: Executor, idReembolso: number) {
    const l = await leitura.porId(tx, idReembolso)
    if (!l) throw new Error(`reembolso ${idReembolso} sem partes`)
    return l
  }

  async function avisar(
    tx: Executor,
    l: ReembolsoLinha,
    para: 'comprador' | 'vendedor',
    tipo: TipoNotificacao,
    texto: Texto,
    extra = {},
  ) {
    const { id_pedido, id_reembolso } = l.reembolso
    await notificar(tx, {
      id_usuario: l[para].id_usuario,
      tipo,
      ...texto,
      id_pedido,
      dados_adicionais: { id_pedido, pedidoId: id_pedido, id_reembolso, ...extra },
    })
  }

  /** The order and the side `para` hears from. */
  const sobre = (l: ReembolsoLinha, para: 'comprador' | 'vendedor') => ({
    id_pedido: l.reembolso.id_pedido,
    outraParte: (para === 'comprador' ? l.vendedor : l.comprador).nome,
  })

  async function emailAoVendedor(tx: Executor, l: ReembolsoLinha, texto: Texto) {
    const link = linkDosReembolsos(deps.config.publicUrl)
    await deps.mail(reembolsoEmail(l.vendedor.email, l.vendedor.nome, texto, link), tx)
  }

  return {
    /** A buyer asked: the seller, by e-mail too. */
    async solicitado(tx: Executor, idReembolso: number) {
      const l = await carregar(tx, idReembolso)
      const texto = NOTIFICACAO_TEXTOS.reembolso_solicitado(sobre(l, 'vendedor'))
      await avisar(tx, l, 'vendedor', 'reembolso_solicitado', texto)
      await emailAoVendedor(tx, l, texto)
    },

    /** The seller answered: the buyer. */
    async respondido(tx: Executor, idReembolso: number, aprovado: boolean) {
      const l = await carregar(tx, idReembolso)
      const texto = NOTIFICACAO_TEXTOS.reembolso_respondido({ ...sobre(l, 'comprador'), aprovado })
      await avisar(tx, l, 'comprador', 'reembolso_respondido', texto, { aprovado })
    },

    /** Mercado Pago gave the money back: the buyer. */
    async concluido(tx: Executor, idReembolso: number) {
      const l = await carregar(tx, idReembolso)
      const texto = NOTIFICACAO_TEXTOS.reembolso_concluido(sobre(l, 'comprador'))
      await avisar(tx, l, 'comprador', 'reembolso_concluido', texto)
    },

    /** Mercado Pago did not, after the retries: the seller, by e-mail too. */
    async falhou(tx: Executor, idReembolso: number) {
      const l = await carregar(tx, idReembolso)
      const texto = reembolsoFalhou(sobre(l, 'vendedor'))
      await avisar(tx, l, 'vendedor', 'pedido_atualizado', texto, { aviso: AVISO_REEMBOLSO_FALHOU })
      await emailAoVendedor(tx, l, texto)
    },
  }
}
