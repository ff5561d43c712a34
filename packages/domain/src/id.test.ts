import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { idSchema, idTextSchema, parseId } from './id.ts'

const HOSTILE = ['1e0', '1.0', '0x1', '+1', ' 1', '1 ', '01', '-1', '0', '2147483648', '１', '1_0', '', 'abc']

describe('parseId', () => {
  it('reads plain digits up to the PostgreSQL integer maximum', () => {
    expect(parseId('1')).toBe(1)
    expect(parseId('2147483647')).toBe(2147483647)
    expect(parseId(42)).toBe(42)
  })

  it.each(HOSTILE)('refuses %j', (text) => {
    expect(parseId(text)).toBeNull()
  })

  it('refuses numbers that are not whole, positive and in range', () => {
    for (const value of [0, -1, 1.5, 2147483648, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parseId(value)).toBeNull()
    }
    expect(parseId(null)).toBeNull()
    expect(parseId([1])).toBeNull()
  })

  it('round-trips every valid id through its decimal text', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 2147483647 }), (id) => parseId(String(id)) === id))
  })
})

describe('id schemas', () => {
  it('answer the message for a hostile spelling', () => {
    const result = idTextSchema().safeParse('1e0')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Identificador inválido.')
    const produto = idSchema('Selecione um produto.')
    for (const value of ['+1', '1e0', 3_000_000_000, '', ' 7', 0, 1.5, null, Number.MAX_SAFE_INTEGER + 2])
      expect(produto.safeParse(value).error?.issues[0]?.message).toBe('Selecione um produto.')
    expect(produto.safeParse(undefined).error?.issues[0]?.message).toBe('Selecione um produto.')
  })

  it('read a path id by the same rules as a body id', () => {
    for (const text of HOSTILE)
      expect(
        idTextSchema()
          .safeParse(text)
          .error?.issues.map((issue) => issue.message),
      ).toEqual(['Identificador inválido.'])
    expect(idTextSchema().safeParse(7).success).toBe(false)
  })

  it('turn text and JSON integers into numbers', () => {
    expect(idTextSchema().parse('7')).toBe(7)
    expect(idSchema().parse('7')).toBe(7)
    expect(idSchema().parse(7)).toBe(7)
  })
})
