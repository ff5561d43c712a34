// The buyer's cart (docs/product/carrinho-e-checkout.md; docs/design.md#orders-and-money): one active cart
// per buyer, items per listing and payment form. Prices are never stored here: the cart always answers the
// listing's current price.
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { anuncios } from './back-office.ts'
import { criacaoEAlteracao, identity, refersTo } from './columns.ts'
import { usuarios } from './usuarios.ts'

export const carrinhos = pgTable(
  'carrinhos',
  {
    id_carrinho: identity(),
    id_usuario_comprador: refersTo(() => usuarios.id_usuario),
    status: varchar({ length: 30 }).notNull().default('ativo'),
    ...criacaoEAlteracao(),
  },
  (t) => [
    check('carrinhos_status_check', sql`${t.status} in ('ativo', 'aguardando_pagamento', 'finalizado')`),
    // At most one active cart per buyer: two first adds at once meet here, and one of them reads the other's cart.
    uniqueIndex('carrinhos_um_ativo_idx').on(t.id_usuario_comprador).where(sql`${t.status} = 'ativo'`),
    index('carrinhos_comprador_idx').on(t.id_usuario_comprador),
  ],
)

export const itensCarrinho = pgTable(
  'itens_carrinho',
  {
    id_item_carrinho: identity(),
    id_carrinho: refersTo(() => carrinhos.id_carrinho, { onDelete: 'cascade' }),
    // A cart is a wish list, not a record: when the seller deletes a listing its cart items go with it
    // (orders keep their own snapshots and must never lose a row this way).
    id_anuncio: refersTo(() => anuncios.id_anuncio, { onDelete: 'cascade' }),
    quantidade: integer().notNull(),
    forma_pagamento_selecionada: varchar({ length: 20 }).notNull(),
    ...criacaoEAlteracao(),
  },
  (t) => [
    check('itens_carrinho_quantidade_check', sql`${t.quantidade} between 1 and 99`),
    check('itens_carrinho_forma_check', sql`${t.forma_pagamento_selecionada} in ('padrao', 'sustentavel')`),
    unique('itens_carrinho_item_unico').on(t.id_carrinho, t.id_anuncio, t.forma_pagamento_selecionada),
    index('itens_carrinho_anuncio_idx').on(t.id_anuncio),
  ],
)
