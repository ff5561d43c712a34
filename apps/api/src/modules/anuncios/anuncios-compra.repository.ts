// The listings a buyer holds or is about to add (the cart, the checkout): the catalogue card's own
// columns, plus what says whether each can still be bought, for many ids in one statement, named, on
// the caller's transaction when it passes one.
import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { anuncios, produtos } from '../../db/schema/back-office.ts'
import { usuarios } from '../../db/schema/usuarios.ts'
import type { CardRow } from './catalogo.repository.ts'

export type CompraRow = CardRow & {
  status_anuncio: 'ativo' | 'inativo'
  /** Listing and product active, seller connected (the search document's `visivel`). */
  visivel: boolean
  bloqueado: boolean
}

/**
 * The three tables every row needs are joined; what a row may lack (conversion, raw material, rating,
 * search document) is read by a subquery of its own, which PostgreSQL plans apart and cheaply: seven
 * joins cost it milliseconds to order on every call (it never kept a generic plan for them, decision
 * 038), for well under one of work.
 */
function montarParaCompra(db: Executor) {
  const a = anuncios
  const porMateria = (coluna: string) =>
    sql.raw(
      `(select mp.${coluna} from materias_primas mp where mp.id_materia_prima = "anuncios"."id_materia_prima")`,
    )
  const porProduto = (expr: string) =>
    sql.raw(`(select ${expr} from avaliacoes_produto ap where ap.id_produto = "anuncios"."id_produto")`)
  const porBusca = (expr: string) =>
    sql.raw(`(select ${expr} from anuncios_busca b where b.id_anuncio = "anuncios"."id_anuncio")`)
  return db
    .select({
      id_anuncio: a.id_anuncio,
      forma_de_pagamento: a.forma_de_pagamento,
      creditos_aceitos: a.creditos_aceitos,
      valor_conversao_centavos: a.valor_conversao_centavos,
      status_anuncio: sql<CompraRow['status_anuncio']>`${a.status_anuncio}`,
      id_produto: produtos.id_produto,
      nome_produto: produtos.nome,
      preco_centavos: produtos.preco_centavos,
      imagem: produtos.imagem,
      id_usuario: usuarios.id_usuario,
      nome_vendedor: usuarios.nome,
      id_conversao: a.id_conversao,
      valor_multiplicavel: sql<
        CompraRow['valor_multiplicavel']
      >`(select c.valor_multiplicavel from conversoes c where c.id_conversao = ${a.id_conversao})`,
      id_materia_prima: a.id_materia_prima,
      nome_materia_prima: sql<string | null>`${porMateria('nome_materia_prima')}`,
      unidade_medida: sql<CompraRow['unidade_medida']>`${porMateria('unidade_medida')}`,
      rating: sql<number>`coalesce(${porProduto('nota_media')}, 0)::float8`,
      total_avaliacoes: sql<number>`coalesce(${porProduto('total')}, 0)`,
      visivel: sql<boolean>`coalesce(${porBusca('visivel')}, false)`,
      bloqueado: sql<boolean>`coalesce(${porBusca('vendedor_bloqueado_ate > now()')}, false)`,
    })
    .from(a)
    .innerJoin(produtos, eq(produtos.id_produto, a.id_produto))
    .innerJoin(usuarios, eq(usuarios.id_usuario, a.id_usuario_vendedor))
    .where(sql`${a.id_anuncio} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('anuncios_para_compra')
}

/** Built once per executor (the pool's, or a transaction's): building it cost more than running it. */
const construidas = new WeakMap<Executor, ReturnType<typeof montarParaCompra>>()
function paraCompra(db: Executor) {
  const pronta = construidas.get(db)
  if (pronta) return pronta
  const consulta = montarParaCompra(db)
  construidas.set(db, consulta)
  return consulta
}

export const anunciosCompraRepository = {
  /** The listings of `ids` that exist, in no particular order. */
  async cartoes(db: Executor, ids: readonly number[]): Promise<CompraRow[]> {
    if (!ids.length) return []
    return (await paraCompra(db).execute({ ids: [...ids] })) as CompraRow[]
  },
}
