/** The cart's texts of docs/product/carrinho-e-checkout.md (the checkout's own are CHECKOUT_MSG, in
 * packages/domain). */
export const CARRINHO_TEXTOS = {
  vazio: 'Carrinho vazio',
  erroCarregar: 'Erro ao carregar carrinho',
  erroRemover: 'Erro ao remover item',
  erroQuantidade: 'Erro ao atualizar quantidade',
  erroLimpar: 'Erro ao limpar carrinho',
  adicionado: 'Produto adicionado ao carrinho com sucesso!',
  /** The catalogue's (docs/product/carrinho-e-checkout.md). */
  erroAdicionar: 'Erro ao adicionar produto ao carrinho. Tente novamente.',
  /** The listing page's (docs/product/carrinho-e-checkout.md). */
  erroAdicionarItem: 'Erro ao adicionar item ao carrinho. Tente novamente.',
  /** The cart checkout's alert (docs/product/carrinho-e-checkout.md); buy now says
   * CHECKOUT_MSG.linkNaoEncontrado. */
  linkNaoEncontrado: 'Erro: Link de pagamento não encontrado',
  indisponivel: 'Este produto não está mais disponível para compra',
} as const

/** 'Erro ao atualizar quantidade. Cada item do carrinho pode ter no máximo 99 unidades.' */
export function comMotivo(texto: string, motivo: string | null) {
  return motivo ? `${texto}. ${motivo}` : texto
}
