import {
  AVALIACAO_MSG,
  type AvaliacaoUpdate,
  AvaliacaoUpdateSchema,
  COMENTARIO_MAX,
  NOTA_PADRAO,
} from '@recria/domain/avaliacao'
import type { Avaliacao } from '@recria/domain/avaliacao-consulta'
import { Controller } from 'react-hook-form'
import { Dialog, type OpenState } from '../../../components/ui/dialog.tsx'
import { FormActions } from '../../../components/ui/form-actions.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { ApiError, mensagemDoServidor } from '../../../lib/api.ts'
import { useSchemaForm } from '../../../lib/use-schema-form.ts'
import { useSalvarAvaliacao } from '../api/salvar-avaliacao.ts'
import { EstrelasInput } from './estrelas-input.tsx'

const ORDER = ['nota', 'comentario'] as const

interface AvaliacaoFormProps {
  idProduto: number
  existente: Avaliacao | null
  onDone: () => void
  onCancel: () => void
}

function AvaliacaoForm({ idProduto, existente, onDone, onCancel }: AvaliacaoFormProps) {
  const { toast } = useToast()
  const salvar = useSalvarAvaliacao()
  const form = useSchemaForm(AvaliacaoUpdateSchema, ORDER, {
    nota: existente?.nota ?? NOTA_PADRAO,
    comentario: existente?.comentario ?? '',
  })
  const { field, control, watch, errors } = form

  const submit = (dados: AvaliacaoUpdate) =>
    salvar.mutate(
      { idProduto, idAvaliacao: existente?.id_avaliacao ?? null, dados },
      {
        onSuccess: (resposta) => {
          toast(
            resposta.mensagem ?? (existente ? AVALIACAO_MSG.atualizada : AVALIACAO_MSG.enviada),
            'success',
          )
          onDone()
        },
        onError: (error) => {
          // The stars take no focus: only a comment's message moves it.
          form.showServerErrors(
            error instanceof ApiError && error.status === 400 ? error.body.erros : undefined,
          )
          toast(mensagemDoServidor(error) ?? AVALIACAO_MSG.erroSalvar, 'error')
        },
      },
    )

  return (
    <form noValidate onSubmit={form.onSubmit(submit)} className="flex flex-col gap-4">
      <Controller
        control={control}
        name="nota"
        render={({ field }) => (
          <EstrelasInput
            value={field.value ?? NOTA_PADRAO}
            onChange={field.onChange}
            error={errors.nota?.message}
          />
        )}
      />
      <TextareaField
        label="Comentário"
        placeholder="Conte como foi a sua experiência com o produto"
        maxLength={COMENTARIO_MAX}
        count={watch('comentario')?.length ?? 0}
        {...field('comentario')}
      />
      <FormActions cancel={onCancel} pending={salvar.isPending}>
        {existente ? 'Salvar alterações' : 'Enviar avaliação'}
      </FormActions>
    </form>
  )
}

interface AvaliacaoDialogProps extends OpenState {
  idProduto: number
  nomeProduto: string
  /** The buyer's review to edit, or null to write one. */
  existente: Avaliacao | null
  /** After the server saved it. */
  onSalva: () => void
}

/** docs/product/avaliacoes.md: the review form, to create or edit (rating 1 to 5, default 5; a comment). */
export function AvaliacaoDialog({
  idProduto,
  nomeProduto,
  existente,
  open,
  onOpenChange,
  onSalva,
}: AvaliacaoDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={existente ? 'Editar avaliação' : 'Avaliar produto'}
      description={`Sua nota e seu comentário sobre ${nomeProduto}.`}
    >
      {open && (
        <AvaliacaoForm
          idProduto={idProduto}
          existente={existente}
          onDone={() => {
            onOpenChange(false)
            onSalva()
          }}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  )
}
