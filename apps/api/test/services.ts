// The tests' flat view of the modules: every service by the name the tests call it, picked from the
// faces that createModules builds (apps/api/src/services.ts), so a test reaches any service directly.
import type { Deps } from '../src/deps.ts'
import { createPedidosAvisosService } from '../src/modules/pedidos/pedidos-avisos.service.ts'
import { createModules } from '../src/services.ts'

export function createServices(deps: Deps) {
  const m = createModules(deps)
  return {
    sessoes: m.auth.sessoes,
    auth: m.auth.auth,
    usuarios: m.usuarios.usuarios,
    exclusao: m.usuarios.exclusao,
    notificacoes: m.notificacoes.notificacoes,
    conexoes: m.mercadopago.conexoes,
    tokenRefresh: m.mercadopago.tokenRefresh,
    preferencias: m.mercadopago.preferencias,
    webhook: m.mercadopago.webhook,
    contestacoes: m.mercadopago.contestacoes,
    mercadoPago: m.mercadopago.mercadoPago,
    enderecos: m.enderecos.enderecos,
    entregas: m.entregas.entregas,
    anuncios: m.anuncios.anuncios,
    catalogo: m.anuncios.catalogo,
    favoritos: m.favoritos.favoritos,
    lojas: m.lojas.lojas,
    materiasPrimas: m.materiasPrimas.materiasPrimas,
    conversoes: m.conversoes.conversoes,
    produtos: m.produtos.produtos,
    denuncias: m.denuncias.denuncias,
    pedidos: m.pedidos.pedidos,
    // Not on the orders module's face (only its own services tell both sides): built for the tests.
    pedidosAvisos: createPedidosAvisosService(deps, { notificacoes: m.notificacoes.notificacoes }),
    pedidosAcoes: m.pedidos.acoes,
    pedidosMateria: m.pedidos.materia,
    pedidosMateriaCobranca: m.pedidos.materiaCobranca,
    pedidosPrazos: m.pedidos.prazos,
    pedidosConsulta: m.pedidos.consulta,
    pedidosMensagens: m.pedidos.mensagens,
    pagamentosSync: m.pagamentos.sync,
    pagamentos: m.pagamentos.pagamentos,
    reembolsoPagamento: m.reembolsos.reembolsoPagamento,
    reembolsoDoPedido: m.reembolsos.doPedido,
    reembolsoProcessamento: m.reembolsos.processamento,
    reembolsosConsulta: m.reembolsos.consulta,
    reembolsos: m.reembolsos.reembolsos,
    disputas: m.reembolsos.disputas,
    avaliacoes: m.avaliacoes.avaliacoes,
    avaliacoesConsulta: m.avaliacoes.consulta,
    dashboard: m.dashboard.dashboard,
    carrinho: m.carrinho.carrinho,
    carrinhoPagamento: m.carrinho.pagamento,
    checkout: m.checkout.checkout,
    retorno: m.checkout.retorno,
    auditoria: m.admin.auditoria,
    reembolsosOperador: m.reembolsos.operador,
    reconciliacao: m.reconciliacao.reconciliacao,
    financeiroOperador: m.admin.financeiro,
    moderacaoOperador: m.admin.moderacao,
    denunciasAdmin: m.admin.denuncias,
    usuariosAdmin: m.admin.usuarios,
    disputasOperador: m.admin.disputas,
  }
}

export type Services = ReturnType<typeof createServices>
