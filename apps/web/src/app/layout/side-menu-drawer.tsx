import type { OpenState } from '../../components/ui/dialog.tsx'
import { Sheet } from '../../components/ui/sheet.tsx'
import { type MenuKind, menuTitles, SideMenuContent } from './side-menu.tsx'

interface SideMenuDrawerProps extends OpenState {
  kind: MenuKind
}

/** The side menu below 768 px: a drawer from the left, closed on navigation. */
export function SideMenuDrawer({ kind, ...estado }: SideMenuDrawerProps) {
  return (
    <Sheet
      {...estado}
      title={menuTitles[kind]}
      side="left"
      widthClassName={kind === 'vendedor' ? 'w-[17rem]' : 'w-72'}
      closeLabel="Fechar menu"
    >
      <SideMenuContent kind={kind} onNavigate={() => estado.onOpenChange(false)} />
    </Sheet>
  )
}
