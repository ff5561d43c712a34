// The catalogue card's picture is image 1 of the product's gallery, with its widths as `srcset`.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { form, photo } from '../../../test/forms.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { catalogoFixtures } from './catalogo.fixtures.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

it('answers srcset for an image 1 stored in several widths, and none for an older picture', async () => {
  const f = catalogoFixtures(t)
  const s = await f.vendedor()
  const idAnuncio = await f.anuncio(s, { nome: 'Luminária de garrafa', forma: 'padrao' })
  const { rows } = await t.pool.query('select id_produto from anuncios where id_anuncio = $1', [idAnuncio])
  const idProduto = rows[0].id_produto
  const card = async () =>
    (await f.vitrine('')).body.itens.find((i: { id_anuncio: number }) => i.id_anuncio === idAnuncio).produto

  // A picture written before galleries: no srcset, the answer as it always was.
  expect(Object.keys(await card())).not.toContain('imagem_srcset')

  const data = await photo('jpeg', 1000, 800)
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/produtos/${idProduto}/imagens`,
    headers: { cookie: s.cookie },
    payload: form({}, { field: 'imagem', name: 'foto.jpg', type: 'image/jpeg', data }),
  })
  expect(res.statusCode).toBe(201)
  const nova = res.json().imagens.at(-1)
  const ordem = await t.app.inject({
    method: 'PUT',
    url: `/api/produtos/${idProduto}/imagens/ordem`,
    headers: { cookie: s.cookie },
    payload: { ids: [nova.id] },
  })
  expect(ordem.statusCode).toBe(200)

  const produto = await card()
  const [u320, u640] = nova.srcset.split(', ').map((e: string) => e.split(' ')[0])
  expect(produto.imagem_srcset).toBe(`${u320} 320w, ${produto.imagem} 480w, ${u640} 640w`)
  const { rows: capa } = await t.pool.query('select imagem from produtos where id_produto = $1', [idProduto])
  expect(produto.imagem).toBe(capa[0].imagem)
})
