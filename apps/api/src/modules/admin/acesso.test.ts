// The operator's console from outside: every documented /api/admin operation, present and future,
// is refused to a visitor (401), a buyer and a seller (403) before anything is read or written, with
// hostile ids too; an operator is let in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp, signUpOperator } from '../../../test/fixtures.ts'
import { documentedRoutes, prepareWalk, type Route, snapshot } from '../../../test/route-walk.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

const SIGN_IN = [401, 'Você precisa estar logado para acessar este recurso.']
const OPERATORS_ONLY = [403, 'Esta área é exclusiva da equipe de operação da Recria.']
const IDS = ['1', '1e0', '0x1', '-1', '01', '1.0', '99999999999', "1' or '1'='1"]

let t: TestApp
let routes: Route[]
let callers: Record<string, string | undefined>
let operador: string
beforeAll(async () => {
  // The walk plants a paid order and its payment in SQL: not a flow to reconcile.
  t = await createTestApp({}, { reconcile: false })
  await prepareWalk(t)
  const comprador = await signUp(t.app, { perfil: 'comprador' })
  const vendedor = await signUp(t.app, { perfil: 'vendedor' })
  const ambos = await signUp(t.app, { perfil: 'comprador', perfis: ['comprador', 'vendedor'] })
  callers = {
    visitante: undefined,
    comprador: comprador.cookie,
    vendedor: vendedor.cookie,
    ambos: ambos.cookie,
  }
  operador = (await signUpOperator(t)).cookie
  routes = await documentedRoutes(t, (path) => path.startsWith('/admin/'))
})
afterAll(() => t.close())

const url = (path: string, id: string) => `/api${path.replace(/\{[^}]+\}/g, encodeURIComponent(id))}`

describe('/api/admin', () => {
  it('is documented', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toContain('GET /admin/auditoria')
  })

  it('refuses visitors (401) and buyers and sellers (403), whatever the id, changing nothing', async () => {
    const before = await snapshot(t)
    const { rows: auditoria } = await t.pool.query('select count(*)::int as n from auditoria_operador')
    const unexpected: string[] = []
    for (const route of routes) {
      for (const id of IDS) {
        for (const [caller, cookie] of Object.entries(callers)) {
          const res = await t.app.inject({
            method: route.method,
            url: url(route.path, id),
            headers: cookie ? { cookie } : {},
            ...(route.method === 'GET' ? {} : { payload: { motivo: 'Tentativa de quem não opera.' } }),
          })
          const expected = caller === 'visitante' ? SIGN_IN : OPERATORS_ONLY
          const got = [res.statusCode, res.json().mensagem]
          if (JSON.stringify(got) !== JSON.stringify(expected))
            unexpected.push(`${caller} ${route.method} ${route.path} (${id}) → ${res.statusCode} ${res.body}`)
        }
      }
    }
    expect(unexpected).toEqual([])
    expect(await snapshot(t)).toEqual(before)
    const { rows: depois } = await t.pool.query('select count(*)::int as n from auditoria_operador')
    expect(depois).toEqual(auditoria)
  }, 120_000)

  it('lets an operator in', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auditoria',
      headers: { cookie: operador },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ itens: [], total: 0, pagina: 1, total_paginas: 0 })
  })

  it('keeps the audit log append-only, for the application and for its owner', async () => {
    const { rows } = await t.pool.query<{ id_usuario: number }>(
      `select id_usuario from usuario_perfis where perfil = 'administrador' limit 1`,
    )
    await t.pool.query(
      `insert into auditoria_operador (id_operador, acao, alvo_tipo, alvo_id, motivo)
       values ($1, 'usuario_suspenso', 'usuario', 1, 'Registro de teste da auditoria.')`,
      [rows[0]?.id_usuario],
    )
    // The application's role has no such privilege (decision 043); the owner meets the trigger.
    await expect(t.pool.query(`update auditoria_operador set motivo = 'apagado'`)).rejects.toThrow(
      'permission denied for table auditoria_operador',
    )
    await expect(t.pool.query('delete from auditoria_operador')).rejects.toThrow(
      'permission denied for table auditoria_operador',
    )
    await expect(t.dono.query(`update auditoria_operador set motivo = 'apagado'`)).rejects.toThrow(
      'auditoria_operador é somente inserção',
    )
    await expect(t.dono.query('delete from auditoria_operador')).rejects.toThrow(
      'auditoria_operador é somente inserção',
    )
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auditoria',
      headers: { cookie: operador },
    })
    expect(res.json()).toMatchObject({ total: 1, itens: [{ motivo: 'Registro de teste da auditoria.' }] })
  })
})
