// Secrets never reach a log line: a password-reset token in a path or a query, the Mercado Pago
// OAuth `code` and `state`, the session cookie, a webhook's `x-signature`. The logger's options
// (app.ts) take them from here; anything that logs a URL or an error goes through them.
import type { FastifyRequest } from 'fastify'
import { type LoggerOptions, stdSerializers } from 'pino'

export const REDACTED = '[redacted]'

/** Query parameters whose value is a secret (compared without case). */
const SECRET_PARAM = /token|secret|senha|password|signature|^code$|^code_verifier$|^state$|^recria_sessao$/i

/** Path segments that are a secret: the one after `/validar-token/`. */
const SECRET_SEGMENT = /(\/validar-token\/)[^/?#\s"'<>]+/gi

/** `key=value` in a query string (or a cookie header), wherever it appears in a text. */
const PARAM = /([?&;]\s*|^|\s)([^=&?#;\s"'<>]+)=([^&#;\s"'<>]*)/g

/** What every secret above needs in its text: an `=`, the reset path or a bearer scheme. */
const MAYBE_SECRET = /=|validar-token|bearer/i

/** `Bearer <token>` in an error's message. */
const BEARER = /(bearer\s+)[\w.~+/-]+=*/gi

function decodedKey(key: string): string {
  try {
    return decodeURIComponent(key)
  } catch {
    return key
  }
}

/** The text (a URL, a message, a stack) with every secret above replaced by `[redacted]`. */
export function redactSecrets(text: string): string {
  // Most lines (every request's, with a plain path) hold none of them: they skip the three passes.
  if (!MAYBE_SECRET.test(text)) return text
  return text
    .replace(SECRET_SEGMENT, `$1${REDACTED}`)
    .replace(PARAM, (whole, before: string, key: string, value: string) =>
      value && SECRET_PARAM.test(decodedKey(key)) ? `${before}${key}=${REDACTED}` : whole,
    )
    .replace(BEARER, `$1${REDACTED}`)
}

/** Every string in a serialized value (plain objects and arrays, a few levels deep) redacted. */
function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactSecrets(value)
  if (depth > 5 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1))
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactDeep(item, depth + 1)]))
}

/** Fastify's own request serializer, with the URL redacted. */
function req(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecrets(request.url ?? ''),
    version: request.headers?.['accept-version']?.toString(),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** pino's error serializer; its message, stack and other fields may quote a URL or a header. */
function err(error: Error) {
  const serialized = stdSerializers.err(error)
  return redactDeep(serialized) as typeof serialized
}

/** Headers and fields that are secrets wherever an object is logged whole. */
const REDACT_PATHS = [
  'cookie',
  'authorization',
  'x-signature',
  'set-cookie',
  'token',
  'code',
  'state',
].flatMap((name) => [`["${name}"]`, `headers["${name}"]`, `req.headers["${name}"]`, `res.headers["${name}"]`])

/** The logger options that keep secrets out: serializers, `redact`, and the message text itself. */
export const logRedaction = {
  serializers: { req, err },
  redact: { paths: REDACT_PATHS, censor: REDACTED },
  hooks: {
    // A message can carry a URL too (Fastify's "Route GET:/… not found").
    logMethod(args, method) {
      method.apply(
        this,
        args.map((arg) => (typeof arg === 'string' ? redactSecrets(arg) : arg)) as Parameters<typeof method>,
      )
    },
  },
} satisfies Pick<LoggerOptions, 'redact' | 'hooks'> & { serializers: object }
