import { KeyRound, MapPin, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { ButtonLink } from '../../../components/ui/button-link.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { usePageTitle } from '../../../lib/use-page-title.ts'
import { BaixarDadosButton } from '../components/baixar-dados-button.tsx'
import { ExcluirContaDialog } from '../components/excluir-conta-dialog.tsx'
import { MercadoPagoBlock } from '../components/mercadopago-block.tsx'
import { MeuImpacto } from '../components/meu-impacto.tsx'
import { PerfilAvatar } from '../components/perfil-avatar.tsx'
import { PerfilDetails } from '../components/perfil-details.tsx'
import { useBecomePerfil } from '../components/use-become-perfil.tsx'

export default function PerfilPage() {
  usePageTitle('Meu perfil')
  const { user } = useAuth()
  if (!user) return <PageLoading />
  return <Perfil user={user} />
}

function Perfil({ user }: { user: NonNullable<ReturnType<typeof useAuth>['user']> }) {
  const become = useBecomePerfil(user)
  const isSeller = user.perfis.some((p) => p.perfil === 'vendedor')
  const isBuyer = user.perfis.some((p) => p.perfil === 'comprador')

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-stone-900">Meu perfil</h1>
      <section
        aria-label="Dados da conta"
        className="rounded-2xl border border-stone-200 bg-white p-5 md:p-6"
      >
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
          <PerfilAvatar nome={user.nome} fotoUrl={user.foto_url} className="size-24 text-4xl" />
          <div className="min-w-0">
            <p className="text-xl font-semibold break-words text-stone-900">{user.nome}</p>
            <p className="break-all text-stone-600">{user.email}</p>
          </div>
        </div>
        <div className="mt-4">
          <PerfilDetails user={user} />
        </div>
        <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <ButtonLink to="/atualizar-perfil">
            <Pencil aria-hidden="true" className="size-4" />
            Editar Perfil
          </ButtonLink>
          <ButtonLink variant="secondary" to="/alterar-senha">
            <KeyRound aria-hidden="true" className="size-4" />
            Alterar Senha
          </ButtonLink>
          <ButtonLink variant="secondary" to="/enderecos">
            <MapPin aria-hidden="true" className="size-4" />
            Meus endereços
          </ButtonLink>
          {become.buttons}
        </div>
        <FormAlert tone="success" message={become.success} className="mt-4" />
        <FormAlert message={become.error} className="mt-4" />
        {become.dialog}
      </section>
      {isSeller ? <MercadoPagoBlock /> : null}
      {isBuyer ? <MeuImpacto idUsuario={user.id_usuario} /> : null}
      <section
        aria-labelledby="perfil-seus-dados"
        className="rounded-2xl border border-stone-200 bg-white p-5 md:p-6"
      >
        <h2 id="perfil-seus-dados" className="text-lg font-semibold text-stone-900">
          Seus dados
        </h2>
        <p className="mt-1 mb-4 text-sm text-stone-600">
          Uma cópia, em um arquivo JSON, de tudo o que a Recria guarda sobre você.
        </p>
        <BaixarDadosButton idUsuario={user.id_usuario} />
        <ExcluirConta idUsuario={user.id_usuario} />
      </section>
    </div>
  )
}

/** LGPD, art. 18: the user deletes their own account; signed out, they land on the home page. */
function ExcluirConta({ idUsuario }: { idUsuario: number }) {
  const [aberto, setAberto] = useState(false)
  const { clearSession } = useAuth()
  const navigate = useNavigate()
  const { toast } = useToast()
  return (
    <div className="mt-6 border-t border-stone-200 pt-5">
      <p className="mb-3 text-sm text-stone-600">
        Quer sair da Recria? A exclusão apaga seus dados pessoais e não pode ser desfeita.
      </p>
      <Button variant="danger" onClick={() => setAberto(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Excluir minha conta
      </Button>
      <ExcluirContaDialog
        idUsuario={idUsuario}
        open={aberto}
        onOpenChange={setAberto}
        onExcluida={(mensagem) => {
          setAberto(false)
          clearSession()
          navigate('/', { replace: true })
          toast(mensagem)
        }}
      />
    </div>
  )
}
