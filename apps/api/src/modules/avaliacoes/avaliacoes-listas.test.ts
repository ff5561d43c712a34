// The ratings lists (docs/product/avaliacoes.md): the listing page's (public, newest first, the reader's own
// left out), the seller's (filters, 12 a page, statistics from the kept figures, product options),
// the buyer's own (search, score and period, a single bound accepted) and an order's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { avaliacoesFixtures, type Oferta, type Pessoa } from './avaliacoes.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof avaliacoesFixtures>
let luminaria: Oferta
let cesto: Oferta
let outraLoja: Oferta
let ana: Pessoa
let bruno: Pessoa
let carla: Pessoa
let idPedidoAna: number
const ids: Record<string, number> = {}

/** Moves a review's creation back `dias` days (and its update with it: not edited). */
const envelhecer = (id: number, dias: number) =>
  t.pool.query(
    `update avaliacoes set data_criacao = data_criacao - make_interval(days => $2),
       data_atualizacao = data_atualizacao - make_interval(days => $2) where id_avaliacao = $1`,
    [id, dias],
  )

beforeAll(async () => {
  t = await createTestApp()
  f = avaliacoesFixtures(t)
  luminaria = await f.oferta('Luminária de garrafa')
  cesto = await f.oferta('Cesto de jornal', luminaria.vendedor)
  outraLoja = await f.oferta('Bolsa de lona')
  ana = await f.comprador('Ana Souza')
  bruno = await f.comprador('Bruno Alves')
  carla = await f.comprador('Carla Lima')
  idPedidoAna = await f.pedido(ana, [luminaria, cesto])
  await f.pedido(bruno, [luminaria])
  await f.pedido(carla, [luminaria])
  await f.pedido(carla, [cesto])
  await f.pedido(ana, [outraLoja])
  ids.anaLuminaria = await f.avaliada(ana, luminaria.idProduto, 5, 'Iluminou a sala inteira, adorei.')
  ids.anaCesto = await f.avaliada(ana, cesto.idProduto, 4, 'Cesto firme, cabe muita coisa.')
  ids.brunoLuminaria = await f.avaliada(bruno, luminaria.idProduto, 2, 'Chegou com a cúpula amassada.')
  ids.carlaLuminaria = await f.avaliada(carla, luminaria.idProduto, 5, 'Presente perfeito para minha mãe.')
  ids.carlaCesto = await f.avaliada(carla, cesto.idProduto, 1, 'Desmanchou na primeira semana.')
  ids.anaBolsa = await f.avaliada(ana, outraLoja.idProduto, 3, 'Bolsa razoável, costura simples.')
  // Oldest first: Ana's lamp 10 days ago, then Bruno's 3 days ago; the rest today, newest last written.
  await envelhecer(ids.anaLuminaria, 10)
  await envelhecer(ids.brunoLuminaria, 3)
})
afterAll(() => t.close())

const get = async (url: string, quem?: Pessoa) => {
  const res = await f.call('GET', url, quem?.cookie)
  if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`)
  return res.json()
}
const idsDe = (body: { dados: { avaliacoes: { id_avaliacao: number }[] } }) =>
  body.dados.avaliacoes.map((a) => a.id_avaliacao)

describe("the listing page's reviews", () => {
  it('are public, newest first, with no order, value or account id', async () => {
    const body = await get(`/avaliacoes/produto/${luminaria.idProduto}`)
    expect(idsDe(body)).toEqual([ids.carlaLuminaria, ids.brunoLuminaria, ids.anaLuminaria])
    expect(body.dados).toMatchObject({
      total: 3,
      pagina: 1,
      total_paginas: 1,
      mediaGeral: 4,
      totalAvaliacoes: 3,
    })
    expect(Object.keys(body.dados.avaliacoes[0]).sort()).toEqual(
      [
        'comentario',
        'data_atualizacao',
        'data_criacao',
        'editada',
        'id_avaliacao',
        'nota',
        'usuario_comprador',
      ].sort(),
    )
    expect(body.dados.avaliacoes[0].usuario_comprador).toEqual({ nome: 'Carla Lima', foto_url: null })
  })

  it("leave the signed-in reader's own out, up to the page size asked", async () => {
    const body = await get(`/avaliacoes/produto/${luminaria.idProduto}?limit=5`, ana)
    expect(idsDe(body)).toEqual([ids.carlaLuminaria, ids.brunoLuminaria])
    expect(body.dados).toMatchObject({ total: 2, total_paginas: 1, totalAvaliacoes: 3 })
    const segunda = await get(`/avaliacoes/produto/${luminaria.idProduto}?limit=1&page=2`, ana)
    expect(idsDe(segunda)).toEqual([ids.brunoLuminaria])
    expect(segunda.dados.total_paginas).toBe(2)
  })

  it('are 404 for an unknown product', async () => {
    const res = await f.call('GET', '/avaliacoes/produto/999999')
    expect([res.statusCode, res.json().mensagem]).toEqual([404, 'Produto não encontrado.'])
  })
})

describe("the seller's reviews", () => {
  const vendedor = () => f.vendedorPessoa(luminaria)
  const url = (q = '') => `/avaliacoes/vendedor/${luminaria.vendedor.id}${q}`

  it("list theirs only, newest first, with the seller's kept statistics and product options", async () => {
    const body = await get(url(), vendedor())
    expect(idsDe(body)).toEqual([
      ids.carlaCesto,
      ids.carlaLuminaria,
      ids.anaCesto,
      ids.brunoLuminaria,
      ids.anaLuminaria,
    ])
    expect(body.dados.estatisticas).toEqual({
      mediaGeral: 3.4,
      totalAvaliacoes: 5,
      distribuicao: { 5: 2, 4: 1, 3: 0, 2: 1, 1: 1 },
    })
    expect(body.dados.produtos).toEqual([
      { id_produto: cesto.idProduto, nome: 'Cesto de jornal' },
      { id_produto: luminaria.idProduto, nome: 'Luminária de garrafa' },
    ])
    const anaCesto = body.dados.avaliacoes.find(
      (a: { id_avaliacao: number }) => a.id_avaliacao === ids.anaCesto,
    )
    expect(anaCesto).toMatchObject({
      usuario_comprador: { nome: 'Ana Souza' },
      pedido: { id_pedido: idPedidoAna },
      valor_total: 200,
      produtos_pedido: [
        { nome: 'Luminária de garrafa', quantidade: 1, preco: 100 },
        { nome: 'Cesto de jornal', quantidade: 1, preco: 100 },
      ],
      produto_principal: { nome: 'Cesto de jornal', preco: 100 },
    })
  })

  it('filter by score, product, buyer or comment, and product name; the statistics stay whole', async () => {
    expect(idsDe(await get(url('?nota=5'), vendedor()))).toEqual([ids.carlaLuminaria, ids.anaLuminaria])
    expect(idsDe(await get(url(`?id_produto=${cesto.idProduto}`), vendedor()))).toEqual([
      ids.carlaCesto,
      ids.anaCesto,
    ])
    expect(idsDe(await get(url('?busca=carla'), vendedor()))).toEqual([ids.carlaCesto, ids.carlaLuminaria])
    expect(idsDe(await get(url('?busca=cupula'), vendedor()))).toEqual([ids.brunoLuminaria])
    expect(idsDe(await get(url('?nome_produto=luminaria&nota=2'), vendedor()))).toEqual([ids.brunoLuminaria])
    expect(idsDe(await get(url('?nome_anuncio=cesto&busca=semana'), vendedor()))).toEqual([ids.carlaCesto])
    const filtrada = await get(url('?nota=1'), vendedor())
    expect(filtrada.dados).toMatchObject({ total: 1, estatisticas: { totalAvaliacoes: 5 } })
  })

  it('page 12 at a time by default', async () => {
    const body = await get(url('?limit=2&page=3'), vendedor())
    expect(idsDe(body)).toEqual([ids.anaLuminaria])
    expect(body.dados).toMatchObject({ total: 5, pagina: 3, total_paginas: 3 })
    expect((await get(url(), vendedor())).dados.total_paginas).toBe(1)
  })

  it('answer the filter options', async () => {
    expect(await get(`${url()}/opcoes-filtro`, vendedor())).toEqual({
      sucesso: true,
      dados: {
        produtos: [
          { id_produto: cesto.idProduto, nome: 'Cesto de jornal' },
          { id_produto: luminaria.idProduto, nome: 'Luminária de garrafa' },
        ],
        notas: [5, 4, 3, 2, 1],
      },
    })
  })

  it('refuse bad filters with 400', async () => {
    for (const [q, mensagem] of [
      ['?nota=6', 'Nota inválida. Use um número de 1 a 5.'],
      ['?id_produto=1e0', 'Produto inválido.'],
    ] as const) {
      const res = await f.call('GET', url(q), vendedor().cookie)
      expect([res.statusCode, res.json().mensagem]).toEqual([400, mensagem])
    }
  })
})

describe("the buyer's own reviews", () => {
  it('list every seller, newest first, by /comprador and /usuario/{id} alike', async () => {
    const body = await get('/avaliacoes/comprador', ana)
    expect(idsDe(body)).toEqual([ids.anaBolsa, ids.anaCesto, ids.anaLuminaria])
    expect(await get(`/avaliacoes/usuario/${ana.id}`, ana)).toEqual(body)
    const bolsa = body.dados.avaliacoes[0]
    expect(bolsa).toMatchObject({
      usuario_vendedor: { id_usuario: outraLoja.vendedor.id, nome: outraLoja.vendedor.usuario.nome },
      produto_principal: { nome: 'Bolsa de lona', preco: 100, categoria: 'Casa e decoração' },
      nota: 3,
    })
  })

  it('search by seller, comment or product name, and filter by score', async () => {
    const loja = outraLoja.vendedor.usuario.nome as string
    expect(idsDe(await get(`/avaliacoes/comprador?busca=${encodeURIComponent(loja)}`, ana))).toEqual([
      ids.anaBolsa,
    ])
    expect(idsDe(await get('/avaliacoes/comprador?busca=SALA', ana))).toEqual([ids.anaLuminaria])
    expect(idsDe(await get('/avaliacoes/comprador?busca=cesto', ana))).toEqual([ids.anaCesto])
    expect(idsDe(await get('/avaliacoes/comprador?nota=4', ana))).toEqual([ids.anaCesto])
  })

  it('filter by period in São Paulo days, a custom one with a single bound', async () => {
    const dia = async (offset: number) =>
      (
        await f.one<{ d: string }>(
          `select to_char((now() at time zone 'America/Sao_Paulo')::date + $1::int, 'YYYY-MM-DD') as d`,
          [offset],
        )
      ).d
    expect(idsDe(await get('/avaliacoes/comprador?periodo=hoje', ana))).toEqual([ids.anaBolsa, ids.anaCesto])
    expect(idsDe(await get('/avaliacoes/comprador?periodo=semana', ana))).toEqual([
      ids.anaBolsa,
      ids.anaCesto,
    ])
    const ate = await dia(-5)
    expect(idsDe(await get(`/avaliacoes/comprador?periodo=personalizado&data_fim=${ate}`, ana))).toEqual([
      ids.anaLuminaria,
    ])
    const desde = await dia(-10)
    expect(
      idsDe(
        await get(`/avaliacoes/comprador?periodo=personalizado&data_inicio=${desde}&data_fim=${desde}`, ana),
      ),
    ).toEqual([ids.anaLuminaria])
    const res = await f.call(
      'GET',
      '/avaliacoes/comprador?periodo=personalizado&data_inicio=2025-02-02&data_fim=2025-02-01',
      ana.cookie,
    )
    expect([res.statusCode, res.json().mensagem]).toEqual([
      400,
      'A data de fim deve ser igual ou posterior à data de início.',
    ])
  })

  it('are empty for someone who never reviewed', async () => {
    const novo = await f.comprador()
    expect((await get('/avaliacoes/comprador', novo)).dados).toEqual({
      avaliacoes: [],
      total: 0,
      pagina: 1,
      total_paginas: 0,
    })
  })
})

describe("an order's reviews", () => {
  it('are read by its buyer and its seller', async () => {
    const comprador = await get(`/avaliacoes/pedido/${idPedidoAna}`, ana)
    expect(idsDe(comprador).sort()).toEqual([ids.anaLuminaria, ids.anaCesto].sort())
    expect(await get(`/avaliacoes/pedido/${idPedidoAna}`, f.vendedorPessoa(luminaria))).toEqual(comprador)
  })
})
