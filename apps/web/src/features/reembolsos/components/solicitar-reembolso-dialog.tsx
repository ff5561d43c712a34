import {
  DESCRICAO_REEMBOLSO_MAX,
  MOTIVOS_REEMBOLSO,
  type MotivoReembolso,
  REEMBOLSO_MSG,
} from '@recria/domain/reembolso'
import { MOTIVO_REEMBOLSO_LABELS } from '@recria/domain/reembolso-exibicao'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { useSolicitarReembolso } from '../api/solicitar-reembolso.ts'

const MOTIVO_OPTIONS = MOTIVOS_REEMBOLSO.map((value) => ({ value, label: MOTIVO_REEMBOLSO_LABELS[value] }))

interface SolicitarReembolsoDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The order's payment; without it the request cannot be made (docs/product/reembolsos.md). */
  idPagamento: number | null
  /** Refreshes the order's page once the request is made. */
  onSolicitado?: () => unknown
}

/**
 * docs/product/reembolsos.md: a reason from the list and a detailed description (at most 500), both
 * required; the server's message or 'Erro ao solicitar reembolso. Tente novamente.' on failure.
 */
export function SolicitarReembolsoDialog({
  open,
  onOpenChange,
  idPagamento,
  onSolicitado,
}: SolicitarReembolsoDialogProps) {
  const [motivo, setMotivo] = useState<'' | MotivoReembolso>('')
  const [descricao, setDescricao] = useState('')
  const [erro, setErro] = useState<string | null>(null)
  const solicitar = useSolicitarReembolso(onSolicitado)
  const { toast } = useToast()
  const completo = descricao.trim() !== ''

  const fechar = (next: boolean) => {
    if (solicitar.isPending) return
    onOpenChange(next)
    if (!next) {
      setMotivo('')
      setDescricao('')
      setErro(null)
    }
  }
  const enviar = () => {
    if (!completo || motivo === '') return
    if (idPagamento === null) return setErro(REEMBOLSO_MSG.pagamentoNaoIdentificado)
    setErro(null)
    // mutateAsync: its answer is handled even when the order's new state unmounts this dialog's
    // owner first (TanStack Query calls mutate()'s own callbacks only while it is mounted).
    solicitar.mutateAsync({ idPagamento, motivo, descricao }).then(
      () => {
        toast('Solicitação de reembolso enviada com sucesso!')
        fechar(false)
      },
      (error) => setErro(mensagemDoServidor(error) ?? 'Erro ao solicitar reembolso. Tente novamente.'),
    )
  }

  return (
    <Dialog
      open={open}
      onOpenChange={fechar}
      title="Solicitar Reembolso"
      description="O vendedor analisa a sua solicitação em até 3 dias úteis. Aprovada, o valor é devolvido pelo Mercado Pago."
      footer={
        <>
          <Button variant="secondary" onClick={() => fechar(false)} disabled={solicitar.isPending}>
            Cancelar
          </Button>
          <Button onClick={enviar} loading={solicitar.isPending} disabled={!completo || motivo === ''}>
            Enviar Solicitação
          </Button>
        </>
      }
    >
      <SelectField
        label="Motivo do reembolso"
        placeholder="Selecione um motivo"
        options={MOTIVO_OPTIONS}
        value={motivo}
        required
        onChange={(event) => setMotivo(event.target.value as MotivoReembolso)}
        disabled={solicitar.isPending}
      />
      <TextareaField
        label="Descrição detalhada"
        value={descricao}
        maxLength={DESCRICAO_REEMBOLSO_MAX}
        count={descricao.length}
        required
        hint="Conte o que aconteceu com o pedido."
        onChange={(event) => setDescricao(event.target.value)}
        disabled={solicitar.isPending}
      />
      <FormAlert message={erro} />
    </Dialog>
  )
}
