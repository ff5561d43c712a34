// The operator's moderation queue (decision 040): pending events oldest first, and after a reversal
// the reporters behind it, whose reports then stop counting for 90 days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpOperator } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { denunciaFixtures } from '../denuncias/denuncias.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof denunciaFixtures>
let operador: string
beforeAll(async () => {
  t = await createTestApp()
  f = denunciaFixtures(t)
  operador = (await signUpOperator(t, { nome: 'Olga Operadora' })).cookie
})
afterAll(() => t.close())

const MOTIVO = 'Denúncias combinadas por concorrentes, sem fundamento.'
const DAY = 86_400_000

const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: { cookie: operador }, ...(payload ? { payload } : {}) })

/** A seller whose first listing a fresh account and five plausible groups reported. */
async function derrubado() {
  const { seller, anuncios } = await f.vendedorComAnuncios(3)
  const [novo] = await f.novos(1)
  const buyers = await f.compradores(5)
  const todos = [novo, ...buyers].map((b) => b as NonNullable<typeof novo>)
  await f.denunciarEmSequencia(
    todos.map((b) => b.cookie),
    [anuncios[0] as number],
  )
  const { rows } = await t.pool.query<{ id_evento: number; tipo: string }>(
    'select id_evento, tipo from moderacao_eventos where id_usuario_vendedor = $1 order by id_evento',
    [seller.id],
  )
  const evento = (tipo: string) => rows.find((r) => r.tipo === tipo)?.id_evento as number
  return {
    seller,
    anuncios,
    buyers,
    todos,
    desativacao: evento('anuncio_desativado'),
    bloqueio: evento('vendedor_bloqueado'),
  }
}

const eventos = (idVendedor: number) =>
  t.pool
    .query<{ n: number }>('select count(*)::int as n from moderacao_eventos where id_usuario_vendedor = $1', [
      idVendedor,
    ])
    .then((r) => r.rows[0]?.n)

const contadas = (idAnuncio: number) =>
  t.pool
    .query<{ contada: boolean }>('select contada from denuncias where id_anuncio = $1 order by id_denuncia', [
      idAnuncio,
    ])
    .then((r) => r.rows.map((x) => x.contada))

describe('the pending queue', () => {
  it('puts the event waiting longest first, whatever the order it was written in', async () => {
    const a = await derrubado()
    const b = await derrubado()
    // B's reports and events happened a day before A's.
    for (const tabela of ['denuncias', 'moderacao_eventos'])
      await t.pool.query(
        `update ${tabela} set data_criacao = data_criacao - interval '1 day' where id_usuario_vendedor = $1`,
        [b.seller.id],
      )
    const res = await admin('GET', '/admin/moderacao')
    expect(res.statusCode).toBe(200)
    expect(res.json().itens.map((i: { id_evento: number }) => i.id_evento)).toEqual([
      b.desativacao,
      b.bloqueio,
      a.desativacao,
      a.bloqueio,
    ])
    // Reviewed ones stay newest first.
    for (const id of [a.desativacao, b.desativacao])
      expect((await admin('POST', `/admin/moderacao/${id}/confirmar`, { motivo: MOTIVO })).statusCode).toBe(
        200,
      )
    const confirmadas = await admin('GET', '/admin/moderacao?revisao=confirmada')
    expect(confirmadas.json().itens.map((i: { id_evento: number }) => i.id_evento)).toEqual([
      a.desativacao,
      b.desativacao,
    ])
  })
})

describe('after a reversal', () => {
  it('the same reporters take nothing down again for 90 days, and the queue names them', async () => {
    const d = await derrubado()
    for (const id of [d.desativacao, d.bloqueio])
      expect((await admin('POST', `/admin/moderacao/${id}/reverter`, { motivo: MOTIVO })).statusCode).toBe(
        200,
      )
    expect(await f.bloqueadoAte(d.seller.id)).toBeNull()

    // The same five report another listing at once: stored, not counted, nothing happens.
    const outro = d.anuncios[1] as number
    await f.denunciarEmSequencia(
      d.buyers.map((b) => b.cookie),
      [outro],
    )
    expect(await contadas(outro)).toEqual([false, false, false, false, false])
    expect(await f.row(outro)).toMatchObject({ status_anuncio: 'ativo', desativado_por_denuncias_em: null })
    expect(await f.bloqueadoAte(d.seller.id)).toBeNull()
    expect(await eventos(d.seller.id)).toBe(2)

    // The reversed events name everyone whose report they dismissed, and until when they do not count.
    const res = await admin('GET', '/admin/moderacao?revisao=revertida')
    expect(res.statusCode).toBe(200)
    const { rows: pessoas } = await t.pool.query<{ id_usuario: number; nome: string; email: string }>(
      'select id_usuario, nome, email from usuarios where id_usuario = any($1) order by nome, id_usuario',
      [d.todos.map((b) => b.id)],
    )
    const [bloqueio, desativacao] = res.json().itens
    expect(desativacao.id_evento).toBe(d.desativacao)
    expect(bloqueio.id_evento).toBe(d.bloqueio)
    for (const evento of [desativacao, bloqueio]) {
      expect(evento.denunciantes_afastados).toEqual(
        pessoas.map((p) => ({ ...p, afastado_ate: expect.any(String) })),
      )
      for (const a of evento.denunciantes_afastados) {
        const ate = new Date(a.afastado_ate).getTime()
        expect(ate).toBeGreaterThan(Date.now() + 89 * DAY)
        expect(ate).toBeLessThanOrEqual(Date.now() + 90 * DAY)
      }
    }
    // Pending events name nobody.
    const pendentes = (await admin('GET', '/admin/moderacao')).json().itens
    expect(pendentes.length).toBeGreaterThan(0)
    for (const p of pendentes) expect(p.denunciantes_afastados).toEqual([])

    // 91 days after the reversal, their reports count again.
    await t.pool.query(
      `update denuncias set dispensada_em = dispensada_em - interval '91 days' where id_evento_reversao is not null`,
    )
    const terceiro = d.anuncios[2] as number
    await f.denunciarEmSequencia([d.buyers[0]?.cookie as string], [terceiro])
    expect(await contadas(terceiro)).toEqual([true])
  })
})
