import { PEDIDO_MSG, STATUS_PEDIDO_LABELS, type StatusPedido } from '@recria/domain/pedido'
import type { PassoDoVendedor } from '@recria/domain/pedido-acoes'
import { Button } from '../../../components/ui/button.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { useUpdateStatusPedido } from '../api/update-status-pedido.ts'
import { CancelarPedidoButton } from './cancelar-pedido-button.tsx'

/** Spec part 2 §4, 'Seller actions on an order': the one step forward each status offers. */
const ACAO: Partial<Record<StatusPedido, { label: string; para: PassoDoVendedor }>> = {
  pagamento_pendente: { label: 'Confirmar Pedido', para: 'confirmado' },
  pagamento_aprovado: { label: 'Confirmar Pedido', para: 'confirmado' },
  confirmado: { label: 'Iniciar Preparação', para: 'em_preparacao' },
  em_preparacao: { label: 'Confirmar Produto Pronto', para: 'pronto_para_entrega' },
  pronto_para_entrega: { label: 'Confirmar Entrega', para: 'entregue' },
}

interface ControlePedidoProps {
  idPedido: number
  status: StatusPedido
  idUsuario: number
  pago: boolean
}

/** 'Controle do Pedido': the next step and 'Cancelar Pedido' while the order can still move. */
export function ControlePedido({ idPedido, status, idUsuario, pago }: ControlePedidoProps) {
  const atualizar = useUpdateStatusPedido()
  const { toast } = useToast()
  const acao = ACAO[status]
  // Decision 016: the seller confirms only a paid order; the server refuses it otherwise.
  const aguardaPagamento = status === 'pagamento_pendente'
  const avancar = (para: PassoDoVendedor) =>
    atualizar.mutate(
      { idPedido, status: para, idUsuario },
      {
        onSuccess: () => toast(PEDIDO_MSG.statusAtualizado(STATUS_PEDIDO_LABELS[para])),
        onError: (error) => toast(mensagemDoServidor(error) ?? 'Erro ao atualizar status do pedido', 'error'),
      },
    )
  return (
    <SectionCard id="pedido-controle" title="Controle do Pedido">
      {acao ? (
        <>
          {aguardaPagamento && (
            <p id="aguarda-pagamento" className="text-sm text-amber-900">
              Aguardando a aprovação do pagamento para confirmar o pedido.
            </p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              onClick={() => avancar(acao.para)}
              loading={atualizar.isPending}
              disabled={aguardaPagamento}
              aria-describedby={aguardaPagamento ? 'aguarda-pagamento' : undefined}
            >
              {acao.label}
            </Button>
            <CancelarPedidoButton idPedido={idPedido} idUsuario={idUsuario} tipo="VENDEDOR" pago={pago} />
          </div>
        </>
      ) : (
        <p className="text-sm text-stone-600">Nenhuma ação disponível para o status atual do pedido.</p>
      )}
    </SectionCard>
  )
}
