/**
 * Ratings (docs/product/avaliacoes.md): a buyer's review of a product they
 * received, its form and its texts, and the figures the seller's page shows. One review per buyer and
 * product; it can be edited, and counts as edited when updated more than 1 s after it was created.
 */
// No zod here: the listing page reads the texts and helpers without the schema library;
// avaliacao.ts adds the forms' schemas and re-exports all of this.
import { formatDateTime } from './format.ts'

export const NOTA_MIN = 1
export const NOTA_MAX = 5
/** docs/product/avaliacoes.md: the rating defaults to 5. */
export const NOTA_PADRAO = 5
export const NOTAS = [5, 4, 3, 2, 1] as const
export type Nota = (typeof NOTAS)[number]
export const COMENTARIO_MIN = 10
export const COMENTARIO_MAX = 500
/** docs/product/avaliacoes.md: reviews on the buyer's listing page. */
export const AVALIACOES_NO_ANUNCIO = 5
/** docs/product/avaliacoes.md: product tiles of a review card, then '+N'. */
export const PRODUTOS_NO_CARTAO = 5
const instante = (d: Date | string) => (typeof d === 'string' ? new Date(d) : d).getTime()

/** docs/product/avaliacoes.md: edited when the update differs from the creation by more than 1 s. */
export const EDITADA_APOS_MS = 1000

/** Texts quoted from docs/product/avaliacoes.md, then the API's own answers. */
export const AVALIACAO_MSG = {
  /** The buyer's empty 'Minhas Avaliações', one sentence (docs/product/avaliacoes.md). */
  /** What a visitor reads on a listing's reviews instead of a form they cannot send. */
  visitante: 'Comprou e recebeu este produto? Entre na sua conta para avaliá-lo.',
  nenhumaFeita: 'Você ainda não realizou nenhuma avaliação. Após receber seus pedidos, avalie os vendedores!',
  comentarioObrigatorio: 'Por favor, escreva um comentário para sua avaliação.',
  comentarioCurto: 'Mínimo 10 caracteres',
  comentarioLongo: `O comentário deve ter no máximo ${COMENTARIO_MAX} caracteres.`,
  nota: 'Escolha uma nota de 1 a 5 estrelas.',
  produto: 'Informe um produto válido.',
  enviada: 'Avaliação enviada com sucesso!',
  atualizada: 'Avaliação atualizada com sucesso!',
  erroSalvar: 'Erro ao salvar avaliação. Tente novamente.',
  naoRecebeu: 'Só quem comprou e recebeu este produto pode avaliá-lo.',
  jaAvaliou: 'Você já avaliou este produto. Edite a sua avaliação.',
  naoEncontrada: 'Avaliação não encontrada.',
  deOutraPessoa: 'Você só pode editar as suas próprias avaliações.',
  notaFiltro: 'Nota inválida. Use um número de 1 a 5.',
  produtoFiltro: 'Produto inválido.',
  periodoInvalido: 'Período inválido.',
} as const

/** docs/product/avaliacoes.md: edited when updated more than 1 s after it was created. */
export function foiEditada(criacao: Date | string, atualizacao: Date | string): boolean {
  return instante(atualizacao) - instante(criacao) > EDITADA_APOS_MS
}

/**
 * The date line of a review card (docs/product/avaliacoes.md), in São Paulo time: 'Avaliado em
 * 12/03/2025 14:30' and, when edited, 'Editado em 13/03/2025 09:05' (shown apart, in blue).
 */
export function dataDaAvaliacao(a: { data_criacao: string; data_atualizacao: string }) {
  return {
    texto: `Avaliado em ${formatDateTime(a.data_criacao)}`,
    editada: foiEditada(a.data_criacao, a.data_atualizacao)
      ? `Editado em ${formatDateTime(a.data_atualizacao)}`
      : null,
  }
}

export type Distribuicao = Record<Nota, number>

/** A share of the total as the distribution chart writes it: one decimal, '0,0%' for none. */
export function percentual(parte: number, total: number): string {
  const valor = total > 0 ? (parte / total) * 100 : 0
  return `${valor.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`
}

/** 'Positivas': the reviews of 4 and 5 stars, as a share of all (docs/product/avaliacoes.md). */
export function positivas(distribuicao: Distribuicao, total: number): string {
  return percentual(distribuicao[4] + distribuicao[5], total)
}
