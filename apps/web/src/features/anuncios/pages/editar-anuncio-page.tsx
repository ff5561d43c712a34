import type { AnuncioUpdate } from '@recria/domain/anuncio'
import { isSustentavel } from '@recria/domain/anuncio-forma'
import { useMemo, useState } from 'react'
import { Link, Navigate, useNavigate } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import {
  ResultDialog,
  type ResultState,
  successResult,
  useRedirectAfterSuccess,
} from '../../../components/ui/result-dialog.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import type { Anuncio } from '../api/anuncio.ts'
import { useAnuncio } from '../api/get-anuncio.ts'
import { useConversoesAtivas } from '../api/get-conversoes-ativas.ts'
import { useProdutosAtivos } from '../api/get-produtos-ativos.ts'
import { useUpdateAnuncio } from '../api/update-anuncio.ts'
import { AnuncioForm } from '../components/anuncio-form.tsx'
import type { AnuncioFormValues, Escolhas } from '../components/anuncio-resolver.ts'
import { REDIRECT_ATUALIZADO_MS, updateFailure } from '../components/anuncio-result.ts'
import { DesativadoPorDenuncias } from '../components/desativado-por-denuncias.tsx'
import { useIdAnuncio } from '../components/id-anuncio.ts'
import { MercadoPagoErrorDialog } from '../components/mercadopago-error-dialog.tsx'

const TITLE = 'Editar Anúncio'

export default function EditarAnuncioPage() {
  const id = useIdAnuncio()
  const query = useAnuncio(id)

  if (id === undefined) return <Navigate to="/anuncios" replace />
  if (query.isPending) return <PageLoading label="Carregando anúncio..." />
  if (query.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl">
        <PageHeader title={TITLE} />
        <EmptyState
          title="Não foi possível carregar o anúncio."
          description={query.error.message}
          action={
            <Link to="/anuncios" className={buttonClasses('primary', 'md')}>
              Voltar para Meus Anúncios
            </Link>
          }
        />
      </div>
    )
  }
  // Keyed by id: a new navigation state starts a fresh form.
  return <EditForm key={id} anuncio={query.data} />
}

function valoresDe(anuncio: Anuncio): AnuncioFormValues {
  const sustentavel = isSustentavel(anuncio.forma_de_pagamento)
  return {
    id_produto: String(anuncio.produto.id_produto),
    descricao: anuncio.descricao_anuncio,
    forma_de_pagamento: sustentavel ? 'sustentavel' : 'padrao',
    id_conversao: sustentavel && anuncio.id_conversao ? String(anuncio.id_conversao) : '',
    creditos_aceitos: sustentavel && anuncio.creditos_aceitos > 0 ? String(anuncio.creditos_aceitos) : '',
    status_anuncio: anuncio.status_anuncio === 'inativo' ? 'inativo' : 'ativo',
  }
}

/** The active choices, plus the listing's own product and conversion when no longer active. */
function useEscolhas(anuncio: Anuncio) {
  const { user } = useAuth()
  const produtos = useProdutosAtivos(user?.id_usuario ?? 0)
  const conversoes = useConversoesAtivas(user?.id_usuario ?? 0)
  const escolhas = useMemo<Escolhas>(() => {
    const ativos = produtos.data ?? []
    const ativas = conversoes.data ?? []
    const { produto, conversao } = anuncio
    return {
      produtos: ativos.some((p) => p.id_produto === produto.id_produto) ? ativos : [produto, ...ativos],
      conversoes:
        !conversao || ativas.some((c) => c.id_conversao === conversao.id_conversao)
          ? ativas
          : [conversao, ...ativas],
    }
  }, [produtos.data, conversoes.data, anuncio])
  return { escolhas, isPending: produtos.isPending || conversoes.isPending }
}

function EditForm({ anuncio }: { anuncio: Anuncio }) {
  const navigate = useNavigate()
  const mutation = useUpdateAnuncio()
  const { escolhas, isPending } = useEscolhas(anuncio)
  const [result, setResult] = useState<ResultState | null>(null)
  const [mercadoPagoError, setMercadoPagoError] = useState<string | null>(null)
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>()
  useRedirectAfterSuccess(mutation.isSuccess, '/anuncios', REDIRECT_ATUALIZADO_MS)

  const submit = (dados: AnuncioUpdate) =>
    mutation.mutate(
      { id: anuncio.id_anuncio, dados },
      {
        onSuccess: () => setResult(successResult('Anúncio atualizado com sucesso!')),
        onError: (error) => {
          const failure = updateFailure(error)
          if (failure.mercadoPago) setMercadoPagoError(failure.result.message)
          else setResult(failure.result)
          setServerErrors(failure.erros)
        },
      },
    )

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title={TITLE}>
        <p className="text-sm text-stone-600">
          Altere o anúncio de “{anuncio.produto.nome}” ou o seu status.
        </p>
      </PageHeader>
      {anuncio.desativado_por_denuncias && <DesativadoPorDenuncias detalhado />}
      <Card className="p-5 md:p-6">
        {isPending ? (
          <PageLoading label="Carregando produtos e conversões..." />
        ) : (
          <AnuncioForm
            mode="edit"
            defaultValues={valoresDe(anuncio)}
            escolhas={escolhas}
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
