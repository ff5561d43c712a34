import { formatDate } from '@recria/domain/format'
import { useId } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { ApiError } from '../../../lib/api.ts'
import { useConnectMercadoPago } from '../api/connect-mercadopago.ts'
import { useDisconnectMercadoPago } from '../api/disconnect-mercadopago.ts'
import { type MercadoPagoStatus, useMercadoPagoStatus } from '../api/get-mercadopago-status.ts'

function statusLine(status: MercadoPagoStatus | null | undefined, pending: boolean, failed: boolean) {
  if (pending) return 'Verificando conexão...'
  if (failed) return 'Não foi possível verificar a conexão.'
  if (!status?.conectado) return 'Não conectado'
  const { nickname, email } = status.userInfo ?? {}
  const who = [nickname, email && `(${email})`].filter(Boolean).join(' ')
  const since = status.conectadoEm ? ` desde ${formatDate(status.conectadoEm)}` : ''
  return `Conectado${who ? ` como ${who}` : ''}${since}`
}

/**
 * Spec part 1 §2 and §4, provider connection (sellers only): checking, then connected or
 * disconnected. While the server has no status route (404) the button stays disabled.
 */
export function MercadoPagoBlock() {
  const titleId = useId()
  const { toast } = useToast()
  const status = useMercadoPagoStatus()
  const connect = useConnectMercadoPago()
  const disconnect = useDisconnectMercadoPago()
  const unavailable = status.data === null
  const connected = status.data?.conectado === true

  const startConnection = () =>
    connect.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.sucesso && answer.authUrl) window.location.assign(answer.authUrl)
        else toast(answer.mensagem ?? 'Erro ao conectar com Mercado Livre', 'error')
      },
      onError: (error) =>
        toast(
          error instanceof ApiError && error.status < 500
            ? error.body.mensagem
            : 'Erro ao iniciar conexão com Mercado Livre',
          'error',
        ),
    })

  const endConnection = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => toast('Desconectado do Mercado Livre com sucesso!', 'success'),
      onError: () => toast('Erro ao desconectar do Mercado Livre', 'error'),
    })

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-stone-200 bg-white p-5 md:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        Integração com Mercado Pago
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Conecte sua conta para receber os pagamentos das suas vendas.
      </p>
      <p role="status" className="mt-4 flex items-start gap-2 text-sm font-medium text-stone-800">
        <span
          aria-hidden="true"
          className={`mt-1.5 size-2.5 shrink-0 rounded-full ${connected ? 'bg-marca-600' : 'bg-stone-400'}`}
        />
        {statusLine(status.data, status.isPending, status.isError)}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        {connected ? (
          <Button variant="danger" onClick={endConnection} loading={disconnect.isPending}>
            Desconectar
          </Button>
        ) : (
          <Button
            onClick={startConnection}
            loading={connect.isPending}
            disabled={unavailable || status.isPending || status.isError}
            aria-describedby={unavailable ? `${titleId}-breve` : undefined}
          >
            Conectar
          </Button>
        )}
        {unavailable ? (
          <p id={`${titleId}-breve`} className="text-sm text-stone-600">
            A conexão com o Mercado Pago estará disponível em breve.
          </p>
        ) : null}
      </div>
    </section>
  )
}
