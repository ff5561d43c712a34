import { LogIn } from 'lucide-react'
import { ButtonLink } from '../../../components/ui/button-link.tsx'

/**
 * A return that lands without a session (it expired while the buyer paid): nothing can be asked
 * about the order, so the page says only how to follow it.
 */
export function VisitanteAviso() {
  return (
    <div className="flex w-full flex-col items-center gap-3 rounded-xl bg-stone-50 p-4 text-sm text-stone-700">
      <p>Entre na sua conta para acompanhar seu pedido e a confirmação do pagamento em Meus Pedidos.</p>
      <ButtonLink variant="secondary" to="/login">
        <LogIn aria-hidden="true" className="size-4" />
        Entrar
      </ButtonLink>
    </div>
  )
}
