// fast-check arbitraries for one value of a JSON Schema as the OpenAPI document gives it: values
// that fit the schema (and, where the field's name tells more than its schema, what a person would
// type there), and values that break it in the ways clients and attackers do.
import { STATUS_PEDIDO } from '@recria/domain/pedido'
import fc from 'fast-check'
import { cpf } from '../fixtures.ts'

export interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  enum?: unknown[]
  anyOf?: JsonSchema[]
  items?: JsonSchema
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  pattern?: string
  nullable?: boolean
}

/** Real ids in the database (the callers' own and others'), which valid ids are drawn from. */
export interface Pools {
  ids: number[]
  userIds: number[]
  emails: string[]
}

/** Ids spelled the ways that name nothing: each must be refused before any lookup. */
export const HOSTILE_IDS = [
  '1e0',
  ' 1',
  '1 ',
  '0x1',
  '-0',
  '1.0',
  '+1',
  '٣',
  '１',
  '%00',
  '\u0000',
  '0',
  '-1',
  '01',
  '2147483648',
  '99999999999999999999',
  '',
  'abc',
  'null',
]

const DECIMALS = ['2,5', '2.5', '10', '0,01', '1.000,50', '2,555', '-3', '0', '1e3', 'R$ 5', ',', 'NaN']
const WORDS = [
  'Garrafa',
  'PET',
  'reciclada',
  'luminária',
  'feita',
  'à',
  'mão',
  'com',
  'retalhos',
  'de',
  'tecido',
]
const BIG = 'a'.repeat(70_000)

/** Text of whole words between `min` and `max` characters, as a person writes it. */
function words(min = 0, max = 60): fc.Arbitrary<string> {
  return fc
    .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 12 })
    .map((list) => {
      let text = list.join(' ')
      while (text.length < min) text += ' reciclado'
      return text.slice(0, max).trim()
    })
    .filter((text) => text.length >= min)
}

const isoDay = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))

/** Values for a field whose name says more than its schema (ids, e-mails, money, dates). */
function byName(name: string, pools: Pools): fc.Arbitrary<unknown> | undefined {
  const id = fc.constantFrom(...pools.ids)
  if (name === 'id_usuario' || name === 'id_usuario_comprador') return fc.constantFrom(...pools.userIds)
  // A notification names a payment in its URL and its body alike: mostly the one payment the route walk made.
  if (name === 'data.id' || name === 'id')
    return fc.oneof({ weight: 3, arbitrary: fc.constant('424242') }, { weight: 1, arbitrary: id.map(String) })
  if (name === 'type') return fc.constantFrom('payment', 'merchant_order')
  if (name.startsWith('id_')) return fc.oneof(id, id.map(String))
  if (name === 'materias_primas')
    return fc.array(id, { minLength: 1, maxLength: 3 }).map((l) => JSON.stringify(l))
  if (name === 'email') return fc.oneof(fc.constantFrom(...pools.emails), fc.emailAddress())
  if (/senha/i.test(name)) return fc.string({ minLength: 8, maxLength: 24 })
  if (name === 'cnpj_cpf')
    return fc.oneof(
      fc.nat().map((n) => cpf(n + 1)),
      fc.stringMatching(/^\d{11}$/),
    )
  if (name === 'telefone') return fc.constantFrom('11987654321', '(11) 98765-4321', '1133334444')
  if (/^data[_A-Z]/.test(name))
    return fc.oneof(
      { weight: 3, arbitrary: isoDay },
      { weight: 1, arbitrary: isoDay.map((d) => d.split('-').reverse().join('/')) },
      // The calendar's edges, each written YYYY-MM-DD as the filters ask.
      { weight: 1, arbitrary: fc.constantFrom('0000-01-01', '0001-01-01', '9999-12-31', '2024-02-29') },
    )
  if (/preco|creditos|valor|multiplicador/.test(name))
    return fc.oneof(
      fc
        .integer({ min: 100, max: 999_999 })
        .map((c) => `${Math.floor(c / 100)},${String(c % 100).padStart(2, '0')}`),
      fc.constantFrom(...DECIMALS),
      fc.integer({ min: 1, max: 100_000 }),
      fc.double({ min: 0.01, max: 1e5, noNaN: true }),
    )
  if (name === 'status' || name === 'novo_status') return fc.constantFrom(...STATUS_PEDIDO)
  if (name === 'forma_pagamento_selecionada') return fc.constantFrom('padrao', 'sustentavel')
  if (name === 'tipo_cancelamento') return fc.constantFrom('VENDEDOR', 'COMPRADOR')
  if (name.endsWith('_url'))
    return fc.constantFrom('http://localhost:5173/pedidos', 'https://recria.com.br/ok')
  return undefined
}

/** A value that fits `schema` (read with the field's `name` where the schema says little). */
export function validValue(schema: JsonSchema, name: string, pools: Pools): fc.Arbitrary<unknown> {
  const named = byName(name, pools)
  if (named && (!schema.type || schema.type === 'string' || schema.anyOf) && !schema.enum) return named
  if (schema.enum) return fc.constantFrom(...schema.enum)
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => validValue(s, name, pools)))
  switch (schema.type) {
    case 'object':
      return validObject(schema, pools)
    case 'array':
      return fc.array(validValue(schema.items ?? {}, name, pools), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      })
    case 'boolean':
      return fc.boolean()
    case 'integer': {
      // Small values mostly, and the schema's own bounds, where sums and counters overflow.
      const bounds = [schema.minimum, schema.maximum].filter((n) => n !== undefined)
      const small = fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1000, 1000) })
      return bounds.length
        ? fc.oneof({ weight: 4, arbitrary: small }, { weight: 1, arbitrary: fc.constantFrom(...bounds) })
        : small
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true })
    case 'string': {
      if (schema.pattern)
        return fc.oneof(
          fc.constantFrom(...pools.ids).map(String),
          fc.stringMatching(new RegExp(schema.pattern)),
        )
      const min = schema.minLength ?? 0
      const max = Math.min(schema.maxLength ?? 80, 120)
      return fc.oneof(words(min, max), fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }))
    }
    default:
      return fc.oneof(fc.constantFrom(...pools.ids), fc.string({ maxLength: 20 }), fc.boolean())
  }
}

/** An object with every required property and some of the others, each valid. */
export function validObject(schema: JsonSchema, pools: Pools): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, s]) => [key, validValue(s, key, pools)]),
  )
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) })
}

/** A value that breaks `schema`: the wrong type, out of range, too long, a hostile id spelling… */
export function invalidValue(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const anyType = fc.constantFrom<unknown>(null, true, {}, [], [1, 2], { $gt: '' }, BIG, '\u0000', '\ud800')
  const specific: unknown[] = [...HOSTILE_IDS, 1.5, -1, 0, 2 ** 31, 1e21, -0]
  const types = schema.anyOf?.map((s) => s.type) ?? [schema.type]
  if (types.includes('string') || !schema.type) {
    if (schema.maxLength !== undefined) specific.push('x'.repeat(schema.maxLength + 1))
    if (schema.minLength) specific.push('', 'x'.repeat(schema.minLength - 1))
    specific.push(12, ' ', '<script>alert(1)</script>', "'; drop table usuarios; --", ...DECIMALS)
  }
  if (types.includes('integer') || types.includes('number')) {
    if (schema.minimum !== undefined) specific.push(schema.minimum - 1)
    if (schema.maximum !== undefined) specific.push(schema.maximum + 1)
    specific.push('2,5', '1e0', '99999999999999999999', 1e308, '7')
  }
  if (schema.enum) specific.push('inexistente', String(schema.enum[0]).toUpperCase(), ` ${schema.enum[0]}`)
  if (types.includes('boolean')) specific.push('true', 1, 'sim')
  if (types.includes('array')) specific.push('[1]', Array(50).fill(1))
  // Dates at the calendar's edges and the ones that do not exist; searches made of query syntax.
  if (/^data[_A-Z]/.test(name))
    specific.push('2024-02-30', '2024-13-01', '2024-1-1', '31/12/2024', '2024-12-31T25:00', '+275760-09-13')
  if (name === 'busca')
    specific.push('a & b', '!(x)', "o'neil", ':*', '\\', '%_%', 'a<->b', '   ', '🙂🙂', 'ção ção')
  // A list of ids written as JSON text (a form field): each spelling of a list that names nothing.
  if (name === 'materias_primas')
    specific.push(
      '[1e0]',
      '[-1]',
      '[1.5]',
      '[2147483648]',
      '[[1]]',
      '[{"id":1}]',
      '[]',
      'null',
      '{"0":1}',
      '[1,1]',
      '["1"]',
      '1',
    )
  return fc.oneof(anyType, fc.constantFrom(...specific))
}
