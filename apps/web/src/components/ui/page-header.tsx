import type { ReactNode } from 'react'
import { usePageTitle } from '../../lib/use-page-title.ts'

/** The page's h1 and tab title. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title)
  return (
    <div className="mb-6 flex flex-col gap-1">
      <h1 className="text-2xl font-bold text-stone-900 md:text-3xl">{title}</h1>
      {children}
    </div>
  )
}
