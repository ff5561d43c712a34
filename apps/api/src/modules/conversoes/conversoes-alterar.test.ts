// PUT and DELETE /conversoes/{id}: multiplier and status only (the raw material never changes), own rows only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import {
  type Account,
  call,
  createConversao,
  createMateriaPrima,
  insertAnuncio,
  row,
  seller,
} from '../materias-primas/materias-primas.fixtures.ts'

let t: TestApp
let ana: Account
let bia: Account
beforeAll(async () => {
  t = await createTestApp()
  ana = await seller(t)
  bia = await seller(t)
})
afterAll(() => t.close())

const nova = async (who = ana) => createConversao(t, who, (await createMateriaPrima(t, who)).id_materia_prima)
const put = (id: number, body: unknown, who = ana) => call(t, 'PUT', `/conversoes/${id}`, who, body)

describe('PUT /conversoes/{id}', () => {
  it('changes the multiplier and the status and stamps data_atualizacao', async () => {
    const conversao = await nova()
    const res = await put(conversao.id_conversao, { valor_multiplicavel: 3.25, status_conversao: 'inativa' })
    expect(res.statusCode).toBe(200)
    const updated = res.json()
    expect(updated).toEqual({
      ...conversao,
      valor_multiplicavel: 3.25,
      status_conversao: 'inativa',
      data_atualizacao: expect.any(String),
    })
    expect(Date.parse(updated.data_atualizacao)).toBeGreaterThan(Date.parse(conversao.data_atualizacao))
    expect(await row(t, 'conversoes', conversao.id_conversao)).toMatchObject({
      valor_multiplicavel: '3.25',
      status_conversao: 'inativa',
    })
  })

  it('never changes the raw material: an id_materia_prima in the body is ignored', async () => {
    const conversao = await nova()
    const outra = await createMateriaPrima(t, ana)
    const body = {
      valor_multiplicavel: 4,
      status_conversao: 'ativa',
      id_materia_prima: outra.id_materia_prima,
    }
    const res = await put(conversao.id_conversao, body)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id_materia_prima: conversao.id_materia_prima, valor_multiplicavel: 4 })
    expect((await row(t, 'conversoes', conversao.id_conversao)).id_materia_prima).toBe(
      conversao.id_materia_prima,
    )
  })

  it.each([
    [{ valor_multiplicavel: 0, status_conversao: 'ativa' }, 'Informe um valor multiplicável maior que zero.'],
    [{ valor_multiplicavel: 2 }, 'Selecione um status para a conversão.'],
    [{ valor_multiplicavel: 2, status_conversao: 'pausada' }, 'Selecione um status para a conversão.'],
  ])('refuses %j with its message and changes nothing', async (body, mensagem) => {
    const conversao = await nova()
    const before = await row(t, 'conversoes', conversao.id_conversao)
    const res = await put(conversao.id_conversao, body)
    expect(res.statusCode).toBe(400)
    expect(res.json().mensagem).toBe(mensagem)
    expect(await row(t, 'conversoes', conversao.id_conversao)).toEqual(before)
  })

  it("answers 404 for another seller's conversion and leaves it unchanged", async () => {
    const theirs = await nova(bia)
    const before = await row(t, 'conversoes', theirs.id_conversao)
    const res = await put(theirs.id_conversao, { valor_multiplicavel: 9, status_conversao: 'inativa' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ mensagem: 'Conversão não encontrada.' })
    expect(await row(t, 'conversoes', theirs.id_conversao)).toEqual(before)
  })
})

describe('DELETE /conversoes/{id}', () => {
  it('deletes an unused conversion of the seller', async () => {
    const conversao = await nova()
    const res = await call(t, 'DELETE', `/conversoes/${conversao.id_conversao}`, ana)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ mensagem: 'Conversão excluída com sucesso!' })
    expect(await row(t, 'conversoes', conversao.id_conversao)).toBeNull()
    expect((await call(t, 'DELETE', `/conversoes/${conversao.id_conversao}`, ana)).statusCode).toBe(404)
  })

  it("answers 404 for another seller's conversion and keeps it", async () => {
    const theirs = await nova(bia)
    const res = await call(t, 'DELETE', `/conversoes/${theirs.id_conversao}`, ana)
    expect(res.statusCode).toBe(404)
    expect(await row(t, 'conversoes', theirs.id_conversao)).not.toBeNull()
  })

  it.each(['ativo', 'inativo'])(
    'refuses (409) while a listing (%s) uses it, suggesting deactivation',
    async (status) => {
      const conversao = await nova()
      const idAnuncio = await insertAnuncio(
        t,
        ana.usuario.id_usuario,
        conversao.id_conversao,
        conversao.id_materia_prima,
      )
      await t.pool.query('update anuncios set status_anuncio = $1 where id_anuncio = $2', [status, idAnuncio])
      const res = await call(t, 'DELETE', `/conversoes/${conversao.id_conversao}`, ana)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({
        mensagem: 'Esta conversão está em uso por anúncios. Desative-a em vez de excluí-la.',
      })
      expect(await row(t, 'conversoes', conversao.id_conversao)).not.toBeNull()
    },
  )
})
