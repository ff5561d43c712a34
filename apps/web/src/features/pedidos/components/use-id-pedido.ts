import { useEffect } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { positiveId } from '../../../lib/navigation-id.ts'

/**
 * docs/product/pedidos.md: the order arrives in navigation state (`pedido`); the page then takes its own
 * address, `{base}/{id}`, so a reload or a shared link opens the same order.
 */
export function useIdPedido(base: string): number | undefined {
  const { pathname, state } = useLocation()
  const params = useParams()
  const navigate = useNavigate()
  const doEstado = positiveId((state as { pedido?: { id_pedido?: unknown } } | null)?.pedido?.id_pedido)
  const id = positiveId(params.id) ?? doEstado
  useEffect(() => {
    if (id !== undefined && params.id === undefined && pathname === base) {
      navigate(`${base}/${id}`, { replace: true, state })
    }
  }, [id, params.id, pathname, base, state, navigate])
  return id
}
