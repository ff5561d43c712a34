import { isSustentavel } from '@recria/domain/anuncio-forma'
import { displayBRL } from '@recria/domain/format'
import { unidadeSigla } from '@recria/domain/unidade-medida'

/** The fields of a listing (back-office or catalogue) that its sustainable offer reads. */
export interface OfertaCampos {
  forma_de_pagamento: string
  creditos_aceitos: number
  valor_conversao: number | null
  produto: { preco: number }
}

/**
 * Whether the buyer may choose the sustainable way: a sustainable listing that accepts credits
 * (docs/product/catalogo.md). Otherwise buying and the cart go straight in with padrão.
 */
export function ofereceSustentavel(anuncio: OfertaCampos): boolean {
  return isSustentavel(anuncio.forma_de_pagamento) && anuncio.creditos_aceitos > 0
}

/** docs/product/anuncios.md: the cash value of the sustainable way falls back to the product's price. */
export function valorSustentavel(anuncio: OfertaCampos): number {
  return anuncio.valor_conversao ?? anuncio.produto.preco
}

/** '1 crédito', '40 créditos'. */
export function creditosTexto(creditos: number): string {
  return `${creditos} ${creditos === 1 ? 'crédito' : 'créditos'}`
}

/** 'ou R$ 30,00 + 40 créditos' for a sustainable listing that accepts credits; null otherwise. */
export function ofertaSustentavelTexto(anuncio: OfertaCampos): string | null {
  if (!ofereceSustentavel(anuncio)) return null
  return `ou ${displayBRL(valorSustentavel(anuncio))} + ${creditosTexto(anuncio.creditos_aceitos)}`
}

const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 })

/** '12,5 kg de Garrafa PET' (docs/product/anuncios.md). */
export function quantidadeTexto(quantidade: number, unidade: string, materia: string) {
  return `${numero.format(quantidade)} ${unidadeSigla(unidade)} de ${materia}`
}

interface MateriaCampos {
  materia_prima: { nome_materia_prima: string; unidade_medida: string } | null
  conversao: { materia_prima: { nome_materia_prima: string; unidade_medida: string } } | null
}

/** The raw material a sustainable listing takes: its own, else its conversion's. */
export function materiaDoAnuncio(anuncio: MateriaCampos) {
  return anuncio.materia_prima ?? anuncio.conversao?.materia_prima ?? null
}
