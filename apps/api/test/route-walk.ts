// A walk over every documented route, aimed at someone else's data: a seller with a catalogue, a
// listing and a paid order, the ids that name them, the three strangers who try them, and a
// fingerprint of every table such a call could change.
import sharp from 'sharp'
import { anuncioFixtures, type Seller } from '../src/modules/anuncios/anuncios.fixtures.ts'
import { ENDERECO, signUp } from './fixtures.ts'
import type { TestApp } from './test-app.ts'

export type Owned =
  | 'usuario'
  | 'materia'
  | 'conversao'
  | 'produto'
  | 'anuncio'
  | 'pagamento'
  | 'comprador'
  | 'item_carrinho'
  | 'carrinho'
  | 'pedido'
  | 'notificacao'
  | 'avaliacao'
  | 'pagamento_entregue'
  | 'reembolso'
  | 'reembolso_recusado'
  | 'endereco'
export type Caller = 'visitante' | 'outro comprador' | 'outro vendedor'

export interface Walk {
  victim: Seller
  /** The buyer who paid the victim's order and holds a cart with the victim's listing. */
  customer: { id: number; cookie: string }
  /** The sustainable item of the victim's paid order (`ids.pedido`). */
  itemSustentavel: number
  ids: Record<Owned, number>
  cookies: Record<Caller, string | undefined>
  /** An image of the victim's product's gallery (`{id_imagem}`) and a picture to upload. */
  imagem: { id: number; png: Buffer }
  /** The other seller's own catalogue, for calls that must name ids of their own. */
  own: { seller: Seller; materia: number; produto: number; conversao: number; anuncio: number }
}

export async function prepareWalk(t: TestApp): Promise<Walk> {
  const fixtures = anuncioFixtures(t)
  const victim = await fixtures.seller()
  const { idMateria, idProduto, idConversao } = await fixtures.catalogo(victim.id)
  const anuncio = await fixtures.anuncio(victim, { id_produto: idProduto, forma_de_pagamento: 'padrao' })
  const customer = await signUp(t.app, { perfil: 'comprador' })
  const pagamento = await fixtures.one<{ id: number; id_pedido: number }>(
    `with pedido as (
       insert into pedidos (id_usuario_comprador, id_usuario_vendedor, valor_total_centavos, status_pedido)
       values ($1, $2, 10000, 'pagamento_aprovado') returning id_pedido, id_usuario_vendedor)
     insert into pagamentos (id_pedido, id_usuario_vendedor, mercado_pago_payment_id, status, valor_total_centavos, data_criacao, data_atualizacao_mp)
     select id_pedido, id_usuario_vendedor, 424242, 'approved', 10000, now(), now() from pedido
     returning id_pagamento as id, id_pedido`,
    [customer.usuario.id_usuario, victim.id],
  )
  // The paid order owes the victim raw material: its seller records it received.
  const itemSustentavel = await fixtures.one<{ id: number }>(
    `insert into itens_pedido (id_pedido, nome_produto, quantidade, valor_unitario_centavos,
       forma_pagamento_selecionada, quantidade_materia_prima, nome_materia_prima, unidade_medida)
     values ($1, 'Produto', 1, 10000, 'sustentavel', 5, 'Garrafa de vidro', 'unidade')
     returning id_item_pedido as id`,
    [pagamento.id_pedido],
  )
  const item = await fixtures.one<{ id: number; id_carrinho: number }>(
    `with carrinho as (insert into carrinhos (id_usuario_comprador) values ($1) returning id_carrinho)
     insert into itens_carrinho (id_carrinho, id_anuncio, quantidade, forma_pagamento_selecionada)
     select id_carrinho, $2, 1, 'padrao' from carrinho returning id_item_carrinho as id, id_carrinho`,
    [customer.usuario.id_usuario, anuncio.id_anuncio],
  )

  const notificacao = await fixtures.one<{ id: number }>(
    `insert into notificacoes (id_usuario, tipo, titulo, mensagem, id_pedido)
     values ($1, 'pagamento_aprovado', 'Novo pedido pago', 'O pedido foi pago.', $2)
     returning id_notificacao as id`,
    [victim.id, pagamento.id_pedido],
  )

  // The customer received the listing in another order, and reviewed its product.
  const avaliacao = await fixtures.one<{ id: number }>(
    `with pedido as (
       insert into pedidos (id_usuario_comprador, id_usuario_vendedor, valor_total_centavos, status_pedido,
         data_entrega_realizada)
       values ($1, $2, 10000, 'entregue', now()) returning id_pedido),
     item as (
       insert into itens_pedido (id_pedido, id_anuncio, nome_produto, quantidade, valor_unitario_centavos,
         forma_pagamento_selecionada)
       select id_pedido, $3, 'Produto', 1, 10000, 'padrao' from pedido)
     insert into avaliacoes (id_produto, id_pedido, id_usuario_comprador, id_usuario_vendedor, nota, comentario)
     select $4, id_pedido, $1, $2, 4, 'Gostei muito do produto.' from pedido
     returning id_avaliacao as id`,
    [customer.usuario.id_usuario, victim.id, anuncio.id_anuncio, idProduto],
  )

  // Two more orders delivered to the customer today, paid: one whose refund may still be asked for,
  // one with its refund request awaiting the victim's answer.
  const entregue = () =>
    fixtures.one<{ id: number; id_pedido: number }>(
      `with pedido as (
         insert into pedidos (id_usuario_comprador, id_usuario_vendedor, valor_total_centavos, status_pedido,
           data_entrega_realizada)
         values ($1, $2, 10000, 'entregue', now()) returning id_pedido, id_usuario_vendedor)
       insert into pagamentos (id_pedido, id_usuario_vendedor, mercado_pago_payment_id, status, valor_total_centavos, data_criacao, data_atualizacao_mp)
       select id_pedido, id_usuario_vendedor, 424242000 + id_pedido, 'approved', 10000, now(), now() from pedido
       returning id_pagamento as id, id_pedido`,
      [customer.usuario.id_usuario, victim.id],
    )
  const reembolsavel = await entregue()
  const pedido = await entregue()
  const reembolso = await fixtures.one<{ id: number }>(
    `insert into reembolsos (id_pagamento, id_pedido, id_usuario_comprador, id_usuario_vendedor, motivo,
       descricao_motivo, valor_solicitado_centavos)
     values ($1, $2, $3, $4, 'defective_product', 'Chegou quebrado.', 10000) returning id_reembolso as id`,
    [pedido.id, pedido.id_pedido, customer.usuario.id_usuario, victim.id],
  )
  // And one whose request the victim rejected today: the customer may still dispute it.
  const recusado = await entregue()
  const reembolsoRecusado = await fixtures.one<{ id: number }>(
    `insert into reembolsos (id_pagamento, id_pedido, id_usuario_comprador, id_usuario_vendedor, motivo,
       descricao_motivo, valor_solicitado_centavos, status, resposta_vendedor, data_resposta)
     values ($1, $2, $3, $4, 'defective_product', 'Chegou quebrado.', 10000, 'rejected',
       'Chegou inteiro.', now()) returning id_reembolso as id`,
    [recusado.id, recusado.id_pedido, customer.usuario.id_usuario, victim.id],
  )

  // The victim's address (sellers may keep addresses too).
  const endereco = await t.app.inject({
    method: 'POST',
    url: '/api/enderecos',
    headers: { cookie: victim.cookie },
    payload: ENDERECO,
  })
  if (endereco.statusCode !== 201) throw new Error(`endereço: ${endereco.body}`)

  const imagem = await fixtures.one<{ id: number }>(
    `insert into produto_imagens (id_produto, posicao, card, arquivo_1280, largura)
     values ($1, 0, '/api/arquivos/produtos/walk.webp', '/api/arquivos/produtos/walk.webp', 1200) returning id`,
    [idProduto],
  )
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer()

  const buyer = await signUp(t.app, { perfil: 'comprador' })
  const seller = await fixtures.seller()
  const theirs = await fixtures.catalogo(seller.id)
  const theirAnuncio = await fixtures.anuncio(seller, {
    id_produto: theirs.idProduto,
    forma_de_pagamento: 'padrao',
  })
  return {
    victim,
    customer: { id: customer.usuario.id_usuario, cookie: customer.cookie },
    itemSustentavel: itemSustentavel.id,
    imagem: { id: imagem.id, png },
    ids: {
      usuario: victim.id,
      materia: idMateria,
      conversao: idConversao,
      produto: idProduto,
      anuncio: anuncio.id_anuncio,
      pagamento: pagamento.id,
      comprador: customer.usuario.id_usuario,
      item_carrinho: item.id,
      carrinho: item.id_carrinho,
      pedido: pagamento.id_pedido,
      notificacao: notificacao.id,
      avaliacao: avaliacao.id,
      pagamento_entregue: reembolsavel.id,
      reembolso: reembolso.id,
      reembolso_recusado: reembolsoRecusado.id,
      endereco: endereco.json().id_endereco,
    },
    cookies: { visitante: undefined, 'outro comprador': buyer.cookie, 'outro vendedor': seller.cookie },
    own: {
      seller,
      materia: theirs.idMateria,
      produto: theirs.idProduto,
      conversao: theirs.idConversao,
      anuncio: theirAnuncio.id_anuncio,
    },
  }
}

const TABLES = [
  'usuarios',
  'usuario_perfis',
  'sessoes',
  'tokens_redefinicao_senha',
  'conexoes_mercadopago',
  'materias_primas',
  'conversoes',
  'produtos',
  'produto_materias_primas',
  'produto_imagens',
  'anuncios',
  'pedidos',
  'pagamentos',
  'carrinhos',
  'itens_carrinho',
  'itens_pedido',
  'pedido_eventos',
  'mensagens_pedido',
  'notificacoes',
  'avaliacoes',
  'avaliacoes_produto',
  'avaliacoes_vendedor',
  'reembolsos',
  'disputas',
  'denuncias',
  'moderacao_eventos',
  'enderecos',
  'entregas_vendedor',
  'favoritos',
]

/** One fingerprint per table: row count and the md5 of every row, in order. */
export async function snapshot(t: TestApp) {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const { rows } = await t.pool.query(
        `select count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from ${table} r`,
      )
      return [table, rows[0]] as const
    }),
  )
  return Object.fromEntries(entries)
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
}

/** Every operation of the OpenAPI document whose path `picks`. */
export async function documentedRoutes(t: TestApp, picks: (path: string) => boolean): Promise<Route[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
  const paths = res.json().paths as Record<string, Record<string, unknown>>
  return Object.entries(paths)
    .filter(([path]) => picks(path))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase() as Route['method'], path })),
    )
}

/**
 * Every operation whose path carries an `{id}` naming a user's data; the operator's console, which
 * names everybody's, has its own walk (admin/acesso.test.ts).
 */
export const routesWithId = (t: TestApp) =>
  documentedRoutes(t, (path) => path.includes('{id}') && !path.startsWith('/admin/'))
