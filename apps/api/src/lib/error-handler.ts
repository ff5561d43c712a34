import { toFieldErrors } from '@recria/domain/validation'
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ZodError } from 'zod'
import { HttpError, pgErrorCode, TooManyRequests } from './errors.ts'

interface ErrorBody {
  mensagem: string
  codigo?: string
  erros?: Record<string, string>
}

/** Fastify's own errors (parsing, limits) mapped to Portuguese messages, by their code. */
const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'O corpo da requisição não é um JSON válido.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'O corpo da requisição está vazio.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'O corpo da requisição é grande demais.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de conteúdo não suportado.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Tamanho do corpo da requisição inválido.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'O arquivo excede o tamanho máximo de 5 MB.'],
  FST_PARTS_LIMIT: [413, 'A requisição tem partes demais.'],
  FST_FILES_LIMIT: [400, 'Envie apenas um arquivo.'],
  FST_FIELDS_LIMIT: [413, 'A requisição tem campos demais.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'A requisição deve ser multipart/form-data.'],
  FST_ERR_NOT_FOUND: [404, 'Rota não encontrada.'],
}

/** PostgreSQL refuses some text the schemas let through (a NUL byte): the input's fault, so 400, not 500. */
const INVALID_TEXT_CODES = new Set(['22021', '22P05'])

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody) => reply.status(status).send(body)

    if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfter))
    if (error instanceof HttpError) {
      const { statusCode, message, codigo, erros } = error
      return send(statusCode, { mensagem: message, ...(codigo && { codigo }), ...(erros && { erros }) })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const erros: Record<string, string> = {}
      for (const { instancePath, message } of error.validation) {
        erros[instancePath.slice(1).replaceAll('/', '.') || '_'] ??= message ?? 'Dados inválidos.'
      }
      return send(400, { mensagem: error.validation[0]?.message ?? 'Dados inválidos.', erros })
    }
    if (error instanceof ZodError) return send(400, toFieldErrors(error))
    const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined
    if (known) return send(known[0], { mensagem: known[1] })
    if (INVALID_TEXT_CODES.has(pgErrorCode(error) ?? ''))
      return send(400, { mensagem: 'O texto enviado contém caracteres inválidos.' })
    if (error.statusCode === 429) return send(429, { mensagem: error.message })
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error')
      return send(error.statusCode, { mensagem: 'Requisição inválida.' })
    }
    request.log.error({ err: error }, 'unhandled error')
    return send(500, { mensagem: 'Erro interno do servidor. Tente novamente mais tarde.' })
  })
}
