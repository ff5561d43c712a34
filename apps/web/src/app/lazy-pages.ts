import { lazy } from 'react'

// One chunk per page, so a visitor of / never downloads the seller back-office.
export const LoginPage = lazy(() => import('../features/auth/pages/login-page.tsx'))
export const CadastroPage = lazy(() => import('../features/auth/pages/cadastro-page.tsx'))
export const EsqueciSenhaPage = lazy(() => import('../features/auth/pages/esqueci-senha-page.tsx'))
export const RedefinirSenhaPage = lazy(() => import('../features/auth/pages/redefinir-senha-page.tsx'))
export const ConfirmarEmailPage = lazy(() => import('../features/auth/pages/confirmar-email-page.tsx'))
export const PerfilPage = lazy(() => import('../features/usuarios/pages/perfil-page.tsx'))
export const EnderecosPage = lazy(() => import('../features/enderecos/pages/enderecos-page.tsx'))
export const AtualizarPerfilPage = lazy(() => import('../features/usuarios/pages/atualizar-perfil-page.tsx'))
export const AlterarSenhaPage = lazy(() => import('../features/usuarios/pages/alterar-senha-page.tsx'))
export const ConexaoResultadoPage = lazy(
  () => import('../features/mercadopago/pages/conexao-resultado-page.tsx'),
)
export const PagamentoSucessoPage = lazy(
  () => import('../features/checkout/pages/pagamento-sucesso-page.tsx'),
)
export const PagamentoFalhaPage = lazy(() => import('../features/checkout/pages/pagamento-falha-page.tsx'))
export const PagamentoPendentePage = lazy(
  () => import('../features/checkout/pages/pagamento-pendente-page.tsx'),
)

export const MateriasPrimasPage = lazy(
  () => import('../features/materias-primas/pages/materias-primas-page.tsx'),
)
export const CriarMateriaPrimaPage = lazy(
  () => import('../features/materias-primas/pages/criar-materia-prima-page.tsx'),
)
export const EditarMateriaPrimaPage = lazy(
  () => import('../features/materias-primas/pages/editar-materia-prima-page.tsx'),
)
export const ConversoesPage = lazy(() => import('../features/conversoes/pages/conversoes-page.tsx'))
export const CriarConversaoPage = lazy(() => import('../features/conversoes/pages/criar-conversao-page.tsx'))
export const EditarConversaoPage = lazy(
  () => import('../features/conversoes/pages/editar-conversao-page.tsx'),
)

export const ProdutosPage = lazy(() => import('../features/produtos/pages/produtos-page.tsx'))
export const CriarProdutoPage = lazy(() => import('../features/produtos/pages/criar-produto-page.tsx'))
export const EditarProdutoPage = lazy(() => import('../features/produtos/pages/editar-produto-page.tsx'))
export const AnunciosPage = lazy(() => import('../features/anuncios/pages/anuncios-page.tsx'))
export const EntregaPage = lazy(() => import('../features/entregas/pages/entrega-page.tsx'))
export const CriarAnuncioPage = lazy(() => import('../features/anuncios/pages/criar-anuncio-page.tsx'))
export const EditarAnuncioPage = lazy(() => import('../features/anuncios/pages/editar-anuncio-page.tsx'))
export const PreviewAnuncioPage = lazy(() => import('../features/anuncios/pages/preview-anuncio-page.tsx'))
export const DashboardPage = lazy(() => import('../features/dashboard/pages/dashboard-page.tsx'))
export const PedidosVendedorPage = lazy(() => import('../features/pedidos/pages/pedidos-vendedor-page.tsx'))
export const MeusPedidosPage = lazy(() => import('../features/pedidos/pages/meus-pedidos-page.tsx'))
export const PedidoDetalhesPage = lazy(() => import('../features/pedidos/pages/pedido-detalhes-page.tsx'))
export const PedidoDetalhesCompradorPage = lazy(() => import('./pages/pedido-detalhes-comprador-page.tsx'))
export const PagamentosPage = lazy(() => import('../features/pagamentos/pages/pagamentos-page.tsx'))
export const ReembolsosVendedorPage = lazy(
  () => import('../features/reembolsos/pages/reembolsos-vendedor-page.tsx'),
)
export const ReembolsoDetalhesPage = lazy(
  () => import('../features/reembolsos/pages/reembolso-detalhes-page.tsx'),
)
export const MeusReembolsosPage = lazy(() => import('../features/reembolsos/pages/meus-reembolsos-page.tsx'))
export const ReembolsoDetalhesCompradorPage = lazy(
  () => import('../features/reembolsos/pages/reembolso-detalhes-comprador-page.tsx'),
)
export const AvaliacoesVendedorPage = lazy(
  () => import('../features/avaliacoes/pages/avaliacoes-vendedor-page.tsx'),
)
export const MinhasAvaliacoesPage = lazy(
  () => import('../features/avaliacoes/pages/minhas-avaliacoes-page.tsx'),
)
export const FavoritosPage = lazy(() => import('../features/favoritos/pages/favoritos-page.tsx'))

export const HomePage = lazy(() => import('./pages/home-page.tsx'))
export const AnuncioProdutoPage = lazy(() => import('./pages/anuncio-produto-page.tsx'))
export const LojaPage = lazy(() => import('./pages/loja-page.tsx'))
export const TermsPage = lazy(() => import('./pages/terms-page.tsx'))
export const ComoFuncionaPage = lazy(() => import('./pages/como-funciona-page.tsx'))
export const AccessDeniedPage = lazy(() => import('./pages/access-denied-page.tsx'))
export const NotFoundPage = lazy(() => import('./pages/not-found-page.tsx'))
export const PlaceholderPage = lazy(() => import('./pages/placeholder-page.tsx'))

export const AdminHomePage = lazy(() => import('../features/admin/pages/admin-home-page.tsx'))
export const AuditoriaPage = lazy(() => import('../features/admin/pages/auditoria-page.tsx'))
export const ModeracaoPage = lazy(() => import('../features/admin/pages/moderacao-page.tsx'))
export const UsuariosAdminPage = lazy(() => import('../features/admin/pages/usuarios-page.tsx'))
export const FinanceiroPage = lazy(() => import('../features/admin/pages/financeiro-page.tsx'))
export const DisputasPage = lazy(() => import('../features/admin/pages/disputas-page.tsx'))
