/**
 * The reconciliation's findings (`npm run reconciliar`, docs/operations.md): each rule of the
 * order-to-money flow that the database and Mercado Pago must agree on, and how a broken one is told.
 */
import { formatCentavos as r } from './format.ts'

export const REGRAS_RECONCILIACAO = [
  'total_do_pedido',
  'forma_do_item',
  'pagamento_aprovado',
  'valor_liquido',
  'reembolso_excede',
  'reembolso_ausente',
  'pagamento_ausente',
  'pagamento_divergente',
  'carrinho_quitado',
  'cobranca_materia',
] as const
export type RegraReconciliacao = (typeof REGRAS_RECONCILIACAO)[number]

export interface Discrepancia {
  regra: RegraReconciliacao
  descricao: string
}

export const RECONCILIACAO_MSG = {
  totalDoPedido: (idPedido: number, total: number, soma: number) =>
    `Pedido #${idPedido}: total de ${r(total)} difere da soma dos itens, ${r(soma)}.`,
  totalComEntrega: (idPedido: number, total: number, soma: number, entrega: number) =>
    `Pedido #${idPedido}: total de ${r(total)} difere da soma dos itens com a entrega (${r(entrega)}), ${r(soma)}.`,
  materiaDoPedido: (idPedido: number, total: string, soma: string) =>
    `Pedido #${idPedido}: matéria-prima total de ${total} difere da soma dos itens, ${soma}.`,
  itemPadraoComMateria: (idItem: number, idPedido: number) =>
    `Item ${idItem} do pedido #${idPedido}: forma padrão com créditos ou matéria-prima registrados.`,
  itemSustentavelSemMateria: (idItem: number, idPedido: number) =>
    `Item ${idItem} do pedido #${idPedido}: forma sustentável sem créditos, quantidade, nome ou unidade de matéria-prima.`,
  aprovadoComPedidoPendente: (idPedido: number, mpPaymentId: number) =>
    `Pedido #${idPedido}: pagamento ${mpPaymentId} aprovado, mas o pedido continua em pagamento_pendente.`,
  liquido: (mpPaymentId: number, total: number, taxa: number, liquido: number) =>
    `Pagamento ${mpPaymentId}: líquido de ${r(liquido)} difere do total ${r(total)} menos as taxas ${r(taxa)}.`,
  taxasDoProvedor: (mpPaymentId: number, taxa: number, tarifa: number, plataforma: number) =>
    `Pagamento ${mpPaymentId}: taxas de ${r(taxa)} em pagamentos, mas o Mercado Pago cobrou ${r(tarifa)} de tarifa e ${r(plataforma)} da plataforma.`,
  reembolsoExcede: (mpPaymentId: number, reembolsado: number, pago: number) =>
    `Pagamento ${mpPaymentId}: reembolsos de ${r(reembolsado)} excedem o valor pago, ${r(pago)}.`,
  reembolsadoSemReembolso: (idPedido: number) =>
    `Pedido #${idPedido}: reembolsado sem reembolso concluído no Mercado Pago.`,
  reembolsoSemProvedor: (idReembolso: number, idPedido: number) =>
    `Reembolso ${idReembolso} do pedido #${idPedido}: concluído, mas o Mercado Pago não tem o reembolso.`,
  canceladoSemDevolucao: (idPedido: number, mpPaymentId: number, devolvido: number, pago: number) =>
    `Pedido #${idPedido}: cancelado após o pagamento ${mpPaymentId}, que devolveu ${r(devolvido)} de ${r(pago)} no Mercado Pago.`,
  duplicadoSemDevolucao: (idPedido: number, mpPaymentId: number, devolvido: number, pago: number) =>
    `Pedido #${idPedido}: pago mais de uma vez; o pagamento ${mpPaymentId}, que não pagou o pedido, devolveu ${r(devolvido)} de ${r(pago)} no Mercado Pago.`,
  pagamentoAusente: (mpPaymentId: number, referencia: string) =>
    `Pagamento ${mpPaymentId} do Mercado Pago (referência do pedido #${referencia}) não está em pagamentos.`,
  pagamentoDesconhecido: (mpPaymentId: number) =>
    `Pagamento ${mpPaymentId} de pagamentos não existe no Mercado Pago.`,
  pagamentoDivergente: (mpPaymentId: number, campo: string, nosso: string, provedor: string) =>
    `Pagamento ${mpPaymentId}: ${campo} ${nosso} em pagamentos, ${provedor} no Mercado Pago.`,
  carrinhoQuitado: (idCarrinho: number) =>
    `Carrinho ${idCarrinho}: em aguardando_pagamento com todos os pedidos pagos ou cancelados.`,
  // Decision 030: a raw-material charge is paid by a provider payment of its own ('cobranca-<id>').
  cobrancaSemPagamento: (idCobranca: number, idPedido: number, mpPaymentId: number | null) =>
    `Cobrança ${idCobranca} do pedido #${idPedido}: paga, mas ${mpPaymentId === null ? 'sem pagamento do Mercado Pago' : `o pagamento ${mpPaymentId} não está aprovado no Mercado Pago`}.`,
  cobrancaValorDivergente: (idCobranca: number, idPedido: number, valor: number, pago: number) =>
    `Cobrança ${idCobranca} do pedido #${idPedido}: de ${r(valor)}, mas o Mercado Pago recebeu ${r(pago)}.`,
  // Decision 042: an order that ends without delivery (cancelled, refunded) gives its charges back.
  cobrancaSemReembolso: (
    idCobranca: number,
    idPedido: number,
    mpPaymentId: number | null,
    devolvido: number,
    pago: number,
  ) =>
    `Cobrança ${idCobranca} do pedido #${idPedido}: o pedido foi encerrado sem entrega, mas o pagamento ${mpPaymentId ?? '(sem pagamento)'} devolveu ${r(devolvido)} de ${r(pago)} no Mercado Pago.`,
  pagamentoSemCobranca: (mpPaymentId: number, referencia: string) =>
    `Pagamento ${mpPaymentId} do Mercado Pago (referência ${referencia}) aprovado sem cobrança de matéria-prima paga por ele.`,
  nenhuma: 'Reconciliação: nenhuma discrepância.',
  encontradas: (n: number) => `Reconciliação: ${n} ${n === 1 ? 'discrepância' : 'discrepâncias'}.`,
  bancoVazio: 'Reconciliação: o banco ainda não tem pedidos nem pagamentos; nenhuma discrepância.',
  viaSdk:
    'Mercado Pago lido pelo SDK com o token de cada vendedor: um pagamento do Mercado Pago que não está em pagamentos não aparece assim.',
  semProvedor:
    'O Mercado Pago não pode ser lido: o simulador não está neste banco (schema mp_sim) e não há a chave dos tokens dos vendedores (MP_TOKEN_KEY ou DATA_DIR/mp-token.key).',
} as const
