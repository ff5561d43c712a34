/** What a back-office list holds, as its texts name it: 'matéria-prima', 'matérias-primas', feminine. */
export interface ListNoun {
  singular: string
  plural: string
  feminine: boolean
}

/** What a list counts: 'pedido', 'pedidos'. */
export type CountNoun = Pick<ListNoun, 'singular' | 'plural'>

/** The texts of every list around its noun: 'Carregando pedidos...', '1 pedido', '12 pedidos'. */
export function countTexts({ singular, plural }: CountNoun) {
  return {
    loading: `Carregando ${plural}...`,
    count: (total: number) => (total === 1 ? `1 ${singular}` : `${total} ${plural}`),
  }
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
/** 'matérias-primas' → 'Matérias-Primas', as titles and buttons spell it. */
const titleCase = (words: string) => words.split('-').map(capital).join('-')

/**
 * The texts every seller list writes the same way around its noun (docs/product/README.md): the title,
 * the buttons, the search, the states and the delete messages, e.g. 'Minhas Matérias-Primas',
 * 'Nenhum produto cadastrado', 'Conversão excluída com sucesso!'.
 */
export function listTexts(noun: ListNoun) {
  const { singular, plural, feminine: f } = noun
  return {
    ...countTexts(noun),
    title: `${f ? 'Minhas' : 'Meus'} ${titleCase(plural)}`,
    create: `${f ? 'Nova' : 'Novo'} ${titleCase(singular)}`,
    createFirst: `Criar ${f ? 'Primeira' : 'Primeiro'} ${titleCase(singular)}`,
    search: `Buscar ${plural}...`,
    loadError: `Não foi possível carregar ${f ? 'as' : 'os'} ${plural}.`,
    empty: `${f ? 'Nenhuma' : 'Nenhum'} ${singular} ${f ? 'cadastrada' : 'cadastrado'}`,
    label: capital(plural),
    deleteTitle: `Excluir ${singular}`,
    deleted: `${capital(singular)} ${f ? 'excluída' : 'excluído'} com sucesso!`,
    deleteFailed: `Erro ao excluir ${singular}.`,
  }
}
