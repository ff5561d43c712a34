// POST /produtos: fields and the messages of docs/product/produtos.md; a refusal writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { form } from '../../../test/forms.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import {
  type Account,
  call,
  criar,
  fields,
  idOf,
  imagem,
  insertMateria,
  seller,
  state,
} from './produtos.fixtures.ts'

let t: TestApp
let ana: Account
let bia: Account
let pet: number
let lacre: number
beforeAll(async () => {
  t = await createTestApp()
  ana = await seller(t)
  bia = await seller(t)
  pet = await insertMateria(t, ana, 'Garrafa PET', 'ativa', 'unidade')
  lacre = await insertMateria(t, ana, 'Lacre de latinha', 'ativa', 'grama')
})
afterAll(() => t.close())

describe('POST /api/produtos', () => {
  it('creates the product with its raw materials, price in reais, stored in centavos', async () => {
    const res = await criar(
      t,
      ana,
      fields([lacre, pet, pet], { preco: '1.234,56', id_usuario_vendedor: String(idOf(bia)) }),
      await imagem('png', 64, 64),
    )
    expect(res.statusCode).toBe(201)
    const produto = res.json()
    expect(produto).toMatchObject({
      nome: 'Bolsa de lacres',
      descricao: 'Bolsa feita com lacres de latinha reciclados.',
      preco: 1234.56,
      status_produto: 'ativo',
      id_usuario_vendedor: idOf(ana),
      materias_primas: [
        { id_materia_prima: pet, nome_materia_prima: 'Garrafa PET', unidade_medida: 'unidade' },
        { id_materia_prima: lacre, nome_materia_prima: 'Lacre de latinha', unidade_medida: 'grama' },
      ],
    })
    expect(produto.imagem).toMatch(/^\/api\/arquivos\/produtos\/[0-9a-f-]{36}\.webp$/)
    expect(produto.imagem_detalhe).toMatch(/^\/api\/arquivos\/produtos\/[0-9a-f-]{36}\.webp$/)
    expect(new Date(produto.data_criacao).toISOString()).toBe(produto.data_criacao)
    const { rows } = await t.pool.query('select * from produtos where id_produto = $1', [produto.id_produto])
    expect(rows[0]).toMatchObject({ preco_centavos: 123456, id_usuario_vendedor: idOf(ana) })
    const got = await call(t, 'GET', `/produtos/${produto.id_produto}`, ana)
    expect(got.json()).toEqual(produto)
  })

  it.each([
    ['129.9', 129.9],
    ['1,00', 1],
    ['R$ 12,90', 12.9],
  ])('reads the price %s as %s reais', async (preco, reais) => {
    const res = await criar(t, ana, fields([pet], { preco }), await imagem('png', 32, 32))
    expect(res.statusCode).toBe(201)
    expect(res.json().preco).toBe(reais)
  })

  it.each([
    ['nome', { nome: 'Al' }, 'Nome do produto é obrigatório e deve ter ao menos 3 caracteres.'],
    ['nome', { nome: 'x'.repeat(101) }, 'O nome do produto deve ter no máximo 100 caracteres.'],
    ['descricao', { descricao: 'curta' }, 'A descrição deve ter no mínimo 10 caracteres.'],
    ['descricao', { descricao: 'd'.repeat(256) }, 'A descrição deve ter no máximo 255 caracteres.'],
    ['preco', { preco: '0,99' }, 'O Preço deve ser maior que R$ 0,99.'],
    ['preco', { preco: 'abc' }, 'O Preço deve ser maior que R$ 0,99.'],
    ['preco', { preco: '' }, 'O Preço deve ser maior que R$ 0,99.'],
    ['preco', { preco: '10,999' }, 'O preço deve ter no máximo 2 casas decimais.'],
    ['preco', { preco: '1000000,01' }, 'O preço deve ser no máximo R$ 1.000.000,00.'],
    ['materias_primas', { materias_primas: '[]' }, 'Selecione ao menos uma matéria-prima.'],
    ['materias_primas', { materias_primas: '[1,' }, 'Selecione ao menos uma matéria-prima.'],
    ['materias_primas', { materias_primas: '["a"]' }, 'Selecione ao menos uma matéria-prima.'],
    ['materias_primas', { materias_primas: '{"id":1}' }, 'Selecione ao menos uma matéria-prima.'],
  ])('answers 400 on %s %j with the message', async (field, override, mensagem) => {
    const before = await state(t)
    const res = await criar(t, ana, fields([pet], override), await imagem('png', 32, 32))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ mensagem, erros: { [field]: mensagem } })
    expect(await state(t)).toEqual(before)
  })

  it('answers 400 without an image, with the documented message', async () => {
    const before = await state(t)
    const res = await criar(t, ana, fields([pet]))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      mensagem: 'A imagem do produto é obrigatória.',
      erros: { imagem: 'A imagem do produto é obrigatória.' },
    })
    expect(await state(t)).toEqual(before)
  })

  it('lists every field error at once, the first failing rule as the message', async () => {
    const res = await criar(t, ana, fields([pet], { nome: '', preco: '0' }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      mensagem: 'Nome do produto é obrigatório e deve ter ao menos 3 caracteres.',
      erros: {
        nome: 'Nome do produto é obrigatório e deve ter ao menos 3 caracteres.',
        preco: 'O Preço deve ser maior que R$ 0,99.',
        imagem: 'A imagem do produto é obrigatória.',
      },
    })
  })

  it('answers 400 for a body that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/produtos',
      headers: { cookie: ana.cookie },
      payload: fields([pet]),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ mensagem: 'A requisição deve ser multipart/form-data.' })
  })

  it('answers 4xx for a field beyond the multipart limit, writing nothing', async () => {
    const before = await state(t)
    const res = await criar(
      t,
      ana,
      fields([pet], { descricao: 'd'.repeat(50_000) }),
      await imagem('png', 32, 32),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().mensagem).toBe('Um campo do formulário excede o tamanho máximo.')
    expect(await state(t)).toEqual(before)
  })

  it('answers 413 for too many fields', async () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`campo${i}`, 'x']))
    const res = await call(t, 'POST', '/produtos', ana, form({ ...fields([pet]), ...many }))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ mensagem: 'A requisição tem campos demais.' })
  })
})
