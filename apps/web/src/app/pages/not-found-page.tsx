import { ButtonLink } from '../../components/ui/button-link.tsx'
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
      <ButtonLink to={homeFor(perfilAtivo)}>Voltar para o início</ButtonLink>
    </div>
  )
}
