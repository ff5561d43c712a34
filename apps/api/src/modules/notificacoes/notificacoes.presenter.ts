import type { Notificacao, StatusNotificacao, TipoNotificacao } from '@recria/domain/notificacao'
import type { NotificacaoRow } from './notificacoes.repository.ts'

/**
 * A row as the panel reads it. The order id is repeated in `dados_adicionais` under both names that
 * docs/product/notificacoes.md reads (`pedidoId`, `id_pedido`), whatever the writer put there.
 * Type and status casts: the table's check constraints hold them to the domain's lists.
 */
export function toNotificacao(row: NotificacaoRow): Notificacao {
  const pedido = row.id_pedido === null ? null : { id_pedido: row.id_pedido }
  return {
    id_notificacao: row.id_notificacao,
    tipo: row.tipo as TipoNotificacao,
    titulo: row.titulo,
    mensagem: row.mensagem,
    status: row.status as StatusNotificacao,
    data_criacao: row.data_criacao.toISOString(),
    data_leitura: row.data_leitura?.toISOString() ?? null,
    pedido,
    dados_adicionais: {
      ...row.dados_adicionais,
      ...(pedido && { id_pedido: pedido.id_pedido, pedidoId: pedido.id_pedido }),
    },
  }
}
