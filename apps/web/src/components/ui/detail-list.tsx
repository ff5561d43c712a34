import type { ReactNode } from 'react'

export interface DetailItem {
  label: string
  value: ReactNode
}

export interface DetailListProps {
  items: readonly DetailItem[]
  className?: string
}

/** Label/value rows of a details modal, as a description list. */
export function DetailList({ items, className = '' }: DetailListProps) {
  return (
    <dl className={`divide-y divide-stone-100 rounded-lg border border-stone-200 ${className}`}>
      {items.map((item) => (
        <div key={item.label} className="grid grid-cols-1 gap-1 px-3 py-2 sm:grid-cols-3 sm:gap-3">
          <dt className="text-sm font-medium text-stone-600">{item.label}</dt>
          <dd className="text-sm break-words text-stone-900 sm:col-span-2">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
