import { ShieldAlert } from 'lucide-react'
import { Link } from 'react-router'
import { ButtonLink } from '../../components/ui/button-link.tsx'
import { useAuth } from '../../lib/session/auth-context.tsx'
import { homeFor } from '../../lib/session/home-for.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

export default function AccessDeniedPage() {
  const { user, perfilAtivo } = useAuth()
  usePageTitle('Acesso negado')
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
      <ShieldAlert aria-hidden="true" className="size-14 text-red-700" />
      <h1 className="text-2xl font-bold text-stone-900">Acesso negado</h1>
      <p className="text-stone-700">
        Você não tem permissão para acessar esta página. Ela é exclusiva para outro tipo de perfil.
      </p>
      {user && (
        <p className="text-sm text-stone-600">
          Se quiser usar esta área, você pode adicionar o outro perfil à sua conta na página{' '}
          <Link to="/perfil" className="font-medium text-marca-700 underline">
            Meu Perfil
          </Link>
          .
        </p>
      )}
      <ButtonLink to={homeFor(perfilAtivo)}>Voltar para o início</ButtonLink>
    </div>
  )
}
