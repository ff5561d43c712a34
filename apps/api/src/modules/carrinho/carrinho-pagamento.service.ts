// The cart's life after 'Finalizar compra' (docs/design.md#orders-and-money): ativo → aguardando_pagamento
// when its orders are made → finalizado when every one of them is paid or cancelled. The checkout and the
// payment sync come through here (the orders module announces an order no longer awaiting payment); the
// buyer's next add then starts a new active cart.
import { CHECKOUT_MSG } from '@recria/domain/checkout'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { BusinessRule, NotFound } from '../../lib/errors.ts'
import type { AnunciosCompraService } from '../anuncios/anuncios.module.ts'
import type { PedidosService } from '../pedidos/pedidos.module.ts'
import { carrinhoRepository as repo } from './carrinho.repository.ts'

export type CarrinhoPagamentoService = ReturnType<typeof createCarrinhoPagamentoService>

export function createCarrinhoPagamentoService(
  { db }: Pick<Deps, 'db'>,
  { anunciosCompra: anuncios, pedidos }: { anunciosCompra: AnunciosCompraService; pedidos: PedidosService },
) {
  /** Every order of the cart paid or cancelled: the cart is finished. Locks the cart first. */
  async function finalizarSeQuitado(tx: Executor, idCarrinho: number) {
    if (!(await repo.travarAguardando(tx, idCarrinho))) return false
    // Read after the lock: a concurrent approval of the cart's other order has committed by now.
    if ((await pedidos.doCarrinho(tx, idCarrinho, true)).length > 0) return false
    return repo.mover(tx, idCarrinho, 'aguardando_pagamento', 'finalizado')
  }

  return {
    travarAtivo: repo.travarAtivo,
    /** The buyer's active cart, unlocked (null when there is none). */
    ativo: (idComprador: number) => repo.ativo(db, idComprador),
    ultimoAguardando: repo.ultimoAguardando,
    situacao: (idCarrinho: number, idComprador: number) => repo.status(db, idCarrinho, idComprador),
    aguardarPagamento: (tx: Executor, idCarrinho: number) =>
      repo.mover(tx, idCarrinho, 'ativo', 'aguardando_pagamento'),
    finalizarSeQuitado,

    /** The cart's items with their listings at today's values (null when the listing is gone). */
    async conteudo(tx: Executor, idCarrinho: number) {
      const itens = await repo.itens(tx, idCarrinho)
      const mapa = await anuncios.paraCompra(
        itens.map((i) => i.id_anuncio),
        tx,
      )
      return itens.map((item) => ({ item, anuncio: mapa.get(item.id_anuncio) ?? null }))
    },

    /** POST /carrinho/usuario/{id}/finalizar: the same finish, on demand, for the latest awaiting cart. */
    async finalizar(idComprador: number) {
      return db.transaction(async (tx) => {
        const idCarrinho = await repo.ultimoAguardando(tx, idComprador)
        if (idCarrinho === null) throw new NotFound(CHECKOUT_MSG.nenhumCarrinhoAguardando)
        if (!(await finalizarSeQuitado(tx, idCarrinho)))
          throw new BusinessRule(CHECKOUT_MSG.carrinhoComPendentes)
        return { id_carrinho: idCarrinho, status: 'finalizado' as const }
      })
    },
  }
}
