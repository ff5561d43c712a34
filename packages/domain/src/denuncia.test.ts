import { describe, expect, it } from 'vitest'
import { atingiuLimiar, DENUNCIANTE_IDADE_MINIMA_DIAS, denunciantePlausivel } from './denuncia.ts'

const DAY = 86_400_000
const agora = new Date('2025-06-10T12:00:00Z')
const criadoHa = (ms: number) => new Date(agora.getTime() - ms)

describe('denunciantePlausivel', () => {
  it('counts an account 7 days old or older', () => {
    expect(DENUNCIANTE_IDADE_MINIMA_DIAS).toBe(7)
    expect(denunciantePlausivel({ criadoEm: criadoHa(7 * DAY), temCompraPaga: false }, agora)).toBe(true)
    expect(denunciantePlausivel({ criadoEm: criadoHa(30 * DAY), temCompraPaga: false }, agora)).toBe(true)
  })

  it('does not count a younger account without a paid order', () => {
    expect(denunciantePlausivel({ criadoEm: criadoHa(7 * DAY - 1000), temCompraPaga: false }, agora)).toBe(
      false,
    )
    expect(denunciantePlausivel({ criadoEm: agora, temCompraPaga: false }, agora)).toBe(false)
  })

  it('counts a fresh account that paid for an order', () => {
    expect(denunciantePlausivel({ criadoEm: agora, temCompraPaga: true }, agora)).toBe(true)
  })
})

describe('atingiuLimiar', () => {
  it('triggers when the distinct count goes up to a multiple of 5', () => {
    expect([4, 9, 14].map((antes) => atingiuLimiar(antes, antes + 1))).toEqual([true, true, true])
  })

  it('never triggers when the count did not go up, nor between multiples, nor at zero', () => {
    expect(atingiuLimiar(5, 5)).toBe(false)
    expect(atingiuLimiar(10, 10)).toBe(false)
    expect(atingiuLimiar(0, 0)).toBe(false)
    expect([1, 2, 3, 4, 6, 7, 8, 9, 11].map((n) => atingiuLimiar(n - 1, n))).toEqual(Array(9).fill(false))
  })
})
