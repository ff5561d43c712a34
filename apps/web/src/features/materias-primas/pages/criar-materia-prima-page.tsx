import type { MateriaPrimaCreate } from '@recria/domain/materia-prima'
import { FormPage } from '../../../components/formulario/form-page.tsx'
import { sendSave, useSaveResult } from '../../../components/formulario/use-save-result.ts'
import { failureResult } from '../../../components/ui/result-dialog.tsx'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { useCreateMateriaPrima } from '../api/materias-primas.ts'
import { MateriaPrimaForm } from '../components/materia-prima-form.tsx'

export default function CriarMateriaPrimaPage() {
  const { user } = useAuth()
  const mutation = useCreateMateriaPrima()
  const save = useSaveResult(mutation, '/materias-primas')

  const submit = (dados: MateriaPrimaCreate) => {
    if (!user) {
      save.setResult({ type: 'error', title: 'Erro', message: 'Erro: usuário não identificado.' })
      return
    }
    sendSave(mutation, dados, save, {
      success: 'Matéria-prima cadastrada com sucesso!',
      failure: (error) => failureResult(error, 'Erro ao criar matéria-prima. Verifique os dados.'),
    })
  }

  return (
    <FormPage
      title="Nova Matéria-Prima"
      description="Cadastre um material reciclável que você usa nos seus produtos."
      save={save}
    >
      <MateriaPrimaForm mode="create" onSubmit={submit} {...save.form} />
    </FormPage>
  )
}
