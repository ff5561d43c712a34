// The notification stream over real HTTP (docs/design.md#stack, docs/design.md#processes): the app listening
// on a port, a browser-like client reading Server-Sent Events, and notifications raised from another
// PostgreSQL connection, as another API process or a job would raise them.

import { freePort } from '@recria/postgres/free-port'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDeps } from '../../../test/mercadopago.ts'
import { createServices } from '../../../test/services.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { notificacaoFixtures } from './notificacoes.fixtures.ts'
import { abrirStream } from './notificacoes-stream.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof notificacaoFixtures>
let base: string
let outroProcesso: pg.Client
let fechado = false
beforeAll(async () => {
  const port = await freePort()
  t = await createTestApp({ PORT: String(port), SSE_HEARTBEAT_SECONDS: '0.3' })
  await t.app.listen({ port, host: '127.0.0.1' })
  base = `http://127.0.0.1:${port}`

  f = notificacaoFixtures(t)
  outroProcesso = new pg.Client(t.pool.options)
  await outroProcesso.connect()
})
afterAll(async () => {
  if (fechado) return
  await outroProcesso.end()
  await t.close()
})

const mensagem = async (res: Response) => ((await res.json()) as { mensagem: string }).mensagem

/** What another process does: insert and NOTIFY in one transaction of its own connection. */
async function deOutroProcesso(idUsuario: number, titulo: string) {
  await outroProcesso.query('begin')
  const { rows } = await outroProcesso.query(
    `insert into notificacoes (id_usuario, tipo, titulo, mensagem) values ($1, 'pedido_confirmado', $2, 'm')
     returning id_notificacao`,
    [idUsuario, titulo],
  )
  const id = rows[0].id_notificacao as number
  await outroProcesso.query(`select pg_notify('notificacoes', $1)`, [
    JSON.stringify({ id_usuario: idUsuario, id_notificacao: id }),
  ])
  await outroProcesso.query('commit')
  return id
}

const escutas = async () => {
  const { rows } = await t.pool.query(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
  )
  return rows[0].n as number
}

describe('the stream', () => {
  it('is for signed-in users asking for events', async () => {
    const visitante = await fetch(`${base}/api/notificacoes/stream`, {
      headers: { accept: 'text/event-stream' },
    })
    expect([visitante.status, await mensagem(visitante)]).toEqual([
      401,
      'Você precisa estar logado para acessar este recurso.',
    ])
    const eu = await f.usuario()
    const json = await fetch(`${base}/api/notificacoes/stream`, { headers: { cookie: eu.cookie } })
    expect([json.status, await mensagem(json)]).toEqual([
      406,
      'Este endereço envia eventos: peça-o com Accept: text/event-stream.',
    ])
    const invalido = await fetch(`${base}/api/notificacoes/stream`, {
      headers: { cookie: eu.cookie, accept: 'text/event-stream', 'last-event-id': '1e0' },
    })
    expect([invalido.status, await mensagem(invalido)]).toEqual([400, 'Identificador inválido.'])
  })

  it('sends the unread count, then each new one from another connection within a second, then the count', async () => {
    const eu = await f.usuario()
    const outro = await f.usuario('vendedor')
    await f.notificar(eu.id, 'Antiga')
    const s = await abrirStream(base, eu.cookie)
    expect(s.res.status).toBe(200)
    expect(s.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(s.res.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(s.res.headers.get('x-request-id')).toEqual(expect.any(String))
    expect(await s.proximo()).toEqual({ event: 'contagem', data: { total: 1 } })

    await deOutroProcesso(outro.id, 'Para outra pessoa')
    const id = await deOutroProcesso(eu.id, 'Pedido confirmado')
    const e = await s.proximo({ ms: 1000 })
    expect(e).toMatchObject({ event: 'notificacao', id: String(id) })
    expect(e.data).toMatchObject({ id_notificacao: id, titulo: 'Pedido confirmado', status: 'nao_lida' })
    expect(await s.proximo()).toEqual({ event: 'contagem', data: { total: 2 } })

    // Marking read (in another tab) refreshes the badge.
    await f.put(`/notificacoes/usuario/${eu.id}/marcar-todas-lidas`, eu.cookie)
    expect(await s.proximo()).toEqual({ event: 'contagem', data: { total: 0 } })
    s.fechar()
  })

  it('delivers what a transaction writes only when it commits', async () => {
    const eu = await f.usuario()
    const service = createServices(testDeps(t)).notificacoes
    const s = await abrirStream(base, eu.cookie)
    await s.proximo()
    const nova = { id_usuario: eu.id, tipo: 'pedido_criado' as const, titulo: 'Desfeita', mensagem: 'm' }
    await t.db
      .transaction(async (tx) => {
        await service.notificar(tx, nova)
        throw new Error('rollback')
      })
      .catch(() => {})
    await expect(s.proximo({ ms: 500 })).rejects.toThrow('no event within 500 ms')
    const feita = await t.db.transaction((tx) => service.notificar(tx, { ...nova, titulo: 'Feita' }))
    expect(await s.proximo()).toMatchObject({ id: String(feita.id_notificacao), data: { titulo: 'Feita' } })
    s.fechar()
  })

  it('after a reconnect, sends what came after Last-Event-ID first', async () => {
    const eu = await f.usuario()
    const a = await f.notificar(eu.id, 'A')
    const b = await f.notificar(eu.id, 'B')
    const c = await f.notificar(eu.id, 'C')
    const s = await abrirStream(base, eu.cookie, { 'last-event-id': String(a.id_notificacao) })
    expect((await s.proximo()).id).toBe(String(b.id_notificacao))
    expect((await s.proximo()).id).toBe(String(c.id_notificacao))
    expect(await s.proximo()).toEqual({ event: 'contagem', data: { total: 3 } })
    s.fechar()
  })

  it('beats, shares one LISTEN connection between streams, and lets go of a closed one', async () => {
    const eu = await f.usuario()
    const [s1, s2] = [await abrirStream(base, eu.cookie), await abrirStream(base, eu.cookie)]
    expect(await s1.proximo({ comentarios: true })).toMatchObject({ event: 'contagem' })
    expect(await s1.proximo({ comentarios: true })).toEqual({ comment: 'ping' })
    expect(await escutas()).toBe(1)
    s1.fechar()
    await s2.proximo()
    const id = await deOutroProcesso(eu.id, 'Depois do fechamento')
    expect((await s2.proximo()).id).toBe(String(id))
    s2.fechar()
  })

  it('keeps delivering after the LISTEN connection is cut, sending what was missed', async () => {
    const eu = await f.usuario()
    const s = await abrirStream(base, eu.cookie)
    await s.proximo()
    await t.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'listen %'`,
    )
    const perdida = await deOutroProcesso(eu.id, 'Enquanto caía')
    // Reconnected about a second later: the one sent meanwhile arrives, then new ones as before.
    expect((await s.proximo({ ms: 3000 })).id).toBe(String(perdida))
    expect(await s.proximo()).toEqual({ event: 'contagem', data: { total: 1 } })
    // The reconnect may still send a count (if the cut connection heard the NOTIFY before dying).
    const nova = await deOutroProcesso(eu.id, 'Depois')
    let e = await s.proximo({ ms: 3000 })
    while (e.event === 'contagem') e = await s.proximo({ ms: 3000 })
    expect(e.id).toBe(String(nova))
    expect(await escutas()).toBe(1)
    s.fechar()
  })

  it('ends when the session does (logout), at the next heartbeat', async () => {
    const eu = await f.usuario()
    const s = await abrirStream(base, eu.cookie)
    await s.proximo()
    const saida = await fetch(`${base}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: eu.cookie, origin: base },
    })
    expect(saida.status).toBeLessThan(300)
    expect(await s.terminado(2000)).toBe(true)
    const de_novo = await fetch(`${base}/api/notificacoes/stream`, {
      headers: { cookie: eu.cookie, accept: 'text/event-stream' },
    })
    expect(de_novo.status).toBe(401)
  })

  it('ends open streams when the app closes, leaving no LISTEN connection behind', async () => {
    const eu = await f.usuario()
    const s = await abrirStream(base, eu.cookie)
    await s.proximo()
    fechado = true
    await outroProcesso.end()
    expect(await escutas()).toBe(1)
    await t.app.close()
    expect(await s.terminado()).toBe(true)
    expect(await escutas()).toBe(0)
    await t.close()
  })
})
