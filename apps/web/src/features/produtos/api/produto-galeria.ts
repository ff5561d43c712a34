import type { Galeria } from '@recria/domain/galeria'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { anunciosKeys, produtosKeys } from '../../../lib/query-keys.ts'
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts'

/** The gallery is part of the product's detail: refreshing a product refreshes its images too. */
export const galeriaKey = (idProduto: number) => [...produtosKeys.detalhe(idProduto), 'imagens'] as const

/** GET /produtos/{id}/imagens: the seller's own product's images, in order. */
export function useGaleria(idProduto: number) {
  return useQuery({
    queryKey: galeriaKey(idProduto),
    queryFn: () => api<Galeria>(`/produtos/${idProduto}/imagens`),
  })
}

type Acao =
  | { tipo: 'adicionar'; arquivo: File }
  | { tipo: 'remover'; idImagem: number }
  | { tipo: 'ordem'; ids: number[] }

function alterar(idProduto: number, acao: Acao) {
  const base = `/produtos/${idProduto}/imagens`
  if (acao.tipo === 'adicionar') {
    const body = new FormData()
    body.append('imagem', acao.arquivo)
    return api<Galeria>(base, { method: 'POST', body })
  }
  if (acao.tipo === 'remover') return api<Galeria>(`${base}/${acao.idImagem}`, { method: 'DELETE' })
  return api<Galeria>(`${base}/ordem`, { method: 'PUT', json: { ids: acao.ids } })
}

/** Adds, removes or orders images; the product (its picture is image 1) and listings refresh. */
export function useAlterarGaleria(idProduto: number) {
  return useInvalidatingMutation((acao: Acao) => alterar(idProduto, acao), produtosKeys.all, anunciosKeys.all)
}
