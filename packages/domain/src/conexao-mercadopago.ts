import { z } from './zod.ts'

/**
 * The payment-provider connection (docs/product/mercado-pago.md): the error codes the
 * OAuth callback sends the browser back with, and what the result screen says for each.
 */

export const CONEXAO_ERROS = [
  'access_denied',
  'codigo_ausente',
  'sessao_expirada',
  'codigo_invalido',
  'timeout',
  'credenciais_invalidas',
  'callback_falhou',
  'troca_bloqueada',
] as const

export type ConexaoErro = (typeof CONEXAO_ERROS)[number]

const MENSAGENS: Record<ConexaoErro, string> = {
  access_denied:
    'Você cancelou a autorização. Sua conta do Mercado Pago não foi conectada; conecte quando quiser pelo seu perfil.',
  codigo_ausente:
    'O Mercado Pago não enviou o código de autorização. Inicie a conexão novamente pelo seu perfil.',
  sessao_expirada:
    'A solicitação de conexão expirou ou não pertence a esta sessão. Inicie a conexão novamente pelo seu perfil.',
  codigo_invalido:
    'O código de autorização é inválido, expirou ou já foi utilizado. Inicie a conexão novamente.',
  timeout: 'O Mercado Pago demorou demais para responder. Tente novamente em alguns instantes.',
  credenciais_invalidas:
    'As credenciais da Recria no Mercado Pago foram recusadas. Tente novamente mais tarde ou fale com o suporte.',
  callback_falhou:
    'Não foi possível concluir a conexão com o Mercado Pago. Se esta conta já estiver conectada a outro vendedor, use outra conta.',
  /** Refunds go back through the account already connected (decision 020), as `desconexaoBloqueada`. */
  troca_bloqueada:
    'Não é possível trocar de conta do Mercado Pago: você tem pagamentos que ainda podem ser reembolsados (aguardando confirmação, de pedido ainda não entregue, entregue nos últimos 7 dias ou com reembolso em aberto). Os reembolsos são feitos pela sua conta do Mercado Pago já conectada; troque de conta quando esses prazos terminarem.',
}

export const ERRO_DESCONHECIDO = 'Erro desconhecido'

/**
 * What the API answers about the provider: the seller's connection, the checkout preference of an
 * order and the notifications Mercado Pago sends (docs/design.md#orders-and-money).
 */
export const MERCADO_PAGO_MSG = {
  desconectado: 'Desconectado do Mercado Livre com sucesso!',
  naoConectado: 'Nenhuma conta do Mercado Pago está conectada ao seu perfil.',
  /** Refunds go back through the seller's own account (decision 020). */
  desconexaoBloqueada: (pagamentos: number) =>
    `Não é possível desconectar o Mercado Pago: você tem ${
      pagamentos === 1
        ? '1 pagamento que ainda pode ser reembolsado'
        : `${pagamentos} pagamentos que ainda podem ser reembolsados`
    } (aguardando confirmação, de pedido ainda não entregue, entregue nos últimos 7 dias ou com reembolso em aberto). Os reembolsos são feitos pela sua conta do Mercado Pago; desconecte quando esses prazos terminarem.`,
  vendedorSemConexao: 'O vendedor deste pedido não está conectado ao Mercado Pago.',
  erroProcessar: 'Erro ao processar pagamento. Tente novamente.',
  assinaturaInvalida: 'Assinatura da notificação inválida.',
  assinaturaExpirada: 'Assinatura da notificação expirada.',
  notificacaoInvalida: 'Notificação inválida.',
  notificacaoForaDaUrl: 'Notificação inválida: o corpo não corresponde à URL.',
  notificacaoPagamentoInvalido: 'Notificação inválida: identificador de pagamento inválido.',
  /** A `chargebacks` notification whose chargeback no connected seller can read. */
  contestacaoIlegivel: (idContestacao: string) =>
    `Contestação ${idContestacao} não encontrada para nenhum vendedor conectado.`,
} as const

/** The result screen's text for an error code; any code it does not know is 'Erro desconhecido'. */
export function conexaoErroMensagem(codigo: string | null | undefined): string {
  return (CONEXAO_ERROS as readonly string[]).includes(codigo ?? '')
    ? MENSAGENS[codigo as ConexaoErro]
    : ERRO_DESCONHECIDO
}

/** Where the result screen sends the seller back, and when (docs/product/mercado-pago.md). */
export const CONEXAO_REDIRECT_SUCESSO_MS = 3000
export const CONEXAO_REDIRECT_ERRO_MS = 5000

/** docs/product/mercado-pago.md, the provider connection status, as the API answers it. */
export const ConexaoStatusResponse = z.object({
  conectado: z.boolean(),
  userInfo: z.object({ nickname: z.string(), email: z.string() }).nullable(),
  conectadoEm: z.string().nullable(),
})
export type MercadoPagoStatus = z.infer<typeof ConexaoStatusResponse>
