import { REDIRECT_MS } from '@recria/domain/constants'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { usePageTitle } from '../../../lib/use-page-title.ts'
import { useChangePassword } from '../api/change-password.ts'
import { ChangePasswordForm } from '../components/change-password-form.tsx'

/** Spec part 1 §8, change password: the server's message (a refused request), or the generic one. */
function changeError(error: unknown) {
  const refused = error instanceof ApiError && error.status < 500
  return refused ? error.body.mensagem : 'Erro ao alterar a senha.'
}

export default function AlterarSenhaPage() {
  usePageTitle('Alterar senha')
  const { user } = useAuth()
  const navigate = useNavigate()
  const mutation = useChangePassword()

  // Spec part 1 §8: back to the profile 2 s after the success message.
  useEffect(() => {
    if (!mutation.isSuccess) return
    const timer = setTimeout(() => navigate('/perfil'), REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [mutation.isSuccess, navigate])

  if (!user) return <PageLoading />

  return (
    <div className="mx-auto w-full max-w-xl">
      <h1 className="text-2xl font-semibold tracking-tight text-stone-900">Alterar senha</h1>
      <p className="mt-1 text-sm text-stone-600">Informe a senha atual e escolha uma nova senha.</p>
      <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 md:p-6">
        <ChangePasswordForm
          onSubmit={({ senhaAtual, novaSenha }) =>
            mutation.mutate({ id: user.id_usuario, senhaAtual, novaSenha })
          }
          pending={mutation.isPending}
          done={mutation.isSuccess}
          error={mutation.isError ? changeError(mutation.error) : null}
          success={mutation.isSuccess ? 'Senha alterada com sucesso.' : null}
        />
      </div>
    </div>
  )
}
