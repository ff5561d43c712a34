// Typed errors thrown by services and guards; the error handler in app.ts turns them into answers.
import { HTTP_MSG } from '@recria/domain/http'

export type TokenCode = 'TOKEN_NAO_FORNECIDO' | 'TOKEN_INVALIDO' | 'TOKEN_EXPIRADO'

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly codigo?: string,
    readonly erros?: Record<string, string>,
  ) {
    super(message)
  }
}

export class BadRequest extends HttpError {
  constructor(message: string, erros?: Record<string, string>) {
    super(400, message, undefined, erros)
  }
}

export class Unauthorized extends HttpError {
  constructor(message: string, codigo?: TokenCode) {
    super(401, message, codigo)
  }
}

export class Forbidden extends HttpError {
  constructor(message: string = HTTP_MSG.semPermissao) {
    super(403, message)
  }
}

export class NotFound extends HttpError {
  constructor(message: string = HTTP_MSG.recursoNaoEncontrado) {
    super(404, message)
  }
}

/** `valor` when there is one; a 404 with `message` when the read found nothing. */
export function achado<T>(valor: T | null | undefined, message: string): T {
  if (valor === null || valor === undefined) throw new NotFound(message)
  return valor
}

export class Conflict extends HttpError {
  constructor(message: string, erros?: Record<string, string>) {
    super(409, message, undefined, erros)
  }
}

export class PayloadTooLarge extends HttpError {
  constructor(message: string = HTTP_MSG.arquivoGrandeDemais) {
    super(413, message)
  }
}

export class BusinessRule extends HttpError {
  constructor(message: string) {
    super(422, message)
  }
}

export class TooManyRequests extends HttpError {
  constructor(
    /** Seconds until a new attempt may succeed: sent as `Retry-After`. */
    readonly retryAfter: number,
    message: string = HTTP_MSG.muitasTentativas,
  ) {
    super(429, message)
  }
}

/** PostgreSQL's SQLSTATE of a failed query; Drizzle wraps the driver's error and keeps it on `cause`. */
export function pgErrorCode(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } }
  const found = cause?.code ?? code
  return typeof found === 'string' ? found : undefined
}
