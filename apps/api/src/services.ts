// The composition root: every service is built here once, from the outside world (`Deps`) and the
// services below it, and handed to the routes (app.ts) and the jobs (jobs/index.ts). No service
// builds another. The order is the modules' direction (docs/architecture.md, decision 010): a module
// is built after everything it calls; a module below that must make one above react (an order paid
// finishes its cart, a cancelled one is refunded) is handed a callback here that calls the module
// above, which is built further down (the callback runs later, at request time).
import type { Deps } from './deps.ts'
import type { CacheRespostas } from './lib/cache-respostas.ts'
import { createAuditoriaService } from './modules/admin/auditoria.service.ts'
import { createDenunciasAdminService } from './modules/admin/denuncias.service.ts'
import { createDisputasOperadorService } from './modules/admin/disputas.service.ts'
import { createFinanceiroOperadorService } from './modules/admin/financeiro.service.ts'
import { createModeracaoOperadorService } from './modules/admin/moderacao.service.ts'
import { createUsuariosAdminService } from './modules/admin/usuarios.service.ts'
import { createAnunciosService } from './modules/anuncios/anuncios.service.ts'
import { createAnunciosCompraService } from './modules/anuncios/anuncios-compra.service.ts'
import { createAnunciosModeracaoService } from './modules/anuncios/anuncios-moderacao.service.ts'
import { createAnunciosValoresService } from './modules/anuncios/anuncios-valores.service.ts'
import { createCatalogoService } from './modules/anuncios/catalogo.service.ts'
import { createAuthService } from './modules/auth/auth.service.ts'
import { createSessoesService } from './modules/auth/sessoes.service.ts'
import { createAvaliacoesService } from './modules/avaliacoes/avaliacoes.service.ts'
import { createAvaliacoesConsultaService } from './modules/avaliacoes/avaliacoes-consulta.service.ts'
import { createCarrinhoService } from './modules/carrinho/carrinho.service.ts'
import { createCarrinhoPagamentoService } from './modules/carrinho/carrinho-pagamento.service.ts'
import { createCheckoutService } from './modules/checkout/checkout.service.ts'
import { createRetornoService } from './modules/checkout/retorno.service.ts'
import { createConversoesService } from './modules/conversoes/conversoes.service.ts'
import { createDashboardService } from './modules/dashboard/dashboard.service.ts'
import { createDenunciasService } from './modules/denuncias/denuncias.service.ts'
import { createDenunciasOperadorService } from './modules/denuncias/denuncias-operador.service.ts'
import { createModeracaoService } from './modules/denuncias/moderacao.service.ts'
import { createEnderecosService } from './modules/enderecos/enderecos.service.ts'
import { createEntregasService } from './modules/entregas/entregas.service.ts'
import { createFavoritosService } from './modules/favoritos/favoritos.service.ts'
import { createLojasService } from './modules/lojas/lojas.service.ts'
import { createMateriasPrimasService } from './modules/materias-primas/materias-primas.service.ts'
import { createConexaoService } from './modules/mercadopago/conexao.service.ts'
import { createContestacoesService } from './modules/mercadopago/contestacoes.service.ts'
import { createMercadoPagoService } from './modules/mercadopago/mercadopago.service.ts'
import { createOAuthCallbackService } from './modules/mercadopago/oauth-callback.service.ts'
import { createPreferenciasService } from './modules/mercadopago/preferencias.service.ts'
import { createTokenRefreshService } from './modules/mercadopago/token-refresh.service.ts'
import { createWebhookService } from './modules/mercadopago/webhook.service.ts'
import { createNotificacoesService } from './modules/notificacoes/notificacoes.service.ts'
import { createPagamentosService } from './modules/pagamentos/pagamentos.service.ts'
import { createPagamentosSyncService } from './modules/pagamentos/pagamentos-sync.service.ts'
import { createComprasMantidasService } from './modules/pedidos/compras-mantidas.service.ts'
import { createPedidosService } from './modules/pedidos/pedidos.service.ts'
import { createPedidosAcoesService } from './modules/pedidos/pedidos-acoes.service.ts'
import { createPedidosAvisosService } from './modules/pedidos/pedidos-avisos.service.ts'
import { createPedidosConsultaService } from './modules/pedidos/pedidos-consulta.service.ts'
import type { PedidosEventos } from './modules/pedidos/pedidos-eventos.ts'
import { createPedidosMateriaService } from './modules/pedidos/pedidos-materia.service.ts'
import { createPedidosMateriaCobrancaService } from './modules/pedidos/pedidos-materia-cobranca.service.ts'
import { createPedidosMensagensService } from './modules/pedidos/pedidos-mensagens.service.ts'
import { createPedidosPrazosService } from './modules/pedidos/pedidos-prazos.service.ts'
import { createProdutosService } from './modules/produtos/produtos.service.ts'
import { createReconciliacaoService } from './modules/reconciliacao/reconciliacao.service.ts'
import { createDisputasService } from './modules/reembolsos/disputas.service.ts'
import { createReembolsoDoPedidoService } from './modules/reembolsos/reembolso-do-pedido.service.ts'
import { createReembolsoPagamentoService } from './modules/reembolsos/reembolso-pagamento.service.ts'
import { createReembolsoProcessamentoService } from './modules/reembolsos/reembolso-processamento.service.ts'
import { createReembolsosService } from './modules/reembolsos/reembolsos.service.ts'
import { createReembolsosAvisosService } from './modules/reembolsos/reembolsos-avisos.service.ts'
import { createReembolsosConsultaService } from './modules/reembolsos/reembolsos-consulta.service.ts'
import { createReembolsosOperadorService } from './modules/reembolsos/reembolsos-operador.service.ts'
import { createBloqueioService } from './modules/usuarios/bloqueio.service.ts'
import { createContasService } from './modules/usuarios/contas.service.ts'
import { createCredenciaisService } from './modules/usuarios/credenciais.service.ts'
import { createExclusaoService } from './modules/usuarios/exclusao.service.ts'
import { createUsuariosService } from './modules/usuarios/usuarios.service.ts'

export function createServices(deps: Deps) {
  // Below everything: the notifications panel and people's ways in.
  const notificacoes = createNotificacoesService(deps)
  const sessoes = createSessoesService()
  const credenciais = createCredenciaisService()
  const bloqueio = createBloqueioService()
  const contas = createContasService(deps)
  // Deleting one's account ends what the modules above hold for it (built further down, called later).
  const exclusao = createExclusaoService(deps, {
    encerrarConta: async (tx, idUsuario) => {
      await sessoes.encerrarTodas(tx, idUsuario)
      await anuncios.desativarDoVendedor(tx, idUsuario)
      await carrinho.descartar(tx, idUsuario)
      await conexoes.removerDaConta(tx, idUsuario)
      await enderecos.excluirTodos(tx, idUsuario)
    },
  })
  const usuarios = createUsuariosService(deps, { encerrarOutrasSessoes: sessoes.encerrarOutras })
  const auth = createAuthService(deps, { credenciais })

  // The provider adapter: Mercado Pago's accounts, tokens, preferences and notifications.
  const oauthCallback = createOAuthCallbackService(deps)
  const tokenRefresh = createTokenRefreshService(deps)
  const conexoes = createConexaoService(deps, {
    oauthCallback,
    tokenRefresh,
    reembolsaveis: (idVendedor) => reembolsoPagamento.reembolsaveis(idVendedor),
  })
  const preferencias = createPreferenciasService(deps, { conexoes })
  const webhook = createWebhookService(deps)
  const mercadoPago = createMercadoPagoService(deps)
  const contestacoes = createContestacoesService({ conexoes })

  // The address book: where orders go (the checkout copies one onto each order).
  const enderecos = createEnderecosService(deps)
  // How each seller delivers (pickup, local delivery, shipping by region).
  const entregas = createEntregasService(deps)

  // The catalogue: listings and what a seller makes them of.
  const anunciosValores = createAnunciosValoresService()
  const anunciosModeracao = createAnunciosModeracaoService()
  const anunciosCompra = createAnunciosCompraService(deps)
  const anuncios = createAnunciosService(deps, { conexoes })
  // The public storefront reads from the replica when there is one (deps.dbLeitura).
  const leitura = { ...deps, db: deps.dbLeitura }
  const catalogo = createCatalogoService(leitura)
  // A buyer's favourite listings, shown as the catalogue's cards.
  const favoritos = createFavoritosService(deps, { catalogo })
  // Sellers' shops and the raw material taken back (kept totals).
  const lojas = createLojasService(leitura)
  const materiasPrimas = createMateriasPrimasService(deps, { anunciosValores })
  const conversoes = createConversoesService(deps, { anunciosValores, materiasPrimas })
  const produtos = createProdutosService(deps, { anunciosValores })
  // Only a plausible reporter's reports count: one who kept a purchase from another seller (decision 040).
  const denuncias = createDenunciasService(deps, {
    anunciosModeracao,
    bloqueio,
    notificacoes,
    temCompraMantida: (tx, idUsuario, idVendedor) =>
      comprasMantidas.temCompraMantida(tx, idUsuario, idVendedor),
  })
  const moderacao = createModeracaoService(deps, { anunciosModeracao, bloqueio, notificacoes })
  const denunciasOperador = createDenunciasOperadorService(deps, { anunciosModeracao, bloqueio })

  // Orders, then their payments, then the money that goes back.
  const pedidosEventos: PedidosEventos = {
    quitado: (tx, idCarrinho) => carrinhoPagamento.finalizarSeQuitado(tx, idCarrinho),
    cancelado: (idPedido) => reembolsoDoPedido.aoCancelar(idPedido),
    devolucaoDevida: (tx, idPedido) => reembolsoDoPedido.enfileirar(idPedido, tx),
  }
  const comprasMantidas = createComprasMantidasService()
  const pedidosAvisos = createPedidosAvisosService(deps, { notificacoes })
  const pedidos = createPedidosService(deps, { avisos: pedidosAvisos, eventos: pedidosEventos })
  const pedidosAcoes = createPedidosAcoesService(deps, { avisos: pedidosAvisos, eventos: pedidosEventos })
  const pedidosMateria = createPedidosMateriaService(deps, { avisos: pedidosAvisos })
  const pedidosPrazos = createPedidosPrazosService(deps, { avisos: pedidosAvisos, eventos: pedidosEventos })
  // Raw material that did not arrive: waived, or charged through a payment of its own (decision 030).
  const pedidosMateriaCobranca = createPedidosMateriaCobrancaService(deps, {
    avisos: pedidosAvisos,
    preferencias,
    eventos: pedidosEventos,
  })
  const pagamentosSync = createPagamentosSyncService(deps, {
    conexoes,
    mercadoPago,
    pedidos,
    cobrancas: pedidosMateriaCobranca,
  })
  const pagamentos = createPagamentosService(deps, { pedidos, sync: pagamentosSync, mercadoPago })
  const reembolsoPagamento = createReembolsoPagamentoService(deps, { conexoes, mercadoPago, pagamentos })
  const reembolsosAvisos = createReembolsosAvisosService(deps, { notificacoes })
  const reembolsoProcessamento = createReembolsoProcessamentoService(deps, {
    reembolsoPagamento,
    pedidos,
    avisos: reembolsosAvisos,
  })
  const reembolsoDoPedido = createReembolsoDoPedidoService(deps, { pedidos, pagamentos, reembolsoPagamento })
  const reembolsosConsulta = createReembolsosConsultaService(deps, { pedidos })
  const pedidosConsulta = createPedidosConsultaService(deps, {
    ultimoReembolso: reembolsosConsulta.ultimoDoPedido,
  })
  const pedidosMensagens = createPedidosMensagensService(deps, {
    notificacoes,
    temDisputa: reembolsosConsulta.temDisputa,
  })
  const reembolsos = createReembolsosService(deps, {
    pagamentos,
    pedidos,
    avisos: reembolsosAvisos,
    consulta: reembolsosConsulta,
    processamento: reembolsoProcessamento,
  })
  const disputas = createDisputasService(deps, {
    pedidos,
    notificacoes,
    consulta: reembolsosConsulta,
    processamento: reembolsoProcessamento,
  })
  const avaliacoes = createAvaliacoesService(deps, { notificacoes })
  const avaliacoesConsulta = createAvaliacoesConsultaService(deps, { pedidos })
  const dashboard = createDashboardService(deps)

  // The buyer's way in: the cart, then the checkout that turns it into orders and preferences.
  const carrinhoPagamento = createCarrinhoPagamentoService(deps, { anunciosCompra, pedidos })
  const carrinho = createCarrinhoService(deps, { anunciosCompra })
  const checkout = createCheckoutService(deps, {
    carrinhoPagamento,
    pedidos,
    anunciosCompra,
    preferencias,
    pagamentos,
    enderecos,
    entregas,
  })
  const retorno = createRetornoService(deps, { pedidos, pagamentos })

  // On top: the operator's console, which acts through the modules below and logs every action.
  const auditoria = createAuditoriaService(deps)
  const reembolsosOperador = createReembolsosOperadorService(deps)
  const reconciliacao = createReconciliacaoService(deps, { conexoes, mercadoPago })
  const financeiroOperador = createFinanceiroOperadorService(deps, {
    reembolsosOperador,
    reconciliacao,
    auditoria,
  })
  const moderacaoOperador = createModeracaoOperadorService(deps, { moderacao, auditoria })
  const denunciasAdmin = createDenunciasAdminService(deps, { denunciasOperador, auditoria })
  const usuariosAdmin = createUsuariosAdminService(deps, { contas, sessoes, auditoria })
  const disputasOperador = createDisputasOperadorService({ disputas, auditoria })

  return {
    sessoes,
    auth,
    oauthCallback,
    usuarios,
    exclusao,
    notificacoes,
    conexoes,
    tokenRefresh,
    preferencias,
    webhook,
    contestacoes,
    mercadoPago,
    enderecos,
    entregas,
    anuncios,
    catalogo,
    favoritos,
    lojas,
    materiasPrimas,
    conversoes,
    produtos,
    denuncias,
    pedidos,
    pedidosAvisos,
    pedidosAcoes,
    pedidosMateria,
    pedidosMateriaCobranca,
    pedidosPrazos,
    pedidosConsulta,
    pedidosMensagens,
    pagamentosSync,
    pagamentos,
    reembolsoPagamento,
    reembolsoDoPedido,
    reembolsoProcessamento,
    reembolsosConsulta,
    reembolsos,
    disputas,
    avaliacoes,
    avaliacoesConsulta,
    dashboard,
    carrinho,
    carrinhoPagamento,
    checkout,
    retorno,
    auditoria,
    reembolsosOperador,
    reconciliacao,
    financeiroOperador,
    moderacaoOperador,
    denunciasAdmin,
    usuariosAdmin,
    disputasOperador,
  }
}

export type Services = ReturnType<typeof createServices>

/** What every routes plugin is registered with: the outside world and the services built above. */
export interface AppContext {
  deps: Deps
  services: Services
  /** The storefront's answers kept in memory (decision 037); absent where no app serves them. */
  vitrine?: CacheRespostas
  /** Buyers' carts kept in memory (decision 039). */
  carrinhos?: CacheRespostas
}
