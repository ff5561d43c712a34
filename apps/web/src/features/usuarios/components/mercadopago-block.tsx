import type { MercadoPagoStatus } from '@recria/domain/conexao-mercadopago'
import { formatDate } from '@recria/domain/format'
import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { useMercadoPagoStatus } from '../../../lib/mercadopago-status.ts'
import { useConectarMercadoPago } from '../api/conectar-mercadopago.ts'
import { useDesconectarMercadoPago } from '../api/desconectar-mercadopago.ts'

function Dot({ on }: { on: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`size-2.5 shrink-0 rounded-full ${on ? 'bg-marca-600' : 'bg-stone-400'}`}
    />
  )
}

function DetalhesConexao({ status }: { status: MercadoPagoStatus }) {
  const rows: [string, string][] = [
    ['Conta', status.userInfo?.nickname || '—'],
    ['E-mail', status.userInfo?.email || '—'],
    ['Conectado em', status.conectadoEm ? formatDate(status.conectadoEm) : '—'],
  ]
  return (
    <>
      <p className="flex items-center gap-2 font-medium text-marca-800">
        <Dot on />
        Conectado
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-500">{label}</dt>
            <dd className="mb-2 break-all text-stone-900 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}

/**
 * docs/product/mercado-pago.md, provider connection (sellers only): checking, then connected (nickname,
 * e-mail, connection date) or disconnected. Messages from docs/product/mercado-pago.md.
 */
export function MercadoPagoBlock() {
  const titleId = useId()
  const { toast } = useToast()
  const status = useMercadoPagoStatus()
  const conectar = useConectarMercadoPago()
  const desconectar = useDesconectarMercadoPago()
  const [confirming, setConfirming] = useState(false)
  const [leaving, setLeaving] = useState(false)
  /** Why the server kept the connection (payments that may still be refunded, decision 020). */
  const [recusa, setRecusa] = useState<string | null>(null)
  const conectado = status.data?.conectado === true

  const iniciarConexao = () =>
    conectar.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.sucesso && answer.authUrl) {
          setLeaving(true)
          window.location.assign(answer.authUrl)
        } else toast(answer.mensagem || 'Erro ao conectar com Mercado Livre', 'error')
      },
      onError: () => toast('Erro ao iniciar conexão com Mercado Livre', 'error'),
    })

  const encerrarConexao = () =>
    desconectar.mutate(undefined, {
      onSuccess: () => {
        setRecusa(null)
        toast('Desconectado do Mercado Livre com sucesso!', 'success')
      },
      onError: (error) => {
        const motivo = mensagemDoServidor(error)
        setRecusa(motivo)
        if (!motivo) toast('Erro ao desconectar do Mercado Livre', 'error')
      },
      onSettled: () => setConfirming(false),
    })

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-stone-200 bg-white p-5 md:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        Integração com Mercado Pago
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Conecte sua conta para receber os pagamentos das suas vendas.
      </p>
      <div role="status" className="mt-4 text-sm text-stone-800">
        {status.isPending ? (
          <p className="flex items-center gap-2">
            <Spinner className="size-4" />
            Verificando conexão...
          </p>
        ) : status.isError ? (
          <p>Não foi possível verificar a conexão.</p>
        ) : conectado ? (
          <DetalhesConexao status={status.data} />
        ) : (
          <p className="flex items-center gap-2 font-medium">
            <Dot on={false} />
            Não conectado
          </p>
        )}
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        {status.isError ? (
          <Button variant="secondary" onClick={() => status.refetch()} loading={status.isFetching}>
            Tentar novamente
          </Button>
        ) : conectado ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Desconectar
          </Button>
        ) : (
          <Button
            onClick={iniciarConexao}
            loading={conectar.isPending || leaving}
            disabled={status.isPending}
          >
            Conectar
          </Button>
        )}
      </div>
      {conectado && <FormAlert message={recusa} className="mt-4" />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Desconectar Mercado Pago?"
        description="Sem a conexão você não poderá criar anúncios nem receber os pagamentos de novas vendas. Você pode conectar novamente quando quiser."
        confirmLabel="Desconectar"
        variant="danger"
        onConfirm={encerrarConexao}
        loading={desconectar.isPending}
      />
    </section>
  )
}
