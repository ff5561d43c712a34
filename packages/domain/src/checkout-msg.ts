// The checkout's texts (docs/product/carrinho-e-checkout.md), apart from the schemas of checkout.ts
// (which re-exports them) so the storefront shows them without loading the schema library.

import { PEDIDO_MSG } from './pedido.ts'

export const CHECKOUT_MSG = {
  /** The checkout guard's alert (docs/product/carrinho-e-checkout.md), also the API's answer for an empty
   * cart. */
  carrinhoVazio: 'Seu carrinho está vazio',
  naoLogado: 'Você precisa estar logado para finalizar a compra',
  redirecionando: 'Redirecionando para finalizar compra...',
  carrinhoNaoEncontrado: 'Carrinho não encontrado.',
  carrinhoSemPedidos: 'Este carrinho ainda não foi enviado para pagamento.',
  carrinhoQuitado: 'Todos os pedidos deste carrinho já foram pagos ou cancelados.',
  carrinhoComPendentes: 'Ainda há pedidos deste carrinho aguardando pagamento.',
  nenhumCarrinhoAguardando: 'Nenhum carrinho aguardando pagamento.',
  pedidoNaoEncontrado: PEDIDO_MSG.naoEncontrado,
  pedidoDeOutro: PEDIDO_MSG.semPermissao,
  pedidoNaoPendente: 'Este pedido não está aguardando pagamento.',
  pagamentoEmAndamento:
    'Este pedido já tem um pagamento em processamento. Aguarde a confirmação do Mercado Pago.',
  pagamentoDeOutroPedido: 'Este pagamento não pertence a este pedido.',
  urlInvalida: 'Endereço de retorno inválido.',
  linkNaoEncontrado: 'Link de pagamento não encontrado.',
  erroProcessar: 'Erro ao processar pagamento. Tente novamente.',
  erroIniciarCompra: 'Erro ao iniciar compra.',
  /** A storefront action (the payment way chosen, the cart, buying now) that failed unexpectedly. */
  erroOperacao: 'Erro ao processar operação.',
  /** A payment result page that could not ask the server where the order's payment stands (toast). */
  erroCarregarPagamento: 'Erro ao carregar informações de pagamento',
} as const
