// The only reader of process.env: every setting, parsed and defaulted here (see .env.example).
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { DEMO_MP, problemasDeProducao } from './producao.ts'

/** The repository root (the folder whose package.json is named 'recria'), from sources or from dist/. */
function findRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json')
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'recria') return dir
  }
  return process.cwd()
}

export const ROOT_DIR = findRoot(path.dirname(fileURLToPath(import.meta.url)))

/** An IPv4/IPv6 address, or one with a /prefix (CIDR), as Fastify's trustProxy takes them. */
function isAddressRange(range: string): boolean {
  const [address = '', prefix, ...rest] = range.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

/** What STORAGE_DRIVER=s3 cannot do without. */
const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().default(path.join(ROOT_DIR, '.data')),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Recria <nao-responda@recria.com.br>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** json: one JSON object a line (always in production); pretty: readable lines. Default: pretty on a terminal. */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    /** A request slower than this (ms) is logged as one warn line at any level but silent; 0: never. */
    LOG_SLOW_REQUEST_MS: z.coerce.number().int().min(0).default(1000),
    /** The session cookie's Secure: true, false, or auto (by the request's protocol). Default: auto, true in production (decision 043). */
    COOKIE_SECURE: z.enum(['true', 'false', 'auto']).optional(),
    /**
     * Whose X-Forwarded-* headers (and X-Request-Id) are believed: 'false', 'true' (any peer: only
     * behind a proxy that overwrites them), or the proxies' addresses, comma-separated IPs or CIDRs.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v, ctx) => {
        if (v === 'true' || v === 'false') return v === 'true'
        const ranges = v
          .split(',')
          .map((r) => r.trim())
          .filter(Boolean)
        const invalid = ranges.filter((r) => !isAddressRange(r))
        if (ranges.length === 0 || invalid.length > 0)
          ctx.addIssue({
            code: 'custom',
            message: `use true, false ou endereços e faixas separados por vírgula (ex.: 10.0.0.0/8,127.0.0.1); inválido: ${invalid.join(', ') || v}`,
          })
        return ranges
      }),
    /** Bearer token of GET /metrics (Prometheus); unset, /metrics answers 404. */
    METRICS_TOKEN: z.string().min(16, 'use pelo menos 16 caracteres').optional(),
    /**
     * After SIGTERM, /api/pronto answers 503 this long before the server stops taking connections.
     * Default (server.ts): 10 s in production, a moment elsewhere.
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).optional(),
    /** Connections of this process's pool (see docs/deploy.md for the budget of every role). */
    DB_POOL_MAX: z.coerce.number().int().min(1).default(10),
    /** How long a query waits for a new connection before failing (0: forever). */
    DB_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    /** PostgreSQL's statement_timeout on the pool's connections (0: none). */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
    /**
     * The database itself, not a pooler: LISTEN and migrations need a session of their own.
     * Defaults to DATABASE_URL.
     */
    DATABASE_DIRECT_URL: z.url().optional(),
    /**
     * The owner's connection, for the migrations (decision 043): the tables' owner, while DATABASE_URL
     * signs in as a role that may only insert and read the audit log. Defaults to DATABASE_DIRECT_URL
     * (one role for everything).
     */
    MIGRATION_DATABASE_URL: z.url().optional(),
    /**
     * A read replica for the public catalogue, listing page and shop (answers that may lag a moment);
     * every other read and every write stays on DATABASE_URL. Unset: everything on DATABASE_URL.
     */
    DATABASE_READ_URL: z.url().optional(),
    /** Connections of this process's read pool (only with DATABASE_READ_URL). */
    DB_READ_POOL_MAX: z.coerce.number().int().min(1).default(10),
    /** Storefront answers (catalogue pages, listing pages, shops) kept in each process's memory; 0: none (decision 037). */
    CACHE_VITRINE_ENTRADAS: z.coerce.number().int().min(0).default(2000),
    /** Buyers' carts kept in each process's memory, each for its buyer; 0: none (decision 039). */
    CACHE_CARRINHOS_ENTRADAS: z.coerce.number().int().min(0).default(5000),
    /** DATABASE_URL is a PgBouncer in transaction mode: no named prepared statements, no session settings. */
    DB_PGBOUNCER: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** Attempts per e-mail and per IP in each window, for sign-in, registration and password reset. */
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(100),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    /**
     * Failed passwords on one e-mail from every address together in each window before each further
     * attempt from a browser that never signed in to it waits a growing delay (decision 044).
     */
    RATE_LIMIT_EMAIL_FAILURES_MAX: z.coerce.number().int().min(1).default(50),
    /** Per user in each window: checkouts and buy-nows, cancellations, and the result pages' status calls. */
    CHECKOUT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(100),
    CANCEL_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
    /** Messages of an order's thread per user in each minute. */
    MENSAGEM_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    PAYMENT_STATUS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
    /** Reports of listings per user in each window (decision 024). */
    DENUNCIA_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    // Proxies drop a silent connection after about a minute: the notification stream speaks more often.
    SSE_HEARTBEAT_SECONDS: z.coerce.number().min(0.1).default(25),
    /** Notification streams open at once in this process, per user and per IP (each costs a query per heartbeat). */
    SSE_MAX_STREAMS_PER_USER: z.coerce.number().int().min(1).default(5),
    SSE_MAX_STREAMS_PER_IP: z.coerce.number().int().min(1).default(20),
    /** Default: true, false in production (decision 035). */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    /** simulador: the in-process Mercado Pago simulator under /mp-sim; live: the real API. */
    MP_MODE: z.enum(['simulador', 'live']).default('simulador'),
    MP_API_URL: z.url().optional(),
    MP_AUTH_URL: z.url().optional(),
    MP_CLIENT_ID: z.string().default(DEMO_MP.MP_CLIENT_ID),
    MP_CLIENT_SECRET: z.string().default(DEMO_MP.MP_CLIENT_SECRET),
    MP_WEBHOOK_SECRET: z.string().default(DEMO_MP.MP_WEBHOOK_SECRET),
    /** 64 hex characters (AES-256); without it a key is generated into DATA_DIR on first start. */
    MP_TOKEN_KEY: z
      .string()
      .regex(/^[0-9a-f]{64}$/i)
      .optional(),
    MP_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).default(300),
    MP_SIM_WEBHOOK_RETRY_DELAYS_MS: z
      .string()
      .regex(/^\d+(,\d+)*$/)
      .optional()
      .transform((v) => v?.split(',').map(Number)),
    /**
     * Turns on the simulator's test-control API (/mp-sim/__sim), which approves payments: only for
     * automated tests, and only to callers sending this token in `x-sim-token`. Unset: no control API.
     */
    MP_SIM_CONTROL_TOKEN: z.string().min(16, 'use pelo menos 16 caracteres').optional(),
    PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).default(10),
    /** Start the job workers in this process (false for processes that only answer HTTP). */
    JOBS_WORKERS: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /**
     * Apply the migrations (under the advisory lock) at boot, as `npm run db:migrate` does. Default: on
     * only with the embedded database; with DATABASE_URL the release step migrates and the server
     * refuses to start on a database that is behind (decision 034).
     */
    MIGRATE_ON_START: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    /** Where uploaded and generated images go: disk (DATA_DIR/uploads) or s3. */
    STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
    /** With STORAGE_DRIVER=s3 (decision 033): an S3-compatible bucket, reached path-style at S3_ENDPOINT. */
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** A CDN (or public bucket address) that serves the bucket's keys: images are sent there. */
    S3_PUBLIC_URL: z
      .url({ protocol: /^https?$/, message: 'use um endereço http(s), como https://imagens.recria.com.br' })
      .optional()
      .transform((v) => v?.replace(/\/+$/, '')),
    /** How many Recria processes (HTTP and workers) are deployed together; more than one needs shared storage. */
    PROCESS_COUNT: z.coerce.number().int().min(1).default(1),
  })
  .superRefine((env, ctx) => {
    if (env.DB_PGBOUNCER && !env.DATABASE_DIRECT_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_DIRECT_URL'],
        message:
          'com DB_PGBOUNCER=true, informe o endereço do próprio PostgreSQL (LISTEN e migrações não passam pelo PgBouncer)',
      })
    if (env.STORAGE_DRIVER === 's3')
      for (const name of S3_REQUIRED) {
        if (env[name] === undefined)
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'obrigatória com STORAGE_DRIVER=s3 (o bucket onde ficam as imagens)',
          })
      }
    // In production problemasDeProducao names the demo credentials with every other problem.
    if (env.MP_MODE !== 'live' || env.NODE_ENV === 'production') return
    for (const name of Object.keys(DEMO_MP) as (keyof typeof DEMO_MP)[]) {
      if (env[name] === DEMO_MP[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message:
            'com MP_MODE=live, use a credencial do seu aplicativo no Mercado Pago, não a de demonstração',
        })
    }
  })

/** Where the Mercado Pago API, its pages and our callbacks are, in simulator or live mode. */
function mercadoPago(config: z.infer<typeof EnvSchema>, publicUrl: string) {
  const live = config.MP_MODE === 'live'
  return {
    mode: config.MP_MODE,
    apiUrl:
      config.MP_API_URL ?? (live ? 'https://api.mercadopago.com' : `http://127.0.0.1:${config.PORT}/mp-sim`),
    authUrl: config.MP_AUTH_URL ?? (live ? 'https://auth.mercadopago.com' : `${publicUrl}/mp-sim`),
    simulatorUrl: `${publicUrl}/mp-sim`,
    clientId: config.MP_CLIENT_ID,
    clientSecret: config.MP_CLIENT_SECRET,
    webhookSecret: config.MP_WEBHOOK_SECRET,
    redirectUri: `${publicUrl}/api/auth/mercadopago/callback`,
    notificationUrl: `${publicUrl}/api/mercadopago/webhook`,
  }
}

/** The settings as read, with their defaults (what problemasDeProducao checks). */
export type Settings = Omit<z.infer<typeof EnvSchema>, 'SEED_DEMO' | 'LOG_FORMAT' | 'COOKIE_SECURE'> & {
  SEED_DEMO: boolean
  LOG_FORMAT: 'json' | 'pretty'
  /** undefined: auto, Secure when the request came over https. */
  COOKIE_SECURE: boolean | undefined
}

export type Config = Settings & {
  publicUrl: string
  uploadsDir: string
  outboxDir: string
  mp: ReturnType<typeof mercadoPago>
}

/** process.env, after the optional .env file at the repository root (real variables win). */
function readEnv(): Record<string, string | undefined> {
  const file = path.join(ROOT_DIR, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
  return process.env
}

export function loadConfig(
  env: Record<string, string | undefined> = readEnv(),
  terminal = process.stdout.isTTY === true,
): Config {
  // An empty variable means "not set", as in .env.example.
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = EnvSchema.safeParse(defined)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`)
  }
  const production = parsed.data.NODE_ENV === 'production'
  const cookieSecure = parsed.data.COOKIE_SECURE ?? (production ? 'true' : 'auto')
  const config = {
    ...parsed.data,
    SEED_DEMO: parsed.data.SEED_DEMO ?? !production,
    LOG_FORMAT: production ? 'json' : (parsed.data.LOG_FORMAT ?? (terminal ? 'pretty' : 'json')),
    COOKIE_SECURE: cookieSecure === 'auto' ? undefined : cookieSecure === 'true',
  } as const
  const problemas = problemasDeProducao({ ...config, COOKIE_SECURE: cookieSecure })
  if (problemas.length > 0)
    throw new Error(
      `Recria não inicia em produção (NODE_ENV=production) com esta configuração:\n${problemas.map((p) => `  ${p}`).join('\n')}`,
    )
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`
  return {
    ...config,
    publicUrl,
    mp: mercadoPago(parsed.data, publicUrl),
    uploadsDir: path.join(config.DATA_DIR, 'uploads'),
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
  }
}

/** For tests: a configuration with its own throw-away data folder. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const dir = path.join(ROOT_DIR, '.data', 'test', randomBytes(6).toString('hex'))
  // Tests read right after they write: the storefront's and the carts' caches (dropped a moment after
  // a commit) only where a test turns them on.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    CACHE_VITRINE_ENTRADAS: '0',
    CACHE_CARRINHOS_ENTRADAS: '0',
    ...overrides,
  })
}
