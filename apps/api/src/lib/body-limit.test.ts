// A JSON body over the limit, sent by Node's own fetch over real HTTP: the client must read the 413
// and its message, not a broken pipe (EPIPE, reported once against a server answering and closing
// while the client was still sending; not seen on Node 20.20 with Fastify 5.12).

import { freePort } from '@recria/postgres/free-port'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registration } from '../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
let base: string
beforeAll(async () => {
  const port = await freePort()
  t = await createTestApp({ PORT: String(port) })
  await t.app.listen({ port, host: '127.0.0.1' })
  base = `http://127.0.0.1:${port}`
})
afterAll(() => t.close())

const usersWithEmail = async (email: string) =>
  (await t.pool.query('select id_usuario from usuarios where email = $1', [email])).rows

const CINCO_MB = 5 * 1024 * 1024

describe('a JSON body over the limit, from fetch', () => {
  it('is answered 413 in Portuguese when its length is declared', async () => {
    const body = registration({ nome: 'A'.repeat(CINCO_MB) })
    const res = await fetch(`${base}/api/usuarios`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ mensagem: 'O corpo da requisição é grande demais.' })
    expect(await usersWithEmail(body.email)).toEqual([])
  })

  it('is answered 413 in Portuguese when it comes in chunks of unknown length', async () => {
    const body = registration({ nome: 'A'.repeat(CINCO_MB) })
    const bytes = new TextEncoder().encode(JSON.stringify(body))
    // Sent a piece at a time, as over a real network: the server has long answered before the end.
    let enviado = 0
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((r) => setTimeout(r, 2))
        controller.enqueue(bytes.slice(enviado, enviado + 64 * 1024))
        enviado += 64 * 1024
        if (enviado >= bytes.length) controller.close()
      },
    })
    const res = await fetch(`${base}/api/usuarios`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ mensagem: 'O corpo da requisição é grande demais.' })
    expect(await usersWithEmail(body.email)).toEqual([])
  })
})
