// Writing reviews (docs/product/avaliacoes.md): only a buyer the product was delivered to, one
// per product, edited by its author (edited after 1 s), the seller told once; the kept figures of the
// product, the seller and the catalogue after a create, an edit and a second review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { snapshot } from '../../../test/route-walk.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { avaliacoesFixtures, type Oferta, type Pessoa } from './avaliacoes.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof avaliacoesFixtures>
let oferta: Oferta
let ana: Pessoa
let bruno: Pessoa
beforeAll(async () => {
  // Orders and payments are planted in SQL (any status, no provider payment): not a flow to reconcile.
  t = await createTestApp({}, { reconcile: false })
  f = avaliacoesFixtures(t)
  oferta = await f.oferta('Luminária de garrafa')
  ana = await f.comprador('Ana Souza')
  bruno = await f.comprador('Bruno Alves')
})
afterAll(() => t.close())

const NAO_RECEBEU = [403, 'Só quem comprou e recebeu este produto pode avaliá-lo.']
const res2 = async (r: Promise<{ statusCode: number; json: () => { mensagem?: string } }>) => {
  const res = await r
  return [res.statusCode, res.json().mensagem]
}

describe('who may review', () => {
  it('refuses, changing nothing, a buyer whose order of the product is not delivered, or of another product', async () => {
    const outra = await f.oferta('Cesto de jornal', oferta.vendedor)
    const quem = await f.comprador()
    for (const status of [
      'pagamento_pendente',
      'pagamento_aprovado',
      'confirmado',
      'em_preparacao',
      'pronto_para_entrega',
      'cancelado',
    ])
      await f.pedido(quem, [oferta], status)
    await f.pedido(quem, [outra]) // delivered, but another product
    const antes = await snapshot(t)
    expect(
      await res2(
        f.avaliar(quem, { id_produto: oferta.idProduto, nota: 5, comentario: 'Chegou tudo certo.' }),
      ),
    ).toEqual(NAO_RECEBEU)
    const verificar = await f.call('GET', `/avaliacoes/verificar-compra/${oferta.idProduto}`, quem.cookie)
    expect(verificar.json()).toEqual({ sucesso: true, dados: { comprouProduto: false } })
    const pode = await f.call('GET', `/avaliacoes/pode-avaliar/${oferta.idProduto}`, quem.cookie)
    expect(pode.json()).toEqual({
      sucesso: true,
      mensagem: 'Só quem comprou e recebeu este produto pode avaliá-lo.',
      dados: { podeAvaliar: false, comprouProduto: false, avaliacao: null },
    })
    expect(await snapshot(t)).toEqual(antes)
    expect(await f.one('select count(*)::int as n from avaliacoes')).toEqual({ n: 0 })
  })

  it('refuses the seller of the product and a visitor; an unknown product is 404', async () => {
    const vendedor = f.vendedorPessoa(oferta)
    const body = { id_produto: oferta.idProduto, nota: 5, comentario: 'Meu próprio produto é ótimo.' }
    expect(await res2(f.avaliar(vendedor, body))).toEqual(NAO_RECEBEU)
    expect(await res2(f.avaliar(undefined, body))).toEqual([
      401,
      'Você precisa estar logado para acessar este recurso.',
    ])
    expect(await res2(f.avaliar(ana, { ...body, id_produto: 999_999 }))).toEqual([
      404,
      'Produto não encontrado.',
    ])
  })

  it('accepts a buyer with a delivered order, and a refunded one after delivery', async () => {
    await f.pedido(ana, [oferta])
    const verificar = await f.call('GET', `/avaliacoes/verificar-compra/${oferta.idProduto}`, ana.cookie)
    expect(verificar.json()).toEqual({ sucesso: true, dados: { comprouProduto: true } })
    const reembolsado = await f.comprador()
    await f.pedido(reembolsado, [oferta], 'reembolsado')
    const outro = await f.call('GET', `/avaliacoes/verificar-compra/${oferta.idProduto}`, reembolsado.cookie)
    expect(outro.json().dados.comprouProduto).toBe(true)
  })

  it('validates the form with the documented messages before anything', async () => {
    const antes = await snapshot(t)
    const casos: [Record<string, unknown>, string][] = [
      [{ id_produto: oferta.idProduto }, 'Por favor, escreva um comentário para sua avaliação.'],
      [{ id_produto: oferta.idProduto, comentario: 'curto' }, 'Mínimo 10 caracteres'],
      [
        { id_produto: oferta.idProduto, comentario: 'x'.repeat(501) },
        'O comentário deve ter no máximo 500 caracteres.',
      ],
      [
        { id_produto: oferta.idProduto, nota: 0, comentario: 'Muito bom mesmo.' },
        'Escolha uma nota de 1 a 5 estrelas.',
      ],
      [
        { id_produto: oferta.idProduto, nota: 6, comentario: 'Muito bom mesmo.' },
        'Escolha uma nota de 1 a 5 estrelas.',
      ],
      [{ id_produto: '1e0', comentario: 'Muito bom mesmo.' }, 'Informe um produto válido.'],
    ]
    for (const [body, mensagem] of casos)
      expect(await res2(f.avaliar(ana, body)), JSON.stringify(body)).toEqual([400, mensagem])
    expect(await snapshot(t)).toEqual(antes)
  })
})

describe('a review', () => {
  let id: number

  it('is created with the rating defaulting to 5, and the seller is told once', async () => {
    const res = await f.avaliar(ana, {
      id_produto: oferta.idProduto,
      comentario: '  Linda e muito bem feita!  ',
    })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.mensagem).toBe('Avaliação enviada com sucesso!')
    const a = body.dados.avaliacao
    id = a.id_avaliacao
    expect(a).toMatchObject({
      id_produto: oferta.idProduto,
      nota: 5,
      comentario: 'Linda e muito bem feita!',
      editada: false,
      usuario_comprador: { id_usuario: ana.id, nome: 'Ana Souza' },
      usuario_vendedor: { id_usuario: oferta.vendedor.id },
      valor_total: 100,
      produtos_pedido: [
        { nome: 'Luminária de garrafa', quantidade: 1, preco: 100, categoria: 'Casa e decoração' },
      ],
      produto_principal: { nome: 'Luminária de garrafa', preco: 100, categoria: 'Casa e decoração' },
    })
    expect(a.data_atualizacao).toBe(a.data_criacao)
    const avisos = await t.pool.query(
      `select titulo, mensagem, id_pedido from notificacoes where id_usuario = $1 and tipo = 'avaliacao_recebida'`,
      [oferta.vendedor.id],
    )
    expect(avisos.rows).toEqual([
      {
        titulo: 'Nova avaliação',
        mensagem: `Ana Souza avaliou o pedido #${a.pedido.id_pedido} com 5 estrelas.`,
        id_pedido: a.pedido.id_pedido,
      },
    ])
  })

  it('keeps the figures: product, seller and catalogue', async () => {
    expect(await f.figuras(oferta)).toEqual({
      produto: { total: 1, soma: 5, nota_media: '5.00' },
      vendedor: {
        total: 1,
        soma: 5,
        nota_1: 0,
        nota_2: 0,
        nota_3: 0,
        nota_4: 0,
        nota_5: 1,
        nota_media: '5.00',
      },
      nota: '5.00',
    })
  })

  it('is one per buyer and product: a second one is 409, even with another delivered order', async () => {
    await f.pedido(ana, [oferta])
    const antes = await snapshot(t)
    expect(
      await res2(f.avaliar(ana, { id_produto: oferta.idProduto, nota: 1, comentario: 'Mudei de ideia.' })),
    ).toEqual([409, 'Você já avaliou este produto. Edite a sua avaliação.'])
    // Twins sent at once: one answer each, never a second row.
    const twins = await Promise.all(
      [1, 2].map(() => f.avaliar(ana, { id_produto: oferta.idProduto, comentario: 'Enviada duas vezes.' })),
    )
    expect(twins.map((r) => r.statusCode)).toEqual([409, 409])
    expect(await snapshot(t)).toEqual(antes)
    const pode = await f.call('GET', `/avaliacoes/pode-avaliar/${oferta.idProduto}`, ana.cookie)
    expect(pode.json().dados).toMatchObject({
      podeAvaliar: true,
      comprouProduto: true,
      avaliacao: { id_avaliacao: id },
    })
  })

  it('is edited by its author: edited only when more than 1 s after creation', async () => {
    // An edit within the second, however long a busy machine takes between the two requests: the
    // creation is put a minute ahead, as the database sees it.
    await t.pool.query(
      `update avaliacoes set data_criacao = now() + interval '1 minute' where id_avaliacao = $1`,
      [id],
    )
    const rapida = await f.editar(ana, id, { nota: 5, comentario: 'Linda e muito bem feita!' })
    expect(rapida.statusCode).toBe(200)
    expect(rapida.json().dados.avaliacao.editada).toBe(false)
    // One second and a bit later, as the database sees it.
    await t.pool.query(
      `update avaliacoes set data_criacao = now() - interval '1.5 seconds' where id_avaliacao = $1`,
      [id],
    )
    const res = await f.editar(ana, id, { nota: 3, comentario: 'A lâmpada queimou em uma semana.' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      sucesso: true,
      mensagem: 'Avaliação atualizada com sucesso!',
      dados: { avaliacao: { nota: 3, comentario: 'A lâmpada queimou em uma semana.', editada: true } },
    })
    expect(await f.figuras(oferta)).toEqual({
      produto: { total: 1, soma: 3, nota_media: '3.00' },
      vendedor: {
        total: 1,
        soma: 3,
        nota_1: 0,
        nota_2: 0,
        nota_3: 1,
        nota_4: 0,
        nota_5: 0,
        nota_media: '3.00',
      },
      nota: '3.00',
    })
    // An edit tells the seller nothing new.
    expect(
      await f.one(`select count(*)::int as n from notificacoes where tipo = 'avaliacao_recebida'`),
    ).toEqual({ n: 1 })
  })

  it('is edited by nobody else: 403 for another buyer, 401 for a visitor, 404 when unknown, changing nothing', async () => {
    const antes = await snapshot(t)
    const body = { nota: 1, comentario: 'Trocado por outra pessoa.' }
    expect(await res2(f.editar(bruno, id, body))).toEqual([
      403,
      'Você só pode editar as suas próprias avaliações.',
    ])
    expect(await res2(f.editar(f.vendedorPessoa(oferta), id, body))).toEqual([
      403,
      'Você só pode editar as suas próprias avaliações.',
    ])
    expect(await res2(f.editar(undefined, id, body))).toEqual([
      401,
      'Você precisa estar logado para acessar este recurso.',
    ])
    expect(await res2(f.editar(ana, 999_999, body))).toEqual([404, 'Avaliação não encontrada.'])
    expect(await res2(f.editar(ana, id, { nota: 4, comentario: 'curto' }))).toEqual([
      400,
      'Mínimo 10 caracteres',
    ])
    expect(await snapshot(t)).toEqual(antes)
    expect(await f.one('select nota, comentario from avaliacoes where id_avaliacao = $1', [id])).toEqual({
      nota: 3,
      comentario: 'A lâmpada queimou em uma semana.',
    })
  })

  it("a second buyer's review moves the averages of the product, the seller and the card", async () => {
    await f.pedido(bruno, [oferta])
    const segunda = await f.oferta('Banco de pallet', oferta.vendedor)
    await f.pedido(bruno, [segunda])
    await f.avaliada(bruno, oferta.idProduto, 4)
    expect(await f.figuras(oferta)).toEqual({
      produto: { total: 2, soma: 7, nota_media: '3.50' },
      vendedor: {
        total: 2,
        soma: 7,
        nota_1: 0,
        nota_2: 0,
        nota_3: 1,
        nota_4: 1,
        nota_5: 0,
        nota_media: '3.50',
      },
      nota: '3.50',
    })
    await f.avaliada(bruno, segunda.idProduto, 2)
    expect((await f.figuras(segunda)).produto).toEqual({ total: 1, soma: 2, nota_media: '2.00' })
    expect((await f.figuras(oferta)).vendedor).toEqual({
      total: 3,
      soma: 9,
      nota_1: 0,
      nota_2: 1,
      nota_3: 1,
      nota_4: 1,
      nota_5: 0,
      nota_media: '3.00',
    })
    expect((await f.figuras(oferta)).produto.nota_media).toBe('3.50')
  })
})
