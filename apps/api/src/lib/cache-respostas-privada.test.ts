// A private answer kept in memory (decision 039), on a bare server with no database: looked up only
// after the route's guard, under its owner's key, and dropped by any write this process answers
// before that write's answer leaves (no notice needed).
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { createCacheRespostas } from './cache-respostas.ts'

async function servidor() {
  const cache = createCacheRespostas({ entradas: 10, validadeMs: 30_000, esperaMs: 0 })
  cache.ouvinte.retomada()
  const app = Fastify()
  app.decorateRequest('cacheResposta', null)
  app.addHook('onSend', cache.aoEscrever)
  const valores = new Map<string, number>([
    ['1', 10],
    ['2', 20],
  ])
  let leituras = 0
  app.get<{ Params: { id: string } }>(
    '/dono/:id',
    {
      // The guard: the caller named by a header must be the path's owner.
      onRequest: async (req, reply) => {
        if (req.headers['x-dono'] !== req.params.id) return reply.code(403).send({ mensagem: 'outro' })
      },
      ...cache.rota('dono', (req) => (req.params as { id: string }).id, { privada: true }),
    },
    async (req) => {
      leituras++
      return { valor: valores.get(req.params.id) }
    },
  )
  app.post<{ Params: { id: string } }>('/dono/:id', async (req) => {
    valores.set(req.params.id, (valores.get(req.params.id) ?? 0) + 1)
    return { ok: true }
  })
  return { app, leituras: () => leituras }
}

describe('a private answer in memory', () => {
  it("is read once, answered again only to its owner, never before the owner's guard", async () => {
    const { app, leituras } = await servidor()
    const ler = (id: string, dono: string) => app.inject({ url: `/dono/${id}`, headers: { 'x-dono': dono } })
    expect((await ler('1', '1')).json()).toEqual({ valor: 10 })
    expect((await ler('1', '1')).json()).toEqual({ valor: 10 })
    expect(leituras()).toBe(1)
    const outro = await ler('1', '2')
    expect(outro.statusCode).toBe(403)
    expect(outro.body).not.toContain('10')
    expect((await ler('2', '2')).json()).toEqual({ valor: 20 })
    expect((await ler('1', '1')).headers['cache-control']).toBe('private, no-cache')
    await app.close()
  })

  it("drops what it kept when this process answers a write, before the write's answer leaves", async () => {
    const { app, leituras } = await servidor()
    const ler = () => app.inject({ url: '/dono/1', headers: { 'x-dono': '1' } })
    expect((await ler()).json()).toEqual({ valor: 10 })
    expect((await app.inject({ method: 'POST', url: '/dono/1' })).statusCode).toBe(200)
    expect((await ler()).json()).toEqual({ valor: 11 })
    expect(leituras()).toBe(2)
    // Reads drop nothing.
    await ler()
    expect(leituras()).toBe(2)
    await app.close()
  })
})
