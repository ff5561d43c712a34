// The cart (docs/product/carrinho-e-checkout.md): reading, adding (the rules of what may be bought), raising,
// the 99-unit cap, changing, removing and clearing. Totals are carrinho-totais.test.ts's, strangers
// carrinho-acesso.test.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import type { Seller } from '../anuncios/anuncios.fixtures.ts'
import { carrinhoFixtures } from './carrinho.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof carrinhoFixtures>
let vendedor: Seller
let padrao: number
let sustentavel: number
beforeAll(async () => {
  t = await createTestApp()
  f = carrinhoFixtures(t)
  vendedor = await f.seller()
  padrao = await f.anuncio(vendedor, { nome: 'Vaso de pneu', preco_centavos: 12_990 })
  sustentavel = await f.anuncio(vendedor, { forma: 'sustentavel', creditos: 25 })
})
afterAll(() => t.close())

const item = (
  id_usuario_comprador: number,
  id_anuncio: number,
  quantidade: unknown = 1,
  forma: unknown = 'padrao',
) => ({
  id_usuario_comprador,
  id_anuncio,
  quantidade,
  forma_pagamento_selecionada: forma,
})
const answer = (res: { statusCode: number; json: () => { mensagem?: string } }) => [
  res.statusCode,
  res.json().mensagem,
]

describe('GET /api/carrinho/usuario/{id}', () => {
  it('answers 404 with the message when the buyer has no cart', async () => {
    const b = await f.comprador()
    expect(answer(await f.ler(b.cookie, b.id))).toEqual([404, 'Carrinho não encontrado.'])
  })

  it('is for buyers: a seller reading their own id is refused', async () => {
    expect(answer(await f.ler(vendedor.cookie, vendedor.id))).toEqual([
      403,
      'Esta ação é exclusiva para compradores.',
    ])
  })
})

describe('POST /api/carrinho/item', () => {
  it('creates the cart with the item (201) and answers it with the listing, its seller and the total', async () => {
    const b = await f.comprador()
    const res = await f.adicionar(b.cookie, item(b.id, padrao, 2))
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({
      itens: [
        {
          quantidade: 2,
          valor_unitario: 129.9,
          forma_pagamento_selecionada: 'padrao',
          quantidade_materia_prima: null,
          disponivel: true,
          anuncio: {
            id_anuncio: padrao,
            status: 'ativo',
            produto: { nome: 'Vaso de pneu', preco: 129.9 },
            usuario_vendedor: { id_usuario: vendedor.id, nome: vendedor.usuario.nome },
          },
        },
      ],
      quantidade_total_itens: 2,
      quantidade_total_materia_prima: [],
      valor_total: 259.8,
    })
    expect(await f.itens(b.id)).toEqual([
      { id_anuncio: padrao, quantidade: 2, forma_pagamento_selecionada: 'padrao', status: 'ativo' },
    ])
    const lido = await f.ler(b.cookie, b.id)
    expect([lido.statusCode, lido.json()]).toEqual([200, body])
  })

  it('raises the quantity of the same listing in the same form (200); another form is another item', async () => {
    const b = await f.comprador()
    await f.adicionar(b.cookie, item(b.id, sustentavel, 1, 'padrao'))
    const mais = await f.adicionar(b.cookie, item(b.id, sustentavel, '3', 'PADRÃO'))
    expect(mais.statusCode).toBe(200)
    const outra = await f.adicionar(b.cookie, item(b.id, sustentavel, 1, 'Sustentável'))
    expect(outra.statusCode).toBe(201)
    expect(await f.itens(b.id)).toEqual([
      { id_anuncio: sustentavel, quantidade: 4, forma_pagamento_selecionada: 'padrao', status: 'ativo' },
      { id_anuncio: sustentavel, quantidade: 1, forma_pagamento_selecionada: 'sustentavel', status: 'ativo' },
    ])
    expect(
      new Set(outra.json().itens.map((i: { id_item_carrinho: number }) => i.id_item_carrinho)).size,
    ).toBe(2)
  })

  it('keeps one active cart when two first adds arrive at once', async () => {
    const b = await f.comprador()
    const [r1, r2] = await Promise.all([
      f.adicionar(b.cookie, item(b.id, padrao, 1)),
      f.adicionar(b.cookie, item(b.id, padrao, 1)),
    ])
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 201])
    expect(await f.itens(b.id)).toEqual([
      { id_anuncio: padrao, quantidade: 2, forma_pagamento_selecionada: 'padrao', status: 'ativo' },
    ])
  })

  it('refuses more than 99 units of an item, at once or in total, changing nothing', async () => {
    const b = await f.comprador()
    const demais = await f.adicionar(b.cookie, item(b.id, padrao, 100))
    expect(answer(demais)).toEqual([422, 'Cada item do carrinho pode ter no máximo 99 unidades.'])
    expect(await f.itens(b.id)).toEqual([])
    await f.adicionar(b.cookie, item(b.id, padrao, 60))
    const soma = await f.adicionar(b.cookie, item(b.id, padrao, 40))
    expect(answer(soma)).toEqual([422, 'Cada item do carrinho pode ter no máximo 99 unidades.'])
    const ate99 = await f.adicionar(b.cookie, item(b.id, padrao, 39))
    expect(ate99.statusCode).toBe(200)
    expect((await f.itens(b.id)).map((i) => i.quantidade)).toEqual([99])
  })

  it('refuses the sustainable form for a listing without credits', async () => {
    const b = await f.comprador()
    const res = await f.adicionar(b.cookie, item(b.id, padrao, 1, 'sustentavel'))
    expect(answer(res)).toEqual([
      422,
      'Este anúncio não aceita pagamento sustentável. Escolha a forma de pagamento padrão.',
    ])
    expect(await f.itens(b.id)).toEqual([])
  })

  it('refuses listings that cannot be bought, with a clear message, writing nothing', async () => {
    const b = await f.comprador()
    const INDISPONIVEL = [422, 'Este anúncio não está disponível para compra no momento.']
    const inativo = await f.anuncio(vendedor)
    await t.pool.query(`update anuncios set status_anuncio = 'inativo' where id_anuncio = $1`, [inativo])
    expect(answer(await f.adicionar(b.cookie, item(b.id, inativo)))).toEqual(INDISPONIVEL)

    const produtoInativo = await f.anuncio(vendedor)
    await t.pool.query(
      `update produtos set status_produto = 'inativo'
       where id_produto = (select id_produto from anuncios where id_anuncio = $1)`,
      [produtoInativo],
    )
    expect(answer(await f.adicionar(b.cookie, item(b.id, produtoInativo)))).toEqual(INDISPONIVEL)

    const desconectado = await f.seller({ conectado: false })
    const doDesconectado = await f.anuncio(desconectado)
    expect(answer(await f.adicionar(b.cookie, item(b.id, doDesconectado)))).toEqual(INDISPONIVEL)

    const bloqueado = await f.seller()
    const doBloqueado = await f.anuncio(bloqueado)
    await t.pool.query(
      `update usuarios set bloqueado_ate = now() + interval '15 days' where id_usuario = $1`,
      [bloqueado.id],
    )
    expect(answer(await f.adicionar(b.cookie, item(b.id, doBloqueado)))).toEqual([
      422,
      'O vendedor deste anúncio está temporariamente bloqueado. Não é possível comprá-lo agora.',
    ])
    expect(await f.itens(b.id)).toEqual([])
  })

  it("refuses one's own listing to a seller who also buys", async () => {
    const s = await f.seller()
    await t.pool.query(`insert into usuario_perfis (id_usuario, perfil) values ($1, 'comprador')`, [s.id])
    const proprio = await f.anuncio(s)
    const res = await f.adicionar(s.cookie, item(s.id, proprio))
    expect(answer(res)).toEqual([422, 'Você não pode comprar seu próprio anúncio.'])
    expect(await f.itens(s.id)).toEqual([])
  })

  it('answers 404 for a listing that does not exist', async () => {
    const b = await f.comprador()
    const res = await f.adicionar(b.cookie, item(b.id, 2_000_000_000))
    expect(answer(res)).toEqual([404, 'Anúncio não encontrado.'])
  })

  it('refuses a body naming another buyer (403) and writes nothing', async () => {
    const [b, outro] = [await f.comprador(), await f.comprador()]
    const res = await f.adicionar(b.cookie, item(outro.id, padrao))
    expect(answer(res)).toEqual([403, 'Você não tem permissão para acessar dados de outro usuário.'])
    expect(await f.itens(outro.id)).toEqual([])
    expect(await f.itens(b.id)).toEqual([])
  })

  it('refuses malformed input with a Portuguese message (400)', async () => {
    const b = await f.comprador()
    for (const q of [0, -1, 1.5, 'dois', null]) {
      const res = await f.adicionar(b.cookie, item(b.id, padrao, q))
      expect(answer(res), String(q)).toEqual([400, 'A quantidade deve ser um número inteiro maior que zero.'])
    }
    for (const forma of ['cripto', '', 7]) {
      const res = await f.adicionar(b.cookie, item(b.id, padrao, 1, forma))
      expect(answer(res), String(forma)).toEqual([
        400,
        "Forma de pagamento inválida. Use 'padrao' ou 'sustentavel'.",
      ])
    }
    for (const id of ['1e0', -3, 1.5, 'abc']) {
      const res = await f.adicionar(b.cookie, item(b.id, id as number))
      expect(answer(res), String(id)).toEqual([400, 'Informe um anúncio válido.'])
    }
    expect(await f.itens(b.id)).toEqual([])
  })
})

describe('changing, removing and clearing', () => {
  async function comCarrinho() {
    const b = await f.comprador()
    const res = await f.adicionar(b.cookie, item(b.id, padrao, 2))
    const id = res.json().itens[0].id_item_carrinho as number
    return { b, id }
  }
  const quantidade = (cookie: string, id: number, body: Record<string, unknown>) =>
    f.call('PUT', `/carrinho/item/${id}/quantidade`, cookie, body)

  it('sets a new quantity; above 99 is refused; 0 or less removes the item', async () => {
    const { b, id } = await comCarrinho()
    const res = await quantidade(b.cookie, id, { nova_quantidade: 5, id_usuario_comprador: b.id })
    expect([res.statusCode, res.json().itens[0].quantidade, res.json().valor_total]).toEqual([200, 5, 649.5])
    const demais = await quantidade(b.cookie, id, { nova_quantidade: 100, id_usuario_comprador: b.id })
    expect(answer(demais)).toEqual([422, 'Cada item do carrinho pode ter no máximo 99 unidades.'])
    expect((await f.itens(b.id)).map((i) => i.quantidade)).toEqual([5])
    const zero = await quantidade(b.cookie, id, { nova_quantidade: 0, id_usuario_comprador: b.id })
    expect([zero.statusCode, zero.json().itens, zero.json().valor_total]).toEqual([200, [], 0])
    expect(await f.itens(b.id)).toEqual([])

    const outro = await comCarrinho()
    const menos = await quantidade(outro.b.cookie, outro.id, {
      nova_quantidade: -3,
      id_usuario_comprador: outro.b.id,
    })
    expect([menos.statusCode, menos.json().itens]).toEqual([200, []])
  })

  it('refuses a malformed new quantity with a Portuguese message (400), changing nothing', async () => {
    const { b, id } = await comCarrinho()
    for (const nova of [1.5, 'dois', '', null, '2e0', 2 ** 31]) {
      const res = await quantidade(b.cookie, id, { nova_quantidade: nova, id_usuario_comprador: b.id })
      expect(answer(res), String(nova)).toEqual([400, 'A nova quantidade deve ser um número inteiro.'])
    }
    expect((await f.itens(b.id)).map((i) => i.quantidade)).toEqual([2])
  })

  it('removes an item with DELETE /carrinho/item/{id}', async () => {
    const { b, id } = await comCarrinho()
    const res = await f.call('DELETE', `/carrinho/item/${id}`, b.cookie, { id_usuario_comprador: b.id })
    expect([res.statusCode, res.json().itens]).toEqual([200, []])
    expect(await f.itens(b.id)).toEqual([])
    const denovo = await f.call('DELETE', `/carrinho/item/${id}`, b.cookie, { id_usuario_comprador: b.id })
    expect(answer(denovo)).toEqual([404, 'Item do carrinho não encontrado.'])
    const semCorpo = await f.call('DELETE', `/carrinho/item/${id}`, b.cookie)
    expect(answer(semCorpo)).toEqual([400, 'Informe o comprador.'])
  })

  it('empties the cart with DELETE /carrinho/usuario/{id}/limpar, keeping the cart', async () => {
    const { b } = await comCarrinho()
    await f.adicionar(b.cookie, item(b.id, sustentavel, 1, 'sustentavel'))
    const res = await f.call('DELETE', `/carrinho/usuario/${b.id}/limpar`, b.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ itens: [], quantidade_total_itens: 0, valor_total: 0 })
    expect(await f.itens(b.id)).toEqual([])
    expect((await f.ler(b.cookie, b.id)).statusCode).toBe(200)
  })

  it('drops the item when the seller deletes the listing', async () => {
    const b = await f.comprador()
    const apagado = await f.anuncio(vendedor)
    await f.adicionar(b.cookie, item(b.id, apagado))
    const del = await f.call('DELETE', `/anuncios/${apagado}`, vendedor.cookie)
    expect(del.statusCode).toBe(200)
    expect(await f.itens(b.id)).toEqual([])
    expect((await f.ler(b.cookie, b.id)).json().itens).toEqual([])
  })
})
