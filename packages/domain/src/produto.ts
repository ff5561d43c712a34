/**
 * Products (docs/product/produtos.md). ProdutoSchema reads the API's multipart fields (all strings);
 * ProdutoFormSchema reads the web form (numbers and arrays). Both share the field rules and answer
 * the price in integer centavos (`preco_centavos`).
 */
import { CATEGORIAS, categoriaSchema } from './categoria.ts'
import { parseId } from './id.ts'
import { descricaoSchema, MateriaPrimaRef, NOME_MAX } from './materia-prima.ts'
import { toCentavos } from './pagamento.ts'
import { decimalSchema } from './preco.ts'
import { textoSchema } from './texto.ts'
import { z } from './zod.ts'

/** Reais; docs/product/produtos.md bounds the price below only (greater than 0.99). */
export const PRECO_MAX = 1_000_000

/**
 * docs/product/produtos.md texts quoted exactly (nomeLongo, precoMaximo and precoDecimais are Recria's own),
 * then the API's answers.
 */
export const PRODUTO_MSG = {
  nome: 'Nome do produto é obrigatório e deve ter ao menos 3 caracteres.',
  nomeLongo: 'O nome do produto deve ter no máximo 100 caracteres.',
  preco: 'O Preço deve ser maior que R$ 0,99.',
  precoMaximo: 'O preço deve ser no máximo R$ 1.000.000,00.',
  precoDecimais: 'O preço deve ter no máximo 2 casas decimais.',
  materiasPrimas: 'Selecione ao menos uma matéria-prima.',
  status: 'Selecione um status para o produto.',
  imagemObrigatoria: 'A imagem do produto é obrigatória.',
  statusFiltro: 'Status inválido. Use ativo ou inativo.',
  materiaPrimaFiltro: 'Matéria-prima inválida.',
  naoEncontrado: 'Produto não encontrado.',
  materiaDesconhecida: 'Selecione apenas matérias-primas cadastradas por você.',
  materiaInativa: (nome: string) =>
    `A matéria-prima "${nome}" está inativa. Ative-a ou selecione outra matéria-prima.`,
  emUso:
    'Este produto não pode ser excluído porque está vinculado a anúncios. Desative o produto para que ele deixe de ser oferecido.',
  excluido: 'Produto excluído com sucesso!',
} as const

export const STATUS_PRODUTO = ['ativo', 'inativo'] as const
export type StatusProduto = (typeof STATUS_PRODUTO)[number]

const nome = textoSchema({
  min: 3,
  max: NOME_MAX,
  obrigatorio: PRODUTO_MSG.nome,
  longo: PRODUTO_MSG.nomeLongo,
})

/** Price as text ('1.234,56', 'R$ 12,90') or number → centavos. Empty or invalid: the documented message. */
const preco = decimalSchema({ invalido: PRODUTO_MSG.preco, casas: PRODUTO_MSG.precoDecimais })
  .pipe(z.number().gt(0.99, PRODUTO_MSG.preco).max(PRECO_MAX, PRODUTO_MSG.precoMaximo))
  .transform(toCentavos)

/** One message on `materias_primas` itself (not on an element), as the form shows it. */
const idList = z
  .array(z.unknown(), { error: PRODUTO_MSG.materiasPrimas })
  .min(1, PRODUTO_MSG.materiasPrimas)
  .refine((ids) => ids.every((id) => parseId(id) !== null), PRODUTO_MSG.materiasPrimas)
  .transform((ids) => [...new Set(ids.map((id) => parseId(id) as number))])

/** Multipart sends the list as JSON ('[1,2]'); a single id ('3') or a real array also work. */
function readIdList(value: string | readonly (number | string)[]): unknown {
  if (typeof value !== 'string') return value
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed : [parsed]
  } catch {
    return value
  }
}

const status_produto = z.enum(STATUS_PRODUTO, { error: PRODUTO_MSG.status }).optional()

const withCentavos = <T extends { preco: number }>({ preco: preco_centavos, ...rest }: T) => ({
  ...rest,
  preco_centavos,
})

/** POST/PUT /produtos multipart fields. The image is checked by the API (PRODUTO_MSG.imagemObrigatoria). */
export const ProdutoSchema = z
  .object({
    nome,
    descricao: descricaoSchema,
    preco,
    materias_primas: z.preprocess(readIdList, idList),
    categoria: categoriaSchema,
    status_produto,
  })
  .transform(withCentavos)
/** The product's fields as the API reads them (price in centavos). */
export type ProdutoDados = z.infer<typeof ProdutoSchema>
export type ProdutoInput = z.input<typeof ProdutoSchema>

/** The web form: price as typed (text or number), raw materials as an array of ids. */
export const ProdutoFormSchema = z
  .object({
    nome,
    descricao: descricaoSchema,
    preco,
    materias_primas: idList,
    categoria: categoriaSchema,
    status_produto,
  })
  .transform(withCentavos)
export type ProdutoForm = z.infer<typeof ProdutoFormSchema>
export type ProdutoFormInput = z.input<typeof ProdutoFormSchema>

/** A product as the API answers it (docs/api/back-office.md, Produto): price in reais. */
export const ProdutoResponse = z.object({
  id_produto: z.number(),
  nome: z.string(),
  descricao: z.string(),
  preco: z.number(),
  imagem: z.string().nullable(),
  imagem_detalhe: z.string().nullable(),
  status_produto: z.enum(STATUS_PRODUTO),
  categoria: z.enum(CATEGORIAS),
  materias_primas: z.array(MateriaPrimaRef),
  id_usuario_vendedor: z.number(),
  data_criacao: z.string(),
  data_atualizacao: z.string(),
})
export type Produto = z.infer<typeof ProdutoResponse>
