import type { ProdutoForm } from '@recria/domain/produto'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { anunciosKeys, produtosKeys } from '../../../lib/query-keys.ts'
import type { Produto } from './produto.ts'
import { type ImagemChange, produtoFormData } from './produto-form-data.ts'

export interface UpdateProdutoInput extends ImagemChange {
  id: number
  dados: ProdutoForm
}

/** PUT /produtos/{id} (multipart), with an optional new `imagem` or `removerImagem='true'`. */
export function updateProduto({ id, dados, ...imagem }: UpdateProdutoInput) {
  return api<Produto>(`/produtos/${id}`, { method: 'PUT', body: produtoFormData(dados, imagem) })
}

export function useUpdateProduto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProduto,
    // Listings show the product's name, price and image: refresh them too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: produtosKeys.all }),
        queryClient.invalidateQueries({ queryKey: anunciosKeys.all }),
      ]),
  })
}
