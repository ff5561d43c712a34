import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'

interface MercadoPagoErrorDialogProps {
  message: string | null
  onClose: () => void
}

/**
 * Spec part 2 §8: when a refused listing names the payment provider, the error modal adds a button
 * to the profile, where the seller connects the account.
 */
export function MercadoPagoErrorDialog({ message, onClose }: MercadoPagoErrorDialogProps) {
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
          <Link to="/perfil" className={buttonClasses('primary', 'md')}>
            Ir para o Perfil
          </Link>
        </>
      }
    />
  )
}
