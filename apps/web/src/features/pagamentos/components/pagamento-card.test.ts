import { describe, expect, it } from 'vitest'
import { valoresDoPagamento } from './pagamento-card.tsx'

const pago = { status: 'approved' as const, valor_total: 129.9, valor_liquido: 122.13, valor_reembolsado: 0 }

describe("the money on a seller's payment card", () => {
  it("shows 'Valor Recebido' when nothing went back", () => {
    expect(valoresDoPagamento(pago)).toEqual([{ label: 'Valor Recebido', valor: 122.13 }])
  })

  it("never shows 'Valor Recebido' for a refunded payment: 'Reembolsado' and what was returned", () => {
    expect(valoresDoPagamento({ ...pago, status: 'refunded', valor_reembolsado: 129.9 })).toEqual([
      { label: 'Reembolsado', valor: 129.9 },
    ])
    // A refund the provider told only by the status: the whole payment went back.
    expect(valoresDoPagamento({ ...pago, status: 'charged_back' })).toEqual([
      { label: 'Reembolsado', valor: 129.9 },
    ])
  })

  it('shows both for a partial refund, what stayed being the net less what went back', () => {
    expect(valoresDoPagamento({ ...pago, valor_reembolsado: 10 })).toEqual([
      { label: 'Reembolsado', valor: 10 },
      { label: 'Valor Recebido', valor: 112.13 },
    ])
  })
})
