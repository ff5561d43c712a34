import type { ProdutoForm as ProdutoDados } from '@recria/domain/produto'
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
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { useCreateProduto } from '../api/create-produto.ts'
import { useMateriasPrimasAtivas } from '../api/get-materias-primas-ativas.ts'
import { type ImagemChange, produtoServerErrors } from '../api/produto-form-data.ts'
import { ProdutoForm } from '../components/produto-form.tsx'

export default function CriarProdutoPage() {
  const { user } = useAuth()
  const navigate = useNavigate()
  const materias = useMateriasPrimasAtivas(user?.id_usuario ?? 0)
  const mutation = useCreateProduto()
  const [result, setResult] = useState<ResultState | null>(null)
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>()
  useRedirectAfterSuccess(mutation.isSuccess, '/produtos')

  const submit = (dados: ProdutoDados, { imagem }: ImagemChange) => {
    if (!user) {
      setResult({ type: 'error', title: 'Erro', message: 'Erro: usuário não identificado.' })
      return
    }
    // The form does not submit without one (PRODUTO_MSG.imagemObrigatoria).
    if (!imagem) return
    mutation.mutate(
      { dados, imagem },
      {
        onSuccess: () => setResult(successResult('Produto cadastrado com sucesso!')),
        onError: (error) => {
          const failure = failureResult(error, 'Erro ao criar produto. Verifique os dados.')
          setResult(failure.result)
          setServerErrors(produtoServerErrors(error, failure.erros))
        },
      },
    )
  }

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Novo Produto">
        <p className="text-sm text-stone-600">Cadastre um produto feito com as suas matérias-primas.</p>
      </PageHeader>
      <Card className="p-5 md:p-6">
        {materias.isPending ? (
          <PageLoading label="Carregando matérias-primas..." />
        ) : (
          <ProdutoForm
            mode="create"
            materias={materias.data ?? []}
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
