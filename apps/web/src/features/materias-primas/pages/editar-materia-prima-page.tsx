import type { MateriaPrima, MateriaPrimaUpdate } from '@recria/domain/materia-prima'
import { type EditLoaderTexts, editPage } from '../../../components/formulario/edit-loader.tsx'
import { FormPage } from '../../../components/formulario/form-page.tsx'
import { type SaveTexts, sendSave, useSaveResult } from '../../../components/formulario/use-save-result.ts'
import { type FailureResult, failureResult } from '../../../components/ui/result-dialog.tsx'
import { useStateId } from '../../../lib/navigation-id.ts'
import { useMateriaPrima, useUpdateMateriaPrima } from '../api/materias-primas.ts'
import { MateriaPrimaForm } from '../components/materia-prima-form.tsx'

const CARREGAMENTO: EditLoaderTexts = {
  page: 'Editar Matéria-Prima',
  list: '/materias-primas',
  loading: 'Carregando matéria-prima...',
  failure: {
    title: 'Não foi possível carregar a matéria-prima.',
    back: 'Voltar para Matérias-Primas',
    reason: true,
  },
}

/** The save's result modal: its success message, or the failure read in the server's refusal. */
const SALVO: SaveTexts<FailureResult> = {
  success: 'Matéria-prima atualizada com sucesso!',
  failure: (error) => failureResult(error, 'Erro ao atualizar matéria-prima.'),
}

function EditForm({ record: materia }: { record: MateriaPrima }) {
  const mutation = useUpdateMateriaPrima()
  const save = useSaveResult(mutation, '/materias-primas')
  const { nome_materia_prima, descricao, unidade_medida, status_materia_prima } = materia

  const submit = (dados: MateriaPrimaUpdate) =>
    sendSave(mutation, { id: materia.id_materia_prima, dados }, save, SALVO)

  return (
    <FormPage
      title={CARREGAMENTO.page}
      description={`Altere os dados ou o status de “${nome_materia_prima}”.`}
      save={save}
    >
      <MateriaPrimaForm
        mode="edit"
        defaultValues={{ nome_materia_prima, descricao, unidade_medida, status_materia_prima }}
        onSubmit={submit}
        {...save.form}
      />
    </FormPage>
  )
}

export default editPage(() => useStateId('idMateria'), useMateriaPrima, CARREGAMENTO, EditForm)
