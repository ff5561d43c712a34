import type { QueryClient } from '@tanstack/react-query'
import { materiasPrimasKey } from './get-materias-primas.ts'

/**
 * After a raw material changes: its lists, and the conversions and products that show its name,
 * unit or status (their features own those keys; only the root names are shared).
 */
export function invalidateMateriasPrimas(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: materiasPrimasKey }),
    queryClient.invalidateQueries({ queryKey: ['conversoes'] }),
    queryClient.invalidateQueries({ queryKey: ['produtos'] }),
  ])
}
