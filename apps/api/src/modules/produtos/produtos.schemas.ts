// Params, list query and answers of the products API (docs/api/back-office.md).
import { parsePrice, toCentavos } from '@recria/domain/preco'
import { z } from '@recria/domain/zod'
import { emptyAsAbsent, PaginacaoQuery } from '../../lib/pagination.ts'

const INT_MAX = 2_147_483_647
/** Well above any real price; keeps the centavos inside PostgreSQL's integer. */
const PRECO_FILTRO_MAX = 10_000_000

const whole = (message: string, min: number, max: number, maxMessage = message) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, maxMessage)

const id = whole('Identificador inválido.', 1, INT_MAX)

export const IdParams = z.object({ id })

/** A price filter in reais ('10', '10.5', '10,50'), answered as centavos. */
const precoFiltro = (message: string) =>
  z
    .string({ error: message })
    .transform((text) => parsePrice(text))
    .pipe(z.number({ error: message }).min(0, message).max(PRECO_FILTRO_MAX, message))
    .transform(toCentavos)

export const ProdutoListQuery = PaginacaoQuery.extend({
  status: emptyAsAbsent(z.enum(['ativo', 'inativo'], { error: 'Status inválido. Use ativo ou inativo.' })),
  id_materia_prima: emptyAsAbsent(whole('Matéria-prima inválida.', 1, INT_MAX)),
  preco_min: emptyAsAbsent(precoFiltro('Preço mínimo inválido.')),
  preco_max: emptyAsAbsent(precoFiltro('Preço máximo inválido.')),
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

export const MessageResponse = z.object({ mensagem: z.string() })
