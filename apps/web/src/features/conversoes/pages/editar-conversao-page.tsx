import type { ConversaoUpdate } from '@recria/domain/conversao'
import { type EditLoaderTexts, editPage } from '../../../components/formulario/edit-loader.tsx'
import { FormPage } from '../../../components/formulario/form-page.tsx'
import { type SaveTexts, sendSave, useSaveResult } from '../../../components/formulario/use-save-result.ts'
import { type FailureResult, failureResult } from '../../../components/ui/result-dialog.tsx'
import { useStateId } from '../../../lib/navigation-id.ts'
import type { Conversao } from '../api/conversao.ts'
import { useConversao, useUpdateConversao } from '../api/conversoes.ts'
import { ConversaoEditForm } from '../components/conversao-edit-form.tsx'

const CARREGAMENTO: EditLoaderTexts = {
  page: 'Atualizar Conversão',
  list: '/conversoes',
  loading: 'Carregando conversão...',
  failure: { title: 'Erro ao carregar dados da conversão.', back: 'Voltar para Conversões' },
}

/** The save's result modal: its success message, or the failure read in the server's refusal. */
const SALVO: SaveTexts<FailureResult> = {
  success: 'Conversão atualizada com sucesso!',
  failure: (error) => failureResult(error, 'Erro ao atualizar conversão. Verifique os dados.'),
}

function EditConversao({ record: conversao }: { record: Conversao }) {
  const mutation = useUpdateConversao()
  const save = useSaveResult(mutation, '/conversoes')

  const submit = (dados: ConversaoUpdate) =>
    sendSave(mutation, { id: conversao.id_conversao, dados }, save, SALVO)

  return (
    <FormPage
      title={CARREGAMENTO.page}
      description="Altere o valor multiplicável ou o status da conversão."
      save={save}
    >
      <ConversaoEditForm conversao={conversao} onSubmit={submit} {...save.form} />
    </FormPage>
  )
}

export default editPage(() => useStateId('idConversao'), useConversao, CARREGAMENTO, EditConversao)
