// The only reader of process.env: every setting, parsed and defaulted here (see .env.example).
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

/** The repository root (the folder whose package.json is named 'recria'), from sources or from dist/. */
function findRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json')
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'recria') return dir
  }
  return process.cwd()
}

export const ROOT_DIR = findRoot(path.dirname(fileURLToPath(import.meta.url)))

const EnvSchema = z.object({
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
  COOKIE_SECURE: z
    .enum(['true', 'false', 'auto'])
    .default('auto')
    .transform((v) => (v === 'auto' ? undefined : v === 'true')),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Attempts per e-mail and per IP in each window, for sign-in, registration and password reset. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
})

export type Config = z.infer<typeof EnvSchema> & { publicUrl: string; uploadsDir: string; outboxDir: string }

/** process.env, after the optional .env file at the repository root (real variables win). */
function readEnv(): Record<string, string | undefined> {
  const file = path.join(ROOT_DIR, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
  return process.env
}

export function loadConfig(env: Record<string, string | undefined> = readEnv()): Config {
  // An empty variable means "not set", as in .env.example.
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = EnvSchema.safeParse(defined)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`)
  }
  const config = parsed.data
  return {
    ...config,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    uploadsDir: path.join(config.DATA_DIR, 'uploads'),
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
  }
}

/** For tests: a configuration with its own throw-away data folder. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const dir = path.join(ROOT_DIR, '.data', 'test', randomBytes(6).toString('hex'))
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir, ...overrides })
}
