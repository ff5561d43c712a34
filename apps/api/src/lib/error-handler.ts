import type { IncomingMessage, ServerResponse } from 'node:http'
import { HTTP_MSG } from '@recria/domain/http'
import { toFieldErrors } from '@recria/domain/validation'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ZodError } from 'zod'
import { descartarCorpo } from './descartar-corpo.ts'
import { HttpError, pgErrorCode, TooManyRequests } from './errors.ts'

interface ErrorBody {
  mensagem: string
  codigo?: string
  erros?: Record<string, string>
}

/** Fastify's own errors (parsing, limits) mapped to Portuguese messages, by their code. */
const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, HTTP_MSG.jsonInvalido],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, HTTP_MSG.corpoVazio],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, HTTP_MSG.corpoGrandeDemais],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, HTTP_MSG.tipoConteudoNaoSuportado],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, HTTP_MSG.tamanhoCorpoInvalido],
  FST_REQ_FILE_TOO_LARGE: [413, HTTP_MSG.arquivoGrandeDemais],
  FST_PARTS_LIMIT: [413, HTTP_MSG.partesDemais],
  FST_FILES_LIMIT: [400, HTTP_MSG.apenasUmArquivo],
  FST_FIELDS_LIMIT: [413, HTTP_MSG.camposDemais],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, HTTP_MSG.multipartObrigatorio],
  FST_ERR_NOT_FOUND: [404, HTTP_MSG.rotaNaoEncontrada],
  FST_ERR_BAD_URL: [400, HTTP_MSG.enderecoInvalido],
  FST_ERR_MAX_PARAM_LENGTH: [414, HTTP_MSG.enderecoLongo],
}

/** PostgreSQL refuses some text the schemas let through (a NUL byte): the input's fault, so 400, not 500. */
const INVALID_TEXT_CODES = new Set(['22021', '22P05'])

interface Answer {
  status: number
  body: ErrorBody
}

/** The one mapping from an error to its answer; logs what is the server's fault. */
function answerFor(error: FastifyError, request: FastifyRequest): Answer {
  const answer = (status: number, body: ErrorBody): Answer => ({ status, body })

  if (error instanceof HttpError) {
    const { statusCode, message, codigo, erros } = error
    return answer(statusCode, { mensagem: message, ...(codigo && { codigo }), ...(erros && { erros }) })
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const erros: Record<string, string> = {}
    for (const { instancePath, message } of error.validation) {
      erros[instancePath.slice(1).replaceAll('/', '.') || '_'] ??= message ?? HTTP_MSG.dadosInvalidos
    }
    return answer(400, { mensagem: error.validation[0]?.message ?? HTTP_MSG.dadosInvalidos, erros })
  }
  if (error instanceof ZodError) return answer(400, toFieldErrors(error))
  const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined
  if (known) return answer(known[0], { mensagem: known[1] })
  if (INVALID_TEXT_CODES.has(pgErrorCode(error) ?? ''))
    return answer(400, { mensagem: HTTP_MSG.textoInvalido })
  if (error.statusCode === 429) return answer(429, { mensagem: error.message })
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: error }, 'client error')
    return answer(error.statusCode, { mensagem: HTTP_MSG.requisicaoInvalida })
  }
  request.log.error({ err: error }, 'unhandled error')
  return answer(500, { mensagem: HTTP_MSG.erroInterno })
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfter))
    const { status, body } = answerFor(error, request)
    // The client is still sending the body refused: it reads the 413 only once it has sent it.
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') await descartarCorpo(request.raw)
    return reply.status(status).send(body)
  })
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/**
 * Fastify's `frameworkErrors`: a URL that cannot even be decoded (or a parameter too long) never
 * reaches a route, the hooks or the handler above. It gets the same answer as any other error,
 * through `answerFor`, with the security headers (helmet's middleware, given here) and the request
 * id, and without echoing the path as Fastify's default body does.
 */
export function frameworkErrorHandler(securityHeaders: Middleware) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = answerFor(error, request)
    securityHeaders(request.raw, reply.raw, () => {
      reply.header('x-request-id', request.id).status(status).send(body)
    })
  }
}
