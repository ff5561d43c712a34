import type { FastifyInstance } from 'fastify'

/** An error answered the way Mercado Pago's API answers them: {message, error, status, cause}. */
export class MpError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    override readonly cause: { code: string | number; description: string }[] = [],
  ) {
    super(message)
  }
}

export const unauthorized = () => new MpError(401, 'unauthorized', 'invalid access token')
export const notFound = (what = 'resource') => new MpError(404, 'not_found', `${what} not found`)
export const badRequest = (message: string, code = 'bad_request') => new MpError(400, code, message)

export function installMpErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, req, reply) => {
    if (error instanceof MpError) {
      return reply
        .status(error.status)
        .send({ message: error.message, error: error.error, status: error.status, cause: error.cause })
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500
    if (status >= 500) req.log.error({ err: error }, 'mp-simulator error')
    return reply.status(status).send({
      message: status >= 500 ? 'internal_error' : (error as Error).message,
      error: status >= 500 ? 'internal_error' : 'bad_request',
      status,
      cause: [],
    })
  })
  app.setNotFoundHandler((_req, reply) => {
    reply.status(404).send({ message: 'resource not found', error: 'not_found', status: 404, cause: [] })
  })
}
