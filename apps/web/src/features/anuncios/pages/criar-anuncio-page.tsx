import type { AnuncioCreate } from '@recria/domain/anuncio'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Card } from '../../../components/ui/card.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import {
  ResultDialog,
  type ResultState,
  successResult,
  useRedirectAfterSuccess,
} from '../../../components/ui/result-dialog.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { useMercadoPagoStatus } from '../../../lib/mercadopago-status.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { useCreateAnuncio } from '../api/create-anuncio.ts'
import { useConversoesAtivas } from '../api/get-conversoes-ativas.ts'
import { useProdutosAtivos } from '../api/get-produtos-ativos.ts'
import { AnuncioForm } from '../components/anuncio-form.tsx'
import { createFailure, REDIRECT_CRIADO_MS } from '../components/anuncio-result.ts'
import { MercadoPagoAlert } from '../components/mercadopago-alert.tsx'
import { MercadoPagoErrorDialog } from '../components/mercadopago-error-dialog.tsx'

export default function CriarAnuncioPage() {
  const { user } = useAuth()
  if (!user) return <PageLoading label="Carregando usuário..." />
  return <CriarAnuncio idUsuario={user.id_usuario} />
}

function CriarAnuncio({ idUsuario }: { idUsuario: number }) {
  const navigate = useNavigate()
  const produtos = useProdutosAtivos(idUsuario)
  const conversoes = useConversoesAtivas(idUsuario)
  // A failed status check counts as not connected (spec part 2 §7).
  const status = useMercadoPagoStatus()
  const mutation = useCreateAnuncio()
  const [result, setResult] = useState<ResultState | null>(null)
  const [mercadoPagoError, setMercadoPagoError] = useState<string | null>(null)
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>()
  useRedirectAfterSuccess(mutation.isSuccess, '/anuncios', REDIRECT_CRIADO_MS)

  const submit = (dados: AnuncioCreate) =>
    mutation.mutate(dados, {
      onSuccess: () => setResult(successResult('Anúncio criado com sucesso!')),
      onError: (error) => {
        const failure = createFailure(error)
        if (failure.mercadoPago) setMercadoPagoError(failure.result.message)
        else setResult(failure.result)
        setServerErrors(failure.erros)
      },
    })

  const loading = produtos.isPending || conversoes.isPending
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Novo Anúncio">
        <p className="text-sm text-stone-600">Publique um dos seus produtos no catálogo da Recria.</p>
      </PageHeader>
      {!status.isPending && status.data?.conectado !== true && <MercadoPagoAlert />}
      <Card className="p-5 md:p-6">
        {loading ? (
          <PageLoading label="Carregando produtos e conversões..." />
        ) : (
          <AnuncioForm
            mode="create"
            escolhas={{ produtos: produtos.data ?? [], conversoes: conversoes.data ?? [] }}
            onSubmit={submit}
            pending={mutation.isPending}
            done={mutation.isSuccess}
            serverErrors={serverErrors}
          />
        )}
      </Card>
      <ResultDialog
        state={result}
        onClose={() => (mutation.isSuccess ? navigate('/anuncios') : setResult(null))}
      />
      <MercadoPagoErrorDialog message={mercadoPagoError} onClose={() => setMercadoPagoError(null)} />
    </div>
  )
}
