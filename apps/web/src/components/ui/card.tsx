import type { ComponentProps, ReactNode } from 'react'

export interface CardProps extends ComponentProps<'div'> {
  /** `article` for a list item (give it a heading), `section` for a titled panel; `div` by default. */
  as?: 'div' | 'article' | 'section'
  children: ReactNode
}

/** A white bordered block: a list card, a form panel. */
export function Card({ as: Tag = 'div', children, className = '', ...props }: CardProps) {
  return (
    <Tag
      {...props}
      className={`flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm ${className}`}
    >
      {children}
    </Tag>
  )
}

/**
 * The responsive grid of list cards: 1 column on phones, 2 from 640 px, 3 from 1024 px.
 * Wrap each card in an `<li>`.
 */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  )
}
