import { describe, expect, it } from 'vitest'
import {
  badgeCount,
  displayBRL,
  displayCentavos,
  formatBRL,
  formatCentavos,
  formatDate,
  formatDateTime,
  initial,
  relativeTime,
  shortName,
  truncateEmail,
} from './format.ts'

describe('formatBRL / formatCentavos', () => {
  it.each([
    [1234.56, 'R$ 1.234,56'],
    [0, 'R$ 0,00'],
    [0.5, 'R$ 0,50'],
    [1234567.891, 'R$ 1.234.567,89'],
    [-10, '-R$ 10,00'],
  ])('formatBRL(%d) → %s', (reais, text) => {
    expect(formatBRL(reais)).toBe(text)
  })
  it('writes a plain space after R$', () => {
    expect(formatBRL(1)).not.toContain('\u00a0')
  })
  it.each([
    [123456, 'R$ 1.234,56'],
    [5, 'R$ 0,05'],
    [100, 'R$ 1,00'],
  ])('formatCentavos(%d) → %s', (centavos, text) => {
    expect(formatCentavos(centavos)).toBe(text)
  })
})

describe('displayBRL / displayCentavos (money on screen)', () => {
  it.each([
    [89.8, 'R$\u00a089,80'],
    [1234.56, 'R$\u00a01.234,56'],
    [0, 'R$\u00a00,00'],
    [-10, '-R$\u00a010,00'],
  ])('displayBRL(%d) joins R$ and the number with a no-break space', (reais, text) => {
    expect(displayBRL(reais)).toBe(text)
    expect(displayBRL(reais)).not.toContain(' ')
  })
  it.each([
    [8980, 'R$\u00a089,80'],
    [5, 'R$\u00a00,05'],
  ])('displayCentavos(%d) → the same no-break text', (centavos, text) => {
    expect(displayCentavos(centavos)).toBe(text)
  })
  it('reads like formatBRL once the no-break space is a plain one', () => {
    for (const reais of [0.01, 12.5, 999999.99]) {
      expect(displayBRL(reais).replace('\u00a0', ' ')).toBe(formatBRL(reais))
    }
  })
})

describe('formatDate / formatDateTime (America/Sao_Paulo)', () => {
  it('uses São Paulo time, not UTC', () => {
    expect(formatDate(new Date('2025-09-29T02:30:00Z'))).toBe('28/09/2025')
    expect(formatDateTime(new Date('2025-09-29T02:30:00Z'))).toBe('28/09/2025 23:30')
    expect(formatDateTime('2025-01-05T12:07:00Z')).toBe('05/01/2025 09:07')
  })
  it('keeps a bare calendar date as it is', () => {
    expect(formatDate('2025-09-29')).toBe('29/09/2025')
  })
  it('uses 24-hour time', () => {
    expect(formatDateTime('2025-09-29T03:05:00Z')).toBe('29/09/2025 00:05')
    expect(formatDateTime('2025-09-29T21:59:00Z')).toBe('29/09/2025 18:59')
  })
  it('gives an empty text for an invalid date', () => {
    expect(formatDate('não é data')).toBe('')
    expect(formatDateTime(new Date(Number.NaN))).toBe('')
  })
})

describe('relativeTime (docs/product/notificacoes.md)', () => {
  const now = new Date('2025-10-10T15:00:00Z')
  const ago = (ms: number) => new Date(now.getTime() - ms)
  const s = 1000
  const min = 60 * s
  const h = 60 * min

  it.each([
    ['0 s', 0, 'Agora há pouco'],
    ['59 s', 59 * s, 'Agora há pouco'],
    ['60 s', 60 * s, '1min atrás'],
    ['59 min', 59 * min, '59min atrás'],
    ['59 min 59 s', 59 * min + 59 * s, '59min atrás'],
    ['60 min', 60 * min, '1h atrás'],
    ['23 h', 23 * h, '23h atrás'],
    ['23 h 59 min', 23 * h + 59 * min, '23h atrás'],
    ['24 h', 24 * h, 'Ontem'],
    ['47 h 59 min', 47 * h + 59 * min, 'Ontem'],
    ['48 h', 48 * h, '08/10/2025'],
    ['10 days', 240 * h, '30/09/2025'],
    ['in the future', -5 * min, 'Agora há pouco'],
  ])('%s ago → %s', (_, elapsed, text) => {
    expect(relativeTime(ago(elapsed), now)).toBe(text)
  })
  it('accepts ISO text and defaults to the current time', () => {
    expect(relativeTime('2025-10-10T14:30:00Z', now)).toBe('30min atrás')
    expect(relativeTime(new Date())).toBe('Agora há pouco')
    expect(relativeTime('?', now)).toBe('')
  })
})

describe('avatar menu and badges (docs/product/README.md)', () => {
  it('shortName keeps the first two words', () => {
    expect(shortName('Ana Maria Souza Lima')).toBe('Ana Maria')
    expect(shortName('  Ana   Maria  Souza ')).toBe('Ana Maria')
    expect(shortName('Ana')).toBe('Ana')
    expect(shortName('')).toBe('')
  })

  it('truncateEmail cuts the e-mail to 25 characters', () => {
    const of = (n: number) => `${'a'.repeat(n - 8)}@x.com.b`
    expect(of(24)).toHaveLength(24)
    expect(truncateEmail(of(24))).toBe(of(24))
    expect(truncateEmail(of(25))).toBe(of(25))
    expect(truncateEmail(of(26))).toBe(`${of(26).slice(0, 25)}...`)
    expect(truncateEmail('abcdef@x.com', 6)).toBe('abcdef...')
  })

  it('initial is the first letter in upper case', () => {
    expect(initial('ana souza')).toBe('A')
    expect(initial('  élida')).toBe('É')
    expect(initial('')).toBe('')
  })

  it.each([
    [0, '0'],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [1500, '99+'],
  ])('badgeCount(%d) → %s', (n, text) => {
    expect(badgeCount(n)).toBe(text)
  })
})
