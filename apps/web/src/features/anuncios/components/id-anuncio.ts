import { useLocation, useParams } from 'react-router'
import { positiveId } from '../../../lib/navigation-id.ts'

/** docs/product/anuncios.md: the listing's id, from navigation state (`idAnuncio`) or the route parameter
 * `id`. */
export function useIdAnuncio(): number | undefined {
  const { state } = useLocation()
  const params = useParams()
  return positiveId((state as { idAnuncio?: unknown } | null)?.idAnuncio) ?? positiveId(params.id)
}
