import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '../ui/button.tsx'
import { PageHeader } from '../ui/page-header.tsx'

/** A seller list's title and sentence, with its 'Nov…' button beside them from 640 px. */
export function ListHeader(props: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <PageHeader title={props.title}>
        <p className="text-sm text-stone-600">{props.description}</p>
      </PageHeader>
      {props.children}
    </div>
  )
}

/** The '+ Nova Matéria-Prima' link to a create page. */
export function CreateLink({ to, label, className }: { to: string; label: string; className?: string }) {
  const base = buttonClasses('primary', 'md')
  return (
    <Link to={to} className={className ? `${base} ${className}` : base}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Link>
  )
}
