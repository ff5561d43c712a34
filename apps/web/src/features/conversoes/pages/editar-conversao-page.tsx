import type { ConversaoUpdate } from '@recria/domain/conversao'
import { EditLoader } from '../../../components/formulario/edit-loader.tsx'
import { FormPage } from '../../../components/formulario/form-page.tsx'
import { useSaveResult } from '../../../components/formulario/use-save-result.ts'
import { failureResult } from '../../../components/ui/result-dialog.tsx'
import { useStateId } from '../../../lib/navigation-id.ts'
import type { Conversao } from '../api/conversao.ts'
import { useConversao, useUpdateConversao } from '../api/conversoes.ts'
import { ConversaoEditForm } from '../components/conversao-edit-form.tsx'

const TITLE = 'Atualizar Conversão'

export default function EditarConversaoPage() {
  const id = useStateId('idConversao')
  const query = useConversao(id)
  return (
    <EditLoader
      id={id}
      query={query}
      list="/conversoes"
      loading="Carregando conversão..."
      failure={{ page: TITLE, title: 'Erro ao carregar dados da conversão.', back: 'Voltar para Conversões' }}
    >
      {(conversao) => <EditConversao conversao={conversao} />}
    </EditLoader>
  )
}

function EditConversao({ conversao }: { conversao: Conversao }) {
  const mutation = useUpdateConversao()
  const save = useSaveResult(mutation, '/conversoes')

  const submit = (dados: ConversaoUpdate) =>
    mutation.mutate(
      { id: conversao.id_conversao, dados },
      {
        onSuccess: () => save.succeeded('Conversão atualizada com sucesso!'),
        onError: (error) =>
          save.failed(failureResult(error, 'Erro ao atualizar conversão. Verifique os dados.')),
      },
    )

  return (
    <FormPage title={TITLE} description="Altere o valor multiplicável ou o status da conversão." save={save}>
      <ConversaoEditForm conversao={conversao} onSubmit={submit} {...save.form} />
    </FormPage>
  )
}
