/**
 * In-app notifications (docs/product/notificacoes.md): the types, the API's
 * texts and the answers the panel reads. The titles and messages per type are in notificacao-textos.ts.
 */
import { STATUS_NOTIFICACAO, TIPOS_NOTIFICACAO } from './notificacao-base.ts'
import { paginaSchema } from './pagina.ts'
import { z } from './zod.ts'

export {
  NOTIFICACAO_MSG,
  STATUS_NOTIFICACAO,
  type StatusNotificacao,
  TIPOS_COM_PEDIDO,
  TIPOS_NOTIFICACAO,
  type TipoNotificacao,
} from './notificacao-base.ts'

/**
 * Free-form details; the order is repeated under both names docs/product/notificacoes.md reads (`pedidoId`,
 * `id_pedido`) so the click-through finds it either way. A listing deactivated
 * by reports names it (`id_anuncio`).
 */
export const DadosAdicionais = z
  .object({
    id_pedido: z.number().optional(),
    pedidoId: z.number().optional(),
    id_anuncio: z.number().optional(),
  })
  .catchall(z.unknown())
export type DadosAdicionais = z.infer<typeof DadosAdicionais>

export const NotificacaoResponse = z.object({
  id_notificacao: z.number(),
  tipo: z.enum(TIPOS_NOTIFICACAO),
  titulo: z.string(),
  mensagem: z.string(),
  status: z.enum(STATUS_NOTIFICACAO),
  data_criacao: z.string(),
  data_leitura: z.string().nullable(),
  pedido: z.object({ id_pedido: z.number() }).nullable(),
  dados_adicionais: DadosAdicionais,
})
export type Notificacao = z.infer<typeof NotificacaoResponse>

/** `{ itens, total, pagina, total_paginas }`, newest first (docs/design.md#http-conventions). */
export const NotificacoesPagina = paginaSchema(NotificacaoResponse)

/** `/contar-nao-lidas`, `/contar-lidas`: `{ total }`. */
export const ContagemResponse = z.object({ total: z.number() })

/** `/marcar-todas-lidas`: how many were unread and are now read. */
export const MarcadasResponse = z.object({ marcadas: z.number() })

/** What the stream sends as its `contagem` event (unread count). */
export const ContagemEvento = ContagemResponse
