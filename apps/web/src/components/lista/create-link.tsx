import { Plus } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../ui/button.tsx'

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
