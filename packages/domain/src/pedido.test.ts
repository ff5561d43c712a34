import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { STATUS_PAGAMENTO } from './pagamento.ts'
import {
  canBuyerCancel,
  canTransition,
  isFinalStatus,
  nextStatuses,
  normalizeStatusPedido,
  orderStatusAfterPayment,
  STATUS_PEDIDO,
  STATUS_PEDIDO_LABELS,
  type StatusPedido,
} from './pedido.ts'

/** Every allowed move, written out: anything not listed here must be refused. */
const ALLOWED: [StatusPedido, StatusPedido][] = [
  ['pagamento_pendente', 'pagamento_aprovado'],
  ['pagamento_pendente', 'cancelado'],
  ['pagamento_aprovado', 'confirmado'],
  ['pagamento_aprovado', 'cancelado'],
  ['confirmado', 'em_preparacao'],
  ['confirmado', 'cancelado'],
  ['em_preparacao', 'pronto_para_entrega'],
  ['em_preparacao', 'cancelado'],
  ['pronto_para_entrega', 'entregue'],
  ['pronto_para_entrega', 'cancelado'],
  ['entregue', 'reembolsado'],
]
const allowed = new Set(ALLOWED.map(([from, to]) => `${from}>${to}`))

describe('order statuses (docs/product/pedidos.md)', () => {
  it('are the eight documented, with their labels', () => {
    expect(STATUS_PEDIDO).toEqual([
      'pagamento_pendente',
      'pagamento_aprovado',
      'confirmado',
      'em_preparacao',
      'pronto_para_entrega',
      'entregue',
      'cancelado',
      'reembolsado',
    ])
    expect(STATUS_PEDIDO_LABELS.em_preparacao).toBe('Em Preparação')
    expect(STATUS_PEDIDO_LABELS.pagamento_pendente).toBe('Pagamento Pendente')
    expect(STATUS_PEDIDO_LABELS.pronto_para_entrega).toBe('Pronto para Entrega')
  })

  it('recognise upper-case variants and show an unknown status as pending payment', () => {
    expect(normalizeStatusPedido('EM_PREPARACAO')).toBe('em_preparacao')
    expect(normalizeStatusPedido(' Entregue ')).toBe('entregue')
    expect(normalizeStatusPedido('perdido')).toBe('pagamento_pendente')
    expect(normalizeStatusPedido(null)).toBe('pagamento_pendente')
  })
})

describe('canTransition', () => {
  for (const from of STATUS_PEDIDO) {
    for (const to of STATUS_PEDIDO) {
      const expected = allowed.has(`${from}>${to}`)
      it(`${from} → ${to}: ${expected ? 'allowed' : 'refused'}`, () => {
        expect(canTransition(from, to)).toBe(expected)
      })
    }
  }

  it('lists the next statuses of each one, and only cancelado and reembolsado are final', () => {
    expect(nextStatuses('pagamento_aprovado')).toEqual(['confirmado', 'cancelado'])
    expect(STATUS_PEDIDO.filter(isFinalStatus)).toEqual(['cancelado', 'reembolsado'])
  })

  it('never goes back to an earlier status, nor stays where it is', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATUS_PEDIDO), fc.constantFrom(...STATUS_PEDIDO), (from, to) => {
        if (!canTransition(from, to)) return
        expect(STATUS_PEDIDO.indexOf(to)).toBeGreaterThan(STATUS_PEDIDO.indexOf(from))
      }),
    )
  })

  it('lets the buyer cancel unless the order is entregue, cancelado or reembolsado', () => {
    expect(STATUS_PEDIDO.filter((s) => !canBuyerCancel(s))).toEqual(['entregue', 'cancelado', 'reembolsado'])
  })
})

describe('orderStatusAfterPayment', () => {
  it('moves a pending order to pagamento_aprovado when the payment is approved', () => {
    expect(orderStatusAfterPayment('pagamento_pendente', 'approved')).toBe('pagamento_aprovado')
  })

  it('leaves a pending order pending for every other payment status', () => {
    for (const status of STATUS_PAGAMENTO.filter((s) => s !== 'approved')) {
      expect(orderStatusAfterPayment('pagamento_pendente', status)).toBe('pagamento_pendente')
    }
  })

  it('never moves an order that is past pending, whatever the payment says', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATUS_PEDIDO.filter((s) => s !== 'pagamento_pendente')),
        fc.constantFrom(...STATUS_PAGAMENTO),
        (order, payment) => {
          expect(orderStatusAfterPayment(order, payment)).toBe(order)
        },
      ),
    )
  })

  it('only ever makes a move the state machine allows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATUS_PEDIDO),
        fc.constantFrom(...STATUS_PAGAMENTO),
        (order, payment) => {
          const next = orderStatusAfterPayment(order, payment)
          expect(next === order || canTransition(order, next)).toBe(true)
        },
      ),
    )
  })
})
