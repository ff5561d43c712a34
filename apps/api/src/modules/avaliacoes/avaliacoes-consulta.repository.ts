// The ratings lists (docs/product/avaliacoes.md): the product's (public), the seller's, the buyer's and an
// order's, newest first over the (owner, date) indexes; the figures read from the kept rows
// (decision 019). Each page reads its rows with the buyer, the seller, the product and the order's
// items in one statement.
import { type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { contains, type PageSlice } from '../../lib/pagination.ts'
import { type FiltroPeriodo, noPeriodo } from '../../lib/periodo.ts'

export interface ItemRow {
  nome: string
  imagem: string | null
  quantidade: number
  preco_centavos: number
  id_produto: number | null
  categoria: string | null
}

export interface AvaliacaoRow {
  id_avaliacao: number
  id_produto: number
  nota: number
  comentario: string
  data_criacao: Date
  data_atualizacao: Date
  id_pedido: number
  valor_total_centavos: number
  comprador_id: number
  comprador_nome: string
  comprador_foto: string | null
  vendedor_id: number
  vendedor_nome: string
  produto_nome: string
  produto_imagem: string | null
  produto_preco_centavos: number
  produto_categoria: string | null
  itens: ItemRow[]
}

export type AvaliacaoPublicaRow = Pick<
  AvaliacaoRow,
  | 'id_avaliacao'
  | 'nota'
  | 'comentario'
  | 'data_criacao'
  | 'data_atualizacao'
  | 'comprador_nome'
  | 'comprador_foto'
>

/** The product's category (its code; the presenter answers the label). */
const categoria = (idProduto: SQL) =>
  sql`(select cat.categoria from produtos cat where cat.id_produto = ${idProduto})`

const COLUNAS = sql`av.id_avaliacao, av.id_produto, av.nota, av.comentario, av.data_criacao, av.data_atualizacao,
  av.id_pedido, p.valor_total_centavos,
  c.id_usuario as comprador_id, c.nome as comprador_nome, c.foto_url as comprador_foto,
  v.id_usuario as vendedor_id, v.nome as vendedor_nome,
  pr.nome as produto_nome, pr.imagem as produto_imagem, pr.preco_centavos as produto_preco_centavos,
  ${categoria(sql`pr.id_produto`)} as produto_categoria,
  (select coalesce(json_agg(json_build_object('nome', i.nome_produto, 'imagem', i.imagem_produto,
      'quantidade', i.quantidade, 'preco_centavos', i.valor_unitario_centavos, 'id_produto', a.id_produto,
      'categoria', ${categoria(sql`a.id_produto`)}) order by i.id_item_pedido), '[]'::json)
    from itens_pedido i left join anuncios a on a.id_anuncio = i.id_anuncio
    where i.id_pedido = av.id_pedido) as itens`

const JUNCOES = sql`from avaliacoes av
  join pedidos p on p.id_pedido = av.id_pedido
  join usuarios c on c.id_usuario = av.id_usuario_comprador
  join usuarios v on v.id_usuario = av.id_usuario_vendedor
  join produtos pr on pr.id_produto = av.id_produto`

/** As the (owner, data_criacao desc, id desc) indexes are built. */
const RECENTES = sql`order by av.data_criacao desc nulls last, av.id_avaliacao desc nulls last`

export interface FiltroVendedor {
  busca?: string
  nota?: number
  id_produto?: number
  nome_produto?: string
  nome_anuncio?: string
}

export interface FiltroComprador extends FiltroPeriodo {
  busca?: string
  nota?: number
}

const e = (parts: (SQL | false | undefined)[]) =>
  sql.join(
    parts.filter((p): p is SQL => Boolean(p)),
    sql` and `,
  )

function ondeVendedor(idVendedor: number, f: FiltroVendedor) {
  return e([
    sql`av.id_usuario_vendedor = ${idVendedor}`,
    f.nota !== undefined && sql`av.nota = ${f.nota}`,
    f.id_produto !== undefined && sql`av.id_produto = ${f.id_produto}`,
    f.busca !== undefined &&
      sql`(${contains(sql`c.nome`, f.busca)} or ${contains(sql`av.comentario`, f.busca)})`,
    f.nome_produto !== undefined && contains(sql`pr.nome`, f.nome_produto),
    f.nome_anuncio !== undefined && contains(sql`pr.nome`, f.nome_anuncio),
  ])
}

function ondeComprador(idComprador: number, f: FiltroComprador) {
  return e([
    sql`av.id_usuario_comprador = ${idComprador}`,
    f.nota !== undefined && sql`av.nota = ${f.nota}`,
    ...noPeriodo(sql`av.data_criacao`, f),
    f.busca !== undefined &&
      sql`(${contains(sql`v.nome`, f.busca)} or ${contains(sql`av.comentario`, f.busca)}
        or ${contains(sql`pr.nome`, f.busca)})`,
  ])
}

async function pagina(db: Executor, onde: SQL, page: PageSlice) {
  const [lista, contagem] = await Promise.all([
    db.execute<AvaliacaoRow & Record<string, unknown>>(
      sql`select ${COLUNAS} ${JUNCOES} where ${onde} ${RECENTES} limit ${page.limit} offset ${page.offset}`,
    ),
    db.execute<{ total: number }>(sql`select count(*)::int as total ${JUNCOES} where ${onde}`),
  ])
  return { rows: lista.rows as AvaliacaoRow[], total: contagem.rows[0]?.total ?? 0 }
}

export const avaliacoesConsultaRepository = {
  async porId(db: Executor, idAvaliacao: number) {
    const { rows } = await db.execute<AvaliacaoRow & Record<string, unknown>>(
      sql`select ${COLUNAS} ${JUNCOES} where av.id_avaliacao = ${idAvaliacao}`,
    )
    return (rows[0] as AvaliacaoRow | undefined) ?? null
  },

  async doPedido(db: Executor, idPedido: number) {
    const { rows } = await db.execute<AvaliacaoRow & Record<string, unknown>>(
      sql`select ${COLUNAS} ${JUNCOES} where av.id_pedido = ${idPedido} ${RECENTES}`,
    )
    return rows as AvaliacaoRow[]
  },

  doVendedor: (db: Executor, idVendedor: number, f: FiltroVendedor, page: PageSlice) =>
    pagina(db, ondeVendedor(idVendedor, f), page),

  doComprador: (db: Executor, idComprador: number, f: FiltroComprador, page: PageSlice) =>
    pagina(db, ondeComprador(idComprador, f), page),

  /** A page of the product's reviews, newest first, without `excluido`'s own. */
  async doProduto(db: Executor, idProduto: number, excluido: number | null, page: PageSlice) {
    const { rows } = await db.execute<AvaliacaoPublicaRow & Record<string, unknown>>(sql`
      select av.id_avaliacao, av.nota, av.comentario, av.data_criacao, av.data_atualizacao,
             c.nome as comprador_nome, c.foto_url as comprador_foto
      from avaliacoes av join usuarios c on c.id_usuario = av.id_usuario_comprador
      where av.id_produto = ${idProduto}
        ${excluido === null ? sql`` : sql`and av.id_usuario_comprador <> ${excluido}`}
      ${RECENTES} limit ${page.limit} offset ${page.offset}`)
    return rows as AvaliacaoPublicaRow[]
  },

  /** The product's kept count and average (0 without reviews). */
  async figurasDoProduto(db: Executor, idProduto: number) {
    const { rows } = await db.execute<{ total: number; nota_media: string }>(
      sql`select total, nota_media from avaliacoes_produto where id_produto = ${idProduto}`,
    )
    return { total: rows[0]?.total ?? 0, media: Number(rows[0]?.nota_media ?? 0) }
  },

  /** The seller's kept figures. */
  async figurasDoVendedor(db: Executor, idVendedor: number) {
    const { rows } = await db.execute<
      Record<'total' | `nota_${1 | 2 | 3 | 4 | 5}`, number> & { nota_media: string }
    >(
      sql`select total, nota_1, nota_2, nota_3, nota_4, nota_5, nota_media
          from avaliacoes_vendedor where id_usuario_vendedor = ${idVendedor}`,
    )
    return rows[0] ?? null
  },

  /** The seller's products that have reviews, by name: the product filter's options. */
  async produtosAvaliados(db: Executor, idVendedor: number) {
    const { rows } = await db.execute<{ id_produto: number; nome: string }>(sql`
      select pr.id_produto, pr.nome from avaliacoes_produto ap join produtos pr on pr.id_produto = ap.id_produto
      where pr.id_usuario_vendedor = ${idVendedor} and ap.total > 0
      order by pr.nome, pr.id_produto`)
    return rows
  },
}
