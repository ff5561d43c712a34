import { FORMAS_PAGAMENTO } from '@recria/domain/anuncio-forma'
import { z } from '@recria/domain/zod'
import { emptyAsAbsent, PaginacaoQuery, PrecoRangeQuery, paginatedResponse } from '../../lib/pagination.ts'

/** A filter sent empty (`?status=`) or as the pages' "todos" means no filter. */
const filter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === 'todos' ? undefined : value), emptyAsAbsent(schema))

export const ListQuery = PaginacaoQuery.extend({
  status: filter(z.enum(['ativo', 'inativo'], { error: 'Status inválido. Use ativo ou inativo.' })),
  forma_pagamento: filter(
    z.enum(FORMAS_PAGAMENTO, { error: 'Forma de pagamento inválida. Use padrao ou sustentavel.' }),
  ),
  ...PrecoRangeQuery,
})
export type ListQuery = z.infer<typeof ListQuery>

const MateriaRef = z.object({
  id_materia_prima: z.number(),
  nome_materia_prima: z.string(),
  unidade_medida: z.string(),
})

export const AnuncioResponse = z.object({
  id_anuncio: z.number(),
  id_usuario_vendedor: z.number(),
  descricao_anuncio: z.string(),
  forma_de_pagamento: z.string(),
  creditos_aceitos: z.number(),
  valor_conversao: z.number().nullable(),
  quantidade_materia_prima: z.number().nullable(),
  id_conversao: z.number().nullable(),
  id_materia_prima: z.number().nullable(),
  status_anuncio: z.string(),
  data_criacao: z.string(),
  data_alteracao: z.string(),
  produto: z.object({
    id_produto: z.number(),
    nome: z.string(),
    descricao: z.string(),
    preco: z.number(),
    imagem: z.string().nullable(),
    imagem_detalhe: z.string().nullable(),
    status_produto: z.string(),
    materias_primas: z.array(MateriaRef),
    id_usuario_vendedor: z.number(),
    data_criacao: z.string(),
    data_atualizacao: z.string(),
  }),
  conversao: z
    .object({
      id_conversao: z.number(),
      valor_multiplicavel: z.number(),
      status_conversao: z.string(),
      id_materia_prima: z.number(),
      materia_prima: MateriaRef,
      id_usuario_vendedor: z.number(),
      data_criacao: z.string(),
      data_atualizacao: z.string(),
    })
    .nullable(),
  materia_prima: MateriaRef.nullable(),
  vendedor: z.object({ id_usuario: z.number(), nome: z.string(), foto_url: z.string().nullable() }),
  rating: z.number(),
  totalAvaliacoes: z.number(),
})

export const AnuncioPageResponse = paginatedResponse(AnuncioResponse)
