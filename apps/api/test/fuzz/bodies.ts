// Request bodies: JSON text and the ones that break it (bad JSON, another content type, above the
// size limit), and an object broken in one place.
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { invalidValue, type JsonSchema } from './schema-values.ts'

export type Body = { headers: Record<string, string>; payload?: InjectOptions['payload']; shown: string }

export const json = (value: unknown): Body => {
  const text = JSON.stringify(value)
  return { headers: { 'content-type': 'application/json' }, payload: text, shown: text.slice(0, 300) }
}
export const raw = (contentType: string, text: string): Body => ({
  headers: { 'content-type': contentType },
  payload: text,
  shown: `(${contentType}) ${text.slice(0, 200)}`,
})
export const NONE: Body = { headers: {}, shown: '' }

/** Bodies that break the JSON itself or its content type. */
export const brokenJson = fc.constantFrom(
  raw('application/json', '{'),
  raw('application/json', ''),
  raw('application/json', 'null'),
  raw('application/json', '[]'),
  raw('application/json', '"texto"'),
  raw('application/json', '{"a": 1e999}'),
  raw('application/json', '{"__proto__": {"admin": true}}'),
  raw('text/plain', 'nome=Ana'),
  raw('application/x-www-form-urlencoded', 'nome=Ana&preco=2,5'),
  raw('application/json', `{"nome": "${'a'.repeat(110 * 1024)}"}`),
)

/** `valid` broken in one place: a required field dropped, one field invalid, or an unknown one added. */
export function brokenObject(
  valid: Record<string, unknown>,
  entries: [string, JsonSchema][],
  required: string[] = [],
): fc.Arbitrary<Record<string, unknown>> {
  const options: fc.Arbitrary<Record<string, unknown>>[] = [
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }))
      .map(([key, value]) => ({ ...valid, [key]: value })),
  ]
  if (entries.length)
    options.push(
      fc
        .constantFrom(...entries)
        .chain(([key, schema]) => invalidValue(schema, key).map((value) => ({ ...valid, [key]: value }))),
    )
  if (required.length)
    options.push(
      fc
        .constantFrom(...required)
        .map((key) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key))),
    )
  return fc.oneof(...options)
}
