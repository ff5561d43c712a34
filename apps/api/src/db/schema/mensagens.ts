// Messages between an order's buyer and seller (sizes, a custom piece, a pickup time, the raw material
// handed over): one thread per order, read by its two sides (and by an operator when it is disputed).
import { sql } from 'drizzle-orm'
import { check, index, pgTable, text } from 'drizzle-orm/pg-core'
import { identity, refersTo, timestamptz } from './columns.ts'
import { pedidos } from './pedidos.ts'
import { usuarios } from './usuarios.ts'

export const mensagensPedido = pgTable(
  'mensagens_pedido',
  {
    id_mensagem: identity(),
    id_pedido: refersTo(() => pedidos.id_pedido, { onDelete: 'cascade' }),
    id_autor: refersTo(() => usuarios.id_usuario),
    texto: text().notNull(),
    criada_em: timestamptz().notNull().defaultNow(),
    /** When the other side first opened the thread after it arrived; null while unread. */
    lida_em: timestamptz(),
  },
  (t) => [
    check('mensagens_pedido_texto_check', sql`char_length(${t.texto}) between 1 and 1000`),
    // The thread, page by page (`id_mensagem < antes`, newest page first).
    index('mensagens_pedido_pedido_idx').on(t.id_pedido, t.id_mensagem),
    // The unread ones per order and author: the lists' counters, the reading and the first-unread test.
    index('mensagens_pedido_nao_lidas_idx').on(t.id_pedido, t.id_autor).where(sql`${t.lida_em} is null`),
    // Deleting an account (LGPD) and its export find the author's messages.
    index('mensagens_pedido_autor_idx').on(t.id_autor),
  ],
)
