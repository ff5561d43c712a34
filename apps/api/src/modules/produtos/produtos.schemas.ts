import { idTextSchema } from '@recria/domain/id'
import { z } from '@recria/domain/zod'
import { emptyAsAbsent, PaginacaoQuery, PrecoRangeQuery } from '../../lib/pagination.ts'

export const ProdutoListQuery = PaginacaoQuery.extend({
  status: emptyAsAbsent(z.enum(['ativo', 'inativo'], { error: 'Status inválido. Use ativo ou inativo.' })),
  id_materia_prima: emptyAsAbsent(idTextSchema('Matéria-prima inválida.')),
  ...PrecoRangeQuery,
})
export type ProdutoListQuery = z.infer<typeof ProdutoListQuery>

const MateriaDoProduto = z.object({
  id_materia_prima: z.number(),
  nome_materia_prima: z.string(),
  unidade_medida: z.string(),
})

export const ProdutoResponse = z.object({
  id_produto: z.number(),
  nome: z.string(),
  descricao: z.string(),
  preco: z.number(),
  imagem: z.string().nullable(),
  imagem_detalhe: z.string().nullable(),
  status_produto: z.enum(['ativo', 'inativo']),
  materias_primas: z.array(MateriaDoProduto),
  id_usuario_vendedor: z.number(),
  data_criacao: z.string(),
  data_atualizacao: z.string(),
})

export const ProdutoPage = z.object({
  itens: z.array(ProdutoResponse),
  total: z.number(),
  pagina: z.number(),
  total_paginas: z.number(),
})

export const MateriaOpcaoList = z.array(
  z.object({ id_materia_prima: z.number(), nome_materia_prima: z.string() }),
)
