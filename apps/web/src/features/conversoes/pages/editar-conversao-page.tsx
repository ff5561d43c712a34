import type { ConversaoUpdate } from '@recria/domain/conversao'
import { useState } from 'react'
import { Link, Navigate, useNavigate } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import {
  failureResult,
  ResultDialog,
  type ResultState,
  successResult,
  useRedirectAfterSuccess,
} from '../../../components/ui/result-dialog.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { useStateId } from '../../../lib/navigation-id.ts'
import type { Conversao } from '../api/conversao.ts'
import { useConversao } from '../api/get-conversao.ts'
import { useUpdateConversao } from '../api/update-conversao.ts'
import { ConversaoEditForm } from '../components/conversao-edit-form.tsx'

const TITLE = 'Atualizar Conversão'

export default function EditarConversaoPage() {
  const id = useStateId('idConversao')
  const query = useConversao(id)

  if (id === undefined) return <Navigate to="/conversoes" replace />
  if (query.isPending) return <PageLoading label="Carregando conversão..." />
  if (query.isError) {
    return (
      <div className="mx-auto w-full max-w-2xl">
        <PageHeader title={TITLE} />
        <EmptyState
          title="Erro ao carregar dados da conversão."
          action={
            <Link to="/conversoes" className={buttonClasses('primary', 'md')}>
              Voltar para Conversões
            </Link>
          }
        />
      </div>
    )
  }
  return <EditConversao key={id} conversao={query.data} />
}

function EditConversao({ conversao }: { conversao: Conversao }) {
  const navigate = useNavigate()
  const mutation = useUpdateConversao()
  const [result, setResult] = useState<ResultState | null>(null)
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>()
  useRedirectAfterSuccess(mutation.isSuccess, '/conversoes')

  const submit = (dados: ConversaoUpdate) =>
    mutation.mutate(
      { id: conversao.id_conversao, dados },
      {
        onSuccess: () => setResult(successResult('Conversão atualizada com sucesso!')),
        onError: (error) => {
          const failure = failureResult(error, 'Erro ao atualizar conversão. Verifique os dados.')
          setResult(failure.result)
          setServerErrors(failure.erros)
        },
      },
    )

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title={TITLE}>
        <p className="text-sm text-stone-600">Altere o valor multiplicável ou o status da conversão.</p>
      </PageHeader>
      <Card className="p-5 md:p-6">
        <ConversaoEditForm
          conversao={conversao}
          onSubmit={submit}
          pending={mutation.isPending}
          done={mutation.isSuccess}
          serverErrors={serverErrors}
        />
      </Card>
      <ResultDialog
        state={result}
        onClose={() => (mutation.isSuccess ? navigate('/conversoes') : setResult(null))}
      />
    </div>
  )
}
