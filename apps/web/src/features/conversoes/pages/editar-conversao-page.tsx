import type { ConversaoUpdate } from '@recria/domain/conversao'
import { EditLoader, type EditLoaderTexts } from '../../../components/formulario/edit-loader.tsx'
import { FormPage } from '../../../components/formulario/form-page.tsx'
import { sendSave, useSaveResult } from '../../../components/formulario/use-save-result.ts'
import { failureResult } from '../../../components/ui/result-dialog.tsx'
import { useStateId } from '../../../lib/navigation-id.ts'
import type { Conversao } from '../api/conversao.ts'
import { useConversao, useUpdateConversao } from '../api/conversoes.ts'
import { ConversaoEditForm } from '../components/conversao-edit-form.tsx'

const TITLE = 'Atualizar Conversão'

const CARREGAMENTO: EditLoaderTexts = {
  list: '/conversoes',
  loading: 'Carregando conversão...',
  failure: { page: TITLE, title: 'Erro ao carregar dados da conversão.', back: 'Voltar para Conversões' },
}

export default function EditarConversaoPage() {
  const id = useStateId('idConversao')
  const query = useConversao(id)
  return (
    <EditLoader id={id} query={query} {...CARREGAMENTO}>
      {(conversao) => <EditConversao conversao={conversao} />}
    </EditLoader>
  )
}

function EditConversao({ conversao }: { conversao: Conversao }) {
  const mutation = useUpdateConversao()
  const save = useSaveResult(mutation, '/conversoes')

  const submit = (dados: ConversaoUpdate) =>
    sendSave(
      mutation,
      { id: conversao.id_conversao, dados },
      save,
      'Conversão atualizada com sucesso!',
      (error) => failureResult(error, 'Erro ao atualizar conversão. Verifique os dados.'),
    )

  return (
    <FormPage title={TITLE} description="Altere o valor multiplicável ou o status da conversão." save={save}>
      <ConversaoEditForm conversao={conversao} onSubmit={submit} {...save.form} />
    </FormPage>
  )
}
