import type { LucideIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { CountBadge } from './count-badge.tsx'

interface HeaderIconButtonProps extends ComponentProps<'button'> {
  icon: LucideIcon
  label: string
  count?: number
}

export function HeaderIconButton({
  icon: Icon,
  label,
  count,
  className = '',
  ...props
}: HeaderIconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`relative inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-stone-900 ${className}`}
      {...props}
    >
      <Icon aria-hidden="true" className="size-6" />
      {count !== undefined && <CountBadge count={count} />}
    </button>
  )
}
