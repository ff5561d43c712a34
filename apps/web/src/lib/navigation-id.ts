import { useLocation } from 'react-router'

/** A positive integer id, or undefined for anything else (missing, empty, 0, 'abc', 1.5). */
export function positiveId(value: unknown): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined
  const id = Number(value)
  return value !== '' && Number.isInteger(id) && id > 0 ? id : undefined
}

/** Back-office pages receive the id in navigation state (docs/product/README.md: idMateria, idProduto…). */
export function useStateId(key: string): number | undefined {
  const { state } = useLocation()
  return positiveId((state as Record<string, unknown> | null)?.[key])
}
