import type { ReactNode } from 'react'
import { Card } from './card.tsx'

interface SectionCardProps {
  /** The heading's id, which names the section. */
  id: string
  title: ReactNode
  /** Beside the title, wrapping under it when there is no room (a status badge). */
  aside?: ReactNode
  children: ReactNode
}

/** A titled panel of a detail page or the dashboard: a section card named by its h2. */
export function SectionCard({ id, title, aside, children }: SectionCardProps) {
  const heading = (
    <h2 id={id} className="text-lg font-semibold text-stone-900">
      {title}
    </h2>
  )
  return (
    <Card as="section" aria-labelledby={id}>
      {aside ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </Card>
  )
}
