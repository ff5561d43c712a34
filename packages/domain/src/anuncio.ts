/**
 * Listings (docs/product/anuncios.md): create and edit bodies. Field rules first, in the documented
 * order (product, description), then the cross-field rules of the sustainable form. The credit
 * range needs the product's price and the conversion's multiplier: the API checks it with
 * validateCredits (./creditos.ts) once it has loaded them.
 */
import { FORMAS_PAGAMENTO, toFormaPagamento } from './anuncio-forma.ts'
import { ConversaoResponse } from './conversao.ts'
import { CREDITOS_MSG } from './creditos.ts'
import { formatCentavos, formatDateTime } from './format.ts'
import { ImagemGaleria } from './galeria.ts'
import { idSchema } from './id.ts'
import { MateriaPrimaRef } from './materia-prima.ts'
import { decimalSchema } from './preco.ts'
import { ProdutoResponse } from './produto.ts'
import { textoSchema } from './texto.ts'
import { z } from './zod.ts'

export const ANUNCIO_DESCRICAO_MAX = 300

/**
 * Texts quoted from docs/product/anuncios.md (forma, valorConversao and status are Recria's own), then
 * the API's answers. The credit counts' texts are CREDITOS_MSG's (./creditos.ts); a product or a
 * conversion the seller does not have is refused with PRODUTO_MSG's and CONVERSAO_MSG's "not found".
 */
export const ANUNCIO_MSG = {
  produto: 'Selecione um produto.',
  descricao: 'A descrição do anúncio é obrigatória.',
  descricaoLonga: 'A descrição deve ter no máximo 300 caracteres.',
  forma: 'Selecione a forma de pagamento.',
  conversao: 'Selecione uma conversão.',
  valorConversao: 'Informe um valor de conversão válido.',
  status: 'Selecione um status para o anúncio.',
  statusFiltro: 'Status inválido. Use ativo ou inativo.',
  formaFiltro: 'Forma de pagamento inválida. Use padrao ou sustentavel.',
  naoEncontrado: 'Anúncio não encontrado.',
  excluido: 'Anúncio excluído com sucesso!',
  comPedidos:
    'Este anúncio possui pedidos e não pode ser excluído. Desative-o para que não seja mais vendido.',
  mercadoPagoNaoConectado: 'Conecte sua conta do Mercado Pago para publicar anúncios.',
  semEntrega: 'Configure pelo menos uma forma de entrega antes de publicar um anúncio.',
  bloqueado: (ate: Date) =>
    `Sua conta está bloqueada até ${formatDateTime(ate)} e não pode publicar anúncios até lá.`,
  produtoInativo: 'O produto selecionado está inativo. Ative-o ou escolha outro produto.',
  conversaoInativa: 'A conversão selecionada está inativa. Ative-a ou escolha outra conversão.',
  conversaoForaDoProduto: 'A matéria-prima da conversão selecionada não faz parte do produto do anúncio.',
  materiaDiferente: 'A matéria-prima informada não é a da conversão selecionada.',
  creditosDemais: 'A quantidade de créditos é grande demais.',
  valorDivergente: (enviadoCentavos: number, calculadoCentavos: number) =>
    `O valor em dinheiro informado (${formatCentavos(enviadoCentavos)}) não confere com o calculado pelo servidor ` +
    `(${formatCentavos(calculadoCentavos)}) para o preço do produto, os créditos e a conversão.`,
} as const

export const STATUS_ANUNCIO = ['ativo', 'inativo'] as const
export type StatusAnuncio = (typeof STATUS_ANUNCIO)[number]

const descricao = textoSchema({
  max: ANUNCIO_DESCRICAO_MAX,
  obrigatorio: ANUNCIO_MSG.descricao,
  longo: ANUNCIO_MSG.descricaoLonga,
})

type Loose<T> = T | string | null | undefined
const blankToNull = <T>(value: T) => (value === '' || value === undefined ? null : value)
const optionalId = z
  .preprocess((value: Loose<number>) => blankToNull(value), idSchema(ANUNCIO_MSG.conversao).nullable())
  .default(null)

const fields = {
  /** 'Sustentável', 'sustentavel', 'padrão'… are read as the stored value. */
  forma_de_pagamento: z.preprocess(
    (value: string) => (typeof value === 'string' ? (toFormaPagamento(value) ?? value) : value),
    z.enum(FORMAS_PAGAMENTO, { error: ANUNCIO_MSG.forma }),
  ),
  /** A whole count, read like every other number ('10', 10, '1.000.000'; not '1e3' nor '0x10'). */
  creditos_aceitos: z
    .preprocess(
      (value: Loose<number>) => (value === null || value === undefined || value === '' ? 0 : value),
      decimalSchema({ invalido: CREDITOS_MSG.minimo }).pipe(
        z.number().int(CREDITOS_MSG.minimo).min(0, CREDITOS_MSG.minimo),
      ),
    )
    .default(0),
  id_conversao: optionalId,
  id_materia_prima: optionalId,
  /** Reais paid in cash the sustainable way; informative, the API recomputes it. */
  valor_conversao: z
    .preprocess(
      (value: Loose<number>) => blankToNull(value),
      decimalSchema({ invalido: ANUNCIO_MSG.valorConversao })
        .pipe(z.number().min(0, ANUNCIO_MSG.valorConversao))
        .nullable(),
    )
    .default(null),
}

interface CrossFields {
  forma_de_pagamento: 'padrao' | 'sustentavel'
  creditos_aceitos: number
  id_conversao: number | null
  id_materia_prima: number | null
  valor_conversao: number | null
}

/**
 * Sustainable: a conversion and at least 1 credit. The raw material is the conversion's own (the
 * server takes it from there), so `id_materia_prima` is optional.
 */
function sustainableRules(data: CrossFields, ctx: z.RefinementCtx) {
  if (data.forma_de_pagamento !== 'sustentavel') return
  if (data.id_conversao == null) {
    ctx.addIssue({ code: 'custom', message: ANUNCIO_MSG.conversao, path: ['id_conversao'] })
  }
  if (typeof data.creditos_aceitos === 'number' && data.creditos_aceitos < 1) {
    ctx.addIssue({ code: 'custom', message: CREDITOS_MSG.minimo, path: ['creditos_aceitos'] })
  }
}

/** Padrão clears conversion, raw material, credits (0) and the cash value (null). */
function normalize<T extends CrossFields>(data: T): T {
  if (data.forma_de_pagamento === 'sustentavel') return data
  return { ...data, id_conversao: null, id_materia_prima: null, creditos_aceitos: 0, valor_conversao: null }
}

const createObject = z
  .object({ id_produto: idSchema(ANUNCIO_MSG.produto), descricao, ...fields })
  .superRefine(sustainableRules)
  .transform(normalize)
type CreateIn = z.input<typeof createObject>

/** POST /anuncios. `descricao_anuncio` is accepted for `descricao`. */
export const AnuncioCreateSchema = z.preprocess(
  (value: Omit<CreateIn, 'descricao'> & { descricao?: string; descricao_anuncio?: string }) =>
    alias(value, { descricao_anuncio: 'descricao' }),
  createObject,
)
export type AnuncioCreate = z.infer<typeof AnuncioCreateSchema>
export type AnuncioCreateInput = z.input<typeof AnuncioCreateSchema>

const updateObject = z
  .object({
    id_produto: idSchema(ANUNCIO_MSG.produto).optional(),
    descricao_anuncio: descricao,
    ...fields,
    status_anuncio: z.enum(STATUS_ANUNCIO, { error: ANUNCIO_MSG.status }).optional(),
  })
  .superRefine(sustainableRules)
  .transform(normalize)
type UpdateIn = z.input<typeof updateObject>

/**
 * PUT /anuncios/{id}. `status` is accepted for `status_anuncio` and `descricao` for
 * `descricao_anuncio`; an absent status or product means unchanged.
 */
export const AnuncioUpdateSchema = z.preprocess(
  (
    value: Omit<UpdateIn, 'descricao_anuncio'> & {
      descricao_anuncio?: string
      descricao?: string
      status?: string
    },
  ) => alias(value, { status: 'status_anuncio', descricao: 'descricao_anuncio' }),
  updateObject,
)
export type AnuncioUpdate = z.infer<typeof AnuncioUpdateSchema>
export type AnuncioUpdateInput = z.input<typeof AnuncioUpdateSchema>

/** Copies `from` into `to` when only the alias is present. */
function alias(value: unknown, names: Record<string, string>): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  const copy: Record<string, unknown> = { ...value }
  for (const [from, to] of Object.entries(names)) {
    if (copy[to] === undefined && copy[from] !== undefined) copy[to] = copy[from]
    delete copy[from]
  }
  return copy
}

/**
 * A listing as the API answers it (docs/api/back-office.md, Shapes); money in reais. Its product and
 * conversion are those answers, their statuses and units read as plain text.
 */
export const AnuncioResponse = z.object({
  id_anuncio: z.number(),
  id_usuario_vendedor: z.number(),
  descricao_anuncio: z.string(),
  forma_de_pagamento: z.enum(FORMAS_PAGAMENTO),
  creditos_aceitos: z.number(),
  valor_conversao: z.number().nullable(),
  quantidade_materia_prima: z.number().nullable(),
  id_conversao: z.number().nullable(),
  id_materia_prima: z.number().nullable(),
  status_anuncio: z.enum(STATUS_ANUNCIO),
  /** Can be bought now: listing and product active, seller connected to Mercado Pago and not blocked. */
  disponivel: z.boolean(),
  /** Deactivated by the fifth (tenth…) report; cleared when the seller activates it again. */
  desativado_por_denuncias: z.boolean(),
  data_criacao: z.string(),
  data_alteracao: z.string(),
  produto: ProdutoResponse.extend({ status_produto: z.string() }),
  conversao: ConversaoResponse.extend({
    status_conversao: z.string(),
    materia_prima: MateriaPrimaRef,
  }).nullable(),
  materia_prima: MateriaPrimaRef.nullable(),
  /** The seller's average and count of reviews over all their products (0 before the first). */
  vendedor: z.object({
    id_usuario: z.number(),
    nome: z.string(),
    foto_url: z.string().nullable(),
    nota_media: z.number(),
    total_avaliacoes: z.number(),
  }),
  rating: z.number(),
  totalAvaliacoes: z.number(),
  /** The listing page only (GET /anuncios/{id}): the product's images in the seller's order. */
  galeria: z.array(ImagemGaleria).optional(),
})
export type Anuncio = z.infer<typeof AnuncioResponse>
