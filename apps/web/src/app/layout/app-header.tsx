import { Bell, Menu, Recycle, ShoppingCart } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '../../components/ui/button.tsx'
import { useAuth } from '../../lib/session/auth-context.tsx'
import { homeFor } from '../../lib/session/home-for.ts'
import { comVoltar, useAquiComoVoltar } from '../../lib/session/voltar.ts'
import { useAfterLoad } from '../../lib/use-after-load.ts'
import { HeaderIconButton } from './header-icon-button.tsx'
import { UnreadAnnouncer } from './unread-announcer.tsx'
import { UserAvatar } from './user-avatar.tsx'

// The account menu and its positioning library (≈ 45 KB) load only once someone is signed in, and
// after the page has loaded: until then the avatar shows without its menu.
const AvatarMenu = lazy(() => import('./avatar-menu.tsx'))

interface AppHeaderProps {
  menuExpanded: boolean
  onMenu: () => void
  onNotifications: () => void
  onCart: () => void
  /** Undefined until the first count arrives (nothing is announced for it). */
  unreadCount: number | undefined
  cartCount: number
}

export function AppHeader({
  menuExpanded,
  onMenu,
  onNotifications,
  onCart,
  unreadCount,
  cartCount,
}: AppHeaderProps) {
  const { user, perfilAtivo, status } = useAuth()
  const naoLidas = unreadCount ?? 0
  const isBuyer = Boolean(user?.perfis.some((p) => p.perfil === 'comprador'))
  const menuReady = useAfterLoad()
  const aqui = useAquiComoVoltar()
  const avatar = user && (
    <span className="inline-flex size-11 items-center justify-center">
      <UserAvatar user={user} />
    </span>
  )

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      <div className="flex h-16 items-center gap-1 px-2 sm:gap-2 md:px-4">
        <HeaderIconButton
          icon={Menu}
          label={menuExpanded ? 'Fechar menu' : 'Abrir menu'}
          aria-expanded={menuExpanded}
          onClick={onMenu}
          // Visitors have no side menu on desktop (docs/product/README.md): the button only opens the mobile
          // menu.
          className={user ? '' : 'md:hidden'}
        />
        <Link
          to={homeFor(perfilAtivo)}
          className="flex items-center gap-1.5 rounded-lg px-1 text-xl font-bold text-marca-700"
        >
          <Recycle aria-hidden="true" className="size-6" />
          Recria
        </Link>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {user ? (
            <>
              <HeaderIconButton
                icon={Bell}
                label={naoLidas > 0 ? `Notificações (${naoLidas} não lidas)` : 'Notificações'}
                count={naoLidas}
                onClick={onNotifications}
              />
              <UnreadAnnouncer count={unreadCount} />
              {isBuyer && (
                <HeaderIconButton
                  icon={ShoppingCart}
                  label={cartCount > 0 ? `Carrinho (${cartCount} itens)` : 'Carrinho'}
                  count={cartCount}
                  onClick={onCart}
                />
              )}
              {menuReady ? (
                <Suspense fallback={avatar}>
                  <AvatarMenu user={user} />
                </Suspense>
              ) : (
                avatar
              )}
            </>
          ) : status === 'anonymous' ? (
            <div className="hidden items-center gap-2 md:flex">
              <Link to={comVoltar('/login', aqui)} className={buttonClasses('secondary', 'md')}>
                Entrar
              </Link>
              <Link to={comVoltar('/cadastro', aqui)} className={buttonClasses('primary', 'md')}>
                Criar conta
              </Link>
            </div>
          ) : null}
        </div>
      </div>
    </header>
  )
}
