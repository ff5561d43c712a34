// The demo catalogue as a buyer browses it: never the same card twice from one
// seller, a picture of its own for every product that shows what the piece is and what it is made
// of, descriptions that say what it is, its size and where its material came from, and every
// category with something to buy.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { CATEGORIAS } from '@recria/domain/categoria'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDiskStorage, FILES_PREFIX } from '../src/lib/storage.ts'
import { createListeningApp, testDeps } from '../test/mercadopago.ts'
import type { TestApp } from '../test/test-app.ts'
import { ATELIES } from './demo-ateliers.ts'
import { tipoDe } from './product-kinds.ts'
import { seedDemo } from './seed.ts'

let t: TestApp
beforeAll(async () => {
  // With the simulator, as `npm start` seeds: its ateliers connected, so their listings are on sale.
  t = await createListeningApp()
  const { config, cipher } = testDeps(t)
  expect(await seedDemo(t.db, createDiskStorage(config.uploadsDir), { config, cipher })).toBe(true)
}, 180_000)
afterAll(() => t.close())

const rows = async (text: string, params: unknown[] = []) => (await t.pool.query(text, params)).rows
/** What the storefront may show: the search documents of buyable listings of unblocked sellers. */
const BUYABLE = `(select id_anuncio from anuncios_busca
  where visivel and (vendedor_bloqueado_ate is null or vendedor_bloqueado_ate <= now())) v
  join anuncios a using (id_anuncio) join produtos p using (id_produto)`

const semAcento = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
const frases = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== '')
/** A size: '40×40 cm', '1,2 m', '300 ml', '2 litros', '20 kg', '14 polegadas'. */
const MEDIDA = /\d+(?:,\d+)?\s?(?:mm|cm|m|ml|litros?|kg|g|polegadas)(?![\p{L}])/u

it('never lists one product twice, nor two products of one seller under one name', async () => {
  const repetidos = await rows(
    `select a.id_usuario_vendedor, p.nome, p.imagem, count(*)::int as n
       from anuncios a join produtos p using (id_produto)
      group by a.id_usuario_vendedor, p.nome, p.imagem having count(*) > 1`,
  )
  expect(repetidos).toEqual([])
  const [{ anuncios, produtos }] = await rows(
    `select (select count(*)::int from anuncios) as anuncios, (select count(*)::int from produtos) as produtos`,
  )
  expect(anuncios).toBe(produtos)
  const nomes = await rows(
    `select id_usuario_vendedor, lower(nome) as nome from produtos group by 1, 2 having count(*) > 1`,
  )
  expect(nomes).toEqual([])
})

it('shows a buyer each piece of a seller once, on every page of the catalogue', async () => {
  const vistos: string[] = []
  for (let page = 1; page <= 10; page++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/anuncios/ativos-comprador?page=${page}&limit=48`,
    })
    expect(res.statusCode).toBe(200)
    const { itens } = res.json() as {
      itens: { usuario_vendedor: { id_usuario: number }; produto: { nome: string; imagem: string } }[]
    }
    if (itens.length === 0) break
    for (const c of itens)
      vistos.push(`${c.usuario_vendedor.id_usuario}|${c.produto.nome}|${c.produto.imagem}`)
  }
  const [{ n }] = await rows(`select count(*)::int as n from ${BUYABLE}`)
  expect(n).toBeGreaterThanOrEqual(70)
  expect(vistos).toHaveLength(n)
  expect(new Set(vistos).size).toBe(vistos.length)
})

it('draws every product as what its name says, in its main material, no two alike', async () => {
  const produtos = await rows(
    `select u.email, p.nome, p.imagem, p.imagem_detalhe,
            array_agg(m.nome_materia_prima) as materias
       from produtos p join usuarios u on u.id_usuario = p.id_usuario_vendedor
       join produto_materias_primas pm using (id_produto) join materias_primas m using (id_materia_prima)
      group by u.email, p.nome, p.imagem, p.imagem_detalhe`,
  )
  const semeados = ATELIES.flatMap((a) =>
    a.catalogo.produtos.map((p) => {
      const principal = a.catalogo.materias.find((m) => m.chave === p.materias[0])
      return { email: a.email, nome: p.nome, familia: p.materias[0], materia: principal?.nome }
    }),
  )
  expect(produtos).toHaveLength(semeados.length)
  // The drawing's key: the kind of piece (from its name) and the family of its main material, which
  // gives the picture its colours and texture.
  const chaves = new Map<string, string>()
  const hashes = new Set<string>()
  for (const p of produtos) {
    const semeado = semeados.find((s) => s.email === p.email && s.nome === p.nome)
    expect({ nome: p.nome, semeado: semeado !== undefined }).toEqual({ nome: p.nome, semeado: true })
    expect({ nome: p.nome, principal: p.materias.includes(semeado?.materia) }).toEqual({
      nome: p.nome,
      principal: true,
    })
    const tipo = tipoDe(p.nome)
    expect({ nome: p.nome, desenho: tipo !== undefined }).toEqual({ nome: p.nome, desenho: true })
    const chave = `${tipo}:${semeado?.familia}`
    expect({ nome: p.nome, igual: chaves.get(chave) }).toEqual({ nome: p.nome, igual: undefined })
    chaves.set(chave, p.nome)
    for (const url of [p.imagem, p.imagem_detalhe]) {
      const file = await readFile(path.join(t.config.uploadsDir, url.slice(FILES_PREFIX.length)))
      hashes.add(createHash('sha256').update(file).digest('hex'))
    }
  }
  expect(hashes.size).toBe(produtos.length * 2)
})

it('uses the drawings a glass jug, a bottle, a pendant lamp and a table lamp each have', () => {
  expect(tipoDe('Jarra de garrafa de vidro')).toBe('jarra')
  expect(tipoDe('Garrafa decorativa pintada')).toBe('garrafa')
  expect(tipoDe('Vaso de garrafa de vidro')).toBe('vaso')
  expect(tipoDe('Luminária pendente de garrafa')).toBe('pendente')
  expect(tipoDe('Luminária de mesa de vidro')).toBe('luminaria')
  expect(tipoDe('Terrário de garrafão')).toBe('terrario')
  expect(tipoDe('Terrário em pote de vidro')).toBe('pote')
  expect(tipoDe('Cesto de jornal trançado')).toBe('cesto')
  expect(tipoDe('Cachepô de madeira de pallet')).toBe('cachepo')
})

it('describes every product in two or three sentences: what it is, its size, the material it came from', async () => {
  const produtos = await rows(
    `select p.nome, p.descricao, array_agg(m.nome_materia_prima) as materias
       from produtos p join produto_materias_primas pm using (id_produto) join materias_primas m using (id_materia_prima)
      group by p.id_produto`,
  )
  const fora = produtos.flatMap((p) => {
    const n = frases(p.descricao).length
    const palavras = (p.materias as string[])
      .flatMap((m) => semAcento(m).split(/\s+/))
      .filter((w) => w.length >= 4)
    const falta = [
      n >= 2 && n <= 3 ? '' : `${n} frases`,
      /[.!]$/.test(p.descricao) ? '' : 'sem ponto final',
      MEDIDA.test(p.descricao) ? '' : 'sem medida',
      palavras.some((w) => semAcento(p.descricao).includes(w)) ? '' : 'sem a matéria-prima',
    ].filter(Boolean)
    return falta.length ? [`${p.nome}: ${falta.join(', ')}`] : []
  })
  expect(fora).toEqual([])
  // The listing's description opens with its product's and closes with a sentence of its own.
  const anuncios = await rows(
    `select p.nome, p.descricao, a.descricao_anuncio from anuncios a join produtos p using (id_produto)`,
  )
  for (const a of anuncios) {
    const n = frases(a.descricao_anuncio).length
    expect({ nome: a.nome, frases: n >= 2 && n <= 3, medida: MEDIDA.test(a.descricao_anuncio) }).toEqual({
      nome: a.nome,
      frases: true,
      medida: true,
    })
  }
})

it('offers something to buy in every category', async () => {
  const porCategoria = await rows(
    `select p.categoria, count(*)::int as n from ${BUYABLE} group by p.categoria order by p.categoria`,
  )
  expect(porCategoria.map((c) => c.categoria)).toEqual([...CATEGORIAS].sort())
})
