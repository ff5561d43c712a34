// GET /anuncios/ativos-comprador shows only what can be bought now (docs/product/catalogo.md): the listing
// and its product active, the seller connected to Mercado Pago and not blocked by reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { catalogoFixtures, type VitrineSeller } from './catalogo.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof catalogoFixtures>
let s: VitrineSeller
const ids: Record<string, number> = {}
beforeAll(async () => {
  t = await createTestApp()
  f = catalogoFixtures(t)
  s = await f.vendedor()
  ids.ativo = await f.anuncio(s, {
    nome: 'Luminária de garrafa',
    forma: 'sustentavel',
    preco_centavos: 10_000,
  })
  ids.anuncioInativo = await f.anuncio(s, { nome: 'Vaso inativo', status_anuncio: 'inativo' })
  ids.produtoInativo = await f.anuncio(s, { nome: 'Bolsa de produto inativo', status_produto: 'inativo' })
  const desconectado = await f.vendedor({ conectado: false })
  ids.desconectado = await f.anuncio(desconectado, { nome: 'Tapete de vendedor sem Mercado Pago' })
})
afterAll(() => t.close())

const bloquear = (id: number, ate: Date | null) =>
  t.pool.query('update usuarios set bloqueado_ate = $2 where id_usuario = $1', [id, ate])

describe('what a buyer can buy', () => {
  it('answers the active listing as a card, to a visitor, with the raw material the sustainable way hands over', async () => {
    const { status, body } = await f.vitrine('')
    expect(status).toBe(200)
    expect(body).toMatchObject({ total: 1, pagina: 1, total_paginas: 1, total_minimo: false })
    expect(body.itens).toEqual([
      {
        id_anuncio: ids.ativo,
        status: 'ativo',
        forma_de_pagamento: 'sustentavel',
        creditos_aceitos: 20,
        valor_conversao: 92,
        quantidade_materia_prima: 8,
        produto: {
          id_produto: expect.any(Number),
          nome: 'Luminária de garrafa',
          preco: 100,
          imagem: '/api/arquivos/produtos/x.webp',
          rating: 0,
          totalAvaliacoes: 0,
        },
        usuario_vendedor: { id_usuario: s.id, nome: s.usuario.nome },
        conversao: {
          id_conversao: s.idConversao,
          valor_multiplicavel: 2.5,
          materia_prima: { nome_materia_prima: 'Garrafa PET', unidade_medida: 'quilograma' },
        },
        materia_prima: {
          id_materia_prima: s.idMateria,
          nome_materia_prima: 'Garrafa PET',
          unidade_medida: 'quilograma',
        },
      },
    ])
    expect(JSON.stringify(body)).not.toMatch(/email|cnpj|telefone|senha|centavos/)
  })

  it('never shows an inactive listing, an inactive product or a seller not connected to Mercado Pago', async () => {
    for (const busca of ['', 'busca=vaso', 'busca=bolsa', 'busca=tapete']) {
      const { ids: shown } = await f.vitrine(busca)
      expect(shown).not.toContain(ids.anuncioInativo)
      expect(shown).not.toContain(ids.produtoInativo)
      expect(shown).not.toContain(ids.desconectado)
    }
  })

  it('hides a blocked seller’s listings while the block lasts, and shows them again once it has ended', async () => {
    await bloquear(s.id, new Date(Date.now() + 15 * 86_400_000))
    expect((await f.vitrine('')).body).toMatchObject({ itens: [], total: 0, total_paginas: 0 })
    expect((await f.vitrine('busca=luminaria')).ids).toEqual([])
    await bloquear(s.id, new Date(Date.now() - 60_000))
    expect((await f.vitrine('')).ids).toEqual([ids.ativo])
    await bloquear(s.id, null)
    expect((await f.vitrine('busca=luminaria')).ids).toEqual([ids.ativo])
  })

  it('follows the seller: connecting makes their listings buyable, the listing and product follow their status', async () => {
    const outro = await f.vendedor({ conectado: false })
    const id = await f.anuncio(outro, { nome: 'Porta-lápis de PET' })
    expect((await f.vitrine('busca=porta')).ids).toEqual([])
    await f.connect(outro.id)
    expect((await f.vitrine('busca=porta')).ids).toEqual([id])
    await t.pool.query(`update anuncios set status_anuncio = 'inativo' where id_anuncio = $1`, [id])
    expect((await f.vitrine('busca=porta')).ids).toEqual([])
  })

  it('answers the same to a signed-in buyer and seller as to a visitor', async () => {
    const buyer = await signUp(t.app)
    const visitor = await f.vitrine('ordenar=menor_preco')
    for (const cookie of [buyer.cookie, s.cookie]) {
      const res = await f.call('GET', '/anuncios/ativos-comprador?ordenar=menor_preco', cookie)
      expect([res.statusCode, res.json()]).toEqual([200, visitor.body])
    }
  })
})
