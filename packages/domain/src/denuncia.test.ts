import { describe, expect, it } from 'vitest'
import {
  atingiuLimiar,
  DENUNCIANTE_AFASTAMENTO_DIAS,
  DENUNCIANTE_IDADE_MINIMA_DIAS,
  denunciantePlausivel,
} from './denuncia.ts'

const DAY = 86_400_000
const agora = new Date('2025-06-10T12:00:00Z')
const criadoHa = (ms: number) => new Date(agora.getTime() - ms)

describe('denunciantePlausivel', () => {
  const conta = (ms: number, temCompraMantida = true, afastado = false) =>
    denunciantePlausivel({ criadoEm: criadoHa(ms), temCompraMantida, afastado }, agora)

  it('counts an account 7 days old or older with a kept purchase', () => {
    expect(DENUNCIANTE_IDADE_MINIMA_DIAS).toBe(7)
    expect(conta(7 * DAY)).toBe(true)
    expect(conta(30 * DAY)).toBe(true)
  })

  it('does not count a younger account, even with a kept purchase', () => {
    expect(conta(7 * DAY - 1000)).toBe(false)
    expect(conta(0)).toBe(false)
  })

  it('does not count an old account without a kept purchase', () => {
    expect(conta(30 * DAY, false)).toBe(false)
  })

  it('does not count an account set aside by a reversal', () => {
    expect(DENUNCIANTE_AFASTAMENTO_DIAS).toBe(90)
    expect(conta(30 * DAY, true, true)).toBe(false)
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
