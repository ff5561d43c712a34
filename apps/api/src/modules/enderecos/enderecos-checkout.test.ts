// The order's delivery address: the checkout copies the buyer's principal address (or the one named)
// onto each order; another user's address is refused with nothing written; a later edit changes no
// order; the seller sees the address only once the order is paid (through the simulator).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { checkoutFixtures } from '../checkout/checkout.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof checkoutFixtures>
beforeAll(async () => {
  t = await startPaymentsApp()
  f = checkoutFixtures(t)
})
afterAll(() => t?.close())

const ENDERECO = {
  destinatario: 'Ana Souza',
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: 'Apto 12',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
  telefone: '(11) 91234-5678',
}
const COPIA = {
  destinatario: 'Ana Souza',
  cep: '01310100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: 'Apto 12',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
  telefone: '11912345678',
}

const novoEndereco = async (cookie: string, body: Record<string, unknown> = {}) => {
  const res = await f.call('POST', '/enderecos', cookie, { ...ENDERECO, ...body })
  if (res.statusCode !== 201) throw new Error(res.body)
  return res.json().id_endereco as number
}
const detalhe = (cookie: string, idPedido: number) => f.call('GET', `/pedidos/${idPedido}`, cookie)
const enderecoDoPedido = async (idPedido: number) =>
  (await t.pool.query('select endereco_entrega from pedidos where id_pedido = $1', [idPedido])).rows[0]
    ?.endereco_entrega

describe('the cart checkout', () => {
  it('copies the principal address by default; a later edit or delete changes no order', async () => {
    const v = await f.vendedor()
    const id = await f.anuncio(v)
    const b = await f.comprador()
    await novoEndereco(b.cookie, { destinatario: 'Outra Pessoa' })
    const principal = await novoEndereco(b.cookie, { principal: true })
    await f.encher(b, [{ id_anuncio: id }])
    const res = await f.aguardar(b.cookie, b.id)
    expect(res.statusCode).toBe(200)
    const [pedido] = await f.pedidos(b.id)
    expect(pedido.endereco_entrega).toEqual(COPIA)

    const editado = await f.call('PUT', `/enderecos/${principal}`, b.cookie, {
      ...ENDERECO,
      logradouro: 'Rua Nova',
    })
    expect(editado.statusCode).toBe(200)
    await f.call('DELETE', `/enderecos/${principal}`, b.cookie)
    expect(await enderecoDoPedido(pedido.id_pedido)).toEqual(COPIA)
    expect((await detalhe(b.cookie, pedido.id_pedido)).json().endereco_entrega).toEqual(COPIA)
  })

  it('copies the address named; none without any address (checkout still allowed)', async () => {
    const v = await f.vendedor()
    const id = await f.anuncio(v)
    const b = await f.comprador()
    await novoEndereco(b.cookie)
    const outro = await novoEndereco(b.cookie, { destinatario: 'Carlos Lima', cep: '22280-020', uf: 'rj' })
    await f.encher(b, [{ id_anuncio: id }])
    const res = await f.call('POST', `/carrinho/usuario/${b.id}/aguardar-pagamento`, b.cookie, {
      id_endereco: outro,
    })
    expect(res.statusCode).toBe(200)
    const [pedido] = await f.pedidos(b.id)
    expect(pedido.endereco_entrega).toEqual({
      ...COPIA,
      destinatario: 'Carlos Lima',
      cep: '22280020',
      uf: 'RJ',
    })

    const semEndereco = await f.comprador()
    await f.encher(semEndereco, [{ id_anuncio: id }])
    expect((await f.aguardar(semEndereco.cookie, semEndereco.id)).statusCode).toBe(200)
    const [sem] = await f.pedidos(semEndereco.id)
    expect(sem.endereco_entrega).toBeNull()
    expect((await detalhe(semEndereco.cookie, sem.id_pedido)).json().endereco_entrega).toBeNull()
  })

  it("another user's address: 404 'Endereço não encontrado.' and nothing written", async () => {
    const v = await f.vendedor()
    const id = await f.anuncio(v)
    const alheio = await novoEndereco((await f.comprador()).cookie)
    const b = await f.comprador()
    await novoEndereco(b.cookie)
    await f.encher(b, [{ id_anuncio: id }])
    const antes = await f.tudo()
    const res = await f.call('POST', `/carrinho/usuario/${b.id}/aguardar-pagamento`, b.cookie, {
      id_endereco: alheio,
    })
    expect([res.statusCode, res.json().mensagem]).toEqual([404, 'Endereço não encontrado.'])
    const hostil = await f.call('POST', `/carrinho/usuario/${b.id}/aguardar-pagamento`, b.cookie, {
      id_endereco: '1e0',
    })
    expect(hostil.statusCode).toBe(400)
    expect(await f.tudo()).toEqual(antes)
  })
})

describe('buy now, and what the seller sees', () => {
  it("another user's address is refused; the seller sees the address only once paid", async () => {
    const v = await f.vendedor()
    const id = await f.anuncio(v)
    const b = await f.comprador()
    const meu = await novoEndereco(b.cookie, { destinatario: 'Bia Lopes' })
    const alheio = await novoEndereco((await f.comprador()).cookie)
    const antes = await f.tudo()
    const recusado = await f.comprarAgora(b.cookie, id, {
      forma_pagamento_selecionada: 'padrao',
      id_endereco: alheio,
    })
    expect([recusado.statusCode, recusado.json().mensagem]).toEqual([404, 'Endereço não encontrado.'])
    expect(await f.tudo()).toEqual(antes)

    const res = await f.comprarAgora(b.cookie, id, {
      forma_pagamento_selecionada: 'padrao',
      id_endereco: meu,
    })
    expect(res.statusCode).toBe(201)
    const { id_pedido, init_point } = res.json().data
    const copia = { ...COPIA, destinatario: 'Bia Lopes' }
    expect(await enderecoDoPedido(id_pedido)).toEqual(copia)

    // Awaiting payment: the buyer sees it, the seller not yet.
    expect((await detalhe(b.cookie, id_pedido)).json().endereco_entrega).toEqual(copia)
    const antesDoPagamento = await detalhe(v.cookie, id_pedido)
    expect(antesDoPagamento.statusCode).toBe(200)
    expect(antesDoPagamento.json().endereco_entrega).toBeNull()

    await f.pagar(init_point)
    await eventually('o pedido pago', async () => {
      const { rows } = await t.pool.query('select status_pedido from pedidos where id_pedido = $1', [
        id_pedido,
      ])
      return rows[0]?.status_pedido === 'pagamento_aprovado'
    })
    expect((await detalhe(v.cookie, id_pedido)).json().endereco_entrega).toEqual(copia)

    // A stranger is refused the order itself.
    const estranho = await f.comprador()
    expect((await detalhe(estranho.cookie, id_pedido)).statusCode).toBe(403)
  })

  it('a cancelled order never paid keeps the address from the seller', async () => {
    const v = await f.vendedor()
    const id = await f.anuncio(v)
    const b = await f.comprador()
    await novoEndereco(b.cookie)
    const res = await f.comprarAgora(b.cookie, id, { forma_pagamento_selecionada: 'padrao' })
    const { id_pedido } = res.json().data
    expect(await enderecoDoPedido(id_pedido)).toEqual(COPIA)
    await t.pool.query(`update pedidos set status_pedido = 'cancelado' where id_pedido = $1`, [id_pedido])
    expect((await detalhe(v.cookie, id_pedido)).json().endereco_entrega).toBeNull()
    await t.pool.query(
      `update pedidos set status_pedido = 'confirmado', data_pagamento_aprovado = now() where id_pedido = $1`,
      [id_pedido],
    )
    expect((await detalhe(v.cookie, id_pedido)).json().endereco_entrega).toEqual(COPIA)
  })
})
