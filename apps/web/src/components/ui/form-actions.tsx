import type { ReactNode } from 'react'
import { Button, type ButtonVariant } from './button.tsx'
import { ButtonLink } from './button-link.tsx'

interface FormActionsProps {
  /**
   * Cancelar: on a page, a link to where the form came from ('/perfil', the list); in a modal, what
   * closes it (a button, disabled while sending).
   */
  cancel: string | (() => void)
  pending: boolean
  disabled?: boolean
  /** The submit button's look: 'danger' for a report. */
  variant?: ButtonVariant
  /** The submit button's text. */
  children: ReactNode
}

/** 'Cancelar' and the submit button at the foot of a form (stacked on a phone, the submit on top). */
export function FormActions({ cancel, pending, disabled, variant, children }: FormActionsProps) {
  const page = typeof cancel === 'string'
  return (
    <div className={`flex flex-col-reverse gap-2 ${page ? 'pt-2 ' : ''}sm:flex-row sm:justify-end`}>
      {page ? (
        <ButtonLink variant="secondary" to={cancel}>
          Cancelar
        </ButtonLink>
      ) : (
        <Button variant="secondary" onClick={cancel} disabled={pending}>
          Cancelar
        </Button>
      )}
      <Button type="submit" variant={variant} loading={pending} disabled={disabled}>
        {children}
      </Button>
    </div>
  )
}

/** A back-office form's submit text: 'Criar Produto' (create) or 'Salvar Alterações', '…ndo...' meanwhile. */
export function saveLabel(pending: boolean, create?: string) {
  if (create) return pending ? 'Criando...' : create
  return pending ? 'Salvando...' : 'Salvar Alterações'
}
