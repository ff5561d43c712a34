// How many notification streams one user and one address may hold open at once (each costs a query
// per heartbeat): over real HTTP, with small limits so the test stays quick.

import { freePort } from '@recria/postgres/free-port'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { notificacaoFixtures } from './notificacoes.fixtures.ts'
import { abrirStream } from './notificacoes-stream.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof notificacaoFixtures>
let base: string
beforeAll(async () => {
  const port = await freePort()
  t = await createTestApp({
    PORT: String(port),
    SSE_MAX_STREAMS_PER_USER: '2',
    SSE_MAX_STREAMS_PER_IP: '3',
  })
  await t.app.listen({ port, host: '127.0.0.1' })
  base = `http://127.0.0.1:${port}`
  f = notificacaoFixtures(t)
})
afterAll(() => t.close())

const MENSAGEM =
  'Há conexões de notificações abertas demais. Feche outras abas ou tente novamente em instantes.'

/** A stream that is refused: what the client reads. */
async function recusado(cookie: string) {
  const res = await fetch(`${base}/api/notificacoes/stream`, {
    headers: { cookie, accept: 'text/event-stream' },
  })
  // An accepted stream never ends: only its status is told.
  if (res.status === 200) {
    await res.body?.cancel()
    return [200]
  }
  const body = (await res.json()) as { mensagem: string }
  return [res.status, res.headers.get('retry-after'), body.mensagem]
}

/** Opens a stream once the server has let go of a closed one (its close arrives a moment later). */
async function abrirQuandoLiberar(cookie: string) {
  const prazo = Date.now() + 2000
  for (;;) {
    const s = await abrirStream(base, cookie)
    if (s.res.status === 200 || Date.now() > prazo) return s
    await s.res.body?.cancel()
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('open streams', () => {
  it('are capped per user with 429 and Retry-After, and a closed one frees its place', async () => {
    const eu = await f.usuario()
    await f.notificar(eu.id, 'Antes')
    const antes = await f.linhas()
    const [s1, s2] = [await abrirStream(base, eu.cookie), await abrirStream(base, eu.cookie)]
    expect(await s1.proximo()).toEqual({ event: 'contagem', data: { total: 1 } })
    expect(await s2.proximo()).toEqual({ event: 'contagem', data: { total: 1 } })

    expect(await recusado(eu.cookie)).toEqual([429, '60', MENSAGEM])
    expect(await f.linhas()).toEqual(antes)

    s1.fechar()
    const s3 = await abrirQuandoLiberar(eu.cookie)
    expect(s3.res.status).toBe(200)
    expect(await s3.proximo()).toEqual({ event: 'contagem', data: { total: 1 } })
    s2.fechar()
    s3.fechar()
  })

  it('are capped per address, across users', async () => {
    const [a, b, c] = [await f.usuario(), await f.usuario(), await f.usuario()]
    // The places the previous test's streams held are given back as their closes arrive.
    const abertos = [await abrirQuandoLiberar(a.cookie), await abrirQuandoLiberar(a.cookie)]
    abertos.push(await abrirQuandoLiberar(b.cookie))
    for (const s of abertos) expect(s.res.status).toBe(200)

    // c has no stream of its own, but this address holds three.
    expect(await recusado(c.cookie)).toEqual([429, '60', MENSAGEM])

    abertos[2]?.fechar()
    const deC = await abrirQuandoLiberar(c.cookie)
    expect(deC.res.status).toBe(200)
    for (const s of [...abertos, deC]) s.fechar()
  })
})
