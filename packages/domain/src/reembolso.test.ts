import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  fimDoPrazoReembolso,
  ResponderReembolsoSchema,
  recusaDoReembolso,
  SolicitarReembolsoSchema,
} from './reembolso.ts'
import {
  formatDataReembolso,
  formatTelefoneReembolso,
  motivoReembolso,
  resumoJustificativa,
  statusReembolsoComprador,
  statusReembolsoVendedor,
} from './reembolso-exibicao.ts'

const DIA = 24 * 60 * 60 * 1000
const entrega = new Date('2025-03-10T15:30:00.000Z')
const entregue = { status_pedido: 'entregue', data_entrega_realizada: entrega, data_reembolso: null }

describe('the refund window (docs/product/reembolsos.md: delivered at most 7 days ago)', () => {
  it('is open at exactly 7 days after delivery, closed one millisecond later', () => {
    expect(fimDoPrazoReembolso(entrega).toISOString()).toBe('2025-03-17T15:30:00.000Z')
    expect(recusaDoReembolso(entregue, new Date(entrega.getTime() + 7 * DIA))).toBeNull()
    expect(recusaDoReembolso(entregue, new Date(entrega.getTime() + 7 * DIA + 1))).toBe(
      'O prazo para solicitar o reembolso terminou: ele é de 7 dias após a entrega.',
    )
  })

  it('is open at any instant from delivery to the 7th day, closed at any after', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 * DIA }), fc.integer({ min: 1, max: 365 * DIA }), (d, a) => {
        expect(recusaDoReembolso(entregue, new Date(entrega.getTime() + d))).toBeNull()
        expect(recusaDoReembolso(entregue, new Date(entrega.getTime() + 7 * DIA + a))).not.toBeNull()
      }),
    )
  })

  it('needs the order delivered, and not refunded already', () => {
    const agora = new Date(entrega.getTime() + DIA)
    for (const status of ['pagamento_aprovado', 'confirmado', 'pronto_para_entrega', 'cancelado'])
      expect(recusaDoReembolso({ ...entregue, status_pedido: status }, agora)).toBe(
        'O reembolso só pode ser solicitado para pedidos entregues.',
      )
    expect(recusaDoReembolso({ ...entregue, data_entrega_realizada: null }, agora)).toBe(
      'O reembolso só pode ser solicitado para pedidos entregues.',
    )
    expect(recusaDoReembolso({ ...entregue, status_pedido: 'reembolsado' }, agora)).toBe(
      'Este pedido já foi reembolsado.',
    )
    expect(recusaDoReembolso({ ...entregue, data_reembolso: agora }, agora)).toBe(
      'Este pedido já foi reembolsado.',
    )
  })
})

describe('the request and the answer', () => {
  const erro = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.success ? null : r.error?.issues[0]?.message
  it('request: a listed reason and a description of 1 to 500 characters, trimmed', () => {
    expect(
      SolicitarReembolsoSchema.parse({ motivo: 'defective_product', descricao: '  Quebrou.  ' }),
    ).toEqual({ motivo: 'defective_product', descricao: 'Quebrou.' })
    expect(erro(SolicitarReembolsoSchema.safeParse({ descricao: 'x' }))).toBe(
      'Selecione o motivo do reembolso.',
    )
    expect(erro(SolicitarReembolsoSchema.safeParse({ motivo: 'seller_cancellation', descricao: 'x' }))).toBe(
      'Selecione o motivo do reembolso.',
    )
    expect(erro(SolicitarReembolsoSchema.safeParse({ motivo: 'others', descricao: '   ' }))).toBe(
      'Descreva o motivo do reembolso.',
    )
    expect(erro(SolicitarReembolsoSchema.safeParse({ motivo: 'others' }))).toBe(
      'Descreva o motivo do reembolso.',
    )
    expect(SolicitarReembolsoSchema.safeParse({ motivo: 'others', descricao: 'x'.repeat(500) }).success).toBe(
      true,
    )
    expect(erro(SolicitarReembolsoSchema.safeParse({ motivo: 'others', descricao: 'x'.repeat(501) }))).toBe(
      'A descrição deve ter no máximo 500 caracteres.',
    )
  })

  it('answer: a trimmed text of 1 to 1000 characters and a boolean', () => {
    expect(ResponderReembolsoSchema.parse({ respostaVendedor: ' Ok ', aprovado: false })).toEqual({
      respostaVendedor: 'Ok',
      aprovado: false,
    })
    expect(erro(ResponderReembolsoSchema.safeParse({ respostaVendedor: ' \n ', aprovado: true }))).toBe(
      'Escreva uma resposta para o comprador.',
    )
    expect(
      erro(ResponderReembolsoSchema.safeParse({ respostaVendedor: 'x'.repeat(1001), aprovado: true })),
    ).toBe('A resposta deve ter no máximo 1000 caracteres.')
    expect(erro(ResponderReembolsoSchema.safeParse({ respostaVendedor: 'Ok', aprovado: 'true' }))).toBe(
      'Informe se a solicitação foi aprovada.',
    )
  })
})

describe('how refunds read', () => {
  it('unknown statuses: awaiting_approval for the seller, requested for the buyer; the other vocabulary folds in', () => {
    expect(statusReembolsoVendedor('whatever')).toBe('awaiting_approval')
    expect(statusReembolsoComprador('whatever')).toBe('requested')
    expect(statusReembolsoComprador(null)).toBe('requested')
    expect(statusReembolsoVendedor('CONCLUIDO')).toBe('completed')
    expect(statusReembolsoComprador('AGUARDANDO_APROVACAO')).toBe('awaiting_approval')
    expect(statusReembolsoVendedor('FALHA')).toBe('failed')
    expect(statusReembolsoVendedor('processing')).toBe('processing')
  })

  it('unknown reasons display as others; the order-facing vocabulary folds in', () => {
    expect(motivoReembolso('???')).toBe('others')
    expect(motivoReembolso('PRODUTO_DEFEITUOSO')).toBe('defective_product')
    expect(motivoReembolso('duplicate_payment')).toBe('duplicate_payment')
  })

  it('phones: 11 and 10 digits masked, a leading 55 dropped on the buyer side past 11 digits', () => {
    expect(formatTelefoneReembolso('11987654321')).toBe('(11) 98765-4321')
    expect(formatTelefoneReembolso('1134567890')).toBe('(11) 3456-7890')
    expect(formatTelefoneReembolso('5511987654321')).toBe('5511987654321')
    expect(formatTelefoneReembolso('5511987654321', { semCodigoDoPais: true })).toBe('(11) 98765-4321')
    expect(formatTelefoneReembolso('551134567890', { semCodigoDoPais: true })).toBe('(11) 3456-7890')
    expect(formatTelefoneReembolso('55119876543', { semCodigoDoPais: true })).toBe('(55) 11987-6543')
    expect(formatTelefoneReembolso('')).toBeNull()
    expect(formatTelefoneReembolso(null)).toBeNull()
  })

  it("dates: São Paulo time, 'N/A' when missing, 'Data inválida' when unreadable", () => {
    expect(formatDataReembolso('2025-03-10T15:30:00.000Z')).toBe('10/03/2025 12:30')
    expect(formatDataReembolso(null)).toBe('N/A')
    expect(formatDataReembolso(undefined)).toBe('N/A')
    expect(formatDataReembolso('')).toBe('N/A')
    expect(formatDataReembolso('ontem')).toBe('Data inválida')
  })

  it('the justification preview: 100 characters plus an ellipsis', () => {
    expect(resumoJustificativa('curta')).toBe('curta')
    expect(resumoJustificativa('x'.repeat(100))).toBe('x'.repeat(100))
    expect(resumoJustificativa('x'.repeat(101))).toBe(`${'x'.repeat(100)}...`)
  })
})
