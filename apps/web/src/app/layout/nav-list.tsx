import type { LucideIcon } from 'lucide-react'
import { NavLink } from 'react-router'

export interface NavEntry {
  to: string
  label: string
  icon: LucideIcon
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
    isActive ? 'bg-marca-50 text-marca-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
  }`

/** A labelled list of links; the current page gets aria-current="page" from NavLink. */
export function NavList({
  label,
  items,
  onNavigate,
}: {
  label: string
  items: NavEntry[]
  onNavigate?: () => void
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-1">
        {items.map(({ to, label: text, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} end className={linkClasses} onClick={onNavigate}>
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
