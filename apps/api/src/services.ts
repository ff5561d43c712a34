// The composition root: every module is built here once, from the outside world (`Deps`) and the
// faces of the modules below it, and handed to the routes (app.ts) and the jobs (jobs.ts). Each
// module builds its own services (`<area>.module.ts`); no module builds another. The order is the
// modules' direction (docs/architecture.md, decision 010): a module is built after everything it
// calls; a module below that must make one above react (an order paid finishes its cart, a cancelled
// one is refunded) is handed a callback here that calls the module above, which is built further
// down (the callback runs later, at request time).
import type { Deps } from './deps.ts'
import { createAdminModule } from './modules/admin/admin.module.ts'
import { createAnunciosModule } from './modules/anuncios/anuncios.module.ts'
import { createAuthModule } from './modules/auth/auth.module.ts'
import { createAvaliacoesModule } from './modules/avaliacoes/avaliacoes.module.ts'
import { createCarrinhoModule } from './modules/carrinho/carrinho.module.ts'
import { createCheckoutModule } from './modules/checkout/checkout.module.ts'
import { createConversoesModule } from './modules/conversoes/conversoes.module.ts'
import { createDashboardModule } from './modules/dashboard/dashboard.module.ts'
import { createDenunciasModule } from './modules/denuncias/denuncias.module.ts'
import { createEnderecosModule } from './modules/enderecos/enderecos.module.ts'
import { createEntregasModule } from './modules/entregas/entregas.module.ts'
import { createFavoritosModule } from './modules/favoritos/favoritos.module.ts'
import { createLojasModule } from './modules/lojas/lojas.module.ts'
import { createMateriasPrimasModule } from './modules/materias-primas/materias-primas.module.ts'
import { createMercadopagoModule } from './modules/mercadopago/mercadopago.module.ts'
import { createNotificacoesModule } from './modules/notificacoes/notificacoes.module.ts'
import { createPagamentosModule } from './modules/pagamentos/pagamentos.module.ts'
import { createPedidosModule, type PedidosEventos } from './modules/pedidos/pedidos.module.ts'
import { createProdutosModule } from './modules/produtos/produtos.module.ts'
import { createReconciliacaoModule } from './modules/reconciliacao/reconciliacao.module.ts'
import { createReembolsosModule } from './modules/reembolsos/reembolsos.module.ts'
import { createUsuariosModule } from './modules/usuarios/usuarios.module.ts'

export function createModules(deps: Deps) {
  // Below everything: the notifications panel and people's ways in.
  const notificacoes = createNotificacoesModule(deps)
  const usuarios = createUsuariosModule(deps, {
    // Deleting one's account ends what the modules above hold for it (built further down, called later).
    encerrarConta: async (tx, idUsuario) => {
      await auth.sessoes.encerrarTodas(tx, idUsuario)
      await anuncios.anuncios.desativarDoVendedor(tx, idUsuario)
      await carrinho.carrinho.descartar(tx, idUsuario)
      await mercadopago.conexoes.removerDaConta(tx, idUsuario)
      await enderecos.enderecos.excluirTodos(tx, idUsuario)
    },
    encerrarOutrasSessoes: (tx, idUsuario, keepSessionHash) =>
      auth.sessoes.encerrarOutras(tx, idUsuario, keepSessionHash),
  })
  const auth = createAuthModule(deps, { usuarios })

  // The provider adapter: Mercado Pago's accounts, tokens, preferences and notifications.
  const mercadopago = createMercadopagoModule(deps, {
    reembolsaveis: (idVendedor) => reembolsos.reembolsoPagamento.reembolsaveis(idVendedor),
  })

  // How each seller delivers (pickup, local delivery, shipping by region).
  const entregas = createEntregasModule(deps)
  // The address book: where orders go (the checkout copies one onto each order).
  const enderecos = createEnderecosModule(deps)

  // The catalogue: listings and what a seller makes them of.
  const anuncios = createAnunciosModule(deps, { mercadopago })
  const materiasPrimas = createMateriasPrimasModule(deps, { anuncios })
  const conversoes = createConversoesModule(deps, { anuncios, materiasPrimas })
  const produtos = createProdutosModule(deps, { anuncios })
  const denuncias = createDenunciasModule(deps, {
    anuncios,
    usuarios,
    notificacoes,
    // Only a plausible reporter's reports count: one who kept a purchase from another seller (decision 040).
    temCompraMantida: (tx, idUsuario, idVendedor) =>
      pedidos.comprasMantidas.temCompraMantida(tx, idUsuario, idVendedor),
  })

  // Orders, then their payments, then the money that goes back.
  const pedidosEventos: PedidosEventos = {
    quitado: (tx, idCarrinho) => carrinho.pagamento.finalizarSeQuitado(tx, idCarrinho),
    cancelado: (idPedido) => reembolsos.doPedido.aoCancelar(idPedido),
    devolucaoDevida: (tx, idPedido) => reembolsos.doPedido.enfileirar(idPedido, tx),
  }
  const pedidos = createPedidosModule(deps, {
    notificacoes,
    mercadopago,
    eventos: pedidosEventos,
    ultimoReembolso: (db, idPedido) => reembolsos.consulta.ultimoDoPedido(db, idPedido),
    temDisputa: (db, idPedido) => reembolsos.consulta.temDisputa(db, idPedido),
  })
  const pagamentos = createPagamentosModule(deps, { mercadopago, pedidos })
  const reembolsos = createReembolsosModule(deps, { mercadopago, notificacoes, pedidos, pagamentos })
  const avaliacoes = createAvaliacoesModule(deps, { notificacoes, pedidos })
  // A buyer's favourite listings, shown as the catalogue's cards.
  const favoritos = createFavoritosModule(deps, { anuncios })

  // The buyer's way in: the cart, then the checkout that turns it into orders and preferences.
  const carrinho = createCarrinhoModule(deps, { anuncios, pedidos })
  const checkout = createCheckoutModule(deps, {
    carrinho,
    pedidos,
    anuncios,
    mercadopago,
    pagamentos,
    enderecos,
    entregas,
  })

  // The seller's figures, the money checked against the provider's, sellers' shops (kept totals).
  const dashboard = createDashboardModule(deps)
  const reconciliacao = createReconciliacaoModule(deps, { mercadopago })
  const lojas = createLojasModule(deps)

  // On top: the operator's console, which acts through the modules below and logs every action.
  const admin = createAdminModule(deps, { reembolsos, reconciliacao, denuncias, usuarios, auth })

  return {
    notificacoes,
    usuarios,
    auth,
    mercadopago,
    entregas,
    enderecos,
    anuncios,
    materiasPrimas,
    conversoes,
    produtos,
    denuncias,
    pedidos,
    pagamentos,
    reembolsos,
    avaliacoes,
    favoritos,
    carrinho,
    checkout,
    dashboard,
    reconciliacao,
    lojas,
    admin,
  }
}

export type Modules = ReturnType<typeof createModules>
