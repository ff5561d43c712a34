import { conversoesKeys, materiasPrimasKeys, produtosKeys } from '../../../lib/query-keys.ts'

/**
 * What a raw material's change refreshes: its lists, and the conversions and products that show its
 * name, unit or status.
 */
export const materiaPrimaRefreshes = [materiasPrimasKeys.all, conversoesKeys.all, produtosKeys.all] as const
