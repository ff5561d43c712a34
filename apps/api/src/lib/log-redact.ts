// Secrets never reach a log line: a password-reset token in a path or a query, the Mercado Pago
// OAuth `code` and `state`, its access and refresh tokens, the session cookie, a webhook's
// `x-signature`, the simulator's control token, a password in a database or SMTP URL. The logger's
// options (app.ts, server.ts, the worker) come from here; anything that logs a URL or an error goes
// through them. Here too: where lines go, JSON or readable (LOG_FORMAT, decision 035).
import { type FastifyRequest, LogController } from 'fastify'
import { type DestinationStream, type Logger, type LoggerOptions, pino, stdSerializers } from 'pino'
import pretty from 'pino-pretty'
import type { Config } from '../config.ts'

export const REDACTED = '[redacted]'

/** Query parameters whose value is a secret (compared without case). */
const SECRET_PARAM = /token|secret|senha|password|signature|^code$|^code_verifier$|^state$|^recria_sessao$/i

/** Path segments that are a secret: the one after `/validar-token/`. */
const SECRET_SEGMENT = /(\/validar-token\/)[^/?#\s"'<>]+/gi

/** `key=value` in a query string (or a cookie header), wherever it appears in a text. */
const PARAM = /([?&;]\s*|^|\s)([^=&?#;\s"'<>]+)=([^&#;\s"'<>]*)/g

/** What every secret above needs in its text: an `=`, the reset path, a bearer scheme, a Mercado Pago token or a URL's password. */
const MAYBE_SECRET = /=|validar-token|bearer|APP_USR-|TG-|:\/\/[^/\s]*@/i

/** A Mercado Pago access token (APP_USR-…), refresh token or authorization code (TG-…), anywhere. */
const MP_TOKEN = /\b(?:APP_USR|TG)-[\w-]{16,}/g

/** The password of a URL's userinfo (`postgres://recria:<password>@host`, `smtp://user:<password>@host`). */
const URL_PASSWORD = /(\b[a-z][\w+.-]*:\/\/[^:/?#@\s"'<>]*:)[^@/?#\s"'<>]+@/gi

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
    .replace(MP_TOKEN, REDACTED)
    .replace(URL_PASSWORD, `$1${REDACTED}@`)
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
  'x-sim-token',
  'access_token',
  'refresh_token',
  'client_secret',
  'code_verifier',
  'password',
  'senha',
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

/** Request lines ('incoming request', 'request completed') only with LOG_LEVEL=debug or trace. */
export const logsRequests = (level: Config['LOG_LEVEL']) => level === 'debug' || level === 'trace'

/** Fastify's request lines, on only when logsRequests. */
export const requestLogController = (level: Config['LOG_LEVEL']) =>
  new LogController({ disableRequestLogging: !logsRequests(level) })

/**
 * Where the lines go: JSON on stdout (production, pipes), or readable lines for a person at a
 * terminal (pino-pretty as a synchronous stream: one line each, the time, the level and the fields).
 */
export function logDestination(
  config: Pick<Config, 'LOG_FORMAT'>,
  /** Where the readable lines go (stdout unless a test says). */
  destination?: NodeJS.WritableStream,
): DestinationStream | undefined {
  if (config.LOG_FORMAT !== 'pretty') return undefined
  return pretty({
    ...(destination && { destination, colorize: false }),
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
  })
}

/** The logger's options of every process: level, redaction and destination. */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>, stream?: DestinationStream) {
  const destination = stream ?? logDestination(config)
  return { level: config.LOG_LEVEL, ...logRedaction, ...(destination && { stream: destination }) }
}

/** A logger outside Fastify (the database pool before the app exists, the worker, commands). */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>): Logger {
  const { stream, ...options } = loggerOptions(config)
  return stream ? pino(options, stream) : pino(options)
}
