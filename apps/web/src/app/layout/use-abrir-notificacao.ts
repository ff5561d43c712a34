import type { Notificacao } from '@recria/domain/notificacao'
import { TIPOS_COM_PEDIDO } from '@recria/domain/notificacao-base'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { getPedidoQueryOptions } from '../../features/pedidos/api/get-pedido.ts'
import { getReembolsoQueryOptions } from '../../features/reembolsos/api/get-reembolso.ts'
import { useAuth } from '../../lib/session/auth-context.tsx'

/** The order a notification is about, under any of the names docs/product/notificacoes.md reads. */
function idPedidoDe(n: Notificacao): number | undefined {
  return n.pedido?.id_pedido ?? n.dados_adicionais.id_pedido ?? n.dados_adicionais.pedidoId
}

/**
 * docs/product/notificacoes.md: an order or payment notification opens the order's detail for the ACTIVE
 * profile, with the order in navigation state; if it cannot be fetched the page opens without it (the
 * `:id` route then loads it, or says why not).
 */
export function useAbrirNotificacao() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { perfilAtivo } = useAuth()
  return async (n: Notificacao) => {
    // A seller's moderation notice opens what it is about: the listing (its page says why it is
    // inactive) or the listings, which the block hides.
    if (n.tipo === 'anuncio_desativado' && n.dados_adicionais.id_anuncio !== undefined)
      return navigate(`/anuncio/editar/${n.dados_adicionais.id_anuncio}`)
    if (n.tipo === 'vendedor_bloqueado') return navigate('/anuncios')
    // An operator's review of one of them (decision 024) opens the same place.
    if (n.tipo === 'moderacao_revisada')
      return navigate(
        n.dados_adicionais.evento === 'anuncio_desativado' && n.dados_adicionais.id_anuncio != null
          ? `/anuncio/editar/${n.dados_adicionais.id_anuncio}`
          : '/anuncios',
      )
    // A new review opens the seller's reviews page.
    if (n.tipo === 'avaliacao_recebida') return navigate('/avaliacoes')
    // A refund's notice opens the request on the active profile's side (the seller's page needs it
    // in navigation state); if it cannot be fetched, the order opens instead.
    const idReembolso = n.dados_adicionais.id_reembolso
    if (typeof idReembolso === 'number') {
      const reembolso = await queryClient.fetchQuery(getReembolsoQueryOptions(idReembolso)).catch(() => null)
      if (reembolso && perfilAtivo === 'vendedor')
        return navigate('/reembolso-detalhes', { state: { reembolso } })
      if (reembolso) return navigate(`/reembolso-detalhes-comprador/${idReembolso}`, { state: { reembolso } })
    }
    const id = idPedidoDe(n)
    if (id === undefined || !TIPOS_COM_PEDIDO.includes(n.tipo)) return
    const base = perfilAtivo === 'comprador' ? '/pedido/detalhes-comprador' : '/pedido/detalhes'
    const pedido = await queryClient.fetchQuery(getPedidoQueryOptions(id)).catch(() => undefined)
    navigate(`${base}/${id}`, { state: pedido ? { pedido } : undefined })
  }
}
