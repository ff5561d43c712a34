import { Sheet } from '../../components/ui/sheet.tsx'
import { type MenuKind, menuTitles, SideMenuContent } from './side-menu.tsx'

interface SideMenuDrawerProps {
  kind: MenuKind
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The side menu below 768 px: a drawer from the left, closed on navigation. */
export function SideMenuDrawer({ kind, open, onOpenChange }: SideMenuDrawerProps) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={menuTitles[kind]}
      side="left"
      widthClassName={kind === 'vendedor' ? 'w-[17rem]' : 'w-72'}
      closeLabel="Fechar menu"
    >
      <SideMenuContent kind={kind} onNavigate={() => onOpenChange(false)} />
    </Sheet>
  )
}
