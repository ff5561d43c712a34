// The listings a buyer holds or is about to add (the cart, the checkout): the catalogue card's own
// columns, plus what says whether each can still be bought, for many ids in one statement. Named, so
// PostgreSQL plans its seven joins once per connection (planning them cost 3 ms a call, running them
// 0.2–1 ms), on the caller's transaction when it passes one.
import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { avaliacoesProduto } from '../../db/schema/avaliacoes.ts'
import { anuncios, conversoes, materiasPrimas, produtos } from '../../db/schema/back-office.ts'
import { anunciosBusca } from '../../db/schema/catalogo.ts'
import { usuarios } from '../../db/schema/usuarios.ts'
import type { CardRow } from './catalogo.repository.ts'

export type CompraRow = CardRow & {
  status_anuncio: 'ativo' | 'inativo'
  /** Listing and product active, seller connected (the search document's `visivel`). */
  visivel: boolean
  bloqueado: boolean
}

function paraCompra(db: Executor) {
  return db
    .select({
      id_anuncio: anuncios.id_anuncio,
      forma_de_pagamento: anuncios.forma_de_pagamento,
      creditos_aceitos: anuncios.creditos_aceitos,
      valor_conversao_centavos: anuncios.valor_conversao_centavos,
      status_anuncio: sql<CompraRow['status_anuncio']>`${anuncios.status_anuncio}`,
      id_produto: produtos.id_produto,
      nome_produto: produtos.nome,
      preco_centavos: produtos.preco_centavos,
      imagem: produtos.imagem,
      id_usuario: usuarios.id_usuario,
      nome_vendedor: usuarios.nome,
      id_conversao: conversoes.id_conversao,
      valor_multiplicavel: conversoes.valor_multiplicavel,
      id_materia_prima: materiasPrimas.id_materia_prima,
      nome_materia_prima: materiasPrimas.nome_materia_prima,
      unidade_medida: materiasPrimas.unidade_medida,
      rating: sql<number>`coalesce(${avaliacoesProduto.nota_media}, 0)::float8`,
      total_avaliacoes: sql<number>`coalesce(${avaliacoesProduto.total}, 0)`,
      visivel: sql<boolean>`coalesce(${anunciosBusca.visivel}, false)`,
      bloqueado: sql<boolean>`coalesce(${anunciosBusca.vendedor_bloqueado_ate} > now(), false)`,
    })
    .from(anuncios)
    .innerJoin(produtos, eq(produtos.id_produto, anuncios.id_produto))
    .innerJoin(usuarios, eq(usuarios.id_usuario, anuncios.id_usuario_vendedor))
    .leftJoin(conversoes, eq(conversoes.id_conversao, anuncios.id_conversao))
    .leftJoin(materiasPrimas, eq(materiasPrimas.id_materia_prima, anuncios.id_materia_prima))
    .leftJoin(anunciosBusca, eq(anunciosBusca.id_anuncio, anuncios.id_anuncio))
    .leftJoin(avaliacoesProduto, eq(avaliacoesProduto.id_produto, produtos.id_produto))
    .where(sql`${anuncios.id_anuncio} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('anuncios_para_compra')
}

export const anunciosCompraRepository = {
  /** The listings of `ids` that exist, in no particular order. */
  async cartoes(db: Executor, ids: readonly number[]): Promise<CompraRow[]> {
    if (!ids.length) return []
    return (await paraCompra(db).execute({ ids: [...ids] })) as CompraRow[]
  },
}
