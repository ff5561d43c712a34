import type { StatusProduto } from '@recria/domain/produto'

/** A product as the API answers it (docs/api/back-office.md, Shapes); `preco` in reais. */
export interface Produto {
  id_produto: number
  nome: string
  descricao: string
  preco: number
  /** Card-size image URL; `imagem_detalhe` is the larger one. */
  imagem: string | null
  imagem_detalhe: string | null
  status_produto: StatusProduto
  materias_primas: { id_materia_prima: number; nome_materia_prima: string; unidade_medida: string }[]
  id_usuario_vendedor: number
  data_criacao: string
  data_atualizacao: string
}

/** Root key of every product query; mutations invalidate it (listings read products under it too). */
export const produtosKey = ['produtos'] as const
