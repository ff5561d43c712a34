import { PedidoCancelarSchema } from '@recria/domain/pedido-acoes'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { useCancelarPedido } from '../api/cancelar-pedido.ts'

const MOTIVO_MAX = 500
const MOTIVO_MIN = 10

interface CancelarPedidoDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  idPedido: number
  idUsuario: number
  tipo: 'VENDEDOR' | 'COMPRADOR'
  /** Said under the title: what cancelling does to this order (a refund, say). */
  aviso: string
}

/** docs/product/pedidos.md: a reason of 10 to 500 characters; confirming stays disabled under 10. */
export function CancelarPedidoDialog({
  open,
  onOpenChange,
  idPedido,
  idUsuario,
  tipo,
  aviso,
}: CancelarPedidoDialogProps) {
  const [motivo, setMotivo] = useState('')
  const [tocado, setTocado] = useState(false)
  const cancelar = useCancelarPedido()
  const { toast } = useToast()
  const checagem = PedidoCancelarSchema.shape.motivo.safeParse(motivo)
  const erro = tocado && !checagem.success ? checagem.error.issues[0]?.message : undefined
  const fechar = (next: boolean) => {
    if (cancelar.isPending) return
    onOpenChange(next)
    if (!next) {
      setMotivo('')
      setTocado(false)
    }
  }
  const confirmar = () => {
    setTocado(true)
    if (!checagem.success) return
    // mutateAsync: its answer is handled even when the order's new state unmounts this dialog's
    // owner first (TanStack Query calls mutate()'s own callbacks only while it is mounted).
    cancelar.mutateAsync({ idPedido, motivo, idUsuario, tipo }).then(
      () => {
        toast('Pedido cancelado com sucesso')
        fechar(false)
      },
      (error) => toast(mensagemDoServidor(error) ?? 'Erro ao cancelar pedido', 'error'),
    )
  }
  return (
    <Dialog
      open={open}
      onOpenChange={fechar}
      title="Cancelar Pedido"
      description={aviso}
      footer={
        <>
          <Button variant="secondary" onClick={() => fechar(false)} disabled={cancelar.isPending}>
            Voltar
          </Button>
          <Button
            variant="danger"
            onClick={confirmar}
            loading={cancelar.isPending}
            disabled={motivo.trim().length < MOTIVO_MIN}
          >
            Confirmar Cancelamento
          </Button>
        </>
      }
    >
      <TextareaField
        label="Motivo do cancelamento"
        value={motivo}
        maxLength={MOTIVO_MAX}
        count={motivo.length}
        required
        hint="Mínimo de 10 caracteres."
        onChange={(event) => setMotivo(event.target.value)}
        onBlur={() => motivo !== '' && setTocado(true)}
        error={erro}
        disabled={cancelar.isPending}
      />
    </Dialog>
  )
}
