import { CircleCheck } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { AuthCard } from './auth-card.tsx'

interface AuthSucessoProps {
  title: string
  /** The server's message. */
  mensagem: string
  /** What the change means for the account. */
  nota: string
}

/** A link's action done: the server's message, what follows, and 'Ir para o login'. */
export function AuthSucesso({ title, mensagem, nota }: AuthSucessoProps) {
  return (
    <AuthCard title={title}>
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <CircleCheck aria-hidden="true" className="size-10 text-marca-700" />
        <p className="text-stone-800">{mensagem}</p>
        <p className="text-sm text-stone-600">{nota}</p>
      </div>
      <Link to="/login" replace className={`mt-6 w-full ${buttonClasses('primary', 'lg')}`}>
        Ir para o login
      </Link>
    </AuthCard>
  )
}
