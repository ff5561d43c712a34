import type { MateriaPrimaCreate } from '@recria/domain/materia-prima'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Card } from '../../../components/ui/card.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import {
  failureResult,
  ResultDialog,
  type ResultState,
  successResult,
  useRedirectAfterSuccess,
} from '../../../components/ui/result-dialog.tsx'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { useCreateMateriaPrima } from '../api/create-materia-prima.ts'
import { MateriaPrimaForm } from '../components/materia-prima-form.tsx'

export default function CriarMateriaPrimaPage() {
  const { user } = useAuth()
  const navigate = useNavigate()
  const mutation = useCreateMateriaPrima()
  const [result, setResult] = useState<ResultState | null>(null)
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>()
  useRedirectAfterSuccess(mutation.isSuccess, '/materias-primas')

  const submit = (dados: MateriaPrimaCreate) => {
    if (!user) {
      setResult({ type: 'error', title: 'Erro', message: 'Erro: usuário não identificado.' })
      return
    }
    mutation.mutate(dados, {
      onSuccess: () => setResult(successResult('Matéria-prima cadastrada com sucesso!')),
      onError: (error) => {
        const failure = failureResult(error, 'Erro ao criar matéria-prima. Verifique os dados.')
        setResult(failure.result)
        setServerErrors(failure.erros)
      },
    })
  }

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title="Nova Matéria-Prima">
        <p className="text-sm text-stone-600">
          Cadastre um material reciclável que você usa nos seus produtos.
        </p>
      </PageHeader>
      <Card className="p-5 md:p-6">
        <MateriaPrimaForm
          mode="create"
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
