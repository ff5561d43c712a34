import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'

/**
 * Sustainable listings store the cash value computed from price, credits and multiplier
 * (valorSustentavelCentavos); when a product's price or a conversion's multiplier changes, the
 * products and conversions services call this in the same transaction so stored values follow.
 * Rounding matches the domain: half up, never below 0.
 */
export async function recomputeSustainableCash(
  tx: Executor,
  by: { idProduto?: number; idConversao?: number },
) {
  const target =
    by.idProduto !== undefined ? sql`a.id_produto = ${by.idProduto}` : sql`a.id_conversao = ${by.idConversao}`
  await tx.execute(sql`
    update anuncios a
    set valor_conversao_centavos = greatest(0, p.preco_centavos - round(a.creditos_aceitos * 100 / c.valor_multiplicavel))::int,
        data_alteracao = now()
    from produtos p, conversoes c
    where ${target} and a.forma_de_pagamento = 'sustentavel'
      and p.id_produto = a.id_produto and c.id_conversao = a.id_conversao`)
}
