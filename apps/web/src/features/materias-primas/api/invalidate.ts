import type { QueryClient } from '@tanstack/react-query'
import { conversoesKeys, materiasPrimasKeys, produtosKeys } from '../../../lib/query-keys.ts'

/**
 * After a raw material changes: its lists, and the conversions and products that show its name,
 * unit or status.
 */
export function invalidateMateriasPrimas(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: materiasPrimasKeys.all }),
    queryClient.invalidateQueries({ queryKey: conversoesKeys.all }),
    queryClient.invalidateQueries({ queryKey: produtosKeys.all }),
  ])
}
