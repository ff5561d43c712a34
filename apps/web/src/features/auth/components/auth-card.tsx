import { type ReactNode, useId } from 'react'
import { usePageTitle } from '../../../lib/use-page-title.ts'

interface AuthCardProps {
  title: string
  subtitle?: ReactNode
  children: ReactNode
  footer?: ReactNode
}

/** The card every sign-in page uses inside the auth layout (which centres it); sets the tab title. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const titleId = useId()
  usePageTitle(title)
  return (
    <section
      aria-labelledby={titleId}
      className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-5 shadow-sm md:p-8"
    >
      <h1 id={titleId} className="text-2xl font-semibold tracking-tight text-stone-900">
        {title}
      </h1>
      {subtitle ? <p className="mt-1 text-sm text-stone-600">{subtitle}</p> : null}
      <div className="mt-6">{children}</div>
      {footer ? <div className="mt-6 text-center text-sm text-stone-600">{footer}</div> : null}
    </section>
  )
}

export const linkClasses = 'font-medium text-marca-700 underline-offset-2 hover:underline'
