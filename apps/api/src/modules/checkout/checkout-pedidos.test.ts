// POST /carrinho/usuario/{id}/aguardar-pagamento (docs/design.md#orders-and-money): one order per seller with
// item snapshots at today's prices, in one transaction, once, whatever the number of calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { checkoutFixtures } from './checkout.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof checkoutFixtures>
beforeAll(async () => {
  t = await startPaymentsApp()
  f = checkoutFixtures(t)
})
afterAll(() => t?.close())

describe('a cart of two sellers', () => {
  it('becomes two orders awaiting payment, with snapshots, totals and a first event each', async () => {
    const marta = await f.vendedor()
    const vidro = await f.vendedor()
    const luminaria = await f.anuncio(marta, { nome: 'Luminária de garrafa', preco_centavos: 4990 })
    const vaso = await f.anuncio(vidro, {
      nome: 'Vaso de vidro',
      preco_centavos: 10_000,
      forma: 'sustentavel',
      unidade: 'quilograma',
      materia: 'Caco de vidro',
      multiplicador: '2.50',
      creditos: 25, // 25 / 2,5 = 10 kg, R$ 10,00 de desconto
    })
    const bolsa = await f.anuncio(marta, { nome: 'Bolsa de lona', preco_centavos: 12_345 })
    const b = await f.comprador()
    await f.encher(b, [
      { id_anuncio: luminaria, quantidade: 2 },
      { id_anuncio: vaso, quantidade: 3, forma: 'sustentavel' },
      { id_anuncio: bolsa },
    ])
    const idCarrinho = (await f.ler(b.cookie, b.id)).json().id_carrinho

    const res = await f.aguardar(b.cookie, b.id)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ id_carrinho: idCarrinho, status: 'aguardando_pagamento' })
    expect(body.pedidos).toMatchObject([
      {
        status_pedido: 'pagamento_pendente',
        vendedor: { id_usuario: marta.id },
        valor_total: 223.25, // 2 × 49,90 + 123,45
        quantidade_total_materia_prima: 0,
        itens: [
          {
            nome_produto: 'Luminária de garrafa',
            quantidade: 2,
            valor_unitario: 49.9,
            valor_total_item: 99.8,
          },
          { nome_produto: 'Bolsa de lona', quantidade: 1, valor_unitario: 123.45, valor_total_item: 123.45 },
        ],
      },
      {
        vendedor: { id_usuario: vidro.id },
        valor_total: 270, // 3 × (100,00 − 10,00)
        quantidade_total_materia_prima: 30,
        itens: [
          {
            id_anuncio: vaso,
            nome_produto: 'Vaso de vidro',
            quantidade: 3,
            valor_unitario: 90,
            forma_pagamento_selecionada: 'sustentavel',
            quantidade_materia_prima: 30,
            nome_materia_prima: 'Caco de vidro',
            unidade_medida: 'quilograma',
          },
        ],
      },
    ])

    const pedidos = await f.pedidos(b.id)
    expect(
      pedidos.map((p) => [p.id_usuario_vendedor, p.status_pedido, p.valor_total_centavos, p.id_carrinho]),
    ).toEqual([
      [marta.id, 'pagamento_pendente', 22_325, idCarrinho],
      [vidro.id, 'pagamento_pendente', 27_000, idCarrinho],
    ])
    expect(pedidos[1].quantidade_total_materia_prima).toBe('30.00')
    const [sustentavel] = await f.itensDoPedido(pedidos[1].id_pedido)
    expect(sustentavel).toMatchObject({
      valor_unitario_centavos: 9000,
      forma_pagamento_selecionada: 'sustentavel',
      creditos_por_unidade: 25,
      quantidade_materia_prima: '30.00',
      nome_materia_prima: 'Caco de vidro',
      unidade_medida: 'quilograma',
    })
    const { rows: eventos } = await t.pool.query(
      'select id_pedido, status_anterior, status_novo from pedido_eventos where id_pedido = any($1) order by id',
      [pedidos.map((p) => p.id_pedido)],
    )
    expect(eventos).toEqual(
      pedidos.map((p) => ({
        id_pedido: p.id_pedido,
        status_anterior: null,
        status_novo: 'pagamento_pendente',
      })),
    )
    expect(await f.statusDoCarrinho(idCarrinho)).toBe('aguardando_pagamento')

    // The cart is no longer the active one: the drawer is empty and the next add starts a new cart.
    const depois = await f.ler(b.cookie, b.id)
    expect([depois.statusCode, depois.json().mensagem]).toEqual([404, 'Carrinho não encontrado.'])
    await f.encher(b, [{ id_anuncio: bolsa }])
    expect((await f.ler(b.cookie, b.id)).json().id_carrinho).not.toBe(idCarrinho)
  })

  it('prices the orders at checkout, and later edits never change them', async () => {
    const v = await f.vendedor()
    const id = await f.anuncio(v, { nome: 'Cesto de jornal', preco_centavos: 5000 })
    const b = await f.comprador()
    await f.encher(b, [{ id_anuncio: id }])
    await t.pool.query(
      'update produtos set preco_centavos = 6500 where id_produto = (select id_produto from anuncios where id_anuncio = $1)',
      [id],
    )
    const pedido = (await f.aguardar(b.cookie, b.id)).json().pedidos[0]
    expect(pedido.valor_total).toBe(65)

    await t.pool.query(
      `update produtos set nome = 'Outro nome', preco_centavos = 9900
       where id_produto = (select id_produto from anuncios where id_anuncio = $1)`,
      [id],
    )
    const [item] = await f.itensDoPedido(pedido.id_pedido)
    expect(item).toMatchObject({ nome_produto: 'Cesto de jornal', valor_unitario_centavos: 6500 })
  })
})

describe('twice, or at once', () => {
  it('a second call answers the same orders and creates none', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    await f.encher(b, [{ id_anuncio: await f.anuncio(v) }])
    const first = (await f.aguardar(b.cookie, b.id)).json()
    const second = await f.aguardar(b.cookie, b.id)
    expect(second.statusCode).toBe(200)
    expect(second.json()).toEqual(first)
    expect(await f.pedidos(b.id)).toHaveLength(1)
  })

  it('from five tabs at once, creates the orders once', async () => {
    const [v1, v2] = [await f.vendedor(), await f.vendedor()]
    const b = await f.comprador()
    await f.encher(b, [{ id_anuncio: await f.anuncio(v1) }, { id_anuncio: await f.anuncio(v2) }])
    const answers = await Promise.all(Array.from({ length: 5 }, () => f.aguardar(b.cookie, b.id)))
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200])
    const ids = answers.map((r) => r.json().pedidos.map((p: { id_pedido: number }) => p.id_pedido))
    expect(new Set(ids.map((x) => JSON.stringify(x))).size).toBe(1)
    expect(await f.pedidos(b.id)).toHaveLength(2)
  })
})

describe('buyers of the same sellers checking out at once', () => {
  it('all get their orders, whichever seller each cart names first', async () => {
    const [v1, v2] = [await f.vendedor(), await f.vendedor()]
    const [a1, a2] = [await f.anuncio(v1), await f.anuncio(v2)]
    const compradores = await Promise.all(Array.from({ length: 6 }, () => f.comprador()))
    for (const [i, b] of compradores.entries())
      await f.encher(
        b,
        i % 2 ? [{ id_anuncio: a1 }, { id_anuncio: a2 }] : [{ id_anuncio: a2 }, { id_anuncio: a1 }],
      )
    const answers = await Promise.all(compradores.map((b) => f.aguardar(b.cookie, b.id)))
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200])
    for (const b of compradores) expect(await f.pedidos(b.id)).toHaveLength(2)
  })
})

describe('what cannot be checked out', () => {
  const refused = async (cookie: string, id: number, expected: [number, string]) => {
    const before = await f.tudo()
    const res = await f.aguardar(cookie, id)
    expect([res.statusCode, res.json().mensagem]).toEqual(expected)
    expect(await f.tudo()).toEqual(before)
  }

  it('an empty cart, or none', async () => {
    const b = await f.comprador()
    await refused(b.cookie, b.id, [422, 'Seu carrinho está vazio'])
    const v = await f.vendedor()
    const id = await f.anuncio(v)
    await f.encher(b, [{ id_anuncio: id }])
    const item = (await f.ler(b.cookie, b.id)).json().itens[0].id_item_carrinho
    await f.call('DELETE', `/carrinho/item/${item}`, b.cookie, { id_usuario_comprador: b.id })
    await refused(b.cookie, b.id, [422, 'Seu carrinho está vazio'])
  })

  it('a listing deactivated between add and checkout, naming it', async () => {
    const v = await f.vendedor()
    const ok = await f.anuncio(v, { nome: 'Tapete de retalhos' })
    const id = await f.anuncio(v, { nome: 'Banco de pallet' })
    const b = await f.comprador()
    await f.encher(b, [{ id_anuncio: ok }, { id_anuncio: id }])
    await t.pool.query(`update anuncios set status_anuncio = 'inativo' where id_anuncio = $1`, [id])
    await refused(b.cookie, b.id, [
      422,
      'O produto "Banco de pallet" não está mais disponível para compra. Remova-o do carrinho para continuar.',
    ])
  })

  it('a seller blocked between add and checkout', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    await f.encher(b, [{ id_anuncio: await f.anuncio(v, { nome: 'Carteira de couro' }) }])
    await t.pool.query(
      `update usuarios set bloqueado_ate = now() + interval '15 days' where id_usuario = $1`,
      [v.id],
    )
    await refused(b.cookie, b.id, [
      422,
      'O vendedor de "Carteira de couro" está temporariamente bloqueado. Remova o produto do carrinho para continuar.',
    ])
  })

  it('a seller who disconnected Mercado Pago between add and checkout', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    await f.encher(b, [{ id_anuncio: await f.anuncio(v, { nome: 'Luminária de lata' }) }])
    await f.call('DELETE', '/auth/mercadopago/disconnect', v.cookie)
    await refused(b.cookie, b.id, [
      422,
      'O produto "Luminária de lata" não está mais disponível para compra. Remova-o do carrinho para continuar.',
    ])
  })

  it('a sustainable item whose listing no longer takes credits', async () => {
    const v = await f.vendedor()
    const id = await f.anuncio(v, { nome: 'Vaso de PET', forma: 'sustentavel' })
    const b = await f.comprador()
    await f.encher(b, [{ id_anuncio: id, forma: 'sustentavel' }])
    await t.pool.query(
      `update anuncios set forma_de_pagamento = 'padrao', creditos_aceitos = 0, valor_conversao_centavos = null,
         id_conversao = null, id_materia_prima = null where id_anuncio = $1`,
      [id],
    )
    await refused(b.cookie, b.id, [
      422,
      '"Vaso de PET" não aceita mais pagamento sustentável. Remova-o e adicione-o de novo na forma padrão.',
    ])
  })
})
