import type { ReactNode } from 'react'

interface ContaFormFrameProps {
  title: string
  description: string
  /** 42 rem for the profile's longer form, 36 otherwise. */
  wide?: boolean
  children: ReactNode
}

/** The account's edit pages: the title and its sentence over the form's card. */
export function ContaFormFrame({ title, description, wide, children }: ContaFormFrameProps) {
  return (
    <div className={`mx-auto w-full ${wide ? 'max-w-2xl' : 'max-w-xl'}`}>
      <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{title}</h1>
      <p className="mt-1 text-sm text-stone-600">{description}</p>
      <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 md:p-6">{children}</div>
    </div>
  )
}
