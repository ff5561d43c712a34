import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { AuthCard } from './auth-card.tsx'

/** docs/product/conta.md, reset password: the invalid-link state, with the reason (docs/product/conta.md). */
export function ResetLinkInvalid({ reason }: { reason: string }) {
  return (
    <AuthCard title="Link inválido">
      <div role="alert" className="space-y-2">
        <p className="font-medium text-red-800">{reason}</p>
        <p className="text-stone-700">
          O link pode ter expirado ou já ter sido utilizado. Solicite um novo link de recuperação.
        </p>
      </div>
      <Link to="/esqueci-senha" className={`mt-6 w-full ${buttonClasses('primary', 'lg')}`}>
        Solicitar novo link
      </Link>
    </AuthCard>
  )
}
