import { Link } from 'react-router'
import { buttonClasses } from '../../components/ui/button.tsx'
import { useAuth } from '../../lib/session/auth-context.tsx'
import { homeFor } from '../../lib/session/home-for.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

export default function NotFoundPage() {
  const { perfilAtivo } = useAuth()
  usePageTitle('Página não encontrada')
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
      <h1 className="text-2xl font-bold text-stone-900">Página não encontrada</h1>
      <p className="text-stone-700">O endereço acessado não existe ou foi alterado.</p>
      <Link to={homeFor(perfilAtivo)} className={buttonClasses('primary', 'md')}>
        Voltar para o início
      </Link>
    </div>
  )
}
