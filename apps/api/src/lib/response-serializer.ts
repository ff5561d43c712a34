// How answers become JSON (decision 038). Each route's zod response schema stays the one definition of
// its shape (the web app reads its type); when the route is built, the schema is turned once into JSON
// Schema (zod's own `z.toJSONSchema`) and compiled by fast-json-stringify, Fastify's own serializer:
// no zod parse of every answer (fastify-type-provider-zod's serializer ran one per request).
// - A schema JSON Schema cannot carry (a transform or codec, a date, a default, a custom check, a
//   lazy or recursive shape, a map or a set…) keeps zod's serializer: what zod did stays done.
// - fast-json-stringify writes only the properties the schema names (as zod strips unknown keys)
//   but, unlike zod, trusts the values it is given: `checked` (the API tests, NODE_ENV=test) runs
//   zod too, and the compiled serializer's text must be the same JSON, or the answer is a 500. So
//   every answer a test receives proves the handler returned its schema's shape and the compiled
//   serializer wrote what zod would have.
import { isDeepStrictEqual } from 'node:util'
import fastJson from 'fast-json-stringify'
import { createSerializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'

type Serializer = (data: unknown) => string
interface RouteSchema {
  schema: unknown
  method: string
  url: string
  httpStatus?: string
}

/** zod's serializer (parse, strip, encode, JSON.stringify): the reference and the fallback. */
const zodSerializer = createSerializerCompiler() as unknown as (route: RouteSchema) => Serializer

/** zod node types JSON Schema states exactly for serialising (leaves and plain containers). */
const PLAIN = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'null',
  'literal',
  'enum',
  'any',
  'unknown',
  'object',
  'array',
  'optional',
  'nullable',
  'readonly',
  'union',
  'record',
])

interface ZodNode {
  _zod: { def: Record<string, unknown> & { type: string } }
}

const isZod = (value: unknown): value is ZodNode =>
  typeof value === 'object' && value !== null && '_zod' in value

/** True when every node of the schema is one of PLAIN (records with string keys, unions of them). */
export function plainSchema(schema: unknown, seen = new Set<unknown>()): boolean {
  if (!isZod(schema)) return false
  if (seen.has(schema)) return false // recursive
  seen.add(schema)
  const def = schema._zod.def
  if (!PLAIN.has(def.type)) return false
  const children = (): unknown[] => {
    switch (def.type) {
      case 'object':
        return [
          ...Object.values(def.shape as Record<string, unknown>),
          ...(def.catchall ? [def.catchall] : []),
        ]
      case 'array':
        return [def.element]
      case 'optional':
      case 'nullable':
      case 'readonly':
        return [def.innerType]
      case 'union':
        return def.options as unknown[]
      case 'record':
        return [def.keyType, def.valueType]
      default:
        return []
    }
  }
  // A custom check (refine) on a node may reject what its type allows: zod must run it.
  const checks = (def.checks as { _zod: { def: { check: string } } }[] | undefined) ?? []
  if (checks.some((check) => check._zod.def.check === 'custom')) return false
  const ok = children().every((child) => plainSchema(child, seen))
  seen.delete(schema)
  return ok
}

/** The JSON Schema fast-json-stringify compiles for `schema`, or null when zod must serialise it. */
export function jsonSchemaFor(schema: unknown): object | null {
  if (!plainSchema(schema)) return null
  try {
    return z.toJSONSchema(schema as z.ZodType, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
      // Named schemas are written in place: each route's serializer stands alone.
      reused: 'inline',
      cycles: 'throw',
    })
  } catch {
    return null
  }
}

type Json = { [key: string]: unknown }
const isNull = (option: unknown) =>
  typeof option === 'object' &&
  option !== null &&
  Object.keys(option).length === 1 &&
  (option as Json).type === 'null'

/**
 * zod writes `.nullable()` as `anyOf: [X, { type: 'null' }]`, which fast-json-stringify serialises by
 * running a validator on the value to pick the branch (for an object, a whole validation of it);
 * `{ ...X, nullable: true }` says the same and is a null check. Every nested schema likewise.
 */
export function semAnyOfNulo(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(semAnyOfNulo)
  if (typeof schema !== 'object' || schema === null) return schema
  const out: Json = {}
  for (const [key, value] of Object.entries(schema)) out[key] = semAnyOfNulo(value)
  const anyOf = out.anyOf
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(isNull)) {
    const outro = anyOf.find((option) => !isNull(option)) as Json | undefined
    const { anyOf: _anyOf, ...resto } = out
    // Only a plain typed option (not a union, a reference or a constant) becomes nullable.
    if (
      outro &&
      typeof outro.type === 'string' &&
      !('anyOf' in outro) &&
      !('$ref' in outro) &&
      !('const' in outro)
    )
      return { ...resto, ...outro, nullable: true }
  }
  return out
}

/** The compiled serializer of `schema`, or null when zod must serialise it. */
export function compiledSerializer(schema: unknown): Serializer | null {
  const json = jsonSchemaFor(schema)
  if (!json) return null
  try {
    return fastJson(semAnyOfNulo(json) as object) as Serializer
  } catch {
    return null
  }
}

export class SerializerMismatchError extends Error {}

/**
 * Fastify's serializer compiler: the compiled serializer where the schema allows one, zod's
 * elsewhere; `checked` also runs zod on every answer and compares (tests).
 */
export function responseSerializerCompiler({ checked }: { checked: boolean }) {
  return (route: RouteSchema): Serializer => {
    const compiled = compiledSerializer(route.schema)
    if (!compiled) return zodSerializer(route)
    if (!checked) return compiled
    const reference = zodSerializer(route)
    return (data) => {
      const expected = reference(data) // throws on a shape the schema refuses
      const text = compiled(data)
      if (text !== expected && !isDeepStrictEqual(JSON.parse(text), JSON.parse(expected)))
        throw new SerializerMismatchError(
          `${route.method} ${route.url} ${route.httpStatus ?? ''}: compiled ${text} ≠ zod ${expected}`,
        )
      return text
    }
  }
}
