import type { MateriaPrima, MateriaPrimaUpdate } from '@recria/domain/materia-prima'
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
import { useMateriaPrima } from '../api/get-materia-prima.ts'
import { useUpdateMateriaPrima } from '../api/update-materia-prima.ts'
import { MateriaPrimaForm } from '../components/materia-prima-form.tsx'

const TITLE = 'Editar Matéria-Prima'

export default function EditarMateriaPrimaPage() {
  const id = useStateId('idMateria')
  const query = useMateriaPrima(id)

  if (id === undefined) return <Navigate to="/materias-primas" replace />
  if (query.isPending) return <PageLoading label="Carregando matéria-prima..." />
  if (query.isError) {
    return (
      <div className="mx-auto w-full max-w-2xl">
        <PageHeader title={TITLE} />
        <EmptyState
          title="Não foi possível carregar a matéria-prima."
          description={query.error.message}
          action={
            <Link to="/materias-primas" className={buttonClasses('primary', 'md')}>
              Voltar para Matérias-Primas
            </Link>
          }
        />
      </div>
    )
  }
  // Keyed by id: a new navigation state starts a fresh form.
  return <EditForm key={id} materia={query.data} />
}

function EditForm({ materia }: { materia: MateriaPrima }) {
  const navigate = useNavigate()
  const mutation = useUpdateMateriaPrima()
  const [result, setResult] = useState<ResultState | null>(null)
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>()
  useRedirectAfterSuccess(mutation.isSuccess, '/materias-primas')

  const submit = (dados: MateriaPrimaUpdate) =>
    mutation.mutate(
      { id: materia.id_materia_prima, dados },
      {
        onSuccess: () => setResult(successResult('Matéria-prima atualizada com sucesso!')),
        onError: (error) => {
          const failure = failureResult(error, 'Erro ao atualizar matéria-prima.')
          setResult(failure.result)
          setServerErrors(failure.erros)
        },
      },
    )

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title={TITLE}>
        <p className="text-sm text-stone-600">
          Altere os dados ou o status de “{materia.nome_materia_prima}”.
        </p>
      </PageHeader>
      <Card className="p-5 md:p-6">
        <MateriaPrimaForm
          mode="edit"
          defaultValues={{
            nome_materia_prima: materia.nome_materia_prima,
            descricao: materia.descricao,
            unidade_medida: materia.unidade_medida,
            status_materia_prima: materia.status_materia_prima,
          }}
          onSubmit={submit}
          pending={mutation.isPending}
          done={mutation.isSuccess}
          serverErrors={serverErrors}
        />
      </Card>
      <ResultDialog
        state={result}
        onClose={() => (mutation.isSuccess ? navigate('/materias-primas') : setResult(null))}
      />
    </div>
  )
}
