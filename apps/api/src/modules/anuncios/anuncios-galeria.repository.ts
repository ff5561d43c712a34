import { asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { produtoImagens } from '../../db/schema/galerias.ts'

/** The gallery of the listing's product, in the seller's order (the listing page's thumbnails). */
export function galeriaDoProduto(db: Executor, idProduto: number) {
  return db
    .select({
      id: produtoImagens.id,
      posicao: produtoImagens.posicao,
      arquivo_320: produtoImagens.arquivo_320,
      arquivo_640: produtoImagens.arquivo_640,
      arquivo_1280: produtoImagens.arquivo_1280,
      largura: produtoImagens.largura,
    })
    .from(produtoImagens)
    .where(eq(produtoImagens.id_produto, idProduto))
    .orderBy(asc(produtoImagens.posicao))
}
