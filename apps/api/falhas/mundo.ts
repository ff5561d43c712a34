// The run's world: its own embedded PostgreSQL, the built server over it, a catalogue of a few
// sellers (each connected to a simulator account and shipping everywhere) and 20 buyers signed up
// through the API, each with an address.
import { randomBytes } from 'node:crypto'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ensureAppRole, ensureDatabase, startEmbeddedPostgres } from '@recria/postgres/embedded'
import { freePort } from '@recria/postgres/free-port'
import { sql } from 'drizzle-orm'
import { pino } from 'pino'
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts'
import { seedLarge } from '../seed/large-seed.ts'
import { createDb, type Db } from '../src/db/client.ts'
import { createCipher } from '../src/lib/crypto.ts'
import { createDiskStorage } from '../src/lib/storage.ts'
import type { Storage } from '../src/lib/storage-keys.ts'
import { conexoesRepository } from '../src/modules/mercadopago/conexoes.repository.ts'
import { ENDERECO, registration } from '../test/fixtures.ts'
import type { Oferta, Pessoa } from './atores.ts'
import { type Cliente, criarCliente } from './cliente.ts'
import { servidorReiniciavel } from './servidor.ts'

export const SIM_TOKEN = 'token-de-controle-da-recuperacao'
const VENDEDORES = 5
const COMPRADORES = 20

export async function criarMundo() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'recria-falhas-'))
  await chmod(dataDir, 0o755) // the embedded server may run as the 'postgres' system user
  const paradas: (() => Promise<unknown>)[] = [() => rm(dataDir, { recursive: true, force: true })]
  /** Everything started so far, stopped in reverse order (also after a failure half-way). */
  const encerrar = async () => {
    for (const parar of paradas.splice(0).reverse()) await parar().catch(() => {})
  }
  try {
    const postgres = await startEmbeddedPostgres(dataDir, await freePort())
    paradas.push(() => postgres.stop())
    await ensureDatabase(postgres.url('postgres'), 'recria')
    await ensureAppRole(postgres.url('postgres'))
    // The server signs in as the application's role and migrates as the owner (decision 043).
    const databaseUrl = postgres.appUrl('recria')
    const tokenKey = randomBytes(32)
    const port = await freePort()
    const servidor = servidorReiniciavel({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      MIGRATION_DATABASE_URL: postgres.url('recria'),
      DATA_DIR: dataDir,
      // One process owning its database, as `npm start`: it migrates at boot (off by default with DATABASE_URL).
      MIGRATE_ON_START: 'true',
      SEED_DEMO: 'false',
      MP_TOKEN_KEY: tokenKey.toString('hex'),
      MP_SIM_CONTROL_TOKEN: SIM_TOKEN,
      MP_SIM_WEBHOOK_RETRY_DELAYS_MS: '500,1000,2000,4000,8000,15000',
      RATE_LIMIT_IP_MAX: '1000000',
      RATE_LIMIT_MAX: '1000000',
    })
    paradas.push(() => servidor.parar())
    await servidor.iniciar()
    const { db, pool } = createDb(databaseUrl, 4, pino({ level: 'warn' }))
    paradas.push(() => pool.end())
    // The server dies under the test's connections' feet: nothing to report about them.
    pool.on('error', () => {})
    const api = criarCliente(servidor.baseUrl, servidor.noAr)
    const { ofertas, vendedores, compradores } = await povoar({
      api,
      baseUrl: servidor.baseUrl,
      db,
      storage: createDiskStorage(path.join(dataDir, 'uploads')),
      tokenKey,
    })
    return { servidor, api, db, pool, ofertas, vendedores, compradores, encerrar }
  } catch (error) {
    await encerrar()
    throw error
  }
}

export type MundoDeTeste = Awaited<ReturnType<typeof criarMundo>>

/**
 * The people of a run over a built server reachable at `baseUrl`: the large catalogue written into
 * `storage`, each seller connected to a simulator test account, the buyers signed up with an address.
 */
export async function povoar({
  api,
  baseUrl,
  db,
  storage,
  tokenKey,
}: {
  api: Cliente
  baseUrl: string
  db: Db
  storage: Storage
  tokenKey: Buffer
}) {
  await seedLarge(db, storage, {
    listings: 120,
    sellers: VENDEDORES,
  })
  const { rows } = await db.execute<{ id_anuncio: number; vendedor: number; forma: Oferta['forma'] }>(sql`
    select id_anuncio, id_usuario_vendedor as vendedor, forma_de_pagamento as forma from anuncios_busca
    where visivel order by id_anuncio`)
  const ofertas: Oferta[] = rows.map((r) => ({ ...r }))
  const idsVendedores = [...new Set(ofertas.map((o) => o.vendedor))]
  const cipher = createCipher(tokenKey)
  const vendedores: Pessoa[] = []
  for (const id of idsVendedores) {
    const conta = await api.pedir('POST', '/mp-sim/__sim/test-users', {
      json: {},
      cabecalhos: { 'x-sim-token': SIM_TOKEN },
    })
    if (conta.status !== 201) throw new Error(`simulador: ${conta.status} ${JSON.stringify(conta.corpo)}`)
    const mp = conta.corpo
    await conexoesRepository.upsert(db, {
      id_usuario: id,
      mp_user_id: mp.id,
      access_token_cifrado: cipher.encrypt(mp.access_token),
      refresh_token_cifrado: cipher.encrypt(mp.refresh_token),
      public_key: mp.public_key,
      expira_em: new Date(Date.now() + mp.expires_in * 1000),
      nickname: mp.nickname,
      email: mp.email,
    })
    const { rows: contas } = await db.execute<{ email: string }>(
      sql`select email from usuarios where id_usuario = ${id}`,
    )
    vendedores.push({ id, cookie: await entrar(contas[0]?.email ?? '', DEMO_PASSWORD) })
  }
  const compradores: Pessoa[] = []
  for (let i = 0; i < COMPRADORES; i++) {
    const cadastro = registration()
    const r = await api.pedir('POST', '/api/usuarios', { json: cadastro })
    if (r.status !== 201) throw new Error(`cadastro: ${r.status} ${JSON.stringify(r.corpo)}`)
    const cookie = await entrar(cadastro.email, cadastro.senha)
    const endereco = await api.pedir('POST', '/api/enderecos', {
      json: { ...ENDERECO, principal: true },
      cookie,
    })
    if (endereco.status !== 201)
      throw new Error(`endereço: ${endereco.status} ${JSON.stringify(endereco.corpo)}`)
    compradores.push({ id: r.corpo.id_usuario, cookie })
  }

  async function entrar(email: string, senha: string) {
    const res = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, senha }),
    })
    if (res.status !== 200) throw new Error(`login de ${email}: ${res.status} ${await res.text()}`)
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('recria_sessao='))
    if (!cookie) throw new Error(`login de ${email} sem cookie de sessão`)
    return cookie
  }
  return { ofertas, vendedores, compradores }
}
