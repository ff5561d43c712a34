import { Link } from 'react-router'
import { Button, buttonClasses } from '../ui/button.tsx'

interface FormActionsProps {
  /** Where Cancelar goes: the list. */
  cancel: string
  /** The create button's text ('Criar Produto'); without it the form edits ('Salvar Alterações'). */
  create?: string
  pending: boolean
  disabled: boolean
}

/** Cancelar and the submit button at the foot of a back-office form. */
export function FormActions({ cancel, create, pending, disabled }: FormActionsProps) {
  const label = create ? (pending ? 'Criando...' : create) : pending ? 'Salvando...' : 'Salvar Alterações'
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Link to={cancel} className={buttonClasses('secondary', 'md')}>
        Cancelar
      </Link>
      <Button type="submit" loading={pending} disabled={disabled}>
        {label}
      </Button>
    </div>
  )
}
