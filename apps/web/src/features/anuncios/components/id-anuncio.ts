import { useLocation, useParams } from 'react-router'

function positive(value: unknown): number | undefined {
  const id = Number(value)
  return value !== undefined && value !== null && value !== '' && Number.isInteger(id) && id > 0
    ? id
    : undefined
}

/** Spec part 2 §2: the listing's id, from navigation state (`idAnuncio`) or the route parameter `id`. */
export function useIdAnuncio(): number | undefined {
  const { state } = useLocation()
  const params = useParams()
  return positive((state as { idAnuncio?: unknown } | null)?.idAnuncio) ?? positive(params.id)
}
