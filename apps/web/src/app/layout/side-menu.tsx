import {
  ArrowLeftRight,
  Boxes,
  ClipboardList,
  Compass,
  Heart,
  LayoutDashboard,
  Megaphone,
  Package,
  ShoppingBag,
  Star,
  Truck,
  Undo2,
  Wallet,
} from 'lucide-react'
import { ButtonLink } from '../../components/ui/button-link.tsx'
import { AREAS_OPERADOR } from '../../features/admin/areas.ts'
import { useAuth } from '../../lib/session/auth-context.tsx'
import { comVoltar, useAquiComoVoltar } from '../../lib/session/voltar.ts'
import { type NavEntry, NavList } from './nav-list.tsx'

export const sellerLinks: NavEntry[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/materias-primas', label: 'Matérias-Primas', icon: Boxes },
  { to: '/produtos', label: 'Produtos', icon: Package },
  { to: '/conversoes', label: 'Conversões', icon: ArrowLeftRight },
  { to: '/anuncios', label: 'Anúncios', icon: Megaphone },
  { to: '/entrega', label: 'Formas de entrega', icon: Truck },
  { to: '/pedidos', label: 'Pedidos', icon: ClipboardList },
  { to: '/pagamentos', label: 'Pagamentos', icon: Wallet },
  { to: '/reembolsos', label: 'Reembolsos', icon: Undo2 },
  { to: '/avaliacoes', label: 'Avaliações', icon: Star },
]

export const buyerLinks: NavEntry[] = [
  { to: '/', label: 'Explorar', icon: Compass },
  { to: '/meus-pedidos', label: 'Meus Pedidos', icon: ShoppingBag },
  { to: '/pagamentos-reembolsos', label: 'Reembolsos', icon: Undo2 },
  { to: '/minhas-avaliacoes', label: 'Avaliações', icon: Star },
  { to: '/favoritos', label: 'Favoritos', icon: Heart },
]

/** The operator's console (`/admin`). */
export const operatorLinks: NavEntry[] = AREAS_OPERADOR.map(({ to, label, icon }) => ({ to, label, icon }))

export type MenuKind = 'vendedor' | 'comprador' | 'operador' | 'visitante'

export function useMenuKind(): MenuKind {
  const { user, perfilAtivo } = useAuth()
  if (!user) return 'visitante'
  if (perfilAtivo === 'administrador') return 'operador'
  return perfilAtivo === 'vendedor' ? 'vendedor' : 'comprador'
}

export const menuTitles: Record<MenuKind, string> = {
  vendedor: 'Menu do Vendedor',
  comprador: 'Menu Principal',
  operador: 'Menu da Operação',
  visitante: 'Menu Principal',
}

/** What the side menu holds: the seller's nine links, the buyer's four, the operator's, or a visitor's way in. */
export function SideMenuContent({ kind, onNavigate }: { kind: MenuKind; onNavigate?: () => void }) {
  const aqui = useAquiComoVoltar()
  if (kind === 'operador')
    return <NavList label="Menu da operação" items={operatorLinks} onNavigate={onNavigate} />
  if (kind === 'vendedor')
    return <NavList label="Menu do vendedor" items={sellerLinks} onNavigate={onNavigate} />
  if (kind === 'comprador')
    return <NavList label="Menu principal" items={buyerLinks} onNavigate={onNavigate} />
  return (
    <div className="flex flex-col gap-4">
      <NavList label="Menu principal" items={buyerLinks.slice(0, 1)} onNavigate={onNavigate} />
      <div className="flex flex-col gap-2 border-t border-stone-200 pt-4">
        <ButtonLink to={comVoltar('/login', aqui)} onClick={onNavigate}>
          Entrar
        </ButtonLink>
        <ButtonLink variant="secondary" to={comVoltar('/cadastro', aqui)} onClick={onNavigate}>
          Criar uma conta
        </ButtonLink>
      </div>
    </div>
  )
}
