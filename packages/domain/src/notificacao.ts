/**
 * In-app notifications (spec part 1 §2 panel, §3 Notificacao, §4, §7): the types, the API's texts and
 * the answers the panel reads. The titles and messages per type are in notificacao-textos.ts.
 */
import { paginaSchema } from './pagina.ts'
import { z } from './zod.ts'

export const TIPOS_NOTIFICACAO = [
  'pedido_criado',
  'pedido_recebido',
  'pedido_confirmado',
  'pedido_cancelado',
  'pedido_atualizado',
  'pagamento_aprovado',
  'pagamento_recusado',
  'reembolso_solicitado',
  'reembolso_respondido',
  'reembolso_concluido',
  'avaliacao_recebida',
  'anuncio_desativado',
  'vendedor_bloqueado',
  'moderacao_revisada',
  'disputa_aberta',
  'disputa_decidida',
  'pagamento_contestado',
  'mensagem_recebida',
  'materia_prima_recebida',
  'entrega_informada',
  'materia_prima_cobrada',
  'materia_prima_resolvida',
] as const
export type TipoNotificacao = (typeof TIPOS_NOTIFICACAO)[number]

export const STATUS_NOTIFICACAO = ['nao_lida', 'lida'] as const
export type StatusNotificacao = (typeof STATUS_NOTIFICACAO)[number]

/** Types whose click-through opens the order (spec part 1 §4). */
export const TIPOS_COM_PEDIDO: readonly TipoNotificacao[] = TIPOS_NOTIFICACAO.filter((tipo) =>
  /^(pedido|pagamento|reembolso|disputa|mensagem|materia_prima|entrega)_/.test(tipo),
)

export const NOTIFICACAO_MSG = {
  naoEncontrada: 'Notificação não encontrada.',
  streamApenasEventos: 'Este endereço envia eventos: peça-o com Accept: text/event-stream.',
  streamsDemais:
    'Há conexões de notificações abertas demais. Feche outras abas ou tente novamente em instantes.',
  // The panel's own texts (spec part 1 §8), for the web app.
  erroCarregar: 'Erro ao carregar notificações',
  erroCarregarNaoLidas: 'Erro ao carregar notificações não lidas',
  erroCarregarLidas: 'Erro ao carregar notificações lidas',
  erroMarcarLida: 'Erro ao marcar como lida',
  erroMarcarTodas: 'Erro ao marcar todas como lidas',
  idUsuarioObrigatorio: 'ID do usuário é obrigatório',
  pesquisar: 'Pesquisar notificações...',
  nenhuma: 'Nenhuma notificação',
  nenhumaEncontrada: 'Nenhuma notificação encontrada',
  nenhumaNaoLida: 'Nenhuma notificação não lida',
  nenhumaLida: 'Nenhuma notificação lida',
} as const

/**
 * Free-form details; the order is repeated under both names the specification reads (`pedidoId`,
 * `id_pedido`) so the click-through finds it either way (spec part 1 §3). A listing deactivated by
 * reports names it (`id_anuncio`).
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

/** `{ itens, total, pagina, total_paginas }`, newest first (DESIGN §6). */
export const NotificacoesPagina = paginaSchema(NotificacaoResponse)

/** `/contar-nao-lidas`, `/contar-lidas`: `{ total }`. */
export const ContagemResponse = z.object({ total: z.number() })

/** `/marcar-todas-lidas`: how many were unread and are now read. */
export const MarcadasResponse = z.object({ marcadas: z.number() })

/** What the stream sends as its `contagem` event (unread count). */
export const ContagemEvento = ContagemResponse
