// 'Comprar Agora' (docs/product/carrinho-e-checkout.md; docs/design.md#orders-and-money): one order of one
// unit in the chosen form, then its preference, the link at `data` and at `data.data`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { checkoutFixtures } from './checkout.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof checkoutFixtures>
beforeAll(async () => {
  t = await startPaymentsApp()
  f = checkoutFixtures(t)
})
afterAll(() => t?.close())

const urls = () => ({
  success_url: `${t.config.publicUrl}/pagamento/sucesso`,
  failure_url: `${t.config.publicUrl}/pagamento/falha`,
  pending_url: `${t.config.publicUrl}/pagamento/pendente`,
})

describe('buy now', () => {
  it('padrão: one unit at the price, with the link in both places', async () => {
    const v = await f.vendedor()
    const id = await f.anuncio(v, { nome: 'Luminária de garrafa', preco_centavos: 7_990 })
    const b = await f.comprador()
    const res = await f.comprarAgora(b.cookie, id, { ...urls(), forma_pagamento_selecionada: 'padrao' })
    expect(res.statusCode).toBe(201)
    const { data } = res.json()
    expect(data.data).toEqual({ init_point: data.init_point, sandbox_init_point: data.sandbox_init_point })
    const [pedido] = await f.pedidos(b.id)
    expect(pedido).toMatchObject({
      id_pedido: data.id_pedido,
      id_usuario_vendedor: v.id,
      id_carrinho: null,
      status_pedido: 'pagamento_pendente',
      valor_total_centavos: 7_990,
      quantidade_total_materia_prima: '0.00',
    })
    expect(await f.itensDoPedido(data.id_pedido)).toMatchObject([
      {
        id_anuncio: id,
        quantidade: 1,
        valor_unitario_centavos: 7_990,
        forma_pagamento_selecionada: 'padrao',
      },
    ])
    const pref = await f.preferencia(v, data.init_point)
    expect(pref.items?.map((i) => [i.title, i.quantity, i.unit_price])).toEqual([
      ['Luminária de garrafa', 1, 79.9],
    ])
    expect(pref.marketplace_fee).toBe(7.99)
    expect(pref.external_reference).toBe(String(data.id_pedido))
    // Never added to any cart.
    expect((await f.ler(b.cookie, b.id)).statusCode).toBe(404)
  })

  it('sustentável, in any spelling: the reduced cash and the raw material handed over', async () => {
    const v = await f.vendedor()
    const id = await f.anuncio(v, {
      nome: 'Banco de pallet',
      preco_centavos: 20_000,
      forma: 'sustentavel',
      unidade: 'unidade',
      materia: 'Pallet',
      multiplicador: '2.00',
      creditos: 20, // 20 / 2 = 10 pallets, R$ 10,00 de desconto
    })
    const b = await f.comprador()
    const res = await f.comprarAgora(b.cookie, id, { forma_pagamento_selecionada: 'Sustentável' })
    expect(res.statusCode).toBe(201)
    const { id_pedido } = res.json().data
    const [pedido] = await f.pedidos(b.id)
    expect(pedido).toMatchObject({ valor_total_centavos: 19_000, quantidade_total_materia_prima: '10.00' })
    expect(await f.itensDoPedido(id_pedido)).toMatchObject([
      {
        quantidade: 1,
        valor_unitario_centavos: 19_000,
        forma_pagamento_selecionada: 'sustentavel',
        creditos_por_unidade: 20,
        quantidade_materia_prima: '10.00',
        nome_materia_prima: 'Pallet',
        unidade_medida: 'unidade',
      },
    ])
    const pref = await f.preferencia(v, res.json().data.init_point)
    expect(pref.items?.[0]?.unit_price).toBe(190)
    expect(pref.marketplace_fee).toBe(19)
  })

  it('a double click makes one order; a new one after a payment was tried', async () => {
    const v = await f.vendedor()
    const id = await f.anuncio(v)
    const b = await f.comprador()
    const body = { forma_pagamento_selecionada: 'padrao' }
    const [a, c] = await Promise.all([f.comprarAgora(b.cookie, id, body), f.comprarAgora(b.cookie, id, body)])
    expect([a.statusCode, c.statusCode]).toEqual([201, 201])
    expect(a.json().data.id_pedido).toBe(c.json().data.id_pedido)
    expect(await f.pedidos(b.id)).toHaveLength(1)

    const recusado = await f.pagar(a.json().data.init_point, 'master', 'OTHE')
    await eventually('o pagamento recusado gravado', async () => {
      const { rows } = await t.pool.query('select 1 from pagamentos where mercado_pago_payment_id = $1', [
        recusado.payment_id,
      ])
      return rows.length > 0
    })
    const outra = await f.comprarAgora(b.cookie, id, body)
    expect(outra.json().data.id_pedido).not.toBe(a.json().data.id_pedido)
  })

  it('refuses what cannot be bought, changing nothing', async () => {
    const v = await f.vendedor()
    const padrao = await f.anuncio(v, { nome: 'Cesto' })
    const inativo = await f.anuncio(v, { nome: 'Tapete' })
    await t.pool.query(`update anuncios set status_anuncio = 'inativo' where id_anuncio = $1`, [inativo])
    const b = await f.comprador()
    const antes = await f.tudo()
    const cases: [string | undefined, number, unknown, number, string][] = [
      [
        undefined,
        padrao,
        { forma_pagamento_selecionada: 'padrao' },
        401,
        'Você precisa estar logado para acessar este recurso.',
      ],
      [
        v.cookie,
        padrao,
        { forma_pagamento_selecionada: 'padrao' },
        403,
        'Esta ação é exclusiva para compradores.',
      ],
      [
        b.cookie,
        inativo,
        { forma_pagamento_selecionada: 'padrao' },
        422,
        'Este anúncio não está disponível para compra no momento.',
      ],
      [
        b.cookie,
        padrao,
        { forma_pagamento_selecionada: 'sustentavel' },
        422,
        'Este anúncio não aceita pagamento sustentável. Escolha a forma de pagamento padrão.',
      ],
      [
        b.cookie,
        padrao,
        { forma_pagamento_selecionada: 'dinheiro' },
        400,
        "Forma de pagamento inválida. Use 'padrao' ou 'sustentavel'.",
      ],
      [b.cookie, padrao, {}, 400, "Forma de pagamento inválida. Use 'padrao' ou 'sustentavel'."],
      [b.cookie, 999_999, { forma_pagamento_selecionada: 'padrao' }, 404, 'Anúncio não encontrado.'],
    ]
    for (const [cookie, id, body, status, mensagem] of cases) {
      const res = await f.comprarAgora(cookie, id, body)
      expect([res.statusCode, res.json().mensagem]).toEqual([status, mensagem])
    }
    expect(await f.tudo()).toEqual(antes)
  })

  it('refuses one’s own listing to someone with both profiles', async () => {
    const v = await f.vendedor()
    await f.call('POST', `/usuarios/${v.id}/perfil`, v.cookie, { perfil: 'comprador' })
    const id = await f.anuncio(v)
    const antes = await f.tudo()
    const res = await f.comprarAgora(v.cookie, id, { forma_pagamento_selecionada: 'padrao' })
    expect([res.statusCode, res.json().mensagem]).toEqual([422, 'Você não pode comprar seu próprio anúncio.'])
    expect(await f.tudo()).toEqual(antes)
  })
  it('keeps a listing that was ordered: deleting it is refused, deactivating is suggested', async () => {
    const v = await f.vendedor()
    const id = await f.anuncio(v)
    const b = await f.comprador()
    await f.comprarAgora(b.cookie, id, { forma_pagamento_selecionada: 'padrao' })
    const res = await f.call('DELETE', `/anuncios/${id}`, v.cookie)
    expect([res.statusCode, res.json().mensagem]).toEqual([
      409,
      'Este anúncio possui pedidos e não pode ser excluído. Desative-o para que não seja mais vendido.',
    ])
    expect(await f.row(id)).toMatchObject({ id_anuncio: id, status_anuncio: 'ativo' })
  })
})
