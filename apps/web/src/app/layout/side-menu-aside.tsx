import { type MenuKind, menuTitles, SideMenuContent } from './side-menu.tsx'

const widths: Record<MenuKind, string> = {
  vendedor: 'w-[17rem]',
  comprador: 'w-64',
  operador: 'w-64',
  visitante: 'w-64',
}

/** The persistent side menu of desktop widths; below 768 px the drawer takes its place. */
export function SideMenuAside({ kind }: { kind: MenuKind }) {
  return (
    <aside
      aria-labelledby="titulo-menu-lateral"
      className={`sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 overflow-y-auto border-r border-stone-200 bg-white p-4 md:block ${widths[kind]}`}
    >
      <h2 id="titulo-menu-lateral" className="mb-3 px-3 text-sm font-semibold text-stone-500">
        {menuTitles[kind]}
      </h2>
      <SideMenuContent kind={kind} />
    </aside>
  )
}
