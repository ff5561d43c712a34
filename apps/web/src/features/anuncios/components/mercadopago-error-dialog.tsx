import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'

interface MercadoPagoErrorDialogProps {
  message: string | null
  onClose: () => void
  /** Where the seller fixes it: the profile (Mercado Pago) unless told otherwise. */
  link?: { to: string; texto: string }
}

/**
 * docs/product/mercado-pago.md: when a refused listing names the payment provider, the error modal adds a
 * button to the profile, where the seller connects the account; refused for lack of a delivery mode, a
 * button to the delivery settings.
 */
export function MercadoPagoErrorDialog({
  message,
  onClose,
  link = { to: '/perfil', texto: 'Ir para o Perfil' },
}: MercadoPagoErrorDialogProps) {
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Erro"
      description={message}
      hideClose
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Fechar
          </Button>
          <Link to={link.to} className={buttonClasses('primary', 'md')}>
            {link.texto}
          </Link>
        </>
      }
    />
  )
}
