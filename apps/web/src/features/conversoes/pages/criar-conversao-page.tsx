import { CONVERSAO_MSG, type ConversaoCreate } from '@recria/domain/conversao'
import { FormFrame } from '../../../components/formulario/form-frame.tsx'
import { FormPage } from '../../../components/formulario/form-page.tsx'
import { useSaveResult } from '../../../components/formulario/use-save-result.ts'
import { CreateLink } from '../../../components/lista/create-link.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { failureResult } from '../../../components/ui/result-dialog.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api.ts'
import { useMateriasPrimasAtivas } from '../../../lib/materias-primas-ativas.ts'
import { comIdUsuario } from '../../../lib/session/com-id-usuario.tsx'
import { useCreateConversao } from '../api/conversoes.ts'
import { ConversaoCreateForm } from '../components/conversao-create-form.tsx'

const HEADER = {
  title: 'Nova Conversão',
  description: 'Escolha uma matéria-prima ativa e quanto cada unidade dela vale em créditos.',
  wide: true,
}

/**
 * docs/product/conversoes.md: the server's 'já possui uma conversão ativa' is a line under the raw material.
 */
function isDuplicate(error: unknown) {
  return error instanceof ApiError && error.body.mensagem.includes('já possui uma conversão ativa')
}

function CriarConversao({ idUsuario }: { idUsuario: number }) {
  const ativas = useMateriasPrimasAtivas(idUsuario)
  const mutation = useCreateConversao()
  const save = useSaveResult(mutation, '/conversoes')

  const submit = (dados: ConversaoCreate) =>
    mutation.mutate(dados, {
      onSuccess: () => save.succeeded('Conversão cadastrada com sucesso!'),
      onError: (error) => {
        if (isDuplicate(error)) save.setServerErrors({ id_materia_prima: CONVERSAO_MSG.ativaDuplicada })
        else save.failed(failureResult(error, 'Erro ao criar conversão. Verifique os dados.'))
      },
    })

  if (ativas.isPending) return <PageLoading label="Carregando matérias-primas..." />
  if (ativas.isError) {
    return (
      <FormFrame {...HEADER}>
        <EmptyState
          title="Não foi possível carregar as matérias-primas."
          action={
            <Button variant="secondary" onClick={() => ativas.refetch()}>
              Tentar novamente
            </Button>
          }
        />
      </FormFrame>
    )
  }
  if (ativas.data.length === 0) {
    return (
      <FormFrame {...HEADER}>
        <EmptyState
          title="Nenhuma matéria-prima ativa"
          description="Cadastre ou reative uma matéria-prima para criar uma conversão."
          action={<CreateLink to="/materia-prima/criar" label="Nova Matéria-Prima" />}
        />
      </FormFrame>
    )
  }

  return (
    <FormPage {...HEADER} save={save}>
      <ConversaoCreateForm materiasPrimas={ativas.data} onSubmit={submit} {...save.form} />
    </FormPage>
  )
}

export default comIdUsuario(CriarConversao)
