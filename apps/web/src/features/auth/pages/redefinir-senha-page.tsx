import { useSearchParams } from 'react-router'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api.ts'
import { useResetPassword } from '../api/reset-password.ts'
import { useValidateToken } from '../api/validate-token.ts'
import { AuthCard } from '../components/auth-card.tsx'
import { AuthSucesso } from '../components/auth-sucesso.tsx'
import { ResetLinkInvalid } from '../components/reset-link-invalid.tsx'
import { ResetPasswordForm } from '../components/reset-password-form.tsx'

/** docs/product/conta.md, reset: the server's message (a refused request), or the generic one. */
function resetError(error: unknown) {
  const refused = error instanceof ApiError && error.status < 500
  return refused ? error.body.mensagem : 'Erro ao redefinir senha. Tente novamente.'
}

/** docs/product/conta.md, reset token: loading, then valid (form) or invalid; after submitting, success. */
export default function RedefinirSenhaPage() {
  const [params] = useSearchParams()
  const token = params.get('token')
  const validation = useValidateToken(token)
  const reset = useResetPassword()

  if (!token) return <ResetLinkInvalid reason="Token não encontrado na URL." />
  if (validation.isPending) return <PageLoading />
  if (validation.isError || !validation.data.valido)
    return <ResetLinkInvalid reason="Token inválido ou expirado." />

  if (reset.isSuccess) {
    return (
      <AuthSucesso
        title="Senha redefinida"
        mensagem={reset.data.mensagem}
        nota="Agora você já pode entrar com a nova senha."
      />
    )
  }

  return (
    <AuthCard title="Redefinir senha" subtitle="Crie uma nova senha para a sua conta.">
      <ResetPasswordForm
        onSubmit={({ novaSenha }) => reset.mutate({ token, novaSenha })}
        pending={reset.isPending}
        error={reset.isError ? resetError(reset.error) : null}
      />
    </AuthCard>
  )
}
