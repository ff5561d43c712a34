import { LogIn } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'

/**
 * A return that lands without a session (it expired while the buyer paid): nothing can be asked
 * about the order, so the page says only how to follow it.
 */
export function VisitanteAviso() {
  return (
    <div className="flex w-full flex-col items-center gap-3 rounded-xl bg-stone-50 p-4 text-sm text-stone-700">
      <p>Entre na sua conta para acompanhar seu pedido e a confirmação do pagamento em Meus Pedidos.</p>
      <Link to="/login" className={buttonClasses('secondary', 'md')}>
        <LogIn aria-hidden="true" className="size-4" />
        Entrar
      </Link>
    </div>
  )
}
