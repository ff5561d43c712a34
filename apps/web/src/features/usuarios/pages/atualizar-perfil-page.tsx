import type { ProfileEdit } from '@recria/domain/usuario'
import { useRedirectAfterSuccess } from '../../../components/ui/result-dialog.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { usePageTitle } from '../../../lib/use-page-title.ts'
import { useUpdateUsuario } from '../api/update-usuario.ts'
import { ContaFormFrame } from '../components/conta-form-frame.tsx'
import { PerfilEditForm, type PhotoChange, type ServerFailure } from '../components/perfil-edit-form.tsx'

/** docs/product/conta.md, edit profile: one general text, plus the server's per-field messages. */
function failureOf(error: unknown): ServerFailure {
  const erros: Partial<Record<string, string>> = error instanceof ApiError ? { ...error.body.erros } : {}
  if (error instanceof ApiError && error.status === 413) erros.foto = error.body.mensagem
  return { mensagem: 'Erro ao atualizar perfil. Verifique os dados.', erros }
}

export default function AtualizarPerfilPage() {
  usePageTitle('Editar perfil')
  const { user, setUser } = useAuth()
  const mutation = useUpdateUsuario()

  // docs/product/conta.md: back to the profile 2 s after the success message; not while it says where to
  // confirm a new e-mail, which the user must read.
  const emailPendente = mutation.data?.mensagem
  useRedirectAfterSuccess(mutation.isSuccess && !emailPendente, '/perfil')

  if (!user) return <PageLoading />

  const submit = async (dados: ProfileEdit, photo: PhotoChange) => {
    try {
      const { mensagem: _, ...atualizado } = await mutation.mutateAsync({
        id: user.id_usuario,
        dados,
        ...photo,
      })
      setUser(atualizado)
      return undefined
    } catch (error) {
      return failureOf(error)
    }
  }

  return (
    <ContaFormFrame title="Editar perfil" description="Atualize seus dados e sua foto de perfil." wide>
      <PerfilEditForm
        user={user}
        onSubmit={submit}
        pending={mutation.isPending}
        done={mutation.isSuccess}
        success={mutation.isSuccess ? (emailPendente ?? 'Dados atualizados com sucesso!') : null}
      />
    </ContaFormFrame>
  )
}
