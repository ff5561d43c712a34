import type { ComponentProps, ReactNode } from 'react'

export interface CardProps extends ComponentProps<'div'> {
  /** `article` for a list item (give it a heading), `section` for a titled panel; `div` by default. */
  as?: 'div' | 'article' | 'section'
  children: ReactNode
}

/**
 * The title button of a list card: its ::after covers the whole card (one big target), and the focus
 * ring is drawn inside the card's edge, where its rounded, clipped border cannot hide it.
 */
export const cardTitleButton =
  "min-h-11 text-left break-words after:absolute after:inset-0 after:rounded-xl after:content-[''] " +
  'focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 ' +
  'focus-visible:after:outline-marca-700'

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
