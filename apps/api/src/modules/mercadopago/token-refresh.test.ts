// The hourly job renews tokens expiring within 7 days; the seller's access token is refreshed within 5 minutes of its end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { connectSeller, createListeningApp, testDeps, uniqueAccount } from '../../../test/mercadopago.ts'
import { createServices } from '../../../test/services.ts'
import type { TestApp } from '../../../test/test-app.ts'
import { TOKEN_REFRESH_QUEUE } from './token-refresh.job.ts'

let t: TestApp
beforeAll(async () => {
  t = await createListeningApp()
})
afterAll(() => t.close())

const DAY = 24 * 60 * 60 * 1000

/** A connected seller whose token expires `inMs` from now; answers the id and the plain tokens. */
async function connected(inMs: number) {
  const s = await signUp(t.app, { perfil: 'vendedor' })
  await connectSeller(t, s.cookie, uniqueAccount('renova'))
  const id = s.usuario.id_usuario
  await t.pool.query(`update conexoes_mercadopago set expira_em = $2 where id_usuario = $1`, [
    id,
    new Date(Date.now() + inMs),
  ])
  return { id, ...(await tokensOf(id)) }
}

async function tokensOf(id: number) {
  const { rows } = await t.pool.query('select * from conexoes_mercadopago where id_usuario = $1', [id])
  const { cipher } = testDeps(t)
  const row = rows[0]
  return {
    access: cipher.decrypt(row.access_token_cifrado),
    refresh: cipher.decrypt(row.refresh_token_cifrado),
    expiraEm: row.expira_em as Date,
    mpUserId: Number(row.mp_user_id),
  }
}

const worksAtMercadoPago = async (token: string) =>
  (await fetch(`${t.config.mp.apiUrl}/users/me`, { headers: { authorization: `Bearer ${token}` } }))
    .status === 200

describe('the token refresh job', () => {
  it('is scheduled hourly on its queue', async () => {
    const { rows } = await t.pool.query('select cron from pgboss.schedule where name = $1', [
      TOKEN_REFRESH_QUEUE,
    ])
    expect(rows).toEqual([{ cron: '17 * * * *' }])
  })

  it('rotates the tokens expiring within 7 days, keeps the others, and survives a failure', async () => {
    const soon = await connected(2 * DAY)
    const later = await connected(30 * DAY)
    const broken = await connected(1 * DAY)
    const { cipher } = testDeps(t)
    await t.pool.query('update conexoes_mercadopago set refresh_token_cifrado = $2 where id_usuario = $1', [
      broken.id,
      cipher.encrypt('TG-revogado-123'),
    ])
    // Other test files' connections do not exist here: each file has its own database.
    expect(await createServices(testDeps(t)).tokenRefresh.refreshExpiring()).toEqual({
      renovadas: 1,
      falhas: 1,
    })

    const renewed = await tokensOf(soon.id)
    expect(renewed.access).not.toBe(soon.access)
    expect(renewed.refresh).not.toBe(soon.refresh)
    expect(renewed.expiraEm.getTime()).toBeGreaterThan(Date.now() + 179 * DAY)
    expect(await worksAtMercadoPago(renewed.access)).toBe(true)
    expect(await worksAtMercadoPago(soon.access)).toBe(false)
    expect({ id: later.id, ...(await tokensOf(later.id)) }).toEqual(later)
    expect((await tokensOf(broken.id)).expiraEm).toEqual(broken.expiraEm)
  })
})

describe("the seller's access token", () => {
  it('answers the stored token while it lasts more than 5 minutes', async () => {
    const s = await connected(10 * 60 * 1000)
    expect(await createServices(testDeps(t)).conexoes.tokenDeAcesso(s.id)).toBe(s.access)
  })

  it('refreshes a token expiring within 5 minutes first, once even when asked twice at once', async () => {
    const s = await connected(2 * 60 * 1000)
    const [a, b] = await Promise.all([
      createServices(testDeps(t)).conexoes.tokenDeAcesso(s.id),
      createServices(testDeps(t)).conexoes.tokenDeAcesso(s.id),
    ])
    const now = await tokensOf(s.id)
    expect(a).toBe(now.access)
    expect(b).toBe(now.access)
    expect(now.access).not.toBe(s.access)
    expect(await worksAtMercadoPago(now.access)).toBe(true)
  })

  it('holds no transaction open while it waits for Mercado Pago', async () => {
    const s = await connected(60 * 1000)
    let refreshing = true
    const seen: string[] = []
    const watch = (async () => {
      while (refreshing) {
        const { rows } = await t.pool.query(
          // A session of this database sitting in a transaction that holds a lock on the sellers'
          // connections (the other test files' databases are clones: same table oids).
          `select a.state, a.query from pg_stat_activity a join pg_locks l on l.pid = a.pid
           where l.relation = 'conexoes_mercadopago'::regclass and a.state like 'idle in transaction%'
             and a.datname = current_database() and a.pid <> pg_backend_pid()`,
        )
        seen.push(...rows.map((r) => `${r.state}: ${r.query}`))
      }
    })()
    const tokens = await Promise.all(
      [1, 2, 3].map(() => createServices(testDeps(t)).conexoes.tokenDeAcesso(s.id)),
    )
    refreshing = false
    await watch
    expect(seen).toEqual([])
    const now = await tokensOf(s.id)
    expect(tokens).toEqual([now.access, now.access, now.access])
    expect(await worksAtMercadoPago(now.access)).toBe(true)
  })

  it('answers the current token if the refresh fails while it still lasts, and null once expired', async () => {
    const s = await connected(60 * 1000)
    const { cipher } = testDeps(t)
    await t.pool.query('update conexoes_mercadopago set refresh_token_cifrado = $2 where id_usuario = $1', [
      s.id,
      cipher.encrypt('TG-revogado-456'),
    ])
    expect(await createServices(testDeps(t)).conexoes.tokenDeAcesso(s.id)).toBe(s.access)
    await t.pool.query(
      `update conexoes_mercadopago set expira_em = now() - interval '1 minute' where id_usuario = $1`,
      [s.id],
    )
    expect(await createServices(testDeps(t)).conexoes.tokenDeAcesso(s.id)).toBeNull()
  })

  it('answers null for a seller who is not connected', async () => {
    const s = await signUp(t.app, { perfil: 'vendedor' })
    expect(await createServices(testDeps(t)).conexoes.tokenDeAcesso(s.usuario.id_usuario)).toBeNull()
  })
})

it('vendedorDaConta finds the seller of a Mercado Pago account', async () => {
  const s = await connected(30 * DAY)
  expect(await createServices(testDeps(t)).conexoes.vendedorDaConta(s.mpUserId)).toEqual({ id_usuario: s.id })
  expect(await createServices(testDeps(t)).conexoes.vendedorDaConta(1)).toBeNull()
})
