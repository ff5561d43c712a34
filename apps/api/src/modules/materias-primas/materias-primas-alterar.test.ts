// PUT and DELETE /materias-primas/{id}: only the seller's own; delete refused while something uses it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import {
  type Account,
  call,
  createConversao,
  createMateriaPrima,
  insertAnuncio,
  insertProduto,
  materiaPrimaBody,
  row,
  seller,
} from './materias-primas.fixtures.ts'

const EM_USO = 'Esta matéria-prima está em uso por produtos ou conversões. Desative-a em vez de excluí-la.'

let t: TestApp
let ana: Account
let bia: Account
beforeAll(async () => {
  t = await createTestApp()
  ana = await seller(t)
  bia = await seller(t)
})
afterAll(() => t.close())

const put = (id: number, who: Account, body: Record<string, unknown>) =>
  call(t, 'PUT', `/materias-primas/${id}`, who, body)

describe('PUT /materias-primas/{id}', () => {
  it('changes the fields and the status, and stamps data_atualizacao', async () => {
    const created = await createMateriaPrima(t, ana)
    const body = {
      ...created,
      nome_materia_prima: 'Tampinha plástica',
      descricao: 'Tampinhas de garrafa separadas por cor',
      unidade_medida: 'grama',
      status_materia_prima: 'inativa',
      id_usuario_vendedor: bia.usuario.id_usuario,
    }
    const res = await put(created.id_materia_prima, ana, body)
    expect(res.statusCode).toBe(200)
    const updated = res.json()
    expect(updated).toEqual({
      ...created,
      nome_materia_prima: 'Tampinha plástica',
      descricao: 'Tampinhas de garrafa separadas por cor',
      unidade_medida: 'grama',
      status_materia_prima: 'inativa',
      data_atualizacao: expect.any(String),
    })
    expect(Date.parse(updated.data_atualizacao)).toBeGreaterThan(Date.parse(created.data_atualizacao))
    expect(await row(t, 'materias_primas', created.id_materia_prima)).toMatchObject({
      status_materia_prima: 'inativa',
      id_usuario_vendedor: ana.usuario.id_usuario,
    })
    const back = await put(created.id_materia_prima, ana, { ...body, status_materia_prima: 'ativa' })
    expect(back.json().status_materia_prima).toBe('ativa')
  })

  it('keeps the unit and the status when the body leaves them out', async () => {
    const created = await createMateriaPrima(t, ana, {
      unidade_medida: 'metro',
      status_materia_prima: 'inativa',
    })
    const res = await put(created.id_materia_prima, ana, materiaPrimaBody({ unidade_medida: undefined }))
    expect(res.json()).toMatchObject({ unidade_medida: 'metro', status_materia_prima: 'inativa' })
  })

  it.each([
    [{ nome_materia_prima: 'ab' }, 'Nome da matéria-prima é obrigatório e deve ter ao menos 3 caracteres.'],
    [{ descricao: 'curta' }, 'A descrição deve ter no mínimo 10 caracteres.'],
    [{ unidade_medida: 'litro' }, 'Selecione a unidade de medida.'],
    [{ status_materia_prima: 'pausada' }, 'Selecione um status para a matéria-prima.'],
  ])('refuses %j with its message and changes nothing', async (overrides, mensagem) => {
    const created = await createMateriaPrima(t, ana)
    const before = await row(t, 'materias_primas', created.id_materia_prima)
    const res = await put(created.id_materia_prima, ana, materiaPrimaBody(overrides))
    expect(res.statusCode).toBe(400)
    expect(res.json().mensagem).toBe(mensagem)
    expect(await row(t, 'materias_primas', created.id_materia_prima)).toEqual(before)
  })

  it("answers 404 for another seller's raw material and leaves it unchanged", async () => {
    const theirs = await createMateriaPrima(t, bia)
    const before = await row(t, 'materias_primas', theirs.id_materia_prima)
    const res = await put(theirs.id_materia_prima, ana, materiaPrimaBody({ status_materia_prima: 'inativa' }))
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ mensagem: 'Matéria-prima não encontrada.' })
    expect(await row(t, 'materias_primas', theirs.id_materia_prima)).toEqual(before)
  })
})

describe('DELETE /materias-primas/{id}', () => {
  it('deletes an unused raw material of the seller', async () => {
    const created = await createMateriaPrima(t, ana)
    const res = await call(t, 'DELETE', `/materias-primas/${created.id_materia_prima}`, ana)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ mensagem: 'Matéria-prima excluída com sucesso!' })
    expect(await row(t, 'materias_primas', created.id_materia_prima)).toBeNull()
    const again = await call(t, 'DELETE', `/materias-primas/${created.id_materia_prima}`, ana)
    expect(again.statusCode).toBe(404)
  })

  it("answers 404 for another seller's raw material and keeps it", async () => {
    const theirs = await createMateriaPrima(t, bia)
    const res = await call(t, 'DELETE', `/materias-primas/${theirs.id_materia_prima}`, ana)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ mensagem: 'Matéria-prima não encontrada.' })
    expect(await row(t, 'materias_primas', theirs.id_materia_prima)).not.toBeNull()
  })

  it.each([
    ['a product', async (id: number) => void (await insertProduto(t, ana.usuario.id_usuario, [id]))],
    ['a conversion', async (id: number) => void (await createConversao(t, ana, id))],
    [
      'an inactive conversion',
      async (id: number) => {
        const conversao = await createConversao(t, ana, id)
        const body = { valor_multiplicavel: 2, status_conversao: 'inativa' }
        await call(t, 'PUT', `/conversoes/${conversao.id_conversao}`, ana, body)
      },
    ],
    [
      'a listing',
      async (id: number) =>
        insertAnuncio(t, ana.usuario.id_usuario, (await createConversao(t, ana, id)).id_conversao, id),
    ],
    [
      // Not seen by the check (which looks at the seller's own rows): the foreign key answers instead.
      "another seller's listing",
      async (id: number) => {
        const theirs = await createConversao(t, bia, (await createMateriaPrima(t, bia)).id_materia_prima)
        await insertAnuncio(t, bia.usuario.id_usuario, theirs.id_conversao, theirs.id_materia_prima)
        const sql = 'update anuncios set id_materia_prima = $1 where id_conversao = $2'
        await t.pool.query(sql, [id, theirs.id_conversao])
      },
    ],
  ])('refuses (409) while %s uses it, suggesting deactivation', async (_name, use) => {
    const created = await createMateriaPrima(t, ana)
    await use(created.id_materia_prima)
    const res = await call(t, 'DELETE', `/materias-primas/${created.id_materia_prima}`, ana)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ mensagem: EM_USO })
    expect(await row(t, 'materias_primas', created.id_materia_prima)).not.toBeNull()
  })
})
