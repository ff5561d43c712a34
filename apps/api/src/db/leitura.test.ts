// DATABASE_READ_URL (docs/deploy.md): the public storefront (catalogue, listing page, shop) reads the
// read replica; the seller's own pages and every write stay on DATABASE_URL. The "replica" here is a
// second, empty database: what the storefront answers shows which one it read.
import { createTestDatabase, type TestDatabase } from '@recria/postgres/test-database'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { catalogoFixtures, type VitrineSeller } from '../modules/anuncios/catalogo.fixtures.ts'

let t: TestApp
let replica: TestDatabase
let replicaRemovida = false
let vendedor: VitrineSeller
let idAnuncio: number

beforeAll(async () => {
  replica = await createTestDatabase()
  t = await createTestApp({ DATABASE_READ_URL: replica.url, DB_READ_POOL_MAX: '2' })
  const f = catalogoFixtures(t)
  vendedor = await f.vendedor()
  idAnuncio = await f.anuncio(vendedor, { nome: 'Luminária de garrafa', preco_centavos: 5_000 })
})

afterAll(async () => {
  await t?.close()
  if (!replicaRemovida) await replica?.drop()
})

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

describe('a read replica', () => {
  it('serves the catalogue, the listing page and the shop; the seller still sees their listing', async () => {
    const catalogo = await get('/api/anuncios/ativos-comprador')
    expect(catalogo.statusCode).toBe(200)
    expect(catalogo.json()).toMatchObject({ itens: [], total: 0 })

    const anuncio = await get(`/api/anuncios/${idAnuncio}`)
    expect(anuncio.statusCode).toBe(404)
    expect(anuncio.json().mensagem).toBe('Anúncio não encontrado.')

    const loja = await get(`/api/vendedores/${vendedor.id}/loja`)
    expect(loja.statusCode).toBe(404)
    expect(loja.json().mensagem).toBe('Loja não encontrada.')

    // The back office reads the primary: the listing is there.
    const proprios = await get(`/api/anuncios/usuario/${vendedor.id}`, vendedor.cookie)
    expect(proprios.statusCode).toBe(200)
    expect(proprios.json().itens.map((a: { id_anuncio: number }) => a.id_anuncio)).toContain(idAnuncio)
  })

  it('counts for readiness: a replica that does not answer makes the process not ready', async () => {
    expect((await get('/api/pronto')).statusCode).toBe(200)
    await replica.drop()
    replicaRemovida = true
    const pronto = await get('/api/pronto')
    expect(pronto.statusCode).toBe(503)
    expect(pronto.json()).toEqual({
      status: 'indisponivel',
      mensagem: 'O banco de dados não está acessível.',
    })
  })
})
