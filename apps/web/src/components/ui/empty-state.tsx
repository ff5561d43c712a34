import type { ReactNode } from 'react'

export interface EmptyStateProps {
  title: string
  description?: ReactNode
  /** A button or link, e.g. 'Criar Primeira Matéria-Prima' or 'Limpar Filtros'. */
  action?: ReactNode
  icon?: ReactNode
}

/** What a list shows when it has nothing (or nothing matching the filters). */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      {icon}
      <h2 className="text-lg font-semibold text-stone-800">{title}</h2>
      {description && <p className="max-w-md text-sm text-stone-600">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  )
}
