import type { ProdutoForm as ProdutoDados } from '@recria/domain/produto'
import { useMemo } from 'react'
import { editPage } from '../../../components/formulario/edit-loader.tsx'
import { FormPage } from '../../../components/formulario/form-page.tsx'
import { sendSave, useSaveResult } from '../../../components/formulario/use-save-result.ts'
import { useMateriasPrimasAtivas } from '../../../lib/materias-primas-ativas.ts'
import { useStateId } from '../../../lib/navigation-id.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import type { Produto } from '../api/produto.ts'
import { type ImagemChange, produtoFailure } from '../api/produto-form-data.ts'
import { useProduto, useUpdateProduto } from '../api/produtos.ts'
import type { MateriaPrimaEscolha } from '../components/materias-primas-checklist.tsx'
import { ProdutoForm } from '../components/produto-form.tsx'
import { ProdutoGaleria } from '../components/produto-galeria.tsx'

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

function EditForm({ record: produto }: { record: Produto }) {
  const mutation = useUpdateProduto()
  const { escolhas, isPending } = useEscolhas(produto)
  const save = useSaveResult(mutation, '/produtos')

  const submit = (dados: ProdutoDados, imagem: ImagemChange) =>
    sendSave(mutation, { id: produto.id_produto, dados, ...imagem }, save, {
      success: 'Produto atualizado com sucesso!',
      failure: produtoFailure('Erro ao atualizar produto. Verifique os dados.'),
    })

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

/** A missing id or a load failure goes back to /produtos. */
export default editPage(
  () => useStateId('idProduto'),
  useProduto,
  { page: 'Editar Produto', list: '/produtos', loading: 'Carregando produto...' },
  EditForm,
)
