import {
  type CreditRange,
  clampCredits,
  creditRange,
  creditStep,
  quantidadeMateriaPrima,
  valorSustentavelCentavos,
} from '@recria/domain/creditos'
import { toCentavos } from '@recria/domain/preco'
import { quantidadeTexto } from '../../../lib/oferta-sustentavel.ts'
import type { ConversaoOpcao, ProdutoOpcao } from '../api/opcoes.ts'

/** What the sustainable form offers for a product, a conversion and the credits typed. */
export interface Oferta {
  /** null when 8%–35% cannot be applied (CREDITOS_MSG.impossivel). */
  range: CreditRange | null
  /** Credits move in steps of this (above 1 only for raw materials counted in units). */
  passo: number
  /**
   * For the credits typed as they will be applied (moved into the range, as on blur), so the
   * preview follows each keystroke; null until a number is typed or when no range exists.
   */
  valorCentavos: number | null
  /** '12 kg de Garrafa PET'. */
  quantidade: string | null
}

/** docs/product/anuncios.md: allowed credits, cash value and raw-material quantity. */
export function calcularOferta(
  produto: ProdutoOpcao,
  conversao: ConversaoOpcao,
  creditosTexto: string,
): Oferta {
  const preco = toCentavos(produto.preco)
  const { valor_multiplicavel: multiplicador, materia_prima: materia } = conversao
  const range = creditRange(preco, multiplicador, materia.unidade_medida)
  const passo = creditStep(multiplicador, materia.unidade_medida)
  const typed = creditosTexto.trim() === '' ? Number.NaN : Number(creditosTexto)
  if (!range || !Number.isFinite(typed)) return { range, passo, valorCentavos: null, quantidade: null }
  const creditos = clampCredits(typed, range, passo)
  return {
    range,
    passo,
    valorCentavos: valorSustentavelCentavos(preco, creditos, multiplicador),
    quantidade: quantidadeTexto(
      quantidadeMateriaPrima(creditos, multiplicador, materia.unidade_medida),
      materia.unidade_medida,
      materia.nome_materia_prima,
    ),
  }
}

/** The warning under the credits after a blur moved them into the range. */
export function ajusteTexto(creditos: number, range: CreditRange, passo: number) {
  const multiplos = passo > 1 ? `, em múltiplos de ${passo}` : ''
  return `Os créditos foram ajustados para ${creditos}: o permitido é de ${range.min} a ${range.max}${multiplos}.`
}

/** The hint under the credits: the allowed range. */
export function faixaTexto(range: CreditRange, passo: number) {
  const multiplos = passo > 1 ? `, em múltiplos de ${passo}` : ''
  return `Permitido: de ${range.min} a ${range.max} créditos${multiplos} (desconto de 8% a 35% do preço).`
}
