import type { ProdutoForm } from '@recria/domain/produto'
import { api } from '../../../lib/api.ts'
import { anunciosKeys, produtosKeys } from '../../../lib/query-keys.ts'
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts'
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
  // Listings show the product's name, price and image: refresh them too.
  return useInvalidatingMutation(updateProduto, produtosKeys.all, anunciosKeys.all)
}
