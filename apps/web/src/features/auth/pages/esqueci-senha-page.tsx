import { MailCheck } from 'lucide-react'
import { Link } from 'react-router'
import { ApiError } from '../../../lib/api.ts'
import { useForgotPassword } from '../api/forgot-password.ts'
import { AuthCard, linkClasses } from '../components/auth-card.tsx'
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx'

/** docs/product/conta.md; a rate limit (429) explains itself with the server's text. */
function forgotError(error: unknown) {
  if (error instanceof ApiError && error.status === 429) return error.body.mensagem
  return 'Erro ao enviar email. Tente novamente.'
}

const backToLogin = (
  <Link to="/login" className={linkClasses}>
    Voltar para o login
  </Link>
)

export default function EsqueciSenhaPage() {
  const mutation = useForgotPassword()

  if (mutation.isSuccess) {
    return (
      <AuthCard title="Verifique seu e-mail" footer={backToLogin}>
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <MailCheck aria-hidden="true" className="size-10 text-marca-700" />
          <p className="text-stone-800">
            Se o e-mail <strong className="break-all">{mutation.variables.email}</strong> estiver cadastrado,
            você receberá as instruções para redefinir sua senha.
          </p>
          <p className="text-sm text-stone-600">
            Não encontrou a mensagem? Verifique também a sua caixa de spam ou lixo eletrônico.
          </p>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Esqueceu sua senha?"
      subtitle="Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha."
      footer={backToLogin}
    >
      <ForgotPasswordForm
        onSubmit={(values) => mutation.mutate(values)}
        pending={mutation.isPending}
        error={mutation.isError ? forgotError(mutation.error) : null}
      />
    </AuthCard>
  )
}
