// The LGPD export holds every kind of record a user has, from both sides of a sale: the seller's
// catalogue, payments, refunds, disputes and reviews received; the buyer's orders, refunds, disputes,
// reviews written and reports made — including a report whose listing was deleted since.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { anuncioFixtures, type Seller } from '../anuncios/anuncios.fixtures.ts'

let t: TestApp
let vendedor: Seller
let comprador: { id: number; cookie: string }
const ids: Record<string, number> = {}

beforeAll(async () => {
  // Payments, refunds and reviews are planted in SQL here: no flow to reconcile.
  t = await createTestApp({}, { reconcile: false })
  const fx = anuncioFixtures(t)
  vendedor = await fx.seller()
  const catalogo = await fx.catalogo(vendedor.id)
  Object.assign(ids, catalogo)
  ids.anuncio = (
    await fx.anuncio(vendedor, { id_produto: catalogo.idProduto, forma_de_pagamento: 'padrao' })
  ).id_anuncio
  ids.anuncioApagado = (
    await fx.anuncio(vendedor, { id_produto: catalogo.idProduto, forma_de_pagamento: 'padrao' })
  ).id_anuncio
  const buyer = await signUp(t.app, { perfil: 'comprador', nome: 'Bia Compradora' })
  comprador = { id: buyer.usuario.id_usuario, cookie: buyer.cookie }

  const { rows } = await t.pool.query(
    `with pedido as (
       insert into pedidos (id_usuario_comprador, id_usuario_vendedor, valor_total_centavos, status_pedido,
         data_entrega_realizada)
       values ($1, $2, 10000, 'entregue', now()) returning id_pedido),
     item as (
       insert into itens_pedido (id_pedido, id_anuncio, nome_produto, quantidade, valor_unitario_centavos,
         forma_pagamento_selecionada)
       select id_pedido, $3, 'Luminária de garrafa', 1, 10000, 'padrao' from pedido),
     pagamento as (
       insert into pagamentos (id_pedido, id_usuario_vendedor, mercado_pago_payment_id, status,
         valor_total_centavos, data_criacao, data_atualizacao_mp)
       select id_pedido, $2, 880001, 'approved', 10000, now(), now() from pedido returning id_pagamento, id_pedido),
     reembolso as (
       insert into reembolsos (id_pagamento, id_pedido, id_usuario_comprador, id_usuario_vendedor, motivo,
         descricao_motivo, valor_solicitado_centavos)
       select id_pagamento, id_pedido, $1, $2, 'defective_product', 'A base chegou rachada.', 10000
       from pagamento returning id_reembolso),
     avaliacao as (
       insert into avaliacoes (id_produto, id_pedido, id_usuario_comprador, id_usuario_vendedor, nota, comentario)
       select $4, id_pedido, $1, $2, 4, 'Linda, mas veio rachada.' from pedido returning id_avaliacao)
     select (select id_pedido from pedido), (select id_pagamento from pagamento),
            (select id_reembolso from reembolso), (select id_avaliacao from avaliacao)`,
    [comprador.id, vendedor.id, ids.anuncio, catalogo.idProduto],
  )
  Object.assign(ids, rows[0])
  await t.pool.query(
    `update reembolsos set status = 'rejected', resposta_vendedor = 'Chegou inteira.', data_resposta = now()
     where id_reembolso = $1`,
    [ids.id_reembolso],
  )
  await t.pool.query(
    `insert into disputas (id_reembolso, id_pedido, id_usuario_comprador, id_usuario_vendedor, descricao)
     values ($1, $2, $3, $4, 'Tenho fotos da base rachada na entrega.')`,
    [ids.id_reembolso, ids.id_pedido, comprador.id, vendedor.id],
  )
  for (const idAnuncio of [ids.anuncio, ids.anuncioApagado])
    await t.pool.query(
      `insert into denuncias (id_anuncio, id_usuario_vendedor, id_usuario_denunciante, motivo, descricao)
       values ($1, $2, $3, 'preco_abusivo', 'Preço muito acima do normal.')`,
      [idAnuncio, vendedor.id, comprador.id],
    )
  await t.pool.query('delete from anuncios where id_anuncio = $1', [ids.anuncioApagado])
})
afterAll(() => t.close())

const exportar = async (id: number, cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/usuarios/${id}/dados`, headers: { cookie } })
  expect(res.statusCode).toBe(200)
  return res.json()
}

it('gives the seller their catalogue, the payment, the refund request and the review received', async () => {
  const dados = await exportar(vendedor.id, vendedor.cookie)
  expect(dados.materias_primas.map((m: { id_materia_prima: number }) => m.id_materia_prima)).toEqual([
    ids.idMateria,
  ])
  expect(dados.produtos).toEqual([
    expect.objectContaining({ id_produto: ids.idProduto, preco_centavos: 10000 }),
  ])
  expect(dados.conversoes).toEqual([expect.objectContaining({ id_conversao: ids.idConversao })])
  expect(dados.anuncios).toEqual([
    expect.objectContaining({ id_anuncio: ids.anuncio, status_anuncio: 'ativo' }),
  ])
  expect(dados.pagamentos).toEqual([
    expect.objectContaining({
      id_pagamento: ids.id_pagamento,
      mercado_pago_payment_id: 880001,
      status: 'approved',
    }),
  ])
  expect(dados.reembolsos).toEqual([
    expect.objectContaining({
      id_reembolso: ids.id_reembolso,
      descricao_motivo: 'A base chegou rachada.',
      comprador: { id_usuario: comprador.id, nome: 'Bia Compradora' },
    }),
  ])
  expect(dados.avaliacoes_recebidas).toEqual([
    expect.objectContaining({
      id_avaliacao: ids.id_avaliacao,
      nota: 4,
      comentario: 'Linda, mas veio rachada.',
    }),
  ])
  expect(dados.avaliacoes_escritas).toEqual([])
  expect(dados.denuncias_feitas).toEqual([])
  expect(dados.disputas).toEqual([
    expect.objectContaining({ id_reembolso: ids.id_reembolso, status: 'aberta', decisao_motivo: null }),
  ])
})

it('gives the buyer the order, the refund, the review written and both reports, one of a deleted listing', async () => {
  const dados = await exportar(comprador.id, comprador.cookie)
  expect(dados.pedidos).toEqual([expect.objectContaining({ id_pedido: ids.id_pedido, papel: 'comprador' })])
  expect(dados.reembolsos).toEqual([expect.objectContaining({ id_reembolso: ids.id_reembolso })])
  expect(dados.avaliacoes_escritas).toEqual([expect.objectContaining({ id_avaliacao: ids.id_avaliacao })])
  expect(dados.avaliacoes_recebidas).toEqual([])
  expect(dados.anuncios).toEqual([])
  expect(dados.disputas).toEqual([
    expect.objectContaining({
      id_pedido: ids.id_pedido,
      descricao: 'Tenho fotos da base rachada na entrega.',
    }),
  ])
  expect(
    dados.denuncias_feitas.map((d: { id_anuncio: number | null; descricao: string }) => [
      d.id_anuncio,
      d.descricao,
    ]),
  ).toEqual(
    expect.arrayContaining([
      [ids.anuncio, 'Preço muito acima do normal.'],
      [null, 'Preço muito acima do normal.'],
    ]),
  )
})
