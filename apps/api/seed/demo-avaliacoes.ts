// The demo reviews: the buyers who reported listings also bought from the
// demo seller, and their orders were delivered and kept (what makes their reports count, decision 040), made as a buyer and a seller make them (buy now or the
// cart, paid on the simulator's page with the APRO card, the seller's four steps); then each buyer, and
// the demo buyer for her delivered order, reviews products through the ratings service. Dates are
// spread over the last weeks and one review is edited, so the pages show every case. Some of the demo
// seller's products stay unreviewed. Runs after the demo orders, with the server listening.
import { sql } from 'drizzle-orm'
import type { SessionUser } from '../src/lib/guards.ts'
import { anunciosAVenda, ENTREGA, lojaDemo, type SeedDeps, sessao } from './demo-compras.ts'

interface Compra {
  email: string
  /** Offsets among the demo seller's padrão listings on sale: one is bought now, more go by the cart. */
  anuncios: number[]
  /** Per listing bought, its review (or none): score, comment, days ago. */
  avaliacoes: ({ nota: number; comentario: string; dias: number } | null)[]
}

const COMPRAS: Compra[] = [
  {
    email: 'diego@recria.com.br',
    anuncios: [8],
    avaliacoes: [{ nota: 5, comentario: 'Acabamento impecável, chegou muito bem embalado.', dias: 24 }],
  },
  {
    email: 'fernanda@recria.com.br',
    anuncios: [9],
    avaliacoes: [{ nota: 4, comentario: 'Bonito e resistente, só demorou um pouco para chegar.', dias: 16 }],
  },
  {
    email: 'gustavo@recria.com.br',
    anuncios: [8],
    avaliacoes: [{ nota: 3, comentario: 'Cumpre o que promete, mas esperava cores mais vivas.', dias: 9 }],
  },
  {
    email: 'helena@recria.com.br',
    anuncios: [1, 2, 3, 4, 5, 6],
    avaliacoes: [
      { nota: 5, comentario: 'Comprei vários itens para presentear e todos fizeram sucesso!', dias: 3 },
      {
        nota: 2,
        comentario: 'Veio com um pequeno defeito na costura, mas o vendedor respondeu rápido.',
        dias: 2,
      },
      null,
      null,
      null,
      null,
    ],
  },
  // Igor reviews nothing; his delivered purchase is what lets his reports count.
  { email: 'igor@recria.com.br', anuncios: [7], avaliacoes: [null] },
]

/** Moves a review `dias` back; `editadaHa` days ago it was edited (else never). */
async function datar(deps: SeedDeps, idAvaliacao: number, dias: number, editadaHa?: number) {
  await deps.db.execute(sql`
    update avaliacoes set data_criacao = now() - make_interval(days => ${dias}, hours => 3),
      data_atualizacao = now() - make_interval(days => ${editadaHa ?? dias}, hours => 3)
    where id_avaliacao = ${idAvaliacao}`)
}

export async function seedDemoAvaliacoes(deps: SeedDeps) {
  const loja = await lojaDemo(deps)
  const { checkout } = loja.modules.checkout
  const { carrinho } = loja.modules.carrinho
  const { avaliacoes } = loja.modules.avaliacoes
  const anuncios = await anunciosAVenda(deps, loja.vendedor.id_usuario)

  async function pagarEEntregar(idPedido: number, initPoint: string) {
    await loja.pagar(initPoint)
    await loja.avancar(idPedido, ENTREGA)
  }

  async function comprar(comprador: SessionUser, ids: number[]) {
    const [primeiro, ...outros] = ids
    if (primeiro === undefined) return
    if (!outros.length) {
      const pedido = await loja.comprarAgora(comprador, primeiro)
      return pagarEEntregar(pedido.id_pedido, pedido.init_point)
    }
    for (const id_anuncio of ids)
      await carrinho.adicionar(comprador.id_usuario, {
        id_usuario_comprador: comprador.id_usuario,
        id_anuncio,
        quantidade: 1 + (id_anuncio % 2),
        forma_pagamento_selecionada: 'padrao',
      })
    const { id_carrinho } = await checkout.aguardarPagamento(comprador.id_usuario)
    const { data } = await checkout.pagarCarrinho(comprador, id_carrinho, {})
    const [pedido] = data.pedidos
    if (pedido) await pagarEEntregar(pedido.id_pedido, pedido.init_point)
  }

  for (const compra of COMPRAS) {
    const comprador = await sessao(deps, compra.email)
    const escolhidos = compra.anuncios.flatMap((i) => anuncios[i] ?? [])
    if (escolhidos.length !== compra.anuncios.length) continue
    await comprar(
      comprador,
      escolhidos.map((a) => a.id_anuncio),
    )
    for (const [i, a] of escolhidos.entries()) {
      const avaliacao = compra.avaliacoes[i]
      if (!avaliacao) continue
      const { dados } = await avaliacoes.criar(comprador, {
        id_produto: a.id_produto,
        nota: avaliacao.nota,
        comentario: avaliacao.comentario,
      })
      await datar(deps, dados.avaliacao.id_avaliacao, avaliacao.dias)
    }
  }

  // The demo buyer's delivered order (demo-pedidos.ts): reviewed, then edited days later.
  const ana = await sessao(deps, 'comprador@recria.com.br')
  const { rows } = await deps.db.execute<{ id_produto: number }>(sql`
    select a.id_produto from pedidos p join itens_pedido i on i.id_pedido = p.id_pedido
    join anuncios a on a.id_anuncio = i.id_anuncio
    where p.id_usuario_comprador = ${ana.id_usuario} and p.status_pedido = 'entregue'
    order by p.id_pedido limit 1`)
  const entregue = rows[0]
  if (!entregue) return
  const { dados } = await avaliacoes.criar(ana, {
    id_produto: entregue.id_produto,
    nota: 4,
    comentario: 'Paguei parte com garrafas PET e o produto é lindo. Recomendo!',
  })
  await avaliacoes.atualizar(ana, dados.avaliacao.id_avaliacao, {
    nota: 5,
    comentario: 'Paguei parte com garrafas PET e o produto é lindo. Depois de um mês de uso, nota máxima!',
  })
  await datar(deps, dados.avaliacao.id_avaliacao, 6, 1)
}
