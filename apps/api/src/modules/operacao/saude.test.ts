// GET /api/saude and GET /api/pronto: the probes a load balancer calls, and the shutdown's drain.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { iniciarEncerramento } from './prontidao.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })

describe('GET /api/saude', () => {
  it('answers ok without asking the database', async () => {
    const query = vi.spyOn(t.pool, 'query')
    const connect = vi.spyOn(t.pool, 'connect')
    try {
      const res = await get('/api/saude')
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ status: 'ok' })
      expect(query).not.toHaveBeenCalled()
      expect(connect).not.toHaveBeenCalled()
    } finally {
      query.mockRestore()
      connect.mockRestore()
    }
  })
})

describe('GET /api/pronto', () => {
  it('is ready with the database reachable and every migration applied', async () => {
    const res = await get('/api/pronto')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('is not ready while a migration is missing, and the database stays as it was', async () => {
    // A fresh app: the first has confirmed its migrations and now only asks if the database answers.
    const outro = await createTestApp()
    try {
      const ultima = await outro.pool.query<{ id: number; hash: string; created_at: string }>(
        'select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1',
      )
      const linha = ultima.rows[0]
      if (!linha) throw new Error('sem migrações')
      // The migrations' table is the owner's: the app's role only reads it (decision 043).
      await outro.dono.query('delete from drizzle.__drizzle_migrations where id = $1', [linha.id])
      const res = await outro.app.inject({ method: 'GET', url: '/api/pronto' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({
        status: 'indisponivel',
        mensagem: 'O banco de dados tem migrações pendentes: rode npm run db:migrate.',
      })
      await outro.dono.query(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [linha.id, linha.hash, linha.created_at],
      )
      expect((await outro.app.inject({ method: 'GET', url: '/api/pronto' })).statusCode).toBe(200)
    } finally {
      await outro.close()
    }
  })

  it('answers 503 from the moment shutdown starts, while other requests are still served', async () => {
    const outro = await createTestApp()
    try {
      const drenando = iniciarEncerramento(outro.app, 300)
      const pronto = await outro.app.inject({ method: 'GET', url: '/api/pronto' })
      expect(pronto.statusCode).toBe(503)
      expect(pronto.json()).toEqual({
        status: 'indisponivel',
        mensagem: 'Este processo está encerrando e não recebe novas requisições.',
      })
      // During the drain the process still answers what the balancer already sent it.
      expect((await outro.app.inject({ method: 'GET', url: '/api/saude' })).statusCode).toBe(200)
      // (a listing looked up in the database: none with this id)
      const anuncio = await outro.app.inject({ method: 'GET', url: '/api/anuncios/999999' })
      expect(anuncio.statusCode).toBe(404)
      expect(anuncio.json()).toHaveProperty('mensagem')
      const antes = Date.now()
      await drenando
      expect(Date.now() - antes).toBeLessThanOrEqual(300)
      expect((await outro.app.inject({ method: 'GET', url: '/api/pronto' })).statusCode).toBe(503)
    } finally {
      await outro.close()
    }
    // The first app is not affected: the state belongs to each process (each app).
    expect((await get('/api/pronto')).statusCode).toBe(200)
  })

  it('is open to anyone and refuses other methods', async () => {
    for (const url of ['/api/saude', '/api/pronto']) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} })
      expect(res.statusCode, url).toBe(404)
    }
  })
})
