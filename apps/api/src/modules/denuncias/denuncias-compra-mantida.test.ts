// A report counts only from an account 7 days old with a kept purchase (decision 040): each way of
// faking one, tried by the fifth reporter of a listing four plausible groups already reported, leaves
// the listing and its seller alone; a kept purchase makes the fifth deactivate it and block the seller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { denunciaFixtures, outroEndereco } from './denuncias.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof denunciaFixtures>
type Conta = Awaited<ReturnType<ReturnType<typeof denunciaFixtures>['registrarDe']>>
let quatro: Conta[]
beforeAll(async () => {
  // Refunds, disputes and chargebacks are planted in SQL with provider payments the simulator never
  // made: not a flow to reconcile.
  // The four report once per case: more than the per-account limit of a window allows by default.
  t = await createTestApp({ DENUNCIA_RATE_LIMIT_MAX: '50' }, { reconcile: false })
  f = denunciaFixtures(t)
  // Four plausible groups, reporting the listing of each case first.
  quatro = await f.compradores(4)
})
afterAll(() => t.close())

const eventos = (idVendedor: number) =>
  t.pool
    .query(
      'select tipo, total_denuncias from moderacao_eventos where id_usuario_vendedor = $1 order by id_evento',
      [idVendedor],
    )
    .then((r) => r.rows)

const contada = (idDenunciante: number, idAnuncio: number) =>
  t.pool
    .query<{ contada: boolean }>(
      'select contada from denuncias where id_usuario_denunciante = $1 and id_anuncio = $2',
      [idDenunciante, idAnuncio],
    )
    .then((r) => r.rows[0]?.contada)

let mpPayment = 880_000
/** The provider's payment of the order, as the sync records it. */
async function pagamento(idPedido: number, { status = 'approved', reembolsado = 0 } = {}) {
  const { rows } = await t.pool.query<{ id: number }>(
    `insert into pagamentos (id_pedido, id_usuario_vendedor, mercado_pago_payment_id, status, valor_total_centavos,
       valor_reembolsado_centavos, data_criacao, data_aprovacao, data_atualizacao_mp)
     select id_pedido, id_usuario_vendedor, $2, $3, valor_total_centavos, $4, now(), now(), now()
       from pedidos where id_pedido = $1
     returning id_pagamento as id`,
    [idPedido, ++mpPayment, status, reembolsado],
  )
  return (rows[0] as { id: number }).id
}

/** A refund request of the order, in `status`, for `centavos`. */
async function reembolso(idPedido: number, status: string, centavos = 2990) {
  const idPagamento = await pagamento(idPedido, { reembolsado: status === 'completed' ? centavos : 0 })
  const { rows } = await t.pool.query<{ id: number }>(
    `insert into reembolsos (id_pagamento, id_pedido, id_usuario_comprador, id_usuario_vendedor, status, motivo,
       descricao_motivo, valor_solicitado_centavos, valor_aprovado_centavos)
     select $2, id_pedido, id_usuario_comprador, id_usuario_vendedor, $3::varchar, 'defective_product',
       'Chegou quebrado.', $4::int, case when $3::varchar = 'completed' then $4::int end
       from pedidos where id_pedido = $1
     returning id_reembolso as id`,
    [idPedido, idPagamento, status, centavos],
  )
  return (rows[0] as { id: number }).id
}

/** A buyer registered from its own address 8 days ago, with no purchase yet. */
async function antigo(endereco = outroEndereco()) {
  const conta = await f.registrarDe(endereco)
  await f.envelhecer([conta.id], 8)
  return conta
}

/** A seller other than the reported one, registered from the tests' own address. */
const outraLoja = async () => (await f.seller()).id

/**
 * A listing the four plausible groups reported, then `atacante`: nothing happens and the attacker's
 * report is stored as not counted.
 */
async function semEfeito(atacante: Conta, vendedor?: Awaited<ReturnType<typeof f.vendedorComAnuncios>>) {
  const { seller, anuncios } = vendedor ?? (await f.vendedorComAnuncios(1))
  const idAnuncio = anuncios[0] as number
  await f.denunciarEmSequencia(
    quatro.map((c) => c.cookie),
    [idAnuncio],
  )
  const res = await f.denunciar(atacante.cookie, f.denuncia(idAnuncio))
  expect([res.statusCode, res.json().mensagem]).toEqual([201, 'Denúncia enviada com sucesso!'])
  expect(await contada(atacante.id, idAnuncio)).toBe(false)
  expect(await f.row(idAnuncio)).toMatchObject({ status_anuncio: 'ativo', desativado_por_denuncias_em: null })
  expect(await f.bloqueadoAte(seller.id)).toBeNull()
  expect(await eventos(seller.id)).toEqual([])
}

describe('a fifth reporter whose purchase was not kept deactivates nothing and blocks nobody', () => {
  it('bought, paid and had it cancelled with a full refund', async () => {
    const atacante = await antigo()
    const id = await f.compra(atacante.id, await outraLoja(), { status: 'cancelado', cancelado: true })
    await pagamento(id, { status: 'refunded', reembolsado: 2990 })
    await semEfeito(atacante)
  })

  it('got a delivered purchase refunded in full', async () => {
    const atacante = await antigo()
    const id = await f.compra(atacante.id, await outraLoja(), { status: 'reembolsado', reembolsado: true })
    await reembolso(id, 'completed')
    await semEfeito(atacante)
  })

  it('got part of a delivered purchase refunded', async () => {
    const atacante = await antigo()
    const id = await f.compra(atacante.id, await outraLoja())
    await reembolso(id, 'completed', 1000)
    await semEfeito(atacante)
  })

  it('has a refund request still waiting for the seller', async () => {
    const atacante = await antigo()
    await reembolso(await f.compra(atacante.id, await outraLoja()), 'awaiting_approval')
    await semEfeito(atacante)
  })

  it('disputed a refused refund, whatever the decision', async () => {
    const atacante = await antigo()
    const id = await f.compra(atacante.id, await outraLoja())
    const idReembolso = await reembolso(id, 'rejected')
    await t.pool.query(
      `insert into disputas (id_reembolso, id_pedido, id_usuario_comprador, id_usuario_vendedor, descricao, status)
       select $1, id_pedido, id_usuario_comprador, id_usuario_vendedor, 'O vendedor recusou sem motivo.', 'mantida'
         from pedidos where id_pedido = $2`,
      [idReembolso, id],
    )
    await semEfeito(atacante)
  })

  it('charged the payment back through the card issuer', async () => {
    const atacante = await antigo()
    await pagamento(await f.compra(atacante.id, await outraLoja()), { status: 'charged_back' })
    await semEfeito(atacante)
  })

  it('paid for an order never delivered', async () => {
    const atacante = await antigo()
    await f.compra(atacante.id, await outraLoja(), { status: 'em_preparacao' })
    await semEfeito(atacante)
  })

  it('bought only from the seller reported', async () => {
    const atacante = await antigo()
    const vendedor = await f.vendedorComAnuncios(1)
    await f.compra(atacante.id, vendedor.seller.id)
    await semEfeito(atacante, vendedor)
  })

  it('bought from a shop registered in its own registration group', async () => {
    const endereco = outroEndereco()
    const loja = await f.registrarDe(endereco, { perfil: 'vendedor' })
    const atacante = await antigo(endereco)
    const grupos = await t.pool.query<{ grupo: number }>(
      'select grupo_cadastro as grupo from usuarios where id_usuario = any($1) order by id_usuario',
      [[loja.id, atacante.id]],
    )
    expect(grupos.rows).toEqual([{ grupo: loja.id }, { grupo: loja.id }])
    await f.compra(atacante.id, loja.id)
    await semEfeito(atacante)
  })

  it('bought from a shop registered from its own address days before, in another group', async () => {
    const endereco = outroEndereco()
    const loja = await f.registrarDe(endereco, { perfil: 'vendedor' })
    await f.envelhecer([loja.id], 3)
    const atacante = await antigo(endereco)
    const grupo = await t.pool.query('select grupo_cadastro from usuarios where id_usuario = $1', [
      atacante.id,
    ])
    expect(grupo.rows[0]).toEqual({ grupo_cadastro: atacante.id })
    await f.compra(atacante.id, loja.id)
    await semEfeito(atacante)
  })

  it('kept a purchase but registered 6 days ago', async () => {
    const atacante = await f.registrarDe(outroEndereco())
    await f.envelhecer([atacante.id], 6)
    await f.compraMantida(atacante.id)
    await semEfeito(atacante)
  })

  it('five such accounts, refunded in full, reporting together: the original attack', async () => {
    const { seller, anuncios } = await f.vendedorComAnuncios(11)
    const atacantes = await Promise.all([1, 2, 3, 4, 5].map(() => antigo()))
    for (const a of atacantes) {
      const id = await f.compra(a.id, await outraLoja(), { status: 'cancelado', cancelado: true })
      await pagamento(id, { status: 'refunded', reembolsado: 2990 })
    }
    // Each reports the first listing, then one more of its own.
    const cookies = atacantes.map((a) => a.cookie)
    await f.denunciarEmSequencia(cookies, [anuncios[0] as number])
    await f.denunciarEmSequencia(cookies, anuncios, 1)
    expect(await f.bloqueadoAte(seller.id)).toBeNull()
    expect(await eventos(seller.id)).toEqual([])
    for (const id of anuncios) expect(await f.row(id)).toMatchObject({ status_anuncio: 'ativo' })
  })
})

describe('a fifth reporter with a kept purchase', () => {
  it('deactivates the listing and blocks its seller, a refused and undisputed refund request notwithstanding', async () => {
    const { seller, anuncios } = await f.vendedorComAnuncios(1)
    const idAnuncio = anuncios[0] as number
    const quinto = await antigo()
    await reembolso(await f.compra(quinto.id, await outraLoja()), 'rejected')
    await f.denunciarEmSequencia(
      [...quatro, quinto].map((c) => c.cookie),
      [idAnuncio],
    )
    expect(await contada(quinto.id, idAnuncio)).toBe(true)
    expect(await f.row(idAnuncio)).toMatchObject({
      status_anuncio: 'inativo',
      desativado_por_denuncias_em: expect.any(Date),
    })
    expect(await f.bloqueadoAte(seller.id)).toEqual(expect.any(Date))
    expect(await eventos(seller.id)).toEqual([
      { tipo: 'anuncio_desativado', total_denuncias: 5 },
      { tipo: 'vendedor_bloqueado', total_denuncias: 5 },
    ])
  })
})
