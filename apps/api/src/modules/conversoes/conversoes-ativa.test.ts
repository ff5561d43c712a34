// One active conversion per raw material (docs/product/conversoes.md), checked first and held by the partial
// unique index `conversoes_uma_ativa_por_materia` when two requests race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { conversoes } from '../../db/schema/back-office.ts'
import {
  type Account,
  call,
  createConversao,
  createMateriaPrima,
  materiaPrimaBody,
  seller,
} from '../materias-primas/materias-primas.fixtures.ts'
import { isSecondActiveConversion } from './conversoes.service.ts'

let t: TestApp
let ana: Account
beforeAll(async () => {
  t = await createTestApp()
  ana = await seller(t)
})
afterAll(() => t.close())

const post = (idMateria: number, valor = 2) =>
  call(t, 'POST', '/conversoes', ana, { valor_multiplicavel: valor, id_materia_prima: idMateria })
const put = (id: number, status: string, valor = 2) =>
  call(t, 'PUT', `/conversoes/${id}`, ana, { valor_multiplicavel: valor, status_conversao: status })
const statuses = async (idMateria: number) =>
  (
    await t.pool.query('select status_conversao from conversoes where id_materia_prima = $1 order by 1', [
      idMateria,
    ])
  ).rows.map((r) => r.status_conversao)

describe('one active conversion per raw material', () => {
  it('refuses a second active conversion (409) until the first is deactivated', async () => {
    const mp = await createMateriaPrima(t, ana)
    const first = await createConversao(t, ana, mp.id_materia_prima)
    const second = await post(mp.id_materia_prima, 3)
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual({ mensagem: 'Matéria-prima já possui uma conversão ativa.' })
    expect('Matéria-prima já possui uma conversão ativa.').toBe(
      'Matéria-prima já possui uma conversão ativa.',
    )
    expect((await put(first.id_conversao, 'inativa')).statusCode).toBe(200)
    const replacement = await post(mp.id_materia_prima, 3)
    expect(replacement.statusCode).toBe(201)
    expect(await statuses(mp.id_materia_prima)).toEqual(['ativa', 'inativa'])
  })

  it('refuses to reactivate a conversion while another is active, but lets the active one be edited', async () => {
    const mp = await createMateriaPrima(t, ana)
    const old = await createConversao(t, ana, mp.id_materia_prima)
    await put(old.id_conversao, 'inativa')
    const current = await createConversao(t, ana, mp.id_materia_prima)
    const res = await put(old.id_conversao, 'ativa', 7)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ mensagem: 'Matéria-prima já possui uma conversão ativa.' })
    expect((await put(current.id_conversao, 'ativa', 5)).json()).toMatchObject({ valor_multiplicavel: 5 })
    expect((await put(old.id_conversao, 'inativa', 7)).statusCode).toBe(200)
    expect(await statuses(mp.id_materia_prima)).toEqual(['ativa', 'inativa'])
  })

  it('lets exactly one of two simultaneous creations through (201 and 409)', async () => {
    for (let round = 0; round < 5; round++) {
      const mp = await createMateriaPrima(t, ana)
      const answers = await Promise.all([post(mp.id_materia_prima, 2), post(mp.id_materia_prima, 3)])
      expect(answers.map((a) => a.statusCode).toSorted()).toEqual([201, 409])
      expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual({
        mensagem: 'Matéria-prima já possui uma conversão ativa.',
      })
      expect(await statuses(mp.id_materia_prima)).toEqual(['ativa'])
    }
  })

  it("recognises the index's violation through Drizzle's wrapped error (the race path)", async () => {
    const mp = await createMateriaPrima(t, ana)
    await createConversao(t, ana, mp.id_materia_prima)
    const values = { id_usuario_vendedor: ana.usuario.id_usuario, id_materia_prima: mp.id_materia_prima }
    const error = await t.db
      .insert(conversoes)
      .values({ ...values, valor_multiplicavel: '4.00' })
      .catch((e: unknown) => e)
    expect(isSecondActiveConversion(error)).toBe(true)
    expect(isSecondActiveConversion(new Error('outro erro'))).toBe(false)
  })
})

describe('a deactivated raw material', () => {
  it('keeps its active conversion, but no conversion can be created or reactivated for it', async () => {
    const mp = await createMateriaPrima(t, ana)
    const kept = await createConversao(t, ana, mp.id_materia_prima)
    const body = materiaPrimaBody({ status_materia_prima: 'inativa' })
    expect((await call(t, 'PUT', `/materias-primas/${mp.id_materia_prima}`, ana, body)).statusCode).toBe(200)
    expect((await call(t, 'GET', `/conversoes/${kept.id_conversao}`, ana)).json().status_conversao).toBe(
      'ativa',
    )
    expect((await put(kept.id_conversao, 'ativa', 9)).json()).toMatchObject({ valor_multiplicavel: 9 })
    expect((await put(kept.id_conversao, 'inativa')).statusCode).toBe(200)
    const reactivate = await put(kept.id_conversao, 'ativa')
    expect(reactivate.statusCode).toBe(422)
    expect(reactivate.json()).toEqual({
      mensagem:
        'A matéria-prima desta conversão está inativa. Ative a matéria-prima antes de ativar a conversão.',
    })
    expect((await post(mp.id_materia_prima)).statusCode).toBe(422)
  })
})
