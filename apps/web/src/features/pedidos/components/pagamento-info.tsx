import { displayBRL, formatDateTime } from '@recria/domain/format'
import { STATUS_PAGAMENTO_LABELS, tipoPagamentoLabel } from '@recria/domain/pagamento'
import type { PedidoDetalheResponse } from '@recria/domain/pedidos-consulta'
import { RefreshCw } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { DetailList } from '../../../components/ui/detail-list.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { useSincronizarPagamento } from '../api/sincronizar-pagamento.ts'

interface PagamentoInfoProps {
  pagamento: PedidoDetalheResponse['pagamento']
  /** The seller sees the fee, the net value and the provider's id too. */
  vendedor?: boolean
}

/**
 * 'Informações de Pagamento': status, type, value (the seller also fee, net value, provider id), and
 * 'Sincronizar' for both sides (docs/product/pagamentos.md: both roles can sync a payment).
 */
export function PagamentoInfo({ pagamento, vendedor = false }: PagamentoInfoProps) {
  const sincronizar = useSincronizarPagamento()
  const { toast } = useToast()
  const sync = (id: number) =>
    sincronizar.mutate(id, {
      onSuccess: () => toast('Pagamento sincronizado com sucesso'),
      onError: () => toast('Erro ao sincronizar pagamento', 'error'),
    })
  return (
    <SectionCard
      id="pedido-pagamento"
      title="Informações de Pagamento"
      aside={
        pagamento && (
          <Button
            variant="secondary"
            size="sm"
            loading={sincronizar.isPending}
            onClick={() => sync(pagamento.id_pagamento)}
          >
            {!sincronizar.isPending && <RefreshCw aria-hidden="true" className="size-4" />}
            Sincronizar
          </Button>
        )
      }
    >
      {pagamento ? (
        <DetailList
          items={[
            { label: 'Status', value: STATUS_PAGAMENTO_LABELS[pagamento.status] },
            { label: 'Forma de pagamento', value: tipoPagamentoLabel(pagamento.tipo_pagamento) },
            { label: 'Valor', value: displayBRL(pagamento.valor_total) },
            ...(vendedor
              ? [
                  { label: 'Taxa', value: displayBRL(pagamento.valor_taxa) },
                  { label: 'Valor líquido', value: <strong>{displayBRL(pagamento.valor_liquido)}</strong> },
                  ...(pagamento.mercado_pago_payment_id
                    ? [{ label: 'ID no Mercado Pago', value: String(pagamento.mercado_pago_payment_id) }]
                    : []),
                ]
              : []),
            { label: 'Criado em', value: formatDateTime(pagamento.data_criacao) },
          ]}
        />
      ) : (
        <p className="text-sm text-stone-600">Nenhum pagamento registrado para este pedido.</p>
      )}
    </SectionCard>
  )
}
