import { PedidoCancelarSchema } from '@recria/domain/pedido-acoes'
import { useState } from 'react'
import type { OpenState } from '../../../components/ui/dialog.tsx'
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { guardedOpenChange } from '../../../lib/guarded-open-change.ts'
import { useCancelarPedido } from '../api/cancelar-pedido.ts'

const MOTIVO_MAX = 500
const MOTIVO_MIN = 10

const CAMPO_MOTIVO = {
  label: 'Motivo do cancelamento',
  maxLength: MOTIVO_MAX,
  hint: 'Mínimo de 10 caracteres.',
} as const

interface CancelarPedidoDialogProps extends OpenState {
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
  const fechar = guardedOpenChange(cancelar.isPending, onOpenChange, () => {
    setMotivo('')
    setTocado(false)
  })
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
    <ReasonDialog
      open={open}
      onOpenChange={fechar}
      title="Cancelar Pedido"
      description={aviso}
      cancelLabel="Voltar"
      confirm={{
        label: 'Confirmar Cancelamento',
        onClick: confirmar,
        variant: 'danger',
        disabled: motivo.trim().length < MOTIVO_MIN,
      }}
      busy={cancelar.isPending}
      field={{
        ...CAMPO_MOTIVO,
        text: [motivo, setMotivo],
        onBlur: () => motivo !== '' && setTocado(true),
        error: erro,
      }}
    />
  )
}
