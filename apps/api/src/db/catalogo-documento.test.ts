// The catalogue's search document (migration 0010, decision 012) follows every change the database
// sees: the listing, its product, the product's raw materials, the seller's block and connection.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { anuncioFixtures, type Seller } from '../modules/anuncios/anuncios.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof anuncioFixtures>
let s: Seller
let cat: Awaited<ReturnType<ReturnType<typeof anuncioFixtures>['catalogo']>>
let idAnuncio: number
beforeAll(async () => {
  t = await createTestApp()
  f = anuncioFixtures(t)
  s = await f.seller()
  cat = await f.catalogo(s.id)
  const a = await f.anuncio(s, {
    forma_de_pagamento: 'padrao',
    id_produto: cat.idProduto,
    descricao: 'Peça única',
  })
  idAnuncio = a.id_anuncio
})
afterAll(() => t.close())

interface Documento {
  visivel: boolean
  vendedor_bloqueado_ate: Date | null
  preco_centavos: number
  forma_de_pagamento: string
  nome: string
  texto: string
  documento: string
}
const documento = () => f.one<Documento>('select * from anuncios_busca where id_anuncio = $1', [idAnuncio])
const sql = (text: string, values: unknown[]) => t.pool.query(text, values)

it('is written with the listing: visible, accents and case folded, stems weighted by where they come from', async () => {
  expect(await documento()).toMatchObject({
    visivel: true,
    vendedor_bloqueado_ate: null,
    preco_centavos: 10_000,
    forma_de_pagamento: 'padrao',
    nome: 'luminaria de garrafa',
    texto: 'luminaria de garrafa peca unica garrafa pet',
  })
  expect((await documento()).documento).toBe("'garraf':3A,6C 'lumin':1A 'pec':4B 'pet':7C 'unic':5B")
})

it('follows the product: name, price and status', async () => {
  await sql('update produtos set nome = $2, preco_centavos = 12_345 where id_produto = $1', [
    cat.idProduto,
    'Vaso de Vidro',
  ])
  expect(await documento()).toMatchObject({ nome: 'vaso de vidro', preco_centavos: 12_345 })
  await sql(`update produtos set status_produto = 'inativo' where id_produto = $1`, [cat.idProduto])
  expect((await documento()).visivel).toBe(false)
  await sql(`update produtos set status_produto = 'ativo' where id_produto = $1`, [cat.idProduto])
  expect((await documento()).visivel).toBe(true)
})

it('follows the listing and the raw materials of its product', async () => {
  await sql(
    `update anuncios set status_anuncio = 'inativo', descricao_anuncio = 'Cerâmica' where id_anuncio = $1`,
    [idAnuncio],
  )
  expect(await documento()).toMatchObject({ visivel: false, texto: 'vaso de vidro ceramica garrafa pet' })
  await sql(`update anuncios set status_anuncio = 'ativo' where id_anuncio = $1`, [idAnuncio])
  await sql('update materias_primas set nome_materia_prima = $2 where id_materia_prima = $1', [
    cat.idMateria,
    'Lacre de lata',
  ])
  expect((await documento()).texto).toBe('vaso de vidro ceramica lacre de lata')
  const outra = await f.materia(s.id, 'unidade', 'Tampinha')
  await sql('insert into produto_materias_primas values ($1, $2)', [cat.idProduto, outra])
  expect((await documento()).texto).toBe('vaso de vidro ceramica lacre de lata tampinha')
  await sql('delete from produto_materias_primas where id_materia_prima = $1', [outra])
  expect((await documento()).texto).toBe('vaso de vidro ceramica lacre de lata')
})

it("follows the seller's block and Mercado Pago connection", async () => {
  const ate = new Date(Date.now() + 15 * 86_400_000)
  await sql('update usuarios set bloqueado_ate = $2 where id_usuario = $1', [s.id, ate])
  expect((await documento()).vendedor_bloqueado_ate).toEqual(ate)
  await sql('delete from conexoes_mercadopago where id_usuario = $1', [s.id])
  expect((await documento()).visivel).toBe(false)
  await f.connect(s.id)
  expect((await documento()).visivel).toBe(true)
})

it('goes with the listing', async () => {
  await sql('delete from anuncios where id_anuncio = $1', [idAnuncio])
  expect(await documento()).toBeUndefined()
})
