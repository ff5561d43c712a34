import { describe, expect, it } from 'vitest'
import { diasDoPeriodo, hojeEmSaoPaulo, somarDias } from './periodo.ts'

describe('hojeEmSaoPaulo', () => {
  it("is São Paulo's date, which turns at 03:00 UTC", () => {
    expect(hojeEmSaoPaulo(new Date('2025-03-01T02:59:59Z'))).toBe('2025-02-28')
    expect(hojeEmSaoPaulo(new Date('2025-03-01T03:00:00Z'))).toBe('2025-03-01')
  })
})

describe('somarDias', () => {
  it('crosses months, years and leap days', () => {
    expect(somarDias('2025-03-01', -1)).toBe('2025-02-28')
    expect(somarDias('2024-03-01', -1)).toBe('2024-02-29')
    expect(somarDias('2024-12-31', 1)).toBe('2025-01-01')
  })
})

describe('diasDoPeriodo', () => {
  const hoje = '2025-03-05'
  it('gives the first and last day of each period, both included', () => {
    expect(diasDoPeriodo('hoje', hoje)).toEqual({ dataInicio: hoje, dataFim: hoje })
    expect(diasDoPeriodo('ontem', hoje)).toEqual({ dataInicio: '2025-03-04', dataFim: '2025-03-04' })
    expect(diasDoPeriodo('semana', hoje)).toEqual({ dataInicio: '2025-02-27', dataFim: hoje })
    expect(diasDoPeriodo('mes', hoje)).toEqual({ dataInicio: '2025-03-01', dataFim: hoje })
  })

  it('takes a custom period only with both days in order', () => {
    const escolhidos = { inicio: '2025-01-10', fim: '2025-01-20' }
    expect(diasDoPeriodo('personalizado', hoje, escolhidos)).toEqual({
      dataInicio: '2025-01-10',
      dataFim: '2025-01-20',
    })
    expect(diasDoPeriodo('personalizado', hoje, { inicio: '2025-01-10' })).toBeNull()
    expect(diasDoPeriodo('personalizado', hoje, { inicio: '2025-01-20', fim: '2025-01-10' })).toBeNull()
  })

  it('has no date filter without a period', () => {
    expect(diasDoPeriodo('', hoje)).toBeNull()
    expect(diasDoPeriodo(undefined, hoje)).toBeNull()
  })
})
