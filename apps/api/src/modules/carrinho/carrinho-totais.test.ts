// The cart's sums (docs/product/carrinho-e-checkout.md): cash per unit in each form, raw material per item
// and per material and unit, at today's prices; and items that can no longer be bought, flagged, not hidden.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { carrinhoFixtures } from './carrinho.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof carrinhoFixtures>
beforeAll(async () => {
  t = await createTestApp()
  f = carrinhoFixtures(t)
})
afterAll(() => t.close())

const add = (b: { id: number; cookie: string }, id_anuncio: number, quantidade: number, forma: string) =>
  f.adicionar(b.cookie, {
    id_usuario_comprador: b.id,
    id_anuncio,
    quantidade,
    forma_pagamento_selecionada: forma,
  })

describe('totals', () => {
  it('adds cash in both forms and raw material per material and unit (kg and units)', async () => {
    const [ana, beto] = [await f.seller(), await f.seller()]
    // R$ 100,00 − 10 credits ÷ 3 = R$ 96,67; 3,33 kg per unit.
    const pet = await f.anuncio(ana, {
      preco_centavos: 10_000,
      forma: 'sustentavel',
      multiplicador: '3.00',
      creditos: 10,
    })
    // R$ 50,00 − 9 credits ÷ 2 = R$ 45,50; 4 whole caps per unit (4,5 rounded down).
    const tampas = await f.anuncio(ana, {
      preco_centavos: 5_000,
      forma: 'sustentavel',
      unidade: 'unidade',
      materia: 'Tampinha plástica',
      multiplicador: '2.00',
      creditos: 9,
    })
    const vaso = await f.anuncio(ana, { nome: 'Vaso de pneu', preco_centavos: 12_990 })
    // Another seller's PET in kg: R$ 200,00 − 30 ÷ 3 = R$ 190,00; 10 kg per unit.
    const banco = await f.anuncio(beto, {
      preco_centavos: 20_000,
      forma: 'sustentavel',
      multiplicador: '3.00',
      creditos: 30,
    })
    const b = await f.comprador()
    await add(b, pet, 3, 'sustentavel')
    await add(b, tampas, 2, 'sustentavel')
    await add(b, vaso, 1, 'padrao')
    const res = await add(b, banco, 1, 'sustentavel')

    const body = res.json()
    const resumo = body.itens.map((i: Record<string, unknown>) => [
      i.quantidade,
      i.valor_unitario,
      i.forma_pagamento_selecionada,
      i.quantidade_materia_prima,
      i.disponivel,
    ])
    expect(resumo).toEqual([
      [3, 96.67, 'sustentavel', 9.99, true],
      [2, 45.5, 'sustentavel', 8, true],
      [1, 129.9, 'padrao', null, true],
      [1, 190, 'sustentavel', 10, true],
    ])
    expect(body.itens[0].anuncio).toMatchObject({
      valor_conversao: 96.67,
      quantidade_materia_prima: 3.33,
      creditos_aceitos: 10,
      produto: { preco: 100 },
      usuario_vendedor: { id_usuario: ana.id },
      conversao: {
        valor_multiplicavel: 3,
        materia_prima: { nome_materia_prima: 'Garrafa PET', unidade_medida: 'quilograma' },
      },
    })
    expect(body.itens[3].anuncio.usuario_vendedor).toEqual({ id_usuario: beto.id, nome: beto.usuario.nome })
    expect(body.quantidade_total_itens).toBe(7)
    expect(body.valor_total).toBe(700.91)
    expect(body.quantidade_total_materia_prima).toEqual([
      { nome_materia_prima: 'Garrafa PET', unidade_medida: 'quilograma', quantidade: 19.99 },
      { nome_materia_prima: 'Tampinha plástica', unidade_medida: 'unidade', quantidade: 8 },
    ])
  })

  it('answers the current price, not the one when the item was added', async () => {
    const s = await f.seller()
    const vaso = await f.anuncio(s, { preco_centavos: 12_990 })
    const b = await f.comprador()
    await add(b, vaso, 2, 'padrao')
    await t.pool.query(
      'update produtos set preco_centavos = 15000 where id_produto = (select id_produto from anuncios where id_anuncio = $1)',
      [vaso],
    )
    const body = (await f.ler(b.cookie, b.id)).json()
    expect([body.itens[0].valor_unitario, body.valor_total]).toEqual([150, 300])
  })
})

describe('items that can no longer be bought', () => {
  it('stay in the cart with disponivel false: listing deactivated, seller blocked or disconnected', async () => {
    const [s1, s2, s3] = [await f.seller(), await f.seller(), await f.seller()]
    const [desativado, bloqueado, desconectado, ok] = [
      await f.anuncio(s1, { nome: 'Desativado' }),
      await f.anuncio(s2, { nome: 'Bloqueado' }),
      await f.anuncio(s3, { nome: 'Desconectado' }),
      await f.anuncio(s1, { nome: 'Comprável' }),
    ]
    const b = await f.comprador()
    for (const id of [desativado, bloqueado, desconectado, ok]) await add(b, id, 1, 'padrao')

    await t.pool.query(`update anuncios set status_anuncio = 'inativo' where id_anuncio = $1`, [desativado])
    await t.pool.query(
      `update usuarios set bloqueado_ate = now() + interval '15 days' where id_usuario = $1`,
      [s2.id],
    )
    await t.pool.query('delete from conexoes_mercadopago where id_usuario = $1', [s3.id])

    const res = await f.ler(b.cookie, b.id)
    expect(res.statusCode).toBe(200)
    const itens = res
      .json()
      .itens.map((i: { disponivel: boolean; anuncio: { status: string; produto: { nome: string } } }) => [
        i.anuncio.produto.nome,
        i.anuncio.status,
        i.disponivel,
      ])
    expect(itens).toEqual([
      ['Desativado', 'inativo', false],
      ['Bloqueado', 'ativo', false],
      ['Desconectado', 'ativo', false],
      ['Comprável', 'ativo', true],
    ])
  })

  it('is available again once the block has passed', async () => {
    const s = await f.seller()
    const id = await f.anuncio(s)
    const b = await f.comprador()
    await add(b, id, 1, 'padrao')
    await t.pool.query(
      `update usuarios set bloqueado_ate = now() - interval '1 minute' where id_usuario = $1`,
      [s.id],
    )
    expect((await f.ler(b.cookie, b.id)).json().itens[0].disponivel).toBe(true)
  })
})
