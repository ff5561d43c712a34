// The demo seed on an empty database: the demo seller starts connected to a simulator test account.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { sessionCookie } from '../../../test/fixtures.ts'
import { createListeningApp, testDeps } from '../../../test/mercadopago.ts'
import type { TestApp } from '../../../test/test-app.ts'
import { createDiskStorage } from '../../lib/storage.ts'
import { DEMO_PASSWORD } from './demo-accounts.ts'
import { DEMO_MP_ACCOUNT } from './mercadopago-seed.ts'
import { seedDemo } from './seed.ts'

let t: TestApp
beforeAll(async () => {
  t = await createListeningApp()
  const { config, cipher } = testDeps(t)
  expect(await seedDemo(t.db, createDiskStorage(config.uploadsDir), { config, cipher })).toBe(true)
})
afterAll(() => t.close())

async function statusOf(email: string) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, senha: DEMO_PASSWORD },
  })
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/auth/mercadopago/status',
    headers: { cookie: sessionCookie(login) },
  })
  return res.json()
}

it('connects the demo seller, with encrypted tokens Mercado Pago accepts', async () => {
  expect(await statusOf('vendedor@recria.com.br')).toMatchObject({
    conectado: true,
    userInfo: DEMO_MP_ACCOUNT,
  })
  const { rows } = await t.pool.query(
    `select c.* from conexoes_mercadopago c join usuarios u using (id_usuario) where u.email = $1`,
    ['vendedor@recria.com.br'],
  )
  const token = testDeps(t).cipher.decrypt(rows[0].access_token_cifrado)
  expect(rows[0].access_token_cifrado).not.toContain(token)
  const me = await fetch(`${t.config.mp.apiUrl}/users/me`, { headers: { authorization: `Bearer ${token}` } })
  expect(await me.json()).toMatchObject({ id: Number(rows[0].mp_user_id), email: DEMO_MP_ACCOUNT.email })
})

it('leaves the user with both profiles to connect by themselves', async () => {
  expect(await statusOf('ambos@recria.com.br')).toEqual({
    conectado: false,
    userInfo: null,
    conectadoEm: null,
  })
  const { rows } = await t.pool.query('select count(*)::int as n from conexoes_mercadopago')
  expect(rows[0].n).toBe(1)
})

it('seeds only an empty database', async () => {
  const { config, cipher } = testDeps(t)
  expect(await seedDemo(t.db, createDiskStorage(config.uploadsDir), { config, cipher })).toBe(false)
})
