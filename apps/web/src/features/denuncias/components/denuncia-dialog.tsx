import { zodResolver } from '@hookform/resolvers/zod'
import { DENUNCIA_DESCRICAO_MAX, type DenunciaCreate, DenunciaCreateSchema } from '@recria/domain/denuncia'
import { type Resolver, useForm } from 'react-hook-form'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormActions } from '../../../components/ui/form-actions.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { ApiError } from '../../../lib/api.ts'
import { FORM_MODE, focusFirstError, setServerErrors } from '../../../lib/form-errors.ts'
import { useCreateDenuncia } from '../api/create-denuncia.ts'
import { useMotivosDenuncia } from '../api/get-motivos-denuncia.ts'

const ORDER = ['motivo', 'descricao'] as const
const ENVIADA = 'Denúncia enviada com sucesso!'
const ERRO = 'Erro ao enviar denúncia. Tente novamente.'

interface Valores {
  motivo: string
  descricao: string
  id_anuncio: number
}

/**
 * A refusal the buyer can act on (already reported, their own listing, a field) is told in the
 * server's words; anything else gets the generic text of docs/product/denuncias.md.
 */
function mensagemDeErro(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return error.body.mensagem
  }
  return ERRO
}

interface DenunciaFormProps {
  idAnuncio: number
  onDone: () => void
  onCancel: () => void
}

function DenunciaForm({ idAnuncio, onDone, onCancel }: DenunciaFormProps) {
  const { toast } = useToast()
  const motivos = useMotivosDenuncia(true)
  const enviar = useCreateDenuncia()
  const { register, handleSubmit, setFocus, setError, watch, formState } = useForm<
    Valores,
    unknown,
    DenunciaCreate
  >({
    ...FORM_MODE,
    // The select holds '' before a choice; the schema says which values it accepts.
    resolver: zodResolver(DenunciaCreateSchema) as unknown as Resolver<Valores, unknown, DenunciaCreate>,
    defaultValues: { motivo: '', descricao: '', id_anuncio: idAnuncio },
  })
  const { errors } = formState

  const submit = (dados: DenunciaCreate) =>
    enviar.mutate(dados, {
      onSuccess: () => {
        toast(ENVIADA, 'success')
        onDone()
      },
      onError: (error) => {
        const campos = error instanceof ApiError && error.status === 400 ? error.body.erros : undefined
        setServerErrors({ setError, setFocus }, ORDER, campos)
        toast(mensagemDeErro(error), 'error')
        // Reported already, or not allowed: nothing to correct, the form closes.
        if (error instanceof ApiError && (error.status === 403 || error.status === 409)) onDone()
      },
    })

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit, focusFirstError(setFocus, ORDER))}
      className="flex flex-col gap-4"
    >
      <SelectField
        label="Motivo"
        placeholder="Selecione o motivo"
        options={motivos.map((m) => ({ value: m.valor, label: m.label }))}
        error={errors.motivo?.message}
        {...register('motivo')}
      />
      <TextareaField
        label="Descrição"
        maxLength={DENUNCIA_DESCRICAO_MAX}
        count={watch('descricao').length}
        error={errors.descricao?.message}
        {...register('descricao')}
      />
      <FormActions cancel={onCancel} pending={enviar.isPending} variant="danger">
        Enviar denúncia
      </FormActions>
    </form>
  )
}

interface DenunciaDialogProps {
  idAnuncio: number
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** docs/product/denuncias.md: 'Denunciar anúncio', a reason from the list and a description. */
export function DenunciaDialog({ idAnuncio, open, onOpenChange }: DenunciaDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Denunciar anúncio"
      description="Escolha o motivo e conte o que há de errado com este anúncio."
    >
      {/* Mounted while open: each opening starts a blank form. */}
      {open && (
        <DenunciaForm
          idAnuncio={idAnuncio}
          onDone={() => onOpenChange(false)}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  )
}
