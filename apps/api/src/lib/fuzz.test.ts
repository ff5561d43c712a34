// Bad input everywhere: for every operation of the OpenAPI document, requests drawn from its own
// schemas (valid, and broken in one place: path, query or body; multipart forms with bad files), as
// a visitor, a buyer and a seller who own real rows. No answer is a 5xx, every refusal carries a
// Portuguese `mensagem`, and a refused request leaves no row (or file) behind.
// A fixed seed keeps runs reproducible; FUZZ_SEED and FUZZ_RUNS explore further (docs/operations.md).
import { createHash } from 'node:crypto'
import { freePort } from '@recria/postgres/free-port'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessionCookie, signUp } from '../../test/fixtures.ts'
import { photo } from '../../test/forms.ts'
import { changed, fingerprinter } from '../../test/fuzz/fingerprint.ts'
import { type Operation, operations, requestArbitrary } from '../../test/fuzz/requests.ts'
import type { Pools } from '../../test/fuzz/schema-values.ts'
import { webhookHeaders } from '../../test/fuzz/sign-webhook.ts'
import { SIM_CONTROL_TOKEN } from '../../test/payments.ts'
import { prepareWalk, type Walk } from '../../test/route-walk.ts'
import { ownerOf } from '../../test/route-walk-requests.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { createCipher, tokenKey } from './crypto.ts'

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_512)
const RUNS = Number(process.env.FUZZ_RUNS ?? 10)
/** FUZZ_ONLY: a pattern of 'METHOD /path' to explore some routes alone. */
const ONLY = new RegExp(process.env.FUZZ_ONLY ?? '')

let t: TestApp
let walk: Walk
let ops: Operation[]
let pools: Pools
let png: Buffer
/** Accounts whose sessions the logout calls end (a fresh sign-in each time), so the callers keep theirs. */
let leaving: Record<'comprador' | 'vendedor', { email: string; senha: string }>

beforeAll(async () => {
  // Limits far above the run, or most sign-in and sign-up cases would measure the 429; the job
  // workers off, so nothing writes behind a request's back between two fingerprints.
  const port = await freePort()
  t = await createTestApp(
    {
      PORT: String(port),
      MP_SIM_CONTROL_TOKEN: SIM_CONTROL_TOKEN,
      RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_IP_MAX: '1000000',
      JOBS_WORKERS: 'false',
    },
    // The route walk plants its orders and payments in SQL (no items, no provider payment): not a
    // flow the reconciliation could judge.
    { reconcile: false },
  )
  // Listening, so checkouts and payment syncs reach the in-process Mercado Pago simulator.
  await t.app.listen({ port, host: '127.0.0.1' })
  const cipher = createCipher(tokenKey(t.config))
  walk = await prepareWalk(t)
  // The sellers' connections work: checkouts and syncs reach the simulator, as in the product.
  for (const id of [walk.victim.id, walk.own.seller.id]) {
    const res = await fetch(`${t.config.mp.apiUrl}/__sim/test-users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sim-token': SIM_CONTROL_TOKEN },
      body: '{}',
    })
    const mp = (await res.json()) as { id: number; access_token: string; refresh_token: string }
    await t.pool.query(
      `update conexoes_mercadopago set mp_user_id = $2, access_token_cifrado = $3, refresh_token_cifrado = $4
       where id_usuario = $1`,
      [id, mp.id, cipher.encrypt(mp.access_token), cipher.encrypt(mp.refresh_token)],
    )
  }
  leaving = {
    comprador: await signUp(t.app, { perfil: 'comprador' }),
    vendedor: await signUp(t.app, { perfil: 'vendedor' }),
  }
  png = await photo('png', 24, 24)
  const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
  // Reads first, then writes, deletions last: what a case deletes is gone for the cases after it.
  const order = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 }
  ops = operations(doc.json()).sort((a, b) => order[a.method] - order[b.method])
  const { seller, ...catalogue } = walk.own
  pools = {
    ids: [...new Set([...Object.values(walk.ids), ...Object.values(catalogue), seller.id])],
    userIds: [walk.victim.id, walk.customer.id, seller.id],
    emails: [walk.victim.email, leaving.comprador.email, 'ninguem@exemplo.com.br'],
  }
}, 120_000)
afterAll(() => t?.close())

// The buyer and the seller are the route walk's owners (the customer with a cart, orders and a
// review; the seller with a catalogue, a listing and paid orders); the ids drawn are theirs and
// another seller's, so each route is tried by its owner and by strangers.
const CALLERS = ['visitante', 'comprador', 'vendedor'] as const
type Caller = (typeof CALLERS)[number]

async function cookieOf(caller: Caller, op: Operation): Promise<string | undefined> {
  if (caller === 'visitante') return undefined
  if (op.path !== '/auth/logout') return caller === 'comprador' ? walk.customer.cookie : walk.victim.cookie
  const { email, senha } = leaving[caller]
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, senha } })
  return sessionCookie(res)
}

/** The real id an operation's `{id}` names for its owner, when the route walk knows the route. */
function ownId(op: Operation): number | undefined {
  if (!op.path.includes('{id}')) return undefined
  try {
    return walk.ids[ownerOf(op.path)]
  } catch {
    return undefined
  }
}

/** A seed of its own for each operation and caller, so adding a route changes no other's cases. */
const seedOf = (key: string) => (SEED + createHash('sha1').update(key).digest().readUInt32BE(0)) | 0

// English a framework would answer with (ajv, Fastify, a thrown Error) instead of the product's text.
const ENGLISH =
  /\b(the|must|should|is|are|not|invalid|required|request|body|property|error|failed|cannot|expected|unexpected|undefined|null)\b/i

/** What is wrong with an answer, or nothing. */
function problem(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `status ${res.statusCode}`
  if (res.statusCode < 400) return undefined
  let mensagem: unknown
  try {
    mensagem = res.json().mensagem
  } catch {
    return 'a refusal whose body is not JSON'
  }
  if (typeof mensagem !== 'string' || mensagem.trim() === '') return 'a refusal without mensagem'
  if (ENGLISH.test(mensagem) || !/^[A-ZÀ-Ú]/.test(mensagem)) return 'a mensagem not in Portuguese'
  return undefined
}

describe('requests drawn from the OpenAPI schemas', () => {
  it('never get a 5xx, always say why in Portuguese, and change nothing when refused', async () => {
    expect(ops.length).toBeGreaterThanOrEqual(80)
    const fingerprint = await fingerprinter(t.dono, t.config.DATA_DIR)
    const started = Date.now()
    const failures: string[] = []
    const statuses: Record<number, number> = {}
    let cases = 0
    let fuzzed = 0
    let before = await fingerprint.take()
    for (const op of ops) {
      if (!ONLY.test(`${op.method} ${op.path}`)) continue
      fuzzed++
      const arbitrary = requestArbitrary(op, { pools, ownId: ownId(op), images: { png } })
      for (const caller of CALLERS) {
        const seed = seedOf(`${op.method} ${op.path} ${caller}`)
        for (const [i, request] of fc.sample(arbitrary, { seed, numRuns: RUNS }).entries()) {
          const cookie = await cookieOf(caller, op)
          if (op.path === '/auth/logout') before = await fingerprint.take()
          // Most notifications signed as Mercado Pago signs them, or all would stop at the signature.
          const signed = op.path === '/mercadopago/webhook' && i % 3 !== 0
          const res = await t.app.inject({
            method: request.method,
            url: request.url,
            headers: {
              ...request.headers,
              ...(cookie && { cookie }),
              ...(signed && webhookHeaders(request.url, t.config.mp.webhookSecret)),
            },
            ...(request.payload !== undefined && { payload: request.payload }),
          })
          cases++
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1
          const after = await fingerprint.take()
          const wrong = [problem(res)]
          if (res.statusCode >= 400) {
            const written = changed(before, after)
            if (written.length) wrong.push(`refused, yet changed ${written.join(', ')}`)
          }
          before = after
          const found = wrong.filter(Boolean)
          if (found.length)
            failures.push(
              `${found.join('; ')} — ${caller}: ${request.shown} → ${res.statusCode} ${res.body.slice(0, 200)} (again: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} FUZZ_ONLY='^${op.method} ${op.path}$')`,
            )
        }
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(
      `fuzz: ${fuzzed} operations × ${CALLERS.length} callers × ${RUNS} cases = ${cases} requests in ${seconds} s ` +
        `(FUZZ_SEED=${SEED}); statuses ${JSON.stringify(statuses)}; ${fingerprint.tables.length} tables watched`,
    )
    expect(failures).toEqual([])
  }, 600_000)
})
