import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidCnpj, isValidCpf, isValidCpfOrCnpj, onlyDigits } from './documento.ts'

/** Check digit written the classic way (sum × 10 mod 11, 10 → 0), independent of the implementation. */
function dv(body: readonly number[], firstWeight: number): number {
  const sum = body.reduce((acc, d, i) => acc + d * (firstWeight - i), 0)
  return ((sum * 10) % 11) % 10
}
function cpfFrom(body: readonly number[]): string {
  const d1 = dv(body, 10)
  return [...body, d1, dv([...body, d1], 11)].join('')
}
const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
const CNPJ_W2 = [6, ...CNPJ_W1]
function cnpjDv(body: readonly number[], weights: readonly number[]): number {
  const rest = body.reduce((acc, d, i) => acc + d * (weights[i] ?? 0), 0) % 11
  return rest < 2 ? 0 : 11 - rest
}
function cnpjFrom(body: readonly number[]): string {
  const d1 = cnpjDv(body, CNPJ_W1)
  return [...body, d1, cnpjDv([...body, d1], CNPJ_W2)].join('')
}
const notAllEqual = (digits: number[]) => new Set(digits).size > 1
const bump = (doc: string, i: number) => doc.slice(0, i) + ((Number(doc[i]) + 1) % 10) + doc.slice(i + 1)

describe('onlyDigits', () => {
  it('keeps the digits and drops the mask', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725')
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321')
    expect(onlyDigits('abc')).toBe('')
  })
})

describe('isValidCpf', () => {
  it.each(['52998224725', '529.982.247-25', '111.444.777-35', '12345678909'])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true)
  })
  it.each([
    ['wrong first check digit', '529.982.247-35'],
    ['wrong second check digit', '529.982.247-26'],
    ['changed body digit', '529.982.347-25'],
    ['all equal digits', '111.111.111-11'],
    ['all zeros', '00000000000'],
    ['10 digits', '5299822472'],
    ['12 digits', '529982247250'],
    ['empty', ''],
    ['a valid CNPJ', '11222333000181'],
  ])('refuses %s', (_, cpf) => {
    expect(isValidCpf(cpf)).toBe(false)
  })
  it('accepts every CPF whose check digits are computed, unless all digits are equal', () => {
    const body = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
    fc.assert(
      fc.property(body, (b) => {
        expect(isValidCpf(cpfFrom(b))).toBe(notAllEqual(b))
      }),
    )
  })
  it('refuses a computed CPF once either check digit changes', () => {
    const body = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).filter(notAllEqual)
    fc.assert(
      fc.property(body, fc.constantFrom(9, 10), (b, i) => {
        expect(isValidCpf(bump(cpfFrom(b), i))).toBe(false)
      }),
    )
  })
})

describe('isValidCnpj', () => {
  it.each(['11222333000181', '11.222.333/0001-81', '11.444.777/0001-61'])('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true)
  })
  it.each([
    ['wrong first check digit', '11.222.333/0001-91'],
    ['wrong second check digit', '11.222.333/0001-82'],
    ['all zeros', '00000000000000'],
    ['all equal digits', '11.111.111/1111-11'],
    ['13 digits', '1122233300018'],
    ['15 digits', '112223330001810'],
    ['a valid CPF', '52998224725'],
  ])('refuses %s', (_, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false)
  })
  it('accepts every CNPJ whose check digits are computed, and refuses it once a check digit changes', () => {
    const body = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 })
      .filter(notAllEqual)
    fc.assert(
      fc.property(body, fc.constantFrom(12, 13), (b, i) => {
        expect(isValidCnpj(cnpjFrom(b))).toBe(true)
        expect(isValidCnpj(bump(cnpjFrom(b), i))).toBe(false)
      }),
    )
  })
})

describe('isValidCpfOrCnpj', () => {
  it('accepts a valid CPF or CNPJ, masked or not', () => {
    expect(isValidCpfOrCnpj('529.982.247-25')).toBe(true)
    expect(isValidCpfOrCnpj('52998224725')).toBe(true)
    expect(isValidCpfOrCnpj('11.222.333/0001-81')).toBe(true)
    expect(isValidCpfOrCnpj('11222333000181')).toBe(true)
  })
  it.each(['', '123', '5299822472', '529982247251', '1122233300018', '112223330001811', '111.111.111-11'])(
    'refuses %j',
    (value) => {
      expect(isValidCpfOrCnpj(value)).toBe(false)
    },
  )
})
