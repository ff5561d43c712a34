import { describe, expect, it } from 'vitest'
import { PagamentosFiltroSchema } from './pagamentos-consulta.ts'

const parse = (query: Record<string, string>) => PagamentosFiltroSchema.safeParse(query)
const mensagem = (query: Record<string, string>) => {
  const result = parse(query)
  return result.success ? null : result.error.issues[0]?.message
}

describe('the seller payments filters (docs/product/pagamentos.md)', () => {
  it('read authorized and in_mediation as in_process, captured as approved', () => {
    expect(parse({ status: 'authorized' }).data?.status).toBe('in_process')
    expect(parse({ status: 'in_mediation' }).data?.status).toBe('in_process')
    expect(parse({ status: 'captured' }).data?.status).toBe('approved')
    expect(parse({ status: 'refunded' }).data?.status).toBe('refunded')
  })

  it('refuse an unknown status or method, and take an empty one as no filter', () => {
    expect(mensagem({ status: 'pago' })).toBe('Status de pagamento inválido.')
    expect(mensagem({ meioPagamento: 'cheque' })).toBe('Meio de pagamento inválido.')
    expect(parse({ status: '', meioPagamento: '' }).data).toEqual({})
    expect(parse({ meioPagamento: 'pix' }).data?.meioPagamento).toBe('pix')
  })

  it('take real days only, the last not before the first', () => {
    expect(mensagem({ dataInicio: '2025-02-30' })).toBe('Data inválida. Use o formato AAAA-MM-DD.')
    expect(mensagem({ dataFim: '05/03/2025' })).toBe('Data inválida. Use o formato AAAA-MM-DD.')
    expect(mensagem({ dataInicio: '2025-03-05', dataFim: '2025-03-04' })).toBe(
      'A data de fim deve ser igual ou posterior à data de início.',
    )
    expect(parse({ dataInicio: '2025-03-05', dataFim: '2025-03-05' }).success).toBe(true)
    expect(parse({ dataFim: '2025-03-05' }).success).toBe(true)
  })
})
