// The catalogue's choices and texts (docs/product/catalogo.md), apart from the schemas of catalogo.ts (which
// re-exports them) so the catalogue page reads them without loading the schema library.
import { FORMAS_PAGAMENTO } from './anuncio-forma.ts'

export const ORDENACOES = ['relevancia', 'recentes', 'menor_preco', 'maior_preco', 'avaliacao'] as const
export type Ordenacao = (typeof ORDENACOES)[number]
export const ORDENACAO_LABEL: Record<Ordenacao, string> = {
  relevancia: 'Mais relevantes',
  recentes: 'Mais recentes',
  menor_preco: 'Menor preço',
  maior_preco: 'Maior preço',
  avaliacao: 'Mais bem avaliados',
}

export const FORMAS_FILTRO = ['todos', ...FORMAS_PAGAMENTO] as const
export type FormaFiltro = (typeof FORMAS_FILTRO)[number]

export const CATALOGO_MSG = {
  forma: 'Forma de pagamento inválida. Use todos, sustentavel ou padrao.',
  ordenar: 'Ordenação inválida. Use relevancia, recentes, menor_preco, maior_preco ou avaliacao.',
  faixa: 'O preço mínimo não pode ser maior que o preço máximo.',
  categoria:
    'Categoria inválida. Use casa_decoracao, moda_acessorios, bolsas, moveis, papelaria, brinquedos, jardim ou iluminacao.',
  materia: 'Matéria-prima inválida.',
  vazio: 'Nenhum resultado encontrado',
  semAtivos: 'Não há anúncios ativos no momento',
  filtrosSemResultado: 'Nenhum anúncio encontrado com status "ativo"',
} as const

/** Facets: a category counts at most FACETA_MAX listings; materials come from the newest FACETA_JANELA. */
export const FACETA_MAX = 1000
export const FACETA_JANELA = 2000
export const FACETA_MATERIAS_MAX = 12
