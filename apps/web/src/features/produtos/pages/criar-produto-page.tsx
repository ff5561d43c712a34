import type { ProdutoForm as ProdutoDados } from '@recria/domain/produto'
import { FormPage } from '../../../components/formulario/form-page.tsx'
import { sendSave, useSaveResult } from '../../../components/formulario/use-save-result.ts'
import { useMateriasPrimasAtivas } from '../../../lib/materias-primas-ativas.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { type ImagemChange, produtoFailure } from '../api/produto-form-data.ts'
import { useCreateProduto } from '../api/produtos.ts'
import { ProdutoForm } from '../components/produto-form.tsx'

export default function CriarProdutoPage() {
  const { user } = useAuth()
  const materias = useMateriasPrimasAtivas(user?.id_usuario ?? 0)
  const mutation = useCreateProduto()
  const save = useSaveResult(mutation, '/produtos')

  const submit = (dados: ProdutoDados, { imagem }: ImagemChange) => {
    if (!user) {
      save.setResult({ type: 'error', title: 'Erro', message: 'Erro: usuário não identificado.' })
      return
    }
    // The form does not submit without one (PRODUTO_MSG.imagemObrigatoria).
    if (!imagem) return
    sendSave(mutation, { dados, imagem }, save, {
      success: 'Produto cadastrado com sucesso!',
      failure: produtoFailure('Erro ao criar produto. Verifique os dados.'),
    })
  }

  return (
    <FormPage
      title="Novo Produto"
      description="Cadastre um produto feito com as suas matérias-primas."
      wide
      loading={materias.isPending && 'Carregando matérias-primas...'}
      save={save}
    >
      <ProdutoForm mode="create" materias={materias.data ?? []} onSubmit={submit} {...save.form} />
    </FormPage>
  )
}
