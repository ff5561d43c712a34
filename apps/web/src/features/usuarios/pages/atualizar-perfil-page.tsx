import { REDIRECT_MS } from '@recria/domain/constants'
import type { ProfileEdit } from '@recria/domain/usuario'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { usePageTitle } from '../../../lib/use-page-title.ts'
import { useUpdateUsuario } from '../api/update-usuario.ts'
import { PerfilEditForm, type PhotoChange, type ServerFailure } from '../components/perfil-edit-form.tsx'

/** Spec part 1 §8, edit profile: one general text, plus the server's per-field messages. */
function failureOf(error: unknown): ServerFailure {
  const erros: Partial<Record<string, string>> = error instanceof ApiError ? { ...error.body.erros } : {}
  if (error instanceof ApiError && error.status === 413) erros.foto = error.body.mensagem
  return { mensagem: 'Erro ao atualizar perfil. Verifique os dados.', erros }
}

export default function AtualizarPerfilPage() {
  usePageTitle('Editar perfil')
  const { user, setUser } = useAuth()
  const navigate = useNavigate()
  const mutation = useUpdateUsuario()

  // Spec part 1 §8: back to the profile 2 s after the success message.
  useEffect(() => {
    if (!mutation.isSuccess) return
    const timer = setTimeout(() => navigate('/perfil'), REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [mutation.isSuccess, navigate])

  if (!user) return <PageLoading />

  const submit = async (dados: ProfileEdit, photo: PhotoChange) => {
    try {
      setUser(await mutation.mutateAsync({ id: user.id_usuario, dados, ...photo }))
      return undefined
    } catch (error) {
      return failureOf(error)
    }
  }

  return (
    <div className="mx-auto w-full max-w-2xl">
      <h1 className="text-2xl font-semibold tracking-tight text-stone-900">Editar perfil</h1>
      <p className="mt-1 text-sm text-stone-600">Atualize seus dados e sua foto de perfil.</p>
      <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 md:p-6">
        <PerfilEditForm
          user={user}
          onSubmit={submit}
          pending={mutation.isPending}
          done={mutation.isSuccess}
          success={mutation.isSuccess ? 'Dados atualizados com sucesso!' : null}
        />
      </div>
    </div>
  )
}
