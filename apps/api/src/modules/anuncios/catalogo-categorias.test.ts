// Categories and facets: the catalogue filters by category and by raw material and
// answers, for the current search and filters, how many listings each category and each raw material
// has (each ignoring its own filter), equal to a direct count; products require a category.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import {
  alterar,
  call,
  criar,
  fields,
  imagem,
  insertMateria,
  seller,
  state,
} from '../produtos/produtos.fixtures.ts'
import { catalogoFixtures, type VitrineSeller } from './catalogo.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof catalogoFixtures>
let ana: VitrineSeller
let bia: VitrineSeller
let idLona = 0

interface Seed {
  id: number
  nome: string
  categoria: string
  preco: number
  forma: 'padrao' | 'sustentavel'
  materias: number[]
  visivel: boolean
}
const S: Seed[] = []

async function anuncio(
  s: VitrineSeller,
  nome: string,
  categoria: string,
  preco: number,
  { forma = 'padrao' as 'padrao' | 'sustentavel', lona = false, visivel = true } = {},
) {
  const id = await f.anuncio(s, {
    nome,
    preco_centavos: preco,
    forma,
    status_anuncio: visivel ? 'ativo' : 'inativo',
  })
  const { rows } = await t.pool.query('select id_produto from anuncios where id_anuncio = $1', [id])
  // The category is written as any later change would be: the catalogue's trigger follows it.
  await t.pool.query('update produtos set categoria = $1 where id_produto = $2', [
    categoria,
    rows[0].id_produto,
  ])
  const materias = [s.idMateria]
  if (lona) {
    await t.pool.query('insert into produto_materias_primas values ($1, $2)', [rows[0].id_produto, idLona])
    materias.push(idLona)
  }
  S.push({ id, nome, categoria, preco, forma, materias, visivel })
}

beforeAll(async () => {
  t = await createTestApp()
  f = catalogoFixtures(t)
  ana = await f.vendedor({ materia: 'Garrafa PET' })
  bia = await f.vendedor({ materia: 'Lacre de latinha' })
  idLona = await f.materia(ana.id, 'metro', 'Lona de banner')
  await anuncio(ana, 'Luminária de garrafa', 'iluminacao', 8_000)
  await anuncio(ana, 'Luminária pendente', 'iluminacao', 12_000, { forma: 'sustentavel' })
  await anuncio(ana, 'Bolsa de lona', 'bolsas', 9_000, { lona: true })
  await anuncio(ana, 'Bolsa de praia', 'bolsas', 4_000, { lona: true, forma: 'sustentavel' })
  await anuncio(bia, 'Bolsa de lacres', 'bolsas', 15_000)
  await anuncio(bia, 'Vaso de garrafa', 'jardim', 3_000)
  await anuncio(bia, 'Vaso suspenso', 'jardim', 3_500, { visivel: false })
  await anuncio(ana, 'Banco de pallet', 'moveis', 30_000)
})
afterAll(() => t.close())

const nomeDe = (id: number) =>
  ({ [ana.idMateria]: 'Garrafa PET', [bia.idMateria]: 'Lacre de latinha' })[id] ?? 'Lona de banner'

/** What the facets must say, counted from the listings as written. */
function esperado(match: (s: Seed) => boolean, categoria?: string, materia?: number) {
  const visiveis = S.filter((s) => s.visivel && match(s))
  const porCategoria = visiveis.filter((s) => materia === undefined || s.materias.includes(materia))
  const porMateria = visiveis.filter((s) => categoria === undefined || s.categoria === categoria)
  const categorias = [
    'casa_decoracao',
    'moda_acessorios',
    'bolsas',
    'moveis',
    'papelaria',
    'brinquedos',
    'jardim',
    'iluminacao',
  ].map((c) => ({ categoria: c, total: porCategoria.filter((s) => s.categoria === c).length }))
  const totais = new Map<number, number>()
  for (const s of porMateria) for (const m of s.materias) totais.set(m, (totais.get(m) ?? 0) + 1)
  const materias = [...totais].map(([id_materia_prima, total]) => ({
    id_materia_prima,
    nome: nomeDe(id_materia_prima),
    total,
  }))
  const ids = visiveis
    .filter(
      (s) =>
        (categoria === undefined || s.categoria === categoria) &&
        (materia === undefined || s.materias.includes(materia)),
    )
    .map((s) => s.id)
  return { categorias, materias, ids }
}

async function confere(query: string, match: (s: Seed) => boolean, categoria?: string, materia?: number) {
  const res = await f.vitrine(`${query}&limit=48`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const e = esperado(match, categoria, materia)
  expect([...res.ids].sort()).toEqual([...e.ids].sort())
  expect(res.body.facetas.categorias).toEqual(e.categorias)
  expect([...res.body.facetas.materias].sort((a, b) => a.id_materia_prima - b.id_materia_prima)).toEqual(
    e.materias.sort((a, b) => a.id_materia_prima - b.id_materia_prima),
  )
  expect(res.body.facetas.total_minimo).toBe(false)
  return res
}

describe('GET /api/anuncios/ativos-comprador by category', () => {
  it('filters by category, alone and with a search, a price bound, the payment form and a raw material', async () => {
    const bolsas = await confere('categoria=bolsas', () => true, 'bolsas')
    expect(bolsas.ids).toEqual(
      S.filter((s) => s.categoria === 'bolsas')
        .map((s) => s.id)
        .reverse(),
    )
    await confere('categoria=jardim', () => true, 'jardim')
    await confere('categoria=brinquedos', () => true, 'brinquedos')
    await confere('busca=bolsa&categoria=bolsas', (s) => s.nome.startsWith('Bolsa'), 'bolsas')
    await confere('categoria=bolsas&preco_max=100', (s) => s.preco <= 10_000, 'bolsas')
    await confere(
      'categoria=iluminacao&forma_pagamento=sustentavel',
      (s) => s.forma === 'sustentavel',
      'iluminacao',
    )
    await confere(`categoria=bolsas&materia=${idLona}`, () => true, 'bolsas', idLona)
  })

  it('answers facet counts equal to a direct count for searches and filters, each ignoring its own filter', async () => {
    await confere('', () => true)
    await confere('busca=garrafa', (s) => /garrafa/i.test(s.nome) || s.materias.includes(ana.idMateria))
    await confere('busca=luminaria', (s) => s.nome.startsWith('Luminária'))
    await confere('preco_min=40&preco_max=120', (s) => s.preco >= 4_000 && s.preco <= 12_000)
    await confere('forma_pagamento=padrao', (s) => s.forma === 'padrao')
    await confere(`materia=${bia.idMateria}`, () => true, undefined, bia.idMateria)
    await confere(`materia=${idLona}&ordenar=menor_preco`, () => true, undefined, idLona)
    // Against the tables themselves, without the search documents.
    const { rows } = await t.pool.query(
      `select p.categoria, count(*)::int as total from anuncios a join produtos p on p.id_produto = a.id_produto
       where a.status_anuncio = 'ativo' and p.status_produto = 'ativo' group by 1`,
    )
    const res = await f.vitrine('')
    for (const r of rows)
      expect(
        res.body.facetas.categorias.find((c: { categoria: string }) => c.categoria === r.categoria).total,
      ).toBe(r.total)
  })

  it('follows a product whose category changes, and a listing that stops being buyable', async () => {
    const vaso = S.find((s) => s.nome === 'Vaso de garrafa') as Seed
    const { rows } = await t.pool.query('select id_produto from anuncios where id_anuncio = $1', [vaso.id])
    await t.pool.query('update produtos set categoria = $1 where id_produto = $2', [
      'casa_decoracao',
      rows[0].id_produto,
    ])
    vaso.categoria = 'casa_decoracao'
    await confere('', () => true)
    await confere('categoria=casa_decoracao', () => true, 'casa_decoracao')
    await t.pool.query(`update anuncios set status_anuncio = 'inativo' where id_anuncio = $1`, [vaso.id])
    vaso.visivel = false
    await confere('', () => true)
  })

  it('refuses an unknown category or raw material with 400 in Portuguese', async () => {
    for (const q of ['categoria=eletronicos', 'categoria=BOLSAS', 'categoria=bolsas&categoria=jardim']) {
      const res = await f.vitrine(q)
      expect(res.status, q).toBe(400)
      expect(res.body.mensagem).toBe(
        'Categoria inválida. Use casa_decoracao, moda_acessorios, bolsas, moveis, papelaria, brinquedos, jardim ou iluminacao.',
      )
    }
    for (const q of ['materia=abc', 'materia=-1', 'materia=0']) {
      const res = await f.vitrine(q)
      expect(res.status, q).toBe(400)
      expect(res.body.mensagem).toBe('Matéria-prima inválida.')
    }
    expect((await f.vitrine('categoria=')).status).toBe(200)
  })
})

describe('POST/PUT /api/produtos with a category', () => {
  it('requires a category from the list, writes nothing otherwise, and answers it', async () => {
    const carla = await seller(t)
    const pet = await insertMateria(t, carla, 'Garrafa PET', 'ativa', 'unidade')
    const antes = await state(t)
    for (const categoria of [undefined, '', 'eletronicos']) {
      const dados = fields([pet])
      const semCategoria = Object.fromEntries(Object.entries(dados).filter(([k]) => k !== 'categoria'))
      const res = await criar(
        t,
        carla,
        categoria === undefined ? semCategoria : { ...semCategoria, categoria },
        await imagem('png', 32, 32),
      )
      expect(res.statusCode, String(categoria)).toBe(400)
      expect(res.json().mensagem).toBe('Selecione uma categoria para o produto.')
    }
    expect(await state(t)).toEqual(antes)
    const res = await criar(t, carla, fields([pet], { categoria: 'papelaria' }), await imagem('png', 32, 32))
    expect(res.statusCode).toBe(201)
    expect(res.json().categoria).toBe('papelaria')
    const id = res.json().id_produto
    expect((await t.pool.query('select categoria from produtos where id_produto = $1', [id])).rows).toEqual([
      { categoria: 'papelaria' },
    ])
    const ruim = await alterar(t, carla, id, fields([pet], { categoria: 'eletronicos' }))
    expect(ruim.statusCode).toBe(400)
    expect(ruim.json().mensagem).toBe('Selecione uma categoria para o produto.')
    const put = await alterar(t, carla, id, fields([pet], { categoria: 'brinquedos' }))
    expect(put.statusCode).toBe(200)
    expect(put.json().categoria).toBe('brinquedos')
    expect((await call(t, 'GET', `/produtos/${id}`, carla)).json().categoria).toBe('brinquedos')
  })
})
