/**
 * The notification types, statuses and texts without their schemas (no zod): what the web app's shell
 * reads on every page. The answers' schemas are in notificacao.ts, which re-exports these.
 */

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

/** Types whose click-through opens the order (docs/product/notificacoes.md). */
export const TIPOS_COM_PEDIDO: readonly TipoNotificacao[] = TIPOS_NOTIFICACAO.filter((tipo) =>
  /^(pedido|pagamento|reembolso|disputa|mensagem|materia_prima|entrega)_/.test(tipo),
)

export const NOTIFICACAO_MSG = {
  naoEncontrada: 'Notificação não encontrada.',
  streamApenasEventos: 'Este endereço envia eventos: peça-o com Accept: text/event-stream.',
  streamsDemais:
    'Há conexões de notificações abertas demais. Feche outras abas ou tente novamente em instantes.',
  // The panel's own texts (docs/product/notificacoes.md), for the web app.
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
