import type { ProdutoForm } from '@recria/domain/produto'
import { api } from '../../../lib/api.ts'
import { produtosKeys } from '../../../lib/query-keys.ts'
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts'
import type { Produto } from './produto.ts'
import { produtoFormData } from './produto-form-data.ts'

export interface CreateProdutoInput {
  dados: ProdutoForm
  imagem: File
}

/** POST /produtos (multipart); the seller comes from the session (docs/api/back-office.md). */
export function createProduto({ dados, imagem }: CreateProdutoInput) {
  return api<Produto>('/produtos', { method: 'POST', body: produtoFormData(dados, { imagem }) })
}

export function useCreateProduto() {
  return useInvalidatingMutation(createProduto, produtosKeys.all)
}
