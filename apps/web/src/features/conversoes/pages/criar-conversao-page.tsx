import { CONVERSAO_MSG, type ConversaoCreate } from '@recria/domain/conversao'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
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
import { ApiError } from '../../../lib/api.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { useCreateConversao } from '../api/create-conversao.ts'
import { useMateriasPrimasAtivas } from '../api/get-materias-primas-ativas.ts'
import { ConversaoCreateForm } from '../components/conversao-create-form.tsx'

const TITLE = 'Nova Conversão'

/** Spec part 2 §8: the server's 'já possui uma conversão ativa' is a line under the raw material. */
function isDuplicate(error: unknown) {
  return error instanceof ApiError && error.body.mensagem.includes('já possui uma conversão ativa')
}

export default function CriarConversaoPage() {
  const { user } = useAuth()
  if (!user) return <PageLoading label="Carregando usuário..." />
  return <CriarConversao idUsuario={user.id_usuario} />
}

function CriarConversao({ idUsuario }: { idUsuario: number }) {
  const navigate = useNavigate()
  const ativas = useMateriasPrimasAtivas(idUsuario)
  const mutation = useCreateConversao()
  const [result, setResult] = useState<ResultState | null>(null)
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>()
  useRedirectAfterSuccess(mutation.isSuccess, '/conversoes')

  const submit = (dados: ConversaoCreate) =>
    mutation.mutate(dados, {
      onSuccess: () => setResult(successResult('Conversão cadastrada com sucesso!')),
      onError: (error) => {
        if (isDuplicate(error)) {
          setServerErrors({ id_materia_prima: CONVERSAO_MSG.ativaDuplicada })
          return
        }
        const failure = failureResult(error, 'Erro ao criar conversão. Verifique os dados.')
        setResult(failure.result)
        setServerErrors(failure.erros)
      },
    })

  const header = (
    <PageHeader title={TITLE}>
      <p className="text-sm text-stone-600">
        Escolha uma matéria-prima ativa e quanto cada unidade dela vale em créditos.
      </p>
    </PageHeader>
  )

  if (ativas.isPending) return <PageLoading label="Carregando matérias-primas..." />
  if (ativas.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl">
        {header}
        <EmptyState
          title="Não foi possível carregar as matérias-primas."
          action={
            <Button variant="secondary" onClick={() => ativas.refetch()}>
              Tentar novamente
            </Button>
          }
        />
      </div>
    )
  }
  if (ativas.data.length === 0) {
    return (
      <div className="mx-auto w-full max-w-3xl">
        {header}
        <EmptyState
          title="Nenhuma matéria-prima ativa"
          description="Cadastre ou reative uma matéria-prima para criar uma conversão."
          action={
            <Link to="/materia-prima/criar" className={buttonClasses('primary', 'md')}>
              <Plus aria-hidden="true" className="size-4" />
              Nova Matéria-Prima
            </Link>
          }
        />
      </div>
    )
  }

  return (
    <div className="mx-auto w-full max-w-3xl">
      {header}
      <Card className="p-5 md:p-6">
        <ConversaoCreateForm
          materiasPrimas={ativas.data}
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
