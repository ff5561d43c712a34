import { Navigate, Route, Routes } from 'react-router'
import { RequireRole, RequireUser } from './guards.tsx'
import { AuthLayout } from './layout/auth-layout.tsx'
import { ShellLayout } from './layout/shell-layout.tsx'
import {
  AccessDeniedPage,
  AdminHomePage,
  AlterarSenhaPage,
  AnuncioProdutoPage,
  AnunciosPage,
  AtualizarPerfilPage,
  AuditoriaPage,
  AvaliacoesVendedorPage,
  CadastroPage,
  ComoFuncionaPage,
  ConexaoResultadoPage,
  ConfirmarEmailPage,
  ConversoesPage,
  CriarAnuncioPage,
  CriarConversaoPage,
  CriarMateriaPrimaPage,
  CriarProdutoPage,
  DashboardPage,
  DisputasPage,
  EditarAnuncioPage,
  EditarConversaoPage,
  EditarMateriaPrimaPage,
  EditarProdutoPage,
  EnderecosPage,
  EntregaPage,
  EsqueciSenhaPage,
  FavoritosPage,
  FinanceiroPage,
  HomePage,
  LoginPage,
  LojaPage,
  MateriasPrimasPage,
  MeusPedidosPage,
  MeusReembolsosPage,
  MinhasAvaliacoesPage,
  ModeracaoPage,
  NotFoundPage,
  PagamentoFalhaPage,
  PagamentoPendentePage,
  PagamentoSucessoPage,
  PagamentosPage,
  PedidoDetalhesCompradorPage,
  PedidoDetalhesPage,
  PedidosVendedorPage,
  PerfilPage,
  PlaceholderPage,
  PreviewAnuncioPage,
  ProdutosPage,
  RedefinirSenhaPage,
  ReembolsoDetalhesCompradorPage,
  ReembolsoDetalhesPage,
  ReembolsosVendedorPage,
  TermsPage,
  UsuariosAdminPage,
} from './lazy-pages.ts'
import { buyerPlaceholders, type PlaceholderRoute, sellerPlaceholders } from './route-table.ts'

const placeholders = (routes: PlaceholderRoute[]) =>
  routes.map(([path, title]) => <Route key={path} path={path} element={<PlaceholderPage title={title} />} />)

/** Every route of docs/product/README.md, with its layout and guard. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/cadastro" element={<CadastroPage />} />
        <Route path="/esqueci-senha" element={<EsqueciSenhaPage />} />
        <Route path="/redefinir-senha" element={<RedefinirSenhaPage />} />
        <Route path="/confirmar-email" element={<ConfirmarEmailPage />} />
      </Route>
      <Route element={<ShellLayout />}>
        <Route index element={<HomePage />} />
        <Route path="/politica-privacidade-termos-uso" element={<TermsPage />} />
        <Route path="/como-funciona" element={<ComoFuncionaPage />} />
        <Route path="/acesso-negado" element={<AccessDeniedPage />} />
        {/* docs/product/catalogo.md: the id in navigation state (idAnuncio), or in the path to share. */}
        <Route path="/anuncio-produto/:id?" element={<AnuncioProdutoPage />} />
        <Route path="/loja/:id" element={<LojaPage />} />
        {/* A failed return explains itself even when it lands without a session (an expired one). */}
        <Route path="/erro-autorizacao" element={<ConexaoResultadoPage />} />
        {/* Public: a return whose session expired meanwhile still says what it can. */}
        <Route path="/pagamento/sucesso" element={<PagamentoSucessoPage />} />
        <Route path="/pagamento/falha" element={<PagamentoFalhaPage />} />
        <Route path="/pagamento/pendente" element={<PagamentoPendentePage />} />
        <Route element={<RequireUser />}>
          <Route path="/perfil" element={<PerfilPage />} />
          <Route path="/atualizar-perfil" element={<AtualizarPerfilPage />} />
          <Route path="/alterar-senha" element={<AlterarSenhaPage />} />
          <Route path="/enderecos" element={<EnderecosPage />} />
        </Route>
        {/* biome-ignore lint/a11y/useValidAriaRole: a guard prop, not an ARIA role */}
        <Route element={<RequireRole role="vendedor" />}>
          <Route path="/vendedor/dashboard" element={<Navigate to="/dashboard" replace />} />
          {/* The connection result screen (docs/product/mercado-pago.md); its error twin is public. */}
          <Route path="/mercadopago-conectado" element={<ConexaoResultadoPage />} />
          <Route path="/materias-primas" element={<MateriasPrimasPage />} />
          <Route path="/materia-prima/criar" element={<CriarMateriaPrimaPage />} />
          <Route path="/materias-primas/editar" element={<EditarMateriaPrimaPage />} />
          <Route path="/conversoes" element={<ConversoesPage />} />
          <Route path="/conversao/criar" element={<CriarConversaoPage />} />
          <Route path="/conversao/editar" element={<EditarConversaoPage />} />
          <Route path="/produtos" element={<ProdutosPage />} />
          <Route path="/produtos/criar" element={<CriarProdutoPage />} />
          <Route path="/produtos/editar" element={<EditarProdutoPage />} />
          <Route path="/anuncios" element={<AnunciosPage />} />
          <Route path="/entrega" element={<EntregaPage />} />
          <Route path="/anuncio/criar" element={<CriarAnuncioPage />} />
          {/* docs/product/anuncios.md: a listing's id in navigation state or as the route parameter. */}
          <Route path="/anuncio/editar/:id?" element={<EditarAnuncioPage />} />
          <Route path="/anuncio/preview/:id?" element={<PreviewAnuncioPage />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/pedidos" element={<PedidosVendedorPage />} />
          {/* docs/product/pedidos.md: the order in navigation state; the page then takes its own address. */}
          <Route path="/pedido/detalhes/:id?" element={<PedidoDetalhesPage />} />
          <Route path="/pagamentos" element={<PagamentosPage />} />
          <Route path="/reembolsos" element={<ReembolsosVendedorPage />} />
          {/* docs/product/reembolsos.md: the refund comes from the list in navigation state. */}
          <Route path="/reembolso-detalhes" element={<ReembolsoDetalhesPage />} />
          <Route path="/avaliacoes" element={<AvaliacoesVendedorPage />} />
          {placeholders(sellerPlaceholders)}
        </Route>
        {/* biome-ignore lint/a11y/useValidAriaRole: a guard prop, not an ARIA role */}
        <Route element={<RequireRole role="comprador" />}>
          <Route path="/meus-pedidos" element={<MeusPedidosPage />} />
          <Route path="/pedido/detalhes-comprador/:id?" element={<PedidoDetalhesCompradorPage />} />
          <Route path="/pagamentos-reembolsos" element={<MeusReembolsosPage />} />
          {/* docs/product/reembolsos.md: the refund in navigation state, or the optional id it reads. */}
          <Route path="/reembolso-detalhes-comprador/:id?" element={<ReembolsoDetalhesCompradorPage />} />
          <Route path="/minhas-avaliacoes" element={<MinhasAvaliacoesPage />} />
          <Route path="/favoritos" element={<FavoritosPage />} />
          {placeholders(buyerPlaceholders)}
        </Route>
        {/* The operator's console: the profile nobody can give themselves (npm run admin:criar). */}
        {/* biome-ignore lint/a11y/useValidAriaRole: a guard prop, not an ARIA role */}
        <Route element={<RequireRole role="administrador" />}>
          <Route path="/admin" element={<AdminHomePage />} />
          <Route path="/admin/auditoria" element={<AuditoriaPage />} />
          <Route path="/admin/moderacao" element={<ModeracaoPage />} />
          <Route path="/admin/usuarios" element={<UsuariosAdminPage />} />
          <Route path="/admin/financeiro" element={<FinanceiroPage />} />
          <Route path="/admin/disputas" element={<DisputasPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
