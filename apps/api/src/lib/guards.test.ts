// The rules installRouteGuards puts on every route, present and future, on a bare server.
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { installRouteGuards, ownSellerData, selfOnly, sellerOnly } from './guards.ts'

async function serverWith(url: string, onRequest?: typeof selfOnly | (typeof selfOnly)[]) {
  const app = Fastify()
  installRouteGuards(app)
  app.get(url, { ...(onRequest && { onRequest }) }, async () => ({ ok: true }))
  await app.ready()
  return app
}

describe('a route whose path names a user', () => {
  it.each(['/usuarios/:id', '/usuarios/:id/enderecos', '/pedidos/usuario/:id'])(
    '%s without selfOnly stops the server from starting',
    async (url) => {
      await expect(serverWith(url)).rejects.toThrow(`GET ${url} names a user: declare onRequest selfOnly`)
      await expect(serverWith(url, sellerOnly)).rejects.toThrow('names a user')
    },
  )

  it('starts with selfOnly, alone or with the seller guard', async () => {
    await (await serverWith('/usuarios/:id', selfOnly)).close()
    await (await serverWith('/pedidos/usuario/:id', ownSellerData)).close()
  })

  it('leaves other paths alone', async () => {
    await (await serverWith('/usuarios/me')).close()
    await (await serverWith('/pedidos/:id')).close()
  })
})

describe('path ids', () => {
  it('are read by the one parser whatever their name, before any guard', async () => {
    const app = Fastify()
    installRouteGuards(app)
    app.get('/pedidos/:id_pedido/itens/:id', async (req) => req.params)
    app.get('/auth/validar-token/:token', async (req) => req.params)
    for (const url of ['/pedidos/1e0/itens/2', '/pedidos/1/itens/02', '/pedidos/1/itens/%2B2']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(400)
    }
    expect((await app.inject({ method: 'GET', url: '/pedidos/1/itens/2' })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/auth/validar-token/1e0' })).statusCode).toBe(200)
    await app.close()
  })
})
