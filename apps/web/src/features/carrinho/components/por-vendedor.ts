import type { CarrinhoItem } from '@recria/domain/carrinho'

export interface GrupoVendedor {
  vendedor: { id_usuario: number; nome: string }
  itens: CarrinhoItem[]
}

/**
 * The cart's items under their sellers, in the order the cart lists them: the checkout makes one
 * order (and one payment) per seller, so the buyer sees them that way already.
 */
export function porVendedor(itens: readonly CarrinhoItem[]): GrupoVendedor[] {
  const grupos = new Map<number, GrupoVendedor>()
  for (const item of itens) {
    const vendedor = item.anuncio.usuario_vendedor
    const grupo = grupos.get(vendedor.id_usuario) ?? { vendedor, itens: [] }
    grupo.itens.push(item)
    grupos.set(vendedor.id_usuario, grupo)
  }
  return [...grupos.values()]
}
