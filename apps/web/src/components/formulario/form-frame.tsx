import type { ReactNode } from 'react'
import { PageHeader } from '../ui/page-header.tsx'

export interface FormFrameProps {
  title: string
  /** The sentence under the title. */
  description?: ReactNode
  /** 48 rem instead of 42, for the longer forms (products, listings). */
  wide?: boolean
  children: ReactNode
}

/** The centred column of a back-office create or edit page, under its title. */
export function FormFrame({ title, description, wide, children }: FormFrameProps) {
  return (
    <div className={`mx-auto w-full ${wide ? 'max-w-3xl' : 'max-w-2xl'}`}>
      <PageHeader title={title}>
        {description && <p className="text-sm text-stone-600">{description}</p>}
      </PageHeader>
      {children}
    </div>
  )
}
