import { describe, expect, it } from 'vitest'
import { isDataIso } from './filtro-datas.ts'
import { PedidosFiltroSchema } from './pedidos-consulta.ts'

describe('isDataIso', () => {
  it('takes real calendar days written YYYY-MM-DD only', () => {
    expect(['2025-01-31', '2024-02-29', '2025-12-01'].map(isDataIso)).toEqual([true, true, true])
    expect(
      ['2025-02-29', '2025-13-01', '2025-1-01', '01/02/2025', '2025-01-01T00:00', ''].map(isDataIso),
    ).toEqual([false, false, false, false, false, false])
  })
})

describe('PedidosFiltroSchema', () => {
  const erro = (q: Record<string, string>) => PedidosFiltroSchema.safeParse(q).error?.issues[0]?.message

  it('treats empty parameters as absent', () => {
    expect(PedidosFiltroSchema.parse({ status: '', periodo: '', data_inicio: '', data_fim: '' })).toEqual({})
  })

  it('needs both days for a custom period, the end not before the start', () => {
    expect(erro({ periodo: 'personalizado', data_fim: '2025-01-01' })).toBe(
      'Informe a data de início e a data de fim do período personalizado.',
    )
    expect(erro({ periodo: 'personalizado', data_inicio: '2025-01-02', data_fim: '2025-01-01' })).toBe(
      'A data de fim deve ser igual ou posterior à data de início.',
    )
    expect(
      erro({ periodo: 'personalizado', data_inicio: '2025-01-01', data_fim: '2025-01-01' }),
    ).toBeUndefined()
  })

  it('refuses unknown statuses and periods in Portuguese', () => {
    expect(erro({ status: 'enviado' })).toBe('Status de pedido inválido.')
    expect(erro({ periodo: 'ano' })).toBe('Período inválido.')
  })
})
