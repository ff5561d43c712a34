import { CircleCheck } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api.ts'
import { useResetPassword } from '../api/reset-password.ts'
import { useValidateToken } from '../api/validate-token.ts'
import { AuthCard } from '../components/auth-card.tsx'
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
      <AuthCard title="Senha redefinida">
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <CircleCheck aria-hidden="true" className="size-10 text-marca-700" />
          <p className="text-stone-800">{reset.data.mensagem}</p>
          <p className="text-sm text-stone-600">Agora você já pode entrar com a nova senha.</p>
        </div>
        <Link to="/login" replace className={`mt-6 w-full ${buttonClasses('primary', 'lg')}`}>
          Ir para o login
        </Link>
      </AuthCard>
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
