import { isSustentavel } from '@recria/domain/anuncio-forma'
import { motivoOfertaIndisponivel } from '@recria/domain/creditos'
import { toCentavos } from '@recria/domain/pagamento'
import type { Anuncio } from '../api/anuncio.ts'

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
