// The two routes every operator queue has: a paged list read from the query string, and an action
// on one row (`/:id/…`) taken by the signed-in operator with a body (docs/design.md#http-conventions).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { operatorOnly, pathId, requireOperator, type SessionUser } from '../../lib/guards.ts'
import { routeOptions } from '../../lib/route.ts'
import { byId } from '../../lib/schemas.ts'

type App = FastifyInstance<
  // biome-ignore lint/suspicious/noExplicitAny: the server types of whichever instance registers the plugin
  any,
  // biome-ignore lint/suspicious/noExplicitAny: as above
  any,
  // biome-ignore lint/suspicious/noExplicitAny: as above
  any,
  // biome-ignore lint/suspicious/noExplicitAny: as above
  any,
  ZodTypeProvider
>

type Answer<R extends z.ZodType> = Promise<z.input<R>>

/** `list(url, query, answer, read)` and `action(url, body, answer, run)` for the operator's routes. */
export function operatorRoutes(app: App) {
  const route = routeOptions(['admin'])
  return {
    list<Q extends z.ZodType, R extends z.ZodType>(
      url: string,
      querystring: Q,
      answer: R,
      read: (query: z.infer<Q>) => Answer<R>,
    ) {
      app.get(url, route(operatorOnly, { querystring }, { 200: answer }), async (req) =>
        read(req.query as z.infer<Q>),
      )
    },
    action<B extends z.ZodType, R extends z.ZodType>(
      url: string,
      body: B,
      answer: R,
      run: (operador: SessionUser, id: number, body: z.infer<B>) => Answer<R>,
    ) {
      app.post(url, route(operatorOnly, { ...byId, body }, { 200: answer }), async (req) =>
        run(await requireOperator(req), pathId(req), req.body as z.infer<B>),
      )
    },
  }
}
