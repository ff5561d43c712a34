import { displayBRL } from '@recria/domain/format'
import { RESPOSTA_REEMBOLSO_MAX, TOAST_RESPOSTA_REEMBOLSO_MS } from '@recria/domain/reembolso'
import type { ReembolsoResponse } from '@recria/domain/reembolso-consulta'
import { MOTIVO_REEMBOLSO_LABELS, motivoReembolso } from '@recria/domain/reembolso-exibicao'
import { TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { DetailList } from '../../../components/ui/detail-list.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { useResponderReembolso } from '../api/responder-reembolso.ts'

interface ResponderReembolsoDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  reembolso: ReembolsoResponse
}

/**
 * docs/product/reembolsos.md: the request's summary, 'Importante - Decisão Final', a required answer of
 * at most 1000 characters with its counter, and Cancelar / Rejeitar / Aprovar (disabled while the
 * trimmed answer is empty or while sending). A failure keeps the modal open with its alert.
 */
export function ResponderReembolsoDialog({
  open,
  onOpenChange,
  reembolso: r,
}: ResponderReembolsoDialogProps) {
  const [resposta, setResposta] = useState('')
  const [erro, setErro] = useState<string | null>(null)
  const [enviando, setEnviando] = useState<'aprovar' | 'rejeitar' | null>(null)
  const responder = useResponderReembolso()
  const { toast } = useToast()
  const vazia = resposta.trim() === ''
  const ocupado = enviando !== null

  const fechar = (next: boolean) => {
    if (ocupado) return
    onOpenChange(next)
    if (!next) {
      setResposta('')
      setErro(null)
    }
  }
  const enviar = (aprovado: boolean) => {
    if (vazia || ocupado) return
    setErro(null)
    setEnviando(aprovado ? 'aprovar' : 'rejeitar')
    // mutateAsync: its answer is handled even when the order's new state unmounts this dialog's
    // owner first (TanStack Query calls mutate()'s own callbacks only while it is mounted).
    responder.mutateAsync({ idReembolso: r.id_reembolso, respostaVendedor: resposta, aprovado }).then(
      (res) => {
        setEnviando(null)
        toast(res.mensagem, 'success', TOAST_RESPOSTA_REEMBOLSO_MS)
        onOpenChange(false)
        setResposta('')
      },
      () => {
        setEnviando(null)
        setErro('Erro ao processar resposta. Tente novamente.')
      },
    )
  }

  return (
    <Dialog
      open={open}
      onOpenChange={fechar}
      title="Responder Solicitação de Reembolso"
      hideClose={ocupado}
      wide
      footer={
        <>
          <Button variant="secondary" onClick={() => fechar(false)} disabled={ocupado}>
            Cancelar
          </Button>
          <Button
            variant="danger"
            onClick={() => enviar(false)}
            disabled={vazia || (ocupado && enviando !== 'rejeitar')}
            loading={enviando === 'rejeitar'}
          >
            Rejeitar
          </Button>
          <Button
            variant="primary"
            onClick={() => enviar(true)}
            disabled={vazia || (ocupado && enviando !== 'aprovar')}
            loading={enviando === 'aprovar'}
          >
            Aprovar
          </Button>
        </>
      }
    >
      <DetailList
        items={[
          { label: 'Pedido', value: `#${r.id_pedido}` },
          { label: 'Cliente', value: r.usuario_comprador.nome },
          { label: 'Valor', value: <strong>{displayBRL(r.valor_solicitado)}</strong> },
          { label: 'Motivo', value: MOTIVO_REEMBOLSO_LABELS[motivoReembolso(r.motivo)] },
          {
            label: 'Descrição do cliente',
            value: r.descricao_motivo?.trim() || 'Nenhuma descrição informada',
          },
        ]}
      />
      <div
        role="note"
        className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div>
          <p className="font-semibold">Importante - Decisão Final</p>
          <p>
            {`Sua resposta não poderá ser alterada. Ao aprovar, ${displayBRL(r.valor_solicitado)} serão devolvidos ao cliente pelo Mercado Pago; ao rejeitar, o pedido continua como está.`}
          </p>
        </div>
      </div>
      <TextareaField
        label="Resposta ao cliente"
        value={resposta}
        maxLength={RESPOSTA_REEMBOLSO_MAX}
        count={resposta.length}
        required
        rows={4}
        hint="Explique a sua decisão ao cliente."
        onChange={(event) => setResposta(event.target.value)}
        disabled={ocupado}
      />
      <FormAlert message={erro} />
    </Dialog>
  )
}
