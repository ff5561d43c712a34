/** Root of every payments query of this feature: 'Atualizar' and a sync refresh them. */
export const pagamentosKey = ['pagamentos'] as const
