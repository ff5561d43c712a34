import { randomBytes } from 'node:crypto'
// `npm start` in this package (`npm run mp-sim` at the root): the simulator alone, paths at the root.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type EmbeddedServer,
  ensureDatabase,
  isPortFree,
  startEmbeddedPostgres,
} from '@recria/postgres/embedded'
import Fastify from 'fastify'
import pg from 'pg'
import { migrateSimulator } from './db/migrations.ts'
import { mpSimulator } from './plugin.ts'

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const env = process.env

const fail = (message: string): never => {
  console.error(`\n✖ ${message}\n`)
  process.exit(1)
}
const portFrom = (name: string, fallback: number) => {
  const port = Number(env[name] ?? fallback)
  return Number.isInteger(port) && port > 0 && port < 65536
    ? port
    : fail(`${name} precisa ser uma porta (1–65535).`)
}

const port = portFrom('MP_SIM_PORT', 4010)
const publicUrl = (env.MP_SIM_PUBLIC_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '')
// The same demo application the app uses by default (apps/api/src/config.ts), so both agree out of the box.
const application = {
  clientId: env.MP_CLIENT_ID ?? '8421039756123401',
  clientSecret: env.MP_CLIENT_SECRET ?? 'recria-demo-client-secret',
  webhookSecret: env.MP_WEBHOOK_SECRET ?? 'recria-demo-webhook-secret',
  redirectUri: env.MP_REDIRECT_URI ?? 'http://localhost:3000/api/auth/mercadopago/callback',
}

if (!(await isPortFree(port)))
  fail(`A porta ${port} já está em uso. Pare o outro processo ou defina MP_SIM_PORT.`)

let embedded: EmbeddedServer | undefined
let databaseUrl = env.MP_SIM_DATABASE_URL
if (!databaseUrl) {
  const dataDir = path.join(ROOT_DIR, '.data', 'mp-sim')
  embedded = await startEmbeddedPostgres(dataDir, portFrom('MP_SIM_PG_PORT', 5434)).catch((error: Error) =>
    fail(
      error.message
        .replace('EMBEDDED_PG_PORT', 'MP_SIM_PG_PORT')
        .replace('DATABASE_URL', 'MP_SIM_DATABASE_URL'),
    ),
  )
  await ensureDatabase(embedded.url('postgres'), 'mp_sim')
  databaseUrl = embedded.url('mp_sim')
}

const pool = new pg.Pool({ connectionString: databaseUrl })
// Ctrl-C reaches the embedded PostgreSQL too, which drops idle connections before we close the pool;
// pg discards such a client and reconnects on demand, but an unheard 'error' event would crash us.
pool.on('error', () => {})
await migrateSimulator(pool)

const app = Fastify({ logger: { level: env.LOG_LEVEL ?? 'warn' } })
// The app serves these pages under a strict CSP; standalone gets the same, so inline styles or scripts fail here too.
const origins = [...new Set([new URL(publicUrl).origin, new URL(application.redirectUri).origin])].join(' ')
app.addHook('onSend', async (_req, reply) => {
  if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
    reply.header(
      'content-security-policy',
      `default-src 'none'; style-src 'self' ${origins}; form-action 'self' ${origins}; base-uri 'none'; frame-ancestors 'none'`,
    )
  }
})
// Run by hand on loopback, the control API is on, behind a token printed below.
const controlToken = env.MP_SIM_CONTROL_TOKEN ?? randomBytes(24).toString('hex')
await app.register(mpSimulator, { pool, publicUrl, ...application, controlToken })

let stopping = false
async function shutdown() {
  if (stopping) return
  stopping = true
  await app.close().catch(() => {})
  await pool.end().catch(() => {})
  await embedded?.stop().catch(() => {})
  process.exit(0)
}
process.on('SIGINT', () => void shutdown())
process.on('SIGTERM', () => void shutdown())

await app.listen({ port, host: '127.0.0.1' })
const authorize = new URL(`${publicUrl}/authorization`)
authorize.search = new URLSearchParams({
  client_id: application.clientId,
  response_type: 'code',
  platform_id: 'mp',
  redirect_uri: application.redirectUri,
}).toString()
console.log(`
  Simulador do Mercado Pago no ar: ${publicUrl}
  Banco de dados: ${embedded ? `PostgreSQL embutido (${path.join('.data', 'mp-sim', 'postgres')})` : 'MP_SIM_DATABASE_URL'}

  Aplicativo de demonstração:
    client_id       ${application.clientId}
    client_secret   ${application.clientSecret}
    redirect_uri    ${application.redirectUri}
    webhook secret  ${application.webhookSecret}

  Autorização (OAuth): ${authorize}
  API de controle (token em x-sim-token): ${controlToken}
  Conta de teste já conectada: curl -X POST -H 'x-sim-token: ${controlToken}' ${publicUrl}/__sim/test-users

  Ctrl-C para parar.
`)
