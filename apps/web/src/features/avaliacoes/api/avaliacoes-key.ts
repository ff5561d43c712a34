/** Root of every ratings query: saving a review invalidates the lists and the form's state. */
export const avaliacoesKey = ['avaliacoes'] as const
