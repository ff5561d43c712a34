import { idTextSchema } from '@recria/domain/id'
import { paginaSchema } from '@recria/domain/pagina'
import { PRODUTO_MSG, ProdutoResponse } from '@recria/domain/produto'
import { z } from '@recria/domain/zod'
import { emptyAsAbsent, PaginacaoQuery, PrecoRangeQuery } from '../../lib/pagination.ts'

export const ProdutoListQuery = PaginacaoQuery.extend({
  status: emptyAsAbsent(z.enum(['ativo', 'inativo'], { error: PRODUTO_MSG.statusFiltro })),
  id_materia_prima: emptyAsAbsent(idTextSchema(PRODUTO_MSG.materiaPrimaFiltro)),
  ...PrecoRangeQuery,
})
export type ProdutoListQuery = z.infer<typeof ProdutoListQuery>

export const ProdutoPage = paginaSchema(ProdutoResponse)

export const MateriaOpcaoList = z.array(
  z.object({ id_materia_prima: z.number(), nome_materia_prima: z.string() }),
)
