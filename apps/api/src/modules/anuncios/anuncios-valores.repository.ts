import { type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'

/** A sustainable listing with what its cash value depends on. */
export type OfertaRow = {
  id_anuncio: number
  creditos_aceitos: number
  valor_conversao_centavos: number | null
  status_anuncio: string
  preco_centavos: number
  valor_multiplicavel: string
  unidade_medida: string
}

export interface OfertaAjustada {
  id_anuncio: number
  creditos_aceitos: number
  valor_conversao_centavos: number
  status_anuncio: string
}

/** Whose change moves the offers: a product's price, a conversion's multiplier, a raw material's unit. */
export type OfertasDe = { idProduto: number } | { idConversao: number } | { idMateriaPrima: number }

const alvo = (by: OfertasDe): SQL =>
  'idProduto' in by
    ? sql`a.id_produto = ${by.idProduto}`
    : 'idConversao' in by
      ? sql`a.id_conversao = ${by.idConversao}`
      : sql`c.id_materia_prima = ${by.idMateriaPrima}`

export const anunciosValoresRepository = {
  /** The sustainable listings of a product, a conversion or a raw material, locked for the rewrite. */
  async ofertasDe(tx: Executor, by: OfertasDe): Promise<OfertaRow[]> {
    const { rows } = await tx.execute<OfertaRow>(sql`
      select a.id_anuncio, a.creditos_aceitos, a.valor_conversao_centavos, a.status_anuncio,
             p.preco_centavos, c.valor_multiplicavel, m.unidade_medida
      from anuncios a
      join produtos p on p.id_produto = a.id_produto
      join conversoes c on c.id_conversao = a.id_conversao
      join materias_primas m on m.id_materia_prima = c.id_materia_prima
      where ${alvo(by)} and a.forma_de_pagamento = 'sustentavel'
      order by a.id_anuncio
      for update of a`)
    return rows
  },

  /** Writes every adjusted offer in one statement. */
  async salvar(tx: Executor, ofertas: OfertaAjustada[]) {
    if (ofertas.length === 0) return
    const values = sql.join(
      ofertas.map(
        (o) =>
          sql`(${o.id_anuncio}::int, ${o.creditos_aceitos}::int, ${o.valor_conversao_centavos}::int, ${o.status_anuncio}::text)`,
      ),
      sql`, `,
    )
    await tx.execute(sql`
      update anuncios a
      set creditos_aceitos = v.creditos, valor_conversao_centavos = v.valor, status_anuncio = v.status,
          data_alteracao = now()
      from (values ${values}) as v(id, creditos, valor, status)
      where a.id_anuncio = v.id`)
  },
}
