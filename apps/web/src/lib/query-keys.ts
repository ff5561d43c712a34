/**
 * Every TanStack Query key of the web app, one factory per area: `all` is the area's root, and each
 * narrower key starts with it. A query and the invalidation that refreshes it read the same factory;
 * invalidating a key refreshes every query whose key starts with it (TanStack Query matches by prefix),
 * so `xKeys.all` refreshes the whole area.
 */

/** A seller's back-office records: their list (by seller and filters) and one record's detail. */
function registrosKeys<R extends string>(root: R) {
  const all = [root] as const
  return {
    all,
    lista: (idUsuario: number, params: object) => [...all, 'usuario', idUsuario, params] as const,
    detalhe: (id: number) => [...all, 'detalhe', id] as const,
  }
}

const materiasPrimas = registrosKeys('materias-primas')
export const materiasPrimasKeys = {
  ...materiasPrimas,
  /** The active ones a seller may pick in a conversion or a product form. */
  ativas: (idUsuario: number) => [...materiasPrimas.all, 'ativas', idUsuario] as const,
}

const conversoes = registrosKeys('conversoes')
export const conversoesKeys = {
  ...conversoes,
  ativas: (idUsuario: number) => [...conversoes.all, 'usuario', idUsuario, 'ativas'] as const,
}

const produtos = registrosKeys('produtos')
export const produtosKeys = {
  ...produtos,
  ativos: (idUsuario: number) => [...produtos.all, 'usuario', idUsuario, 'ativos'] as const,
  materiasPrimasEmUso: (idUsuario: number) =>
    [...produtos.all, 'usuario', idUsuario, 'materias-primas'] as const,
}

export const anunciosKeys = registrosKeys('anuncios')

/** A seller's shop (its header; its listings are the catalogue's) and the platform's impact. */
export const lojaKeys = {
  all: ['loja'] as const,
  detalhe: (idVendedor: number) => ['loja', idVendedor] as const,
  impacto: ['loja', 'impacto'] as const,
  /** What the signed-in user handed over as a buyer. */
  impactoComprador: (idUsuario: number) => ['loja', 'impacto', 'comprador', idUsuario] as const,
}

const catalogo = ['catalogo'] as const
export const catalogoKeys = {
  all: catalogo,
  /** One numbered page (desktop). */
  pagina: (params: object, page: number) => [...catalogo, 'pagina', params, page] as const,
  /** Pages appended from `primeira` on (mobile). */
  infinito: (params: object, primeira: number) => [...catalogo, 'infinito', params, primeira] as const,
  sugestoes: (busca: string) => [...catalogo, 'sugestoes', busca] as const,
}

const carrinho = ['carrinho'] as const
export const carrinhoKeys = {
  all: carrinho,
  /** One buyer's cart; the orders awaiting payment sit under it, so a change refreshes both. */
  doUsuario: (idUsuario: number) => [...carrinho, idUsuario] as const,
  aguardandoPagamento: (idUsuario: number) => [...carrinho, idUsuario, 'aguardando-pagamento'] as const,
}

const checkout = ['checkout'] as const
export const checkoutKeys = {
  all: checkout,
  /** Where an order's payment stands when the buyer comes back from the provider. */
  retorno: (idPedido: number, paymentId: number | null) =>
    [...checkout, 'retorno', idPedido, paymentId] as const,
}

const pedidos = ['pedidos'] as const
export const pedidosKeys = {
  all: pedidos,
  detalhe: (idPedido: number) => [...pedidos, 'detalhe', idPedido] as const,
  /** The order's thread: under the order, so what refreshes the order refreshes it too. */
  mensagens: (idPedido: number) => [...pedidos, 'mensagens', idPedido] as const,
  comprador: (idUsuario: number, params: object) => [...pedidos, 'comprador', idUsuario, params] as const,
  vendedor: (idUsuario: number, page: number, params: object) =>
    [...pedidos, 'vendedor', idUsuario, page, params] as const,
}

const reembolsos = ['reembolsos'] as const
export const reembolsosKeys = {
  all: reembolsos,
  lista: (lado: 'comprador' | 'vendedor', idUsuario: number, page: number, params: object) =>
    [...reembolsos, lado, idUsuario, page, params] as const,
  detalhe: (idReembolso: number) => [...reembolsos, 'detalhe', idReembolso] as const,
}

const pagamentos = ['pagamentos'] as const
export const pagamentosKeys = {
  all: pagamentos,
  vendedor: (idUsuario: number, page: number, params: object) =>
    [...pagamentos, 'vendedor', idUsuario, page, params] as const,
}

const avaliacoes = ['avaliacoes'] as const
export const avaliacoesKeys = {
  all: avaliacoes,
  produto: (idProduto: number, idLeitor: number | null) =>
    [...avaliacoes, 'produto', idProduto, idLeitor] as const,
  vendedor: (idUsuario: number, page: number, params: object) =>
    [...avaliacoes, 'vendedor', idUsuario, page, params] as const,
  comprador: (idUsuario: number, page: number, params: object) =>
    [...avaliacoes, 'comprador', idUsuario, page, params] as const,
  podeAvaliar: (idProduto: number, idUsuario: number) =>
    [...avaliacoes, 'pode-avaliar', idProduto, idUsuario] as const,
}

const notificacoes = ['notificacoes'] as const
export const notificacoesKeys = {
  all: notificacoes,
  /** Everything of one user: marking read refreshes the lists and the counts. */
  doUsuario: (idUsuario: number) => [...notificacoes, idUsuario] as const,
  /** Every list of one user, whatever the tab or search. */
  listas: (idUsuario: number) => [...notificacoes, idUsuario, 'lista'] as const,
  lista: (idUsuario: number, aba: string, busca: string) =>
    [...notificacoes, idUsuario, 'lista', aba, busca] as const,
  contagem: (idUsuario: number, qual: string) => [...notificacoes, idUsuario, 'contagem', qual] as const,
}

const dashboard = ['dashboard'] as const
export const dashboardKeys = {
  all: dashboard,
  vendedor: (idUsuario: number) => [...dashboard, 'vendedor', idUsuario] as const,
}

const denuncias = ['denuncias'] as const
export const denunciasKeys = {
  all: denuncias,
  motivos: () => [...denuncias, 'motivos'] as const,
}

const auth = ['auth'] as const
export const authKeys = {
  all: auth,
  validarToken: (token: string) => [...auth, 'validar-token', token] as const,
  mercadoPagoStatus: () => [...auth, 'mercadopago', 'status'] as const,
}

const usuarios = ['usuarios'] as const
export const usuariosKeys = {
  all: usuarios,
  /** The signed-in user. */
  me: () => [...usuarios, 'me'] as const,
}

/** The signed-in user's address book (the checkout picks from it). */
const enderecos = ['enderecos'] as const
export const enderecosKeys = { all: enderecos }

/** A seller's delivery settings. */
const entregas = ['entregas'] as const
export const entregasKeys = { vendedor: (idUsuario: number) => [...entregas, idUsuario] as const }

/** The buyer's favourites: their ids (the hearts) and the list's pages. */
const favoritos = ['favoritos'] as const
export const favoritosKeys = {
  all: favoritos,
  ids: (idUsuario: number) => [...favoritos, idUsuario, 'ids'] as const,
  pagina: (idUsuario: number, page: number, limit: number) =>
    [...favoritos, idUsuario, 'pagina', page, limit] as const,
}

/** The operator's console (/admin): one key per area; acting in one area refreshes `all`. */
const admin = ['admin'] as const
export const adminKeys = {
  all: admin,
  auditoria: (page: number) => [...admin, 'auditoria', page] as const,
  area: (area: string, params: object) => [...admin, area, params] as const,
}
