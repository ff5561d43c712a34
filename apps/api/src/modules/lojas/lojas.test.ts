// GET /api/vendedores/{id}/loja and the catalogue's `id_vendedor` filter and
// GET /api/impacto (part 8): public, one 404 for whatever is not a visible seller, figures from the
// kept totals checked against a direct count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp, signUpOperator } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { catalogoFixtures, type VitrineSeller } from '../anuncios/catalogo.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof catalogoFixtures>
let s: VitrineSeller
let outro: VitrineSeller
let comprador: Awaited<ReturnType<typeof signUp>>
const ids: Record<string, number> = {}

const loja = (id: number | string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/vendedores/${id}/loja`, headers: cookie ? { cookie } : {} })

async function pedido(idComprador: number, idVendedor: number, status: string) {
  const { rows } = await t.pool.query(
    `insert into pedidos (id_usuario_comprador, id_usuario_vendedor, valor_total_centavos, status_pedido)
     values ($1, $2, 1000, $3) returning id_pedido`,
    [idComprador, idVendedor, status],
  )
  return rows[0].id_pedido as number
}

async function item(
  idPedido: number,
  nome: string,
  unidade: string,
  devida: number,
  recebida: number | null,
) {
  await t.pool.query(
    `insert into itens_pedido (id_pedido, nome_produto, quantidade, valor_unitario_centavos, forma_pagamento_selecionada,
       quantidade_materia_prima, nome_materia_prima, unidade_medida, quantidade_recebida)
     values ($1, 'Vaso', 1, 1000, 'sustentavel', $2, $3, $4, $5)`,
    [idPedido, devida, nome, unidade, recebida],
  )
}

beforeAll(async () => {
  // Orders planted straight in SQL (no payment, items without credits): not a flow to reconcile.
  t = await createTestApp({}, { reconcile: false })
  f = catalogoFixtures(t)
  s = await f.vendedor()
  outro = await f.vendedor({ materia: 'Lona' })
  comprador = await signUp(t.app, { perfil: 'comprador' })
  ids.a = await f.anuncio(s, { nome: 'Luminária de garrafa', forma: 'sustentavel', preco_centavos: 5_000 })
  ids.b = await f.anuncio(s, { nome: 'Vaso de garrafa', preco_centavos: 9_000 })
  ids.inativo = await f.anuncio(s, { nome: 'Vaso inativo', status_anuncio: 'inativo' })
  ids.produtoInativo = await f.anuncio(s, { nome: 'Bolsa inativa', status_produto: 'inativo' })
  ids.doOutro = await f.anuncio(outro, { nome: 'Bolsa de lona' })

  const idComprador = comprador.usuario.id_usuario as number
  const entregue1 = await pedido(idComprador, s.id, 'entregue')
  const entregue2 = await pedido(idComprador, s.id, 'entregue')
  await pedido(idComprador, s.id, 'pagamento_aprovado')
  await pedido(idComprador, s.id, 'cancelado')
  await pedido(idComprador, outro.id, 'entregue')
  await item(entregue1, 'Garrafa PET', 'quilograma', 5, 4.5)
  await item(entregue2, 'Garrafa PET', 'quilograma', 2, 2)
  await item(entregue2, 'Tampinha', 'unidade', 30, null) // owed, never recorded: not counted
  const idProduto = (await t.pool.query('select id_produto from anuncios where id_anuncio = $1', [ids.a]))
    .rows[0].id_produto
  const outroComprador = await signUp(t.app, { perfil: 'comprador' })
  const p2 = await pedido(outroComprador.usuario.id_usuario, s.id, 'entregue')
  await item(p2, 'Garrafa PET', 'quilograma', 1, 1)
  for (const [quem, p, nota] of [
    [idComprador, entregue1, 5],
    [outroComprador.usuario.id_usuario, p2, 3],
  ])
    await t.pool.query(
      `insert into avaliacoes (id_produto, id_pedido, id_usuario_comprador, id_usuario_vendedor, nota, comentario)
       values ($1, $2, $3, $4, $5, 'Peça linda e bem acabada')`,
      [idProduto, p, quem, s.id, nota],
    )
})
afterAll(() => t.close())

describe('a seller’s shop', () => {
  it('answers the atelier to a visitor: name, photo, pickup city, member since, ratings, sales and material', async () => {
    const res = await loja(s.id)
    expect(res.statusCode).toBe(200)
    const { rows } = await t.pool.query('select nome, criado_em from usuarios where id_usuario = $1', [s.id])
    expect(res.json()).toEqual({
      id_usuario: s.id,
      nome: rows[0].nome,
      foto_url: null,
      cidade: 'São Paulo',
      uf: 'SP',
      membro_desde: rows[0].criado_em.toISOString(),
      avaliacao: {
        media: 4,
        total: 2,
        distribuicao: [
          { nota: 1, total: 0 },
          { nota: 2, total: 0 },
          { nota: 3, total: 1 },
          { nota: 4, total: 0 },
          { nota: 5, total: 1 },
        ],
      },
      vendas: 3,
      materia_prima: [{ nome_materia_prima: 'Garrafa PET', unidade_medida: 'quilograma', quantidade: 7.5 }],
    })
    expect(res.body).not.toMatch(/email|cnpj|telefone|logradouro|Paulista|cep/)
  })

  it('answers the same to a buyer, the seller and an operator', async () => {
    const operador = await signUpOperator(t)
    const visitante = (await loja(s.id)).json()
    for (const cookie of [comprador.cookie, s.cookie, outro.cookie, operador.cookie])
      expect((await loja(s.id, cookie)).json()).toEqual(visitante)
  })

  it('sales and material match a direct count of the orders', async () => {
    const { rows } = await t.pool.query(
      `select (select count(*)::int from pedidos where id_usuario_vendedor = $1 and status_pedido = 'entregue') as vendas,
              (select sum(i.quantidade_recebida)::float8 from itens_pedido i join pedidos p using (id_pedido)
                where p.id_usuario_vendedor = $1 and i.quantidade_recebida is not null) as recebida`,
      [s.id],
    )
    const body = (await loja(s.id)).json()
    expect(body.vendas).toBe(rows[0].vendas)
    expect(body.materia_prima[0].quantidade).toBe(rows[0].recebida)
  })

  it('has no city without a pickup place, and never a personal address', async () => {
    await t.pool
      .query(
        `insert into enderecos (id_usuario, nome_destinatario, cep, logradouro, numero, bairro, cidade, uf)
       values ($1, 'Ana', '20040002', 'Rua da Assembleia', '10', 'Centro', 'Rio de Janeiro', 'RJ')`,
        [outro.id],
      )
      .catch(() => undefined)
    await t.pool.query('delete from entregas_vendedor where id_usuario = $1', [outro.id])
    const body = (await loja(outro.id)).json()
    expect(body).toMatchObject({ cidade: null, uf: null, vendas: 1, materia_prima: [] })
    expect(JSON.stringify(body)).not.toMatch(/Rio de Janeiro|Assembleia/)
    expect(body.avaliacao).toMatchObject({ media: 0, total: 0 })
  })

  it('refuses hostile ids with 400 and a message, never 500', async () => {
    for (const id of ['0', '-1', '1.5', 'abc', '01', '99999999999', '1e3', "1'or'1"]) {
      const res = await loja(encodeURIComponent(id))
      expect(res.statusCode, id).toBe(400)
      expect(res.json().mensagem).toEqual(expect.any(String))
    }
  })
})

describe('the shop’s listings: the catalogue filtered by id_vendedor', () => {
  it('shows only the seller’s buyable listings, with the catalogue’s search, filters and ordering', async () => {
    expect((await f.vitrine(`id_vendedor=${s.id}`)).ids).toEqual([ids.b, ids.a])
    expect((await f.vitrine(`id_vendedor=${s.id}&ordenar=menor_preco`)).ids).toEqual([ids.a, ids.b])
    expect((await f.vitrine(`id_vendedor=${s.id}&busca=vaso`)).ids).toEqual([ids.b])
    expect((await f.vitrine(`id_vendedor=${s.id}&forma_pagamento=sustentavel`)).ids).toEqual([ids.a])
    expect((await f.vitrine(`id_vendedor=${s.id}&preco_max=60`)).ids).toEqual([ids.a])
    const pagina = await f.vitrine(`id_vendedor=${s.id}&limit=1&page=2`)
    expect(pagina.ids).toEqual([ids.a])
    expect(pagina.body).toMatchObject({ total: 2, total_paginas: 2 })
    expect((await f.vitrine(`id_vendedor=${outro.id}`)).ids).toEqual([ids.doOutro])
    expect((await f.vitrine(`id_vendedor=${comprador.usuario.id_usuario}`)).body).toMatchObject({
      itens: [],
      total: 0,
    })
  })

  it('hides a blocked seller’s listings', async () => {
    await t.pool.query(`update usuarios set bloqueado_ate = now() + interval '1 day' where id_usuario = $1`, [
      s.id,
    ])
    expect((await f.vitrine(`id_vendedor=${s.id}`)).ids).toEqual([])
    await t.pool.query('update usuarios set bloqueado_ate = null where id_usuario = $1', [s.id])
  })

  it('refuses a hostile id_vendedor with 400', async () => {
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999']) {
      const res = await f.vitrine(`id_vendedor=${encodeURIComponent(id)}`)
      expect(res.status, id).toBe(400)
      expect(res.body.mensagem).toEqual(expect.any(String))
    }
  })
})

describe('the platform’s impact', () => {
  it('sums what every atelier recorded as received, by material and unit, against a direct count; cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/impacto' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=60')
    const { rows } = await t.pool.query(
      `select i.nome_materia_prima, i.unidade_medida, sum(i.quantidade_recebida)::float8 as quantidade
       from itens_pedido i where i.quantidade_recebida is not null group by 1, 2 order by 3 desc`,
    )
    expect(res.json()).toEqual({ materia_prima: rows })
  })
})

describe('a shop that is not to be seen', () => {
  it('one 404 for an unknown id, a buyer, a blocked, a suspended or a deleted seller', async () => {
    const naoEncontrada = { mensagem: 'Loja não encontrada.' }
    const antes = await t.pool.query('select count(*) from usuarios')
    for (const id of [2_000_000_000, comprador.usuario.id_usuario]) {
      const res = await loja(id as number)
      expect([res.statusCode, res.json()]).toEqual([404, naoEncontrada])
    }
    const estados = [
      [`bloqueado_ate = now() + interval '15 days'`, 'bloqueado_ate = null'],
      ['suspenso_em = now()', 'suspenso_em = null'],
      ['excluido_em = now()', 'excluido_em = null'],
    ]
    for (const [por, desfaz] of estados) {
      await t.pool.query(`update usuarios set ${por} where id_usuario = $1`, [s.id])
      const res = await loja(s.id, comprador.cookie)
      expect([res.statusCode, res.json()]).toEqual([404, naoEncontrada])
      await t.pool.query(`update usuarios set ${desfaz} where id_usuario = $1`, [s.id])
    }
    await t.pool.query(`update usuarios set bloqueado_ate = now() - interval '1 day' where id_usuario = $1`, [
      s.id,
    ])
    expect((await loja(s.id)).statusCode).toBe(200)
    expect((await t.pool.query('select count(*) from usuarios')).rows).toEqual(antes.rows)
  })
})

describe('what a buyer handed over', () => {
  const meu = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/impacto/comprador', headers: cookie ? { cookie } : {} })
  /** The receipts recorded on each party's orders, counted straight from the items. */
  const contagem = async (lado: 'comprador' | 'vendedor', id: number) =>
    (
      await t.pool.query(
        `select i.nome_materia_prima, i.unidade_medida, sum(i.quantidade_recebida)::float8 as quantidade
         from itens_pedido i join pedidos p using (id_pedido)
         where p.id_usuario_${lado} = $1 and i.quantidade_recebida is not null
         group by 1, 2 having sum(i.quantidade_recebida) > 0 order by 3 desc, 2, 1`,
        [id],
      )
    ).rows

  it('answers the signed-in buyer’s own receipts, by material and unit; a visitor is asked to sign in', async () => {
    const res = await meu(comprador.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      materia_prima: [{ nome_materia_prima: 'Garrafa PET', unidade_medida: 'quilograma', quantidade: 6.5 }],
    })
    expect(res.json().materia_prima).toEqual(await contagem('comprador', comprador.usuario.id_usuario))
    expect((await meu(s.cookie)).json()).toEqual({ materia_prima: [] })
    const visitante = await meu()
    expect([visitante.statusCode, visitante.json().mensagem]).toEqual([401, expect.any(String)])
  })

  it('keeps the buyer’s and the seller’s totals equal to a direct count as receipts are corrected, added and orders deleted', async () => {
    const idComprador = comprador.usuario.id_usuario as number
    await t.pool.query(
      `update itens_pedido set quantidade_recebida = 1.25
       where nome_materia_prima = 'Garrafa PET' and quantidade_recebida = 4.5`,
    )
    await t.pool.query(
      `update itens_pedido set quantidade_recebida = 30 where nome_materia_prima = 'Tampinha'`,
    )
    const novo = await pedido(idComprador, s.id, 'entregue')
    await item(novo, 'Lona', 'metro', 3, 2)
    const conferir = async () => {
      expect((await meu(comprador.cookie)).json().materia_prima).toEqual(
        await contagem('comprador', idComprador),
      )
      expect((await loja(s.id)).json().materia_prima).toEqual(await contagem('vendedor', s.id))
    }
    await conferir()
    expect((await meu(comprador.cookie)).json().materia_prima).toContainEqual({
      nome_materia_prima: 'Tampinha',
      unidade_medida: 'unidade',
      quantidade: 30,
    })
    await t.pool.query('delete from itens_pedido where id_pedido = $1', [novo])
    await conferir()
    // An order deleted takes its items' receipts out of both totals (its items go by cascade).
    await t.pool.query(
      `delete from pedidos where id_pedido = (select id_pedido from itens_pedido where nome_materia_prima = 'Tampinha')`,
    )
    await conferir()
  })
})
