import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  centavosToReais,
  itemsTotalCentavos,
  mapPaymentStatus,
  platformFeeCentavos,
  STATUS_PAGAMENTO,
  STATUS_PAGAMENTO_LABELS,
  tipoPagamentoLabel,
  toCentavos,
} from './pagamento.ts'

describe('mapPaymentStatus (docs/product/pagamentos.md, Payment statuses)', () => {
  it('keeps the statuses Recria shows as they are', () => {
    for (const status of STATUS_PAGAMENTO) expect(mapPaymentStatus(status)).toBe(status)
  })

  it('treats authorized as in_process and captured as approved; keeps in_mediation and charged_back', () => {
    expect(mapPaymentStatus('authorized')).toBe('in_process')
    expect(mapPaymentStatus('in_mediation')).toBe('in_mediation')
    expect(mapPaymentStatus('charged_back')).toBe('charged_back')
    expect(mapPaymentStatus('captured')).toBe('approved')
    expect(mapPaymentStatus('APPROVED')).toBe('approved')
  })

  it('reads anything unknown as pending, which moves nothing', () => {
    expect(mapPaymentStatus('teleported')).toBe('pending')
    expect(mapPaymentStatus('')).toBe('pending')
    expect(mapPaymentStatus(undefined)).toBe('pending')
  })

  it('has a Portuguese label for each status', () => {
    expect(Object.keys(STATUS_PAGAMENTO_LABELS).sort()).toEqual([...STATUS_PAGAMENTO].sort())
    expect(STATUS_PAGAMENTO_LABELS.approved).toBe('Aprovado')
    expect(STATUS_PAGAMENTO_LABELS.in_mediation).toBe('Em mediação')
    expect(STATUS_PAGAMENTO_LABELS.charged_back).toBe('Estornado (chargeback)')
  })
})

describe('tipoPagamentoLabel', () => {
  it('names the payment types (bank_transfer is Pix, ticket is Boleto)', () => {
    expect(tipoPagamentoLabel('bank_transfer')).toBe('Pix')
    expect(tipoPagamentoLabel('ticket')).toBe('Boleto')
    expect(tipoPagamentoLabel('credit_card')).toBe('Cartão de crédito')
    expect(tipoPagamentoLabel('debit_card')).toBe('Cartão de débito')
    expect(tipoPagamentoLabel('account_money')).toBe('Saldo no Mercado Pago')
    expect(tipoPagamentoLabel('crypto')).toBe('crypto')
    expect(tipoPagamentoLabel(null)).toBe('Não informado')
  })
})

describe('money', () => {
  it('turns reais into centavos and back without drift', () => {
    expect(toCentavos(129.9)).toBe(12990)
    expect(toCentavos(0.29)).toBe(29)
    expect(toCentavos(1234.56)).toBe(123456)
    expect(centavosToReais(12990)).toBe(129.9)
    expect(() => toCentavos(Number.NaN)).toThrow(RangeError)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (c) => {
        expect(toCentavos(centavosToReais(c))).toBe(c)
      }),
    )
  })

  it('takes the platform fee as a percentage of the total, rounded half up to the centavo', () => {
    expect(platformFeeCentavos(12990, 10)).toBe(1299)
    expect(platformFeeCentavos(5, 10)).toBe(1) // 0,5 centavo rounds up
    expect(platformFeeCentavos(4, 10)).toBe(0)
    expect(platformFeeCentavos(1999, 7.5)).toBe(150) // 149,925
    expect(platformFeeCentavos(10000, 0)).toBe(0)
    expect(() => platformFeeCentavos(10.5, 10)).toThrow(RangeError)
    expect(() => platformFeeCentavos(100, -1)).toThrow(RangeError)
  })

  it('never takes more than the total, and grows with it', () => {
    const total = fc.integer({ min: 0, max: 100_000_000 })
    const percent = fc.integer({ min: 0, max: 5000 }).map((bp) => bp / 100)
    fc.assert(
      fc.property(total, total, percent, (a, b, p) => {
        const fee = platformFeeCentavos(a, p)
        expect(Number.isInteger(fee)).toBe(true)
        expect(fee).toBeGreaterThanOrEqual(0)
        expect(fee).toBeLessThanOrEqual(a)
        expect(Math.abs(fee - (a * p) / 100)).toBeLessThanOrEqual(0.5 + 1e-9)
        if (a <= b) expect(fee).toBeLessThanOrEqual(platformFeeCentavos(b, p))
      }),
    )
  })

  it('adds up items by quantity', () => {
    expect(
      itemsTotalCentavos([
        { quantidade: 2, valorUnitarioCentavos: 1990 },
        { quantidade: 1, valorUnitarioCentavos: 5000 },
      ]),
    ).toBe(8980)
    expect(itemsTotalCentavos([])).toBe(0)
  })
})
