import { useRedirectAfterSuccess } from '../../../components/ui/result-dialog.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { usePageTitle } from '../../../lib/use-page-title.ts'
import { useChangePassword } from '../api/change-password.ts'
import { ChangePasswordForm } from '../components/change-password-form.tsx'
import { ContaFormFrame } from '../components/conta-form-frame.tsx'

/** docs/product/conta.md, change password: the server's message (a refused request), or the generic one. */
function changeError(error: unknown) {
  const refused = error instanceof ApiError && error.status < 500
  return refused ? error.body.mensagem : 'Erro ao alterar a senha.'
}

export default function AlterarSenhaPage() {
  usePageTitle('Alterar senha')
  const { user } = useAuth()
  const mutation = useChangePassword()

  // docs/product/conta.md: back to the profile 2 s after the success message.
  useRedirectAfterSuccess(mutation.isSuccess, '/perfil')

  if (!user) return <PageLoading />

  return (
    <ContaFormFrame title="Alterar senha" description="Informe a senha atual e escolha uma nova senha.">
      <ChangePasswordForm
        onSubmit={({ senhaAtual, novaSenha }) =>
          mutation.mutate({ id: user.id_usuario, senhaAtual, novaSenha })
        }
        pending={mutation.isPending}
        done={mutation.isSuccess}
        error={mutation.isError ? changeError(mutation.error) : null}
        success={mutation.isSuccess ? 'Senha alterada com sucesso.' : null}
      />
    </ContaFormFrame>
  )
}
