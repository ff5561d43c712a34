import { centavosToReais } from '@recria/domain/preco'
import type { ProdutoForm } from '@recria/domain/produto'
import { ApiError } from '../../../lib/api.ts'

export interface ImagemChange {
  /** A new image to upload. */
  imagem?: File | null
  /** Remove the current image (ignored when a new one is sent). */
  removerImagem?: boolean
}

/**
 * The multipart body of POST and PUT /produtos (docs/product/produtos.md): nome, descricao, preco (reais with
 * a dot), materias_primas as a JSON list of ids, status_produto on edit, imagem, removerImagem.
 */
export function produtoFormData(dados: ProdutoForm, { imagem, removerImagem }: ImagemChange) {
  const body = new FormData()
  body.append('nome', dados.nome)
  body.append('descricao', dados.descricao)
  body.append('preco', centavosToReais(dados.preco_centavos).toFixed(2))
  body.append('materias_primas', JSON.stringify(dados.materias_primas))
  body.append('categoria', dados.categoria)
  if (dados.status_produto) body.append('status_produto', dados.status_produto)
  if (imagem) body.append('imagem', imagem)
  else if (removerImagem) body.append('removerImagem', 'true')
  return body
}

/** The server's field messages of a refused write, plus a refused upload (413) shown on the image. */
export function produtoServerErrors(error: unknown, erros: Partial<Record<string, string>>) {
  if (error instanceof ApiError && error.status === 413) return { ...erros, imagem: error.body.mensagem }
  return erros
}
