import type { AcompanhamentoInput, EntregaDoPedido } from '@recria/domain/entrega-pedido'
import { PEDIDO_MSG, STATUS_PEDIDO_LABELS, type StatusPedido } from '@recria/domain/pedido'
import type { PassoDoVendedor } from '@recria/domain/pedido-acoes'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { useCorrigirEntregaPedido, useUpdateStatusPedido } from '../api/update-status-pedido.ts'
import { CancelarPedidoButton } from './cancelar-pedido-button.tsx'
import { InformarEntregaDialog } from './informar-entrega-dialog.tsx'

/** docs/product/pedidos.md, 'Seller actions on an order': the one step forward each status offers. */
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
  /** The order's delivery: with a mode, 'Pronto para entrega' asks for that mode's information. */
  entrega?: EntregaDoPedido | null
}

/** 'Controle do Pedido': the next step and 'Cancelar Pedido' while the order can still move. */
export function ControlePedido({ idPedido, status, idUsuario, pago, entrega = null }: ControlePedidoProps) {
  const atualizar = useUpdateStatusPedido()
  const corrigir = useCorrigirEntregaPedido()
  const [dialogo, setDialogo] = useState<'pronto' | 'correcao' | null>(null)
  const { toast } = useToast()
  const acao = ACAO[status]
  // Decision 029: an order with a delivery mode is ready once the buyer knows how it arrives.
  const perguntaEntrega = acao?.para === 'pronto_para_entrega' && entrega !== null
  const corrigivel = status === 'pronto_para_entrega' && entrega !== null
  const erroDe = (error: unknown) => mensagemDoServidor(error) ?? 'Erro ao salvar as informações de entrega'
  const informar = (dados: AcompanhamentoInput) =>
    (dialogo === 'correcao'
      ? corrigir.mutateAsync({ idPedido, idUsuario, entrega: dados })
      : atualizar.mutateAsync({ idPedido, status: 'pronto_para_entrega', idUsuario, entrega: dados })
    ).then(
      (res) => toast(res.mensagem),
      (error) => Promise.reject(erroDe(error)),
    )
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
              onClick={() => (perguntaEntrega ? setDialogo('pronto') : avancar(acao.para))}
              loading={atualizar.isPending}
              disabled={aguardaPagamento}
              aria-describedby={aguardaPagamento ? 'aguarda-pagamento' : undefined}
            >
              {acao.label}
            </Button>
            {corrigivel && (
              <Button variant="secondary" onClick={() => setDialogo('correcao')}>
                Corrigir informações de entrega
              </Button>
            )}
            <CancelarPedidoButton idPedido={idPedido} idUsuario={idUsuario} tipo="VENDEDOR" pago={pago} />
          </div>
          {entrega && dialogo && (
            <InformarEntregaDialog
              open
              onOpenChange={(aberto) => !aberto && setDialogo(null)}
              modo={entrega.modo}
              atual={dialogo === 'correcao' ? entrega.acompanhamento : null}
              correcao={dialogo === 'correcao'}
              enviar={informar}
              pending={atualizar.isPending || corrigir.isPending}
            />
          )}
        </>
      ) : (
        <p className="text-sm text-stone-600">Nenhuma ação disponível para o status atual do pedido.</p>
      )}
    </SectionCard>
  )
}
