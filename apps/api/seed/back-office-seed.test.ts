// The demo sellers' back-offices seeded on an empty database: every unit, a picture of its own on
// disk for every product, listings that obey the credit rules the API enforces; and a seed that
// fails halfway leaves neither files nor rows, so the next start seeds again.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { validateCredits, valorSustentavelCentavos } from '@recria/domain/creditos'
import { UNIDADES_MEDIDA } from '@recria/domain/materia-prima'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDiskStorage, FILES_PREFIX, type Storage } from '../src/lib/storage.ts'
import { sessionCookie } from '../test/fixtures.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { tipoDe } from './product-kinds.ts'
import { seedDemo } from './seed.ts'

let t: TestApp
let failedDir: string
beforeAll(async () => {
  t = await createTestApp()
  failedDir = path.join(t.config.DATA_DIR, 'falha')
  const disk = createDiskStorage(failedDir)
  let puts = 0
  const failing: Storage = {
    ...disk,
    put: (folder, extension, data) =>
      ++puts === 6 ? Promise.reject(new Error('disco cheio')) : disk.put(folder, extension, data),
  }
  await expect(seedDemo(t.db, failing)).rejects.toThrow('disco cheio')
  expect(puts).toBeGreaterThan(6) // pictures already being drawn finish, and are removed too
  expect(await seedDemo(t.db, createDiskStorage(t.config.uploadsDir))).toBe(true)
}, 180_000) // two seeds; beside another seed's test on two cores, over a minute
afterAll(() => t.close())

const DEMO_SELLER = 'vendedor@recria.com.br'
const rows = async (text: string, params: unknown[] = [DEMO_SELLER]) =>
  (await t.pool.query(text, params)).rows
const seller = `(select id_usuario from usuarios where email = $1)`

it('a failed seed removes every file it wrote, and the next one seeds the empty database', async () => {
  for (const folder of ['produtos', 'fotos']) expect(await readdir(path.join(failedDir, folder))).toEqual([])
  const [{ n }] = await rows(`select count(*)::int as n from usuarios where email = $1`)
  expect(n).toBe(1)
})

it('gives the demo seller raw materials in every unit, one inactive, and conversions', async () => {
  const materias = await rows(`select * from materias_primas where id_usuario_vendedor = ${seller}`)
  expect(materias.length).toBeGreaterThanOrEqual(6)
  expect(new Set(materias.map((m) => m.unidade_medida))).toEqual(new Set(UNIDADES_MEDIDA))
  expect(materias.filter((m) => m.status_materia_prima === 'inativa')).not.toHaveLength(0)
  const conversoes = await rows(
    `select status_conversao from conversoes where id_usuario_vendedor = ${seller}`,
  )
  expect(conversoes.filter((c) => c.status_conversao === 'ativa').length).toBeGreaterThanOrEqual(5)
  expect(conversoes.filter((c) => c.status_conversao === 'inativa')).not.toHaveLength(0)
})

it('gives every product raw materials, a drawing of what it is, and WebP pictures of its own', async () => {
  const produtos = await rows(
    `select p.*, (select count(*)::int from produto_materias_primas pm where pm.id_produto = p.id_produto) as n
       from produtos p`,
    [],
  )
  expect(produtos.length).toBeGreaterThanOrEqual(70)
  const [{ id }] = await rows(`select ${seller} as id`)
  expect(produtos.filter((p) => p.id_usuario_vendedor === id).length).toBeGreaterThan(20)
  expect(produtos.filter((p) => p.status_produto === 'inativo')).not.toHaveLength(0)
  const hashes = new Set<string>()
  for (const p of produtos) {
    expect(p.descricao.length).toBeGreaterThanOrEqual(10)
    expect(p.n).toBeGreaterThan(0)
    expect({ nome: p.nome, desenho: tipoDe(p.nome) !== undefined }).toEqual({ nome: p.nome, desenho: true })
    for (const [url, size] of [
      [p.imagem, 480],
      [p.imagem_detalhe, 1200],
    ] as const) {
      const file = await readFile(path.join(t.config.uploadsDir, url.slice(FILES_PREFIX.length)))
      expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: size, height: size })
      hashes.add(createHash('sha256').update(file).digest('hex'))
    }
  }
  expect(hashes.size).toBe(produtos.length * 2) // every picture differs
})

it('seeds listings of both forms, some inactive, sustainable ones inside the credit rules', async () => {
  const anuncios = await rows(
    `select a.*, p.preco_centavos, c.valor_multiplicavel, m.unidade_medida, c.id_materia_prima as materia_conversao
       from anuncios a join produtos p using (id_produto)
       left join conversoes c using (id_conversao) left join materias_primas m on m.id_materia_prima = a.id_materia_prima`,
    [],
  )
  // One listing per product: it offers both ways of paying, so a second one would be a duplicate card.
  const [{ n: produtos }] = await rows('select count(*)::int as n from produtos', [])
  expect(anuncios.length).toBe(produtos)
  expect(new Set(anuncios.map((a) => a.id_produto)).size).toBe(produtos)
  const ativos = anuncios.filter((a) => a.status_anuncio === 'ativo')
  expect(new Set(ativos.map((a) => a.forma_de_pagamento))).toEqual(new Set(['padrao', 'sustentavel']))
  expect(anuncios.length - ativos.length).toBeGreaterThanOrEqual(3)
  for (const a of anuncios.filter((a) => a.forma_de_pagamento === 'sustentavel')) {
    const multiplicador = Number(a.valor_multiplicavel)
    expect(a.materia_conversao).toBe(a.id_materia_prima)
    expect(validateCredits(a.preco_centavos, a.creditos_aceitos, multiplicador, a.unidade_medida)).toBeNull()
    expect(a.valor_conversao_centavos).toBe(
      valorSustentavelCentavos(a.preco_centavos, a.creditos_aceitos, multiplicador),
    )
  }
  for (const a of anuncios.filter((a) => a.forma_de_pagamento === 'padrao')) {
    expect(a).toMatchObject({ creditos_aceitos: 0, valor_conversao_centavos: null, id_conversao: null })
  }
})

it("gives every list and filter of the demo seller's back-office pages something to show", async () => {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO_SELLER, senha: 'recria123' },
  })
  const [{ id }] = await rows(`select ${seller} as id`)
  const lists = [
    'materias-primas?status=inativa',
    'materias-primas?unidade=centimetro',
    'conversoes?status=inativa',
    'conversoes?unidade=grama',
    'produtos?status=inativo',
    'produtos?preco_min=100&preco_max=300',
    'anuncios?forma_pagamento=sustentavel&status=ativo',
    'anuncios?forma_pagamento=padrao&status=ativo',
    'anuncios?status=inativo',
    'anuncios?busca=garrafa',
    'produtos?busca=vaso',
  ]
  for (const list of lists) {
    const [area, query] = list.split('?')
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/${area}/usuario/${id}?${query}`,
      headers: { cookie: sessionCookie(login) },
    })
    expect({ list, status: res.statusCode, some: res.json().itens?.length > 0 }).toEqual({
      list,
      status: 200,
      some: true,
    })
  }
  for (const [area, page] of [
    ['anuncios', 3],
    ['produtos', 2],
  ] as const) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/${area}/usuario/${id}?page=${page}&limit=12`,
      headers: { cookie: sessionCookie(login) },
    })
    expect({ area, some: res.json().itens.length > 0 }).toEqual({ area, some: true })
  }
})

it('seeds galleries: every product’s picture is its image 1, some have 2 to 4 images of their own', async () => {
  const galerias = await rows(
    `select p.id_produto, p.imagem, gi.card, count(i.*)::int as n, array_agg(i.posicao order by i.posicao) as posicoes
       from produtos p join produto_imagens gi on gi.id_produto = p.id_produto and gi.posicao = 0
       join produto_imagens i on i.id_produto = p.id_produto
      group by p.id_produto, p.imagem, gi.card`,
    [],
  )
  const [{ n: produtos }] = await rows('select count(*)::int as n from produtos', [])
  expect(galerias).toHaveLength(produtos)
  for (const g of galerias) {
    expect(g.card).toBe(g.imagem)
    expect(g.posicoes).toEqual([...Array(g.n).keys()])
  }
  // Image 1 comes in the card's widths too: the catalogue answers its srcset.
  const [{ sem }] = await rows(
    'select count(*)::int as sem from produto_imagens where arquivo_320 is null or arquivo_640 is null',
    [],
  )
  expect(sem).toBe(0)
  const maiores = galerias.filter((g) => g.n > 1)
  expect(maiores.length).toBeGreaterThanOrEqual(5)
  expect(Math.max(...maiores.map((g) => g.n))).toBeLessThanOrEqual(4)
  const [extra] = await rows('select * from produto_imagens where posicao = 1 limit 1', [])
  for (const [url, width] of [
    [extra.arquivo_320, 320],
    [extra.arquivo_640, 640],
    [extra.arquivo_1280, 1200],
  ] as const) {
    const file = await readFile(path.join(t.config.uploadsDir, url.slice(FILES_PREFIX.length)))
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width })
  }
})
