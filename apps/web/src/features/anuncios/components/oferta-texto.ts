import { isSustentavel } from '@recria/domain/anuncio-forma'
import { motivoOfertaIndisponivel } from '@recria/domain/creditos'
import { formatBRL } from '@recria/domain/format'
import { toCentavos } from '@recria/domain/pagamento'
import type { Anuncio } from '../api/anuncio.ts'

/** 'ou R$ 30,00 + 40 créditos' for a sustainable listing that accepts credits; null otherwise. */
export function ofertaSustentavelTexto(anuncio: Anuncio): string | null {
  const { forma_de_pagamento, creditos_aceitos, valor_conversao } = anuncio
  if (!isSustentavel(forma_de_pagamento) || creditos_aceitos <= 0) return null
  // Spec part 2 §3: the cash value falls back to the product's price.
  const valor = valor_conversao ?? anuncio.produto.preco
  return `ou ${formatBRL(valor)} + ${creditos_aceitos} ${creditos_aceitos === 1 ? 'crédito' : 'créditos'}`
}

/**
 * Why a sustainable listing cannot be on sale with its product's current price and its conversion's
 * current multiplier (the listing was deactivated, decision 007); null otherwise.
 */
export function ofertaIndisponivelTexto(anuncio: Anuncio): string | null {
  const { conversao } = anuncio
  if (!isSustentavel(anuncio.forma_de_pagamento) || !conversao) return null
  return motivoOfertaIndisponivel(
    toCentavos(anuncio.produto.preco),
    conversao.valor_multiplicavel,
    conversao.materia_prima.unidade_medida,
  )
}
