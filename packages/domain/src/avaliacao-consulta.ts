// The ratings pages and calls (docs/product/avaliacoes.md): the lists' filters and every answer, declared
// once for the API and the web app. Answers carry `sucesso`, `mensagem` and `dados`
// (docs/product/avaliacoes.md).
import { AVALIACAO_MSG, NOTA_MAX, NOTA_MIN } from './avaliacao.ts'
import { checkIntervalo, diaOpcional, opcional } from './filtro-datas.ts'
import { inteiroEntre } from './filtro-numeros.ts'
import { HTTP_MSG } from './http.ts'
import { idTextSchema } from './id.ts'
import { paginaNomeada } from './pagina.ts'
import { PERIODOS, type Periodo } from './periodo.ts'
import { z } from './zod.ts'

const notaFiltro = opcional(inteiroEntre(NOTA_MIN, NOTA_MAX, AVALIACAO_MSG.notaFiltro))
const texto = opcional(z.string().trim().max(100, HTTP_MSG.buscaLonga))

/** GET /avaliacoes/vendedor/{id}: `nota`, `id_produto`, `nome_produto` / `nome_anuncio` (busca, page apart). */
export const AvaliacoesVendedorFiltroFields = {
  nota: notaFiltro,
  id_produto: opcional(idTextSchema(AVALIACAO_MSG.produtoFiltro)),
  // A listing is named by its product (docs/product/avaliacoes.md): both read the product's name.
  nome_produto: texto,
  nome_anuncio: texto,
}

/** GET /avaliacoes/comprador: `nota`, `periodo`, `data_inicio`, `data_fim` (busca, page apart). */
export const AvaliacoesCompradorFiltroFields = {
  nota: notaFiltro,
  periodo: opcional(z.enum(PERIODOS, { error: AVALIACAO_MSG.periodoInvalido })),
  data_inicio: diaOpcional,
  data_fim: diaOpcional,
}

/**
 * docs/product/avaliacoes.md: the buyer's review filter accepts a single bound of a custom period (the end
 * day included); with both, the end may not come before the start.
 */
export function checkPeriodoAvaliacao(
  q: { periodo?: Periodo; data_inicio?: string; data_fim?: string },
  ctx: z.RefinementCtx,
) {
  if (q.periodo === 'personalizado') checkIntervalo('data_inicio', 'data_fim')(q, ctx)
}

/** An item of the reviewed order, as bought (the order's snapshot). */
export const ProdutoDoPedido = z.object({
  nome: z.string(),
  imagem: z.string().nullable(),
  quantidade: z.number(),
  preco: z.number(),
  /** The raw materials the product is made of (Recria's categories), or null. */
  categoria: z.string().nullable(),
})
export type ProdutoDoPedido = z.infer<typeof ProdutoDoPedido>

/** docs/product/avaliacoes.md 'Avaliação', as its author and the seller read it. */
export const Avaliacao = z.object({
  id_avaliacao: z.number(),
  id_produto: z.number(),
  nota: z.number(),
  comentario: z.string(),
  data_criacao: z.string(),
  data_atualizacao: z.string(),
  editada: z.boolean(),
  usuario_comprador: z.object({ id_usuario: z.number(), nome: z.string(), foto_url: z.string().nullable() }),
  usuario_vendedor: z.object({ id_usuario: z.number(), nome: z.string() }),
  pedido: z.object({ id_pedido: z.number() }),
  /** The order's total, in reais. */
  valor_total: z.number(),
  /** Every item of the order (the page shows up to 5, then '+N'). */
  produtos_pedido: z.array(ProdutoDoPedido),
  /** The reviewed product, as bought. */
  produto_principal: ProdutoDoPedido.omit({ quantidade: true }),
})
export type Avaliacao = z.infer<typeof Avaliacao>

/** A review as anyone reads it on the listing page: no order, no value, no account id. */
export const AvaliacaoPublica = Avaliacao.pick({
  id_avaliacao: true,
  nota: true,
  comentario: true,
  data_criacao: true,
  data_atualizacao: true,
  editada: true,
}).extend({ usuario_comprador: z.object({ nome: z.string(), foto_url: z.string().nullable() }) })
export type AvaliacaoPublica = z.infer<typeof AvaliacaoPublica>

const sucesso = <T extends z.ZodType>(dados: T) =>
  z.object({ sucesso: z.literal(true), mensagem: z.string().optional(), dados })

export const Estatisticas = z.object({
  mediaGeral: z.number(),
  totalAvaliacoes: z.number(),
  distribuicao: z.object({ 5: z.number(), 4: z.number(), 3: z.number(), 2: z.number(), 1: z.number() }),
})
export type Estatisticas = z.infer<typeof Estatisticas>

export const ProdutoOpcao = z.object({ id_produto: z.number(), nome: z.string() })

/** POST /avaliacoes, PUT /avaliacoes/{id}. */
export const AvaliacaoResponse = sucesso(z.object({ avaliacao: Avaliacao }))
export type AvaliacaoResponse = z.infer<typeof AvaliacaoResponse>

/** GET /avaliacoes/verificar-compra/{id_produto}. */
export const VerificarCompraResponse = sucesso(z.object({ comprouProduto: z.boolean() }))

/** GET /avaliacoes/pode-avaliar/{id_produto}: whether the form may be sent, and the review to edit. */
export const PodeAvaliarResponse = sucesso(
  z.object({ podeAvaliar: z.boolean(), comprouProduto: z.boolean(), avaliacao: Avaliacao.nullable() }),
)
export type PodeAvaliarResponse = z.infer<typeof PodeAvaliarResponse>

/** GET /avaliacoes/produto/{id}: newest first, the signed-in user's own left out; the product's figures. */
export const AvaliacoesProdutoResponse = sucesso(
  paginaNomeada('avaliacoes', AvaliacaoPublica).extend({
    mediaGeral: z.number(),
    totalAvaliacoes: z.number(),
  }),
)
export type AvaliacoesProdutoResponse = z.infer<typeof AvaliacoesProdutoResponse>

/** GET /avaliacoes/pedido/{id}. */
export const AvaliacoesPedidoResponse = sucesso(z.object({ avaliacoes: z.array(Avaliacao) }))

/** GET /avaliacoes/vendedor/{id}. */
export const AvaliacoesVendedorResponse = sucesso(
  paginaNomeada('avaliacoes', Avaliacao).extend({
    estatisticas: Estatisticas,
    produtos: z.array(ProdutoOpcao),
  }),
)
export type AvaliacoesVendedorResponse = z.infer<typeof AvaliacoesVendedorResponse>

/** GET /avaliacoes/vendedor/{id}/opcoes-filtro. */
export const OpcoesFiltroResponse = sucesso(
  z.object({ produtos: z.array(ProdutoOpcao), notas: z.array(z.number()) }),
)

/** GET /avaliacoes/comprador and /avaliacoes/usuario/{id}: one's own reviews. */
export const AvaliacoesCompradorResponse = sucesso(paginaNomeada('avaliacoes', Avaliacao))
export type AvaliacoesCompradorResponse = z.infer<typeof AvaliacoesCompradorResponse>
