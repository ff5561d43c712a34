import { Plus } from 'lucide-react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'

interface NovoAnuncioButtonProps {
  label: string
  /** undefined while the connection status loads. */
  conectado: boolean | undefined
  /** Asks whether to go to the profile (the seller is not connected). */
  onBlocked: () => void
  className?: string
}

/**
 * docs/product/anuncios.md: without a connected Mercado Pago account the button is disabled. It stays
 * focusable (aria-disabled) so that pressing it can still explain why and offer the profile.
 */
export function NovoAnuncioButton({ label, conectado, onBlocked, className = '' }: NovoAnuncioButtonProps) {
  if (conectado === undefined) {
    return (
      <Button loading className={className}>
        {label}
      </Button>
    )
  }
  if (!conectado) {
    return (
      <Button
        aria-disabled="true"
        onClick={onBlocked}
        className={`cursor-not-allowed opacity-60 hover:bg-marca-700 ${className}`}
      >
        <Plus aria-hidden="true" className="size-4" />
        {label}
      </Button>
    )
  }
  return (
    <Link to="/anuncio/criar" className={`${buttonClasses('primary', 'md')} ${className}`}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Link>
  )
}
