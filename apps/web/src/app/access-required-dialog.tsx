import { Link } from 'react-router'
import { buttonClasses } from '../components/ui/button.tsx'
import { Dialog } from '../components/ui/dialog.tsx'

interface AccessRequiredDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Shown to visitors who try to add to the cart or buy (spec part 1 §2 and §4). */
export function AccessRequiredDialog({ open, onOpenChange }: AccessRequiredDialogProps) {
  const close = () => onOpenChange(false)
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Acesso Necessário"
      description="Para adicionar produtos ao carrinho, você precisa estar logado em sua conta."
      footer={
        <>
          <Link to="/cadastro" onClick={close} className={buttonClasses('secondary', 'md')}>
            Criar uma conta
          </Link>
          <Link to="/login" onClick={close} className={buttonClasses('primary', 'md')}>
            Entrar
          </Link>
        </>
      }
    />
  )
}
