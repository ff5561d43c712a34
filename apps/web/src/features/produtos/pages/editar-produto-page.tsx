import type { ProdutoForm as ProdutoDados } from '@recria/domain/produto'
import { useMemo } from 'react'
import { EditLoader } from '../../../components/formulario/edit-loader.tsx'
import { FormPage } from '../../../components/formulario/form-page.tsx'
import { useSaveResult } from '../../../components/formulario/use-save-result.ts'
import { failureResult } from '../../../components/ui/result-dialog.tsx'
import { useMateriasPrimasAtivas } from '../../../lib/materias-primas-ativas.ts'
import { useStateId } from '../../../lib/navigation-id.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import type { Produto } from '../api/produto.ts'
import { type ImagemChange, produtoServerErrors } from '../api/produto-form-data.ts'
import { useProduto, useUpdateProduto } from '../api/produtos.ts'
import type { MateriaPrimaEscolha } from '../components/materias-primas-checklist.tsx'
import { ProdutoForm } from '../components/produto-form.tsx'
import { ProdutoGaleria } from '../components/produto-galeria.tsx'

/** docs/product/produtos.md: a missing id or a load failure goes back to /produtos. */
export default function EditarProdutoPage() {
  const id = useStateId('idProduto')
  const query = useProduto(id)
  return (
    <EditLoader id={id} query={query} list="/produtos" loading="Carregando produto...">
      {(produto) => <EditForm produto={produto} />}
    </EditLoader>
  )
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
  const mutation = useUpdateProduto()
  const { escolhas, isPending } = useEscolhas(produto)
  const save = useSaveResult(mutation, '/produtos')

  const submit = (dados: ProdutoDados, imagem: ImagemChange) =>
    mutation.mutate(
      { id: produto.id_produto, dados, ...imagem },
      {
        onSuccess: () => save.succeeded('Produto atualizado com sucesso!'),
        onError: (error) => {
          const failure = failureResult(error, 'Erro ao atualizar produto. Verifique os dados.')
          save.failed({ ...failure, erros: produtoServerErrors(error, failure.erros) })
        },
      },
    )

  return (
    <FormPage
      title="Editar Produto"
      description={`Altere os dados, a imagem ou o status de “${produto.nome}”.`}
      wide
      loading={isPending && 'Carregando matérias-primas...'}
      save={save}
    >
      <ProdutoForm
        mode="edit"
        defaultValues={{
          nome: produto.nome,
          descricao: produto.descricao,
          preco: produto.preco.toFixed(2).replace('.', ','),
          materias_primas: produto.materias_primas.map((m) => m.id_materia_prima),
          categoria: produto.categoria,
          // docs/product/produtos.md: the status defaults to ativo on load.
          status_produto: produto.status_produto ?? 'ativo',
        }}
        imagemAtual={produto.imagem_detalhe ?? produto.imagem}
        materias={escolhas}
        onSubmit={submit}
        {...save.form}
      />
      <div className="mt-8 border-t border-stone-200 pt-6">
        <ProdutoGaleria idProduto={produto.id_produto} />
      </div>
    </FormPage>
  )
}
