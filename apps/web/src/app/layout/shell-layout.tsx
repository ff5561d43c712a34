import type { Notificacao } from '@recria/domain/notificacao'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { PageLoading } from '../../components/ui/spinner.tsx'
import { useCarrinho } from '../../features/carrinho/api/get-carrinho.ts'
import { useContagem } from '../../features/notificacoes/api/get-contagem.ts'
import { useNotificacoesStream } from '../../features/notificacoes/api/use-notificacoes-stream.ts'
import { useAuth } from '../../lib/session/auth-context.tsx'
import { useAfterLoad } from '../../lib/use-after-load.ts'
import { useIsDesktop } from '../../lib/use-is-desktop.ts'
import { useMountOnOpen } from '../../lib/use-mount-on-open.ts'
import { AppFooter } from './app-footer.tsx'
import { AppHeader } from './app-header.tsx'
import { chavesDaNotificacao } from './atualizar-por-notificacao.ts'
import { BloqueioBanner } from './bloqueio-banner.tsx'
import { useMenuKind } from './side-menu.tsx'
import { SideMenuAside } from './side-menu-aside.tsx'
import { MAIN_ID, SkipLink } from './skip-link.tsx'

// The drawers and the notifications panel (and the dialog library under them) load the first time
// one opens, not with every page.
const SideMenuDrawer = lazy(() =>
  import('./side-menu-drawer.tsx').then((m) => ({ default: m.SideMenuDrawer })),
)
const carregarCarrinho = () => import('./cart-drawer.tsx')
const CartDrawer = lazy(() => carregarCarrinho().then((m) => ({ default: m.CartDrawer })))
const NotificationsPanel = lazy(() =>
  import('./notifications-panel.tsx').then((m) => ({ default: m.NotificationsPanel })),
)

/** Header, side menu, drawers and the page: every route except the sign-in pages. */
export function ShellLayout() {
  const kind = useMenuKind()
  const isDesktop = useIsDesktop()
  const { pathname } = useLocation()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [asideHidden, setAsideHidden] = useState(false)
  const [cartOpen, setCartOpen] = useState(false)
  const [notificationsOpen, setNotificationsOpen] = useState(false)
  const menuMontado = useMountOnOpen(drawerOpen && !isDesktop)
  const carrinhoMontado = useMountOnOpen(cartOpen)
  const notificacoesMontadas = useMountOnOpen(notificationsOpen)
  // Only a buyer has a cart: visitors and seller-only accounts ask for none.
  const { user } = useAuth()
  const idComprador = user?.perfis.some((p) => p.perfil === 'comprador') ? user.id_usuario : undefined
  const carrinho = useCarrinho(idComprador)
  // A buyer with items will open the cart: its code is fetched and run once the page is idle, so the
  // drawer opens without waiting for it.
  const depoisDaCarga = useAfterLoad()
  const temItens = (carrinho.data?.quantidade_total_itens ?? 0) > 0
  useEffect(() => {
    if (depoisDaCarga && temItens) carregarCarrinho().then((m) => m.precarregarConteudo())
  }, [depoisDaCarga, temItens])
  // Every signed-in user has notifications; the stream keeps the bell live, polling if it cannot.
  // One about an order means the order changed: an open order, refund or payments page, or the
  // dashboard, is read again.
  const queryClient = useQueryClient()
  const live = useNotificacoesStream(user?.id_usuario, (n: Notificacao) => {
    if (!user) return
    for (const queryKey of chavesDaNotificacao(n, user.id_usuario))
      queryClient.invalidateQueries({ queryKey })
  })
  const naoLidas = useContagem(user?.id_usuario, 'nao-lidas', !live)

  useEffect(() => {
    if (isDesktop) setDrawerOpen(false)
  }, [isDesktop])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts at its top
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])

  const hasAside = kind !== 'visitante' && !asideHidden

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <AppHeader
        menuExpanded={isDesktop ? hasAside : drawerOpen}
        onMenu={() => (isDesktop ? setAsideHidden((hidden) => !hidden) : setDrawerOpen(true))}
        onNotifications={() => setNotificationsOpen(true)}
        onCart={() => setCartOpen(true)}
        unreadCount={naoLidas}
        cartCount={carrinho.data?.quantidade_total_itens ?? 0}
      />
      <div className="flex flex-1">
        {hasAside && <SideMenuAside kind={kind} />}
        <div className="flex min-w-0 flex-1 flex-col">
          {/* At least a screen tall (below the 4rem header): the footer waits below the fold while the
              page loads, instead of showing and then being pushed down (a layout shift). */}
          <main
            id={MAIN_ID}
            tabIndex={-1}
            className="min-h-[calc(100dvh-4rem)] flex-1 px-4 py-6 focus:outline-none md:px-8"
          >
            {kind === 'vendedor' && <BloqueioBanner />}
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </main>
          <AppFooter />
        </div>
      </div>
      <Suspense fallback={null}>
        {menuMontado && (
          <SideMenuDrawer kind={kind} open={drawerOpen && !isDesktop} onOpenChange={setDrawerOpen} />
        )}
        {carrinhoMontado && <CartDrawer open={cartOpen} onOpenChange={setCartOpen} idUsuario={idComprador} />}
        {notificacoesMontadas && (
          <NotificationsPanel
            open={notificationsOpen}
            onOpenChange={setNotificationsOpen}
            idUsuario={user?.id_usuario}
            poll={!live}
          />
        )}
      </Suspense>
    </div>
  )
}
