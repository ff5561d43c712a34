import type { MateriaPrima, MateriaPrimaUpdate } from '@recria/domain/materia-prima'
import { EditLoader, type EditLoaderTexts } from '../../../components/formulario/edit-loader.tsx'
import { FormPage } from '../../../components/formulario/form-page.tsx'
import { sendSave, useSaveResult } from '../../../components/formulario/use-save-result.ts'
import { failureResult } from '../../../components/ui/result-dialog.tsx'
import { useStateId } from '../../../lib/navigation-id.ts'
import { useMateriaPrima, useUpdateMateriaPrima } from '../api/materias-primas.ts'
import { MateriaPrimaForm } from '../components/materia-prima-form.tsx'

const TITLE = 'Editar Matéria-Prima'

const CARREGAMENTO: EditLoaderTexts = {
  list: '/materias-primas',
  loading: 'Carregando matéria-prima...',
  failure: {
    page: TITLE,
    title: 'Não foi possível carregar a matéria-prima.',
    back: 'Voltar para Matérias-Primas',
    reason: true,
  },
}

export default function EditarMateriaPrimaPage() {
  const id = useStateId('idMateria')
  const query = useMateriaPrima(id)
  return (
    <EditLoader id={id} query={query} {...CARREGAMENTO}>
      {(materia) => <EditForm materia={materia} />}
    </EditLoader>
  )
}

function EditForm({ materia }: { materia: MateriaPrima }) {
  const mutation = useUpdateMateriaPrima()
  const save = useSaveResult(mutation, '/materias-primas')

  const submit = (dados: MateriaPrimaUpdate) =>
    sendSave(
      mutation,
      { id: materia.id_materia_prima, dados },
      save,
      'Matéria-prima atualizada com sucesso!',
      (error) => failureResult(error, 'Erro ao atualizar matéria-prima.'),
    )

  return (
    <FormPage
      title={TITLE}
      description={`Altere os dados ou o status de “${materia.nome_materia_prima}”.`}
      save={save}
    >
      <MateriaPrimaForm
        mode="edit"
        defaultValues={{
          nome_materia_prima: materia.nome_materia_prima,
          descricao: materia.descricao,
          unidade_medida: materia.unidade_medida,
          status_materia_prima: materia.status_materia_prima,
        }}
        onSubmit={submit}
        {...save.form}
      />
    </FormPage>
  )
}
