import type { ProdutoForm as ProdutoDados } from '@recria/domain/produto'
import { useMemo, useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { Card } from '../../../components/ui/card.tsx'
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
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { useMateriasPrimasAtivas } from '../api/get-materias-primas-ativas.ts'
import { useProduto } from '../api/get-produto.ts'
import type { Produto } from '../api/produto.ts'
import { type ImagemChange, produtoServerErrors } from '../api/produto-form-data.ts'
import { useUpdateProduto } from '../api/update-produto.ts'
import type { MateriaPrimaEscolha } from '../components/materias-primas-checklist.tsx'
import { ProdutoForm } from '../components/produto-form.tsx'

/** Spec part 2 §2: a missing id or a load failure goes back to /produtos. */
export default function EditarProdutoPage() {
  const id = useStateId('idProduto')
  const query = useProduto(id)

  if (id === undefined || query.isError) return <Navigate to="/produtos" replace />
  if (query.isPending) return <PageLoading label="Carregando produto..." />
  // Keyed by id: a new navigation state starts a fresh form.
  return <EditForm key={id} produto={query.data} />
}

/** The active raw materials, plus the product's own ones that are no longer active. */
function useEscolhas(produto: Produto) {
  const { user } = useAuth()
  const ativas = useMateriasPrimasAtivas(user?.id_usuario ?? 0)
  const escolhas = useMemo<MateriaPrimaEscolha[]>(() => {
    const list: MateriaPrimaEscolha[] = [...(ativas.data ?? [])]
    for (const materia of produto.materias_primas) {
      if (!list.some((m) => m.id_materia_prima === materia.id_materia_prima)) {
        list.push({ ...materia, inativa: true })
      }
    }
    return list
  }, [ativas.data, produto.materias_primas])
  return { escolhas, isPending: ativas.isPending }
}

function EditForm({ produto }: { produto: Produto }) {
  const navigate = useNavigate()
  const mutation = useUpdateProduto()
  const { escolhas, isPending } = useEscolhas(produto)
  const [result, setResult] = useState<ResultState | null>(null)
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>()
  useRedirectAfterSuccess(mutation.isSuccess, '/produtos')

  const submit = (dados: ProdutoDados, imagem: ImagemChange) =>
    mutation.mutate(
      { id: produto.id_produto, dados, ...imagem },
      {
        onSuccess: () => setResult(successResult('Produto atualizado com sucesso!')),
        onError: (error) => {
          const failure = failureResult(error, 'Erro ao atualizar produto. Verifique os dados.')
          setResult(failure.result)
          setServerErrors(produtoServerErrors(error, failure.erros))
        },
      },
    )

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Editar Produto">
        <p className="text-sm text-stone-600">Altere os dados, a imagem ou o status de “{produto.nome}”.</p>
      </PageHeader>
      <Card className="p-5 md:p-6">
        {isPending ? (
          <PageLoading label="Carregando matérias-primas..." />
        ) : (
          <ProdutoForm
            mode="edit"
            defaultValues={{
              nome: produto.nome,
              descricao: produto.descricao,
              preco: produto.preco.toFixed(2).replace('.', ','),
              materias_primas: produto.materias_primas.map((m) => m.id_materia_prima),
              // Spec part 2 §4: the status defaults to ativo on load.
              status_produto: produto.status_produto ?? 'ativo',
            }}
            imagemAtual={produto.imagem_detalhe ?? produto.imagem}
            materias={escolhas}
            onSubmit={submit}
            pending={mutation.isPending}
            done={mutation.isSuccess}
            serverErrors={serverErrors}
          />
        )}
      </Card>
      <ResultDialog
        state={result}
        onClose={() => (mutation.isSuccess ? navigate('/produtos') : setResult(null))}
      />
    </div>
  )
}
