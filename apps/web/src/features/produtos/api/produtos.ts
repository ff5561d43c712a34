import type { ProdutoForm } from '@recria/domain/produto'
import { api } from '../../../lib/api.ts'
import { anunciosKeys, produtosKeys } from '../../../lib/query-keys.ts'
import { consultaDoVendedor, recursoApi } from '../../../lib/recurso-api.ts'
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts'
import type { Produto } from './produto.ts'
import { type ImagemChange, produtoFormData } from './produto-form-data.ts'

export interface ProdutosParams {
  page: number
  busca: string
  status: '' | 'ativo' | 'inativo'
  id_materia_prima: string
  /** Reais with a dot ('12.5'), or '' for no bound. */
  preco_min: string
  preco_max: string
}

/**
 * /produtos: a seller's list (?busca&status&id_materia_prima&preco_min&preco_max), one, and DELETE
 * (409 when a listing uses it). Its create and update send a picture: multipart, below.
 */
export const {
  useDetalhe: useProduto,
  useLista: useProdutos,
  useDelete: useDeleteProduto,
} = recursoApi<Produto, ProdutosParams>({ path: '/produtos', keys: produtosKeys })

export interface CreateProdutoInput {
  dados: ProdutoForm
  imagem: File
}

/** POST /produtos (multipart); the seller comes from the session (docs/api/back-office.md). */
function createProduto({ dados, imagem }: CreateProdutoInput) {
  return api<Produto>('/produtos', { method: 'POST', body: produtoFormData(dados, { imagem }) })
}

export function useCreateProduto() {
  return useInvalidatingMutation(createProduto, produtosKeys.all)
}

export interface UpdateProdutoInput extends ImagemChange {
  id: number
  dados: ProdutoForm
}

/** PUT /produtos/{id} (multipart), with an optional new `imagem` or `removerImagem='true'`. */
function updateProduto({ id, dados, ...imagem }: UpdateProdutoInput) {
  return api<Produto>(`/produtos/${id}`, { method: 'PUT', body: produtoFormData(dados, imagem) })
}

export function useUpdateProduto() {
  // Listings show the product's name, price and image: refresh them too.
  return useInvalidatingMutation(updateProduto, produtosKeys.all, anunciosKeys.all)
}

export interface MateriaPrimaOpcao {
  id_materia_prima: number
  nome_materia_prima: string
}

/** GET /produtos/usuario/{id}/materias-primas: the raw materials the seller's products use (filter). */
export const { useConsulta: useMateriasPrimasEmUso } = consultaDoVendedor(
  produtosKeys.materiasPrimasEmUso,
  (idUsuario) => api<MateriaPrimaOpcao[]>(`/produtos/usuario/${idUsuario}/materias-primas`),
)
