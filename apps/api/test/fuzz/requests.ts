// One fast-check arbitrary of requests per documented operation, from its OpenAPI schemas: a path
// with real or hostile ids, a query string and a body, each valid or broken in one place.
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { type Body, brokenJson, brokenObject, json, NONE } from './bodies.ts'
import { type Images, MULTIPART, multipartBodies } from './multipart.ts'
import { HOSTILE_IDS, type JsonSchema, type Pools, validObject } from './schema-values.ts'

export interface Param {
  in: 'path' | 'query'
  name: string
  required?: boolean
  schema: JsonSchema
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  params: Param[]
  body?: JsonSchema
}

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Param[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
    >
  >
}

/** Every operation of the document, with its parameters and JSON body schema. */
export function operations(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      params: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
      body: op.requestBody?.content['application/json']?.schema,
    })),
  )
}

/** A request before the caller's cookie: what the fuzzer sends and prints when it fails. */
export interface FuzzRequest {
  method: Operation['method']
  url: string
  headers: Record<string, string>
  payload?: InjectOptions['payload']
  /** How the request is written out in a failure report. */
  shown: string
}

/** Where the operation's `{id}` points when valid: any real id, the route's own kind most often. */
export interface RequestOptions {
  pools: Pools
  /** The real id the route's `{id}` names for its owner (see route-walk's ownerOf), when it has one. */
  ownId?: number
  images: Images
}

const hostileInPath = fc.oneof(
  fc.constantFrom(...HOSTILE_IDS).map(encodeURIComponent),
  fc.constantFrom('%00', '%C0', '1%2F2', '..%2F1', '%20%31'),
)

export function requestArbitrary(op: Operation, options: RequestOptions): fc.Arbitrary<FuzzRequest> {
  const { pools } = options
  const pathParams = op.params.filter((p) => p.in === 'path')
  const query = op.params.filter((p) => p.in === 'query')
  const realId = fc.oneof(
    { weight: 2, arbitrary: fc.constant(options.ownId ?? pools.ids[0]) },
    { weight: 1, arbitrary: fc.constantFrom(...pools.ids) },
  )
  const validPath = (p: Param) =>
    p.name === 'token'
      ? fc.stringMatching(/^[0-9a-f]{8,64}$/)
      : (p.name === 'id' ? realId : fc.constantFrom(...pools.ids)).map(String)

  const parts = {
    path: fc.tuple(...pathParams.map((p) => validPath(p))).map((v) => v as string[]),
    badPath: fc
      .tuple(...pathParams.map((p) => fc.oneof(validPath(p), hostileInPath)))
      .map((v) => v as string[]),
    query: validObject(
      {
        type: 'object',
        properties: Object.fromEntries(query.map((q) => [q.name, q.schema])),
        required: query.filter((q) => q.required).map((q) => q.name),
      },
      pools,
    ),
  }
  const badQuery = parts.query.chain((valid) =>
    brokenObject(
      valid,
      query.map((q) => [q.name, q.schema]),
    ),
  )
  const body = bodyArbitrary(op, options)
  const valid = fc.record({ path: parts.path, query: parts.query, body: body.valid })
  const broken = [
    ...(pathParams.length ? [fc.record({ path: parts.badPath, query: parts.query, body: body.valid })] : []),
    ...(query.length ? [fc.record({ path: parts.path, query: badQuery, body: body.valid })] : []),
    ...(body.invalid ? [fc.record({ path: parts.path, query: parts.query, body: body.invalid })] : []),
  ]
  // Two broken cases for each valid one: most of what a fuzzer learns is in the refusals.
  const anyCase = broken.length
    ? fc.oneof({ weight: 1, arbitrary: valid }, { weight: 2, arbitrary: fc.oneof(...broken) })
    : valid
  return anyCase.map(({ path, query: q, body: b }) => {
    let i = 0
    const url = `/api${op.path.replace(/\{[^}]+\}/g, () => path[i++] ?? '')}${queryString(q)}`
    return {
      method: op.method,
      url,
      headers: b.headers,
      payload: b.payload,
      shown: `${op.method} ${url} ${b.shown}`,
    }
  })
}

function bodyArbitrary(
  op: Operation,
  options: RequestOptions,
): { valid: fc.Arbitrary<Body>; invalid?: fc.Arbitrary<Body> } {
  const multipart = MULTIPART[`${op.method} ${op.path}`]
  if (multipart) return multipartBodies(multipart, options)
  if (!op.body) {
    // Routes without a body still meet clients that send one.
    if (op.method === 'GET') return { valid: fc.constant(NONE) }
    return { valid: fc.constant(NONE), invalid: fc.oneof(brokenJson, fc.constant(json({ inesperado: 1 }))) }
  }
  const schema = op.body
  const validBody = validObject(schema, options.pools)
  const entries = Object.entries(schema.properties ?? {})
  return {
    valid: validBody.map(json),
    invalid: fc.oneof(
      { weight: 4, arbitrary: validBody.chain((v) => brokenObject(v, entries, schema.required)).map(json) },
      { weight: 1, arbitrary: brokenJson },
    ),
  }
}

/** A query string; arrays repeat the key, other values are written as text. */
function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value])
      search.append(key, typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}
