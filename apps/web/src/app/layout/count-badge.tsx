import { badgeCount } from '@recria/domain/format'

/** The red count on the bell and the cart; nothing at zero, '99+' above 99 (docs/product/README.md). */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white ring-2 ring-white"
    >
      {badgeCount(count)}
    </span>
  )
}
