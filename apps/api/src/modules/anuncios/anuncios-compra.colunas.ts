// What a buyer's read takes of a listing (the cart, the checkout): the catalogue card's own columns,
// plus what says whether it can still be bought. One column set for every statement that reads them,
// joined to the listing, its product and its seller.
import { sql } from 'drizzle-orm'
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
 * The three tables every row needs are joined by the statement; what a row may lack (conversion, raw
 * material, rating, search document) is read by a subquery of its own, which PostgreSQL plans apart
 * and cheaply: seven joins cost it milliseconds to order on every call (decision 038).
 */
const porMateria = (coluna: string) =>
  sql.raw(
    `(select mp.${coluna} from materias_primas mp where mp.id_materia_prima = "anuncios"."id_materia_prima")`,
  )
const porProduto = (expr: string) =>
  sql.raw(`(select ${expr} from avaliacoes_produto ap where ap.id_produto = "anuncios"."id_produto")`)
const porBusca = (expr: string) =>
  sql.raw(`(select ${expr} from anuncios_busca b where b.id_anuncio = "anuncios"."id_anuncio")`)

export const colunasParaCompra = {
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
  id_conversao: anuncios.id_conversao,
  valor_multiplicavel: sql<
    CompraRow['valor_multiplicavel']
  >`(select c.valor_multiplicavel from conversoes c where c.id_conversao = ${anuncios.id_conversao})`,
  id_materia_prima: anuncios.id_materia_prima,
  nome_materia_prima: sql<string | null>`${porMateria('nome_materia_prima')}`,
  unidade_medida: sql<CompraRow['unidade_medida']>`${porMateria('unidade_medida')}`,
  rating: sql<number>`coalesce(${porProduto('nota_media')}, 0)::float8`,
  total_avaliacoes: sql<number>`coalesce(${porProduto('total')}, 0)`,
  visivel: sql<boolean>`coalesce(${porBusca('visivel')}, false)`,
  bloqueado: sql<boolean>`coalesce(${porBusca('vendedor_bloqueado_ate > now()')}, false)`,
}
