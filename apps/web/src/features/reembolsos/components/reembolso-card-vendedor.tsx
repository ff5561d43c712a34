import type { ReembolsoResponse } from '@recria/domain/reembolso-consulta'
import { ReembolsoCard } from './reembolso-card.tsx'

/**
 * docs/product/reembolsos.md: 'Reembolso #', 'Pedido #', the date, the status, 'Valor
 * solicitado', the customer, the reason and 'Ver Detalhes' carrying the refund to /reembolso-detalhes.
 */
export function ReembolsoCardVendedor({ reembolso: r }: { reembolso: ReembolsoResponse }) {
  return (
    <ReembolsoCard
      reembolso={r}
      lado="vendedor"
      pessoa={{ papel: 'Cliente', nome: r.usuario_comprador.nome }}
      detalhes="/reembolso-detalhes"
    />
  )
}
