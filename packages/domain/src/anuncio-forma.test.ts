import { describe, expect, it } from 'vitest'
import {
  FORMAS_PAGAMENTO,
  formaLabel,
  isSustentavel,
  normalizeForma,
  toFormaPagamento,
} from './anuncio-forma.ts'

describe('isSustentavel (docs/product/anuncios.md)', () => {
  it.each([
    'sustentavel',
    'Sustentável',
    'SUSTENTÁVEL',
    'sus-ten-tá vel',
    'pagamento_sustentavel',
    'sustentavel_materia_prima',
  ])('counts %j as sustainable', (forma) => expect(isSustentavel(forma)).toBe(true))

  it.each(['padrao', 'Padrão', '', 'sustent', 'sus_tentavel'])('does not count %j', (forma) =>
    expect(isSustentavel(forma)).toBe(false),
  )

  it('is false for null and undefined', () => {
    expect(isSustentavel(null)).toBe(false)
    expect(isSustentavel(undefined)).toBe(false)
  })
})

describe('payment forms', () => {
  it('lists padrao and sustentavel', () => expect(FORMAS_PAGAMENTO).toEqual(['padrao', 'sustentavel']))

  it('labels them Padrão and Sustentável', () => {
    expect(formaLabel('padrao')).toBe('Padrão')
    expect(formaLabel('sustentavel')).toBe('Sustentável')
    expect(formaLabel('Sus-tentável')).toBe('Sustentável')
    expect(formaLabel(undefined)).toBe('Padrão')
  })

  it('normalizes what arrives to the stored value', () => {
    expect(normalizeForma(' Pa-drão ')).toBe('padrao')
    expect(toFormaPagamento('Sustentável')).toBe('sustentavel')
    expect(toFormaPagamento('PADRÃO')).toBe('padrao')
    expect(toFormaPagamento('pix')).toBeNull()
  })
})
