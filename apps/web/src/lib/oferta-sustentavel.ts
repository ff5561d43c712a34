import { isSustentavel } from '@recria/domain/anuncio-forma'
import { formatBRL } from '@recria/domain/format'

/** The fields of a listing (back-office or catalogue) that its sustainable offer reads. */
export interface OfertaCampos {
  forma_de_pagamento: string
  creditos_aceitos: number
  valor_conversao: number | null
  produto: { preco: number }
}

/** 'ou R$ 30,00 + 40 créditos' for a sustainable listing that accepts credits; null otherwise. */
export function ofertaSustentavelTexto(anuncio: OfertaCampos): string | null {
  const { forma_de_pagamento, creditos_aceitos, valor_conversao } = anuncio
  if (!isSustentavel(forma_de_pagamento) || creditos_aceitos <= 0) return null
  // Spec part 2 §3: the cash value falls back to the product's price.
  const valor = valor_conversao ?? anuncio.produto.preco
  return `ou ${formatBRL(valor)} + ${creditos_aceitos} ${creditos_aceitos === 1 ? 'crédito' : 'créditos'}`
}
