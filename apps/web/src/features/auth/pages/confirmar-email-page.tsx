import { useSearchParams } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { ApiError } from '../../../lib/api.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { usePageTitle } from '../../../lib/use-page-title.ts'
import { useConfirmarEmail } from '../api/confirmar-email.ts'
import { AuthCard } from '../components/auth-card.tsx'
import { AuthSucesso } from '../components/auth-sucesso.tsx'

const LINK_INVALIDO = 'Link de confirmação inválido ou expirado.'

function confirmError(error: unknown) {
  return error instanceof ApiError && error.status < 500
    ? error.body.mensagem
    : 'Erro ao confirmar. Tente novamente.'
}

/**
 * The link sent to a new e-mail address. A button, not the page load, confirms it: mail scanners
 * that open links must not spend it.
 */
export default function ConfirmarEmailPage() {
  usePageTitle('Confirmar novo e-mail')
  const [params] = useSearchParams()
  const token = params.get('token')
  const confirm = useConfirmarEmail()
  const { refresh } = useAuth()

  if (!token) {
    return (
      <AuthCard title="Link inválido">
        <p role="alert" className="font-medium text-red-800">
          {LINK_INVALIDO}
        </p>
      </AuthCard>
    )
  }

  if (confirm.isSuccess) {
    return (
      <AuthSucesso
        title="E-mail confirmado"
        mensagem={confirm.data.mensagem}
        nota="As outras sessões da conta foram encerradas."
      />
    )
  }

  return (
    <AuthCard
      title="Confirmar novo e-mail"
      subtitle="Confirme para que este endereço passe a ser o e-mail da sua conta."
    >
      {confirm.isError && (
        <p role="alert" className="mb-4 font-medium text-red-800">
          {confirmError(confirm.error)}
        </p>
      )}
      <Button
        className="w-full"
        size="lg"
        loading={confirm.isPending}
        onClick={() => confirm.mutate(token, { onSuccess: () => void refresh() })}
      >
        Confirmar novo e-mail
      </Button>
    </AuthCard>
  )
}
