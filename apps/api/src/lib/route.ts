// One route's options in one line: `app.get(path, route(guard, input, answers), handler)`.
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'

/** A guard of `guards.ts` (or the webhook's signature check), run in `onRequest` before the body is read. */
type Guard = (req: FastifyRequest) => Promise<void>

/** What the route reads (its path, query string and body schemas, or a multipart form) and sends. */
interface RouteInput {
  params?: z.ZodType
  querystring?: z.ZodType
  body?: z.ZodType
  consumes?: string[]
  produces?: string[]
  description?: string
}

/** A route anyone may call: no `onRequest` guard. */
export const anyone = null

/**
 * The route options of one area (its OpenAPI `tags`): `route(guard, input, answers)` states who may
 * call a route (a guard, guards run in that order, or `anyone`), what it reads and what it answers
 * per status (a redirect answers no body). The schemas reach Fastify as written: they type the
 * handler, validate the request, serialize the answer and make the OpenAPI document (/api/docs).
 */
export function routeOptions(tags: string[]) {
  return <const I extends RouteInput, const A extends Record<number, z.ZodType>>(
    guard: Guard | Guard[] | typeof anyone,
    input: I,
    answers?: A,
  ) => ({
    ...(guard === anyone ? {} : { onRequest: guard }),
    schema: { tags, ...input, ...(answers && { response: answers }) },
  })
}
