// Totals kept by the database as orders change (migration 0019's triggers, decision 018): the orders
// lists' counters and the seller dashboard read these few rows instead of every order of the user.
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core'
import { refersTo } from './columns.ts'
import { usuarios } from './usuarios.ts'

/** Orders and their value per user, side, São Paulo day of creation and status. */
export const pedidosTotaisDia = pgTable(
  'pedidos_totais_dia',
  {
    id_usuario: refersTo(() => usuarios.id_usuario, { onDelete: 'cascade' }),
    lado: varchar({ length: 10 }).notNull(),
    dia: date().notNull(),
    status_pedido: varchar({ length: 30 }).notNull(),
    pedidos: integer().notNull(),
    valor_centavos: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id_usuario, t.lado, t.dia, t.status_pedido] }),
    check('pedidos_totais_dia_lado_check', sql`${t.lado} in ('vendedor', 'comprador')`),
  ],
)

/** Raw material a seller received through delivered sustainable sales, per material and unit. */
export const materiaPrimaRecebida = pgTable(
  'materia_prima_recebida',
  {
    id_usuario_vendedor: refersTo(() => usuarios.id_usuario, { onDelete: 'cascade' }),
    unidade_medida: varchar({ length: 20 }).notNull(),
    nome_materia_prima: text().notNull(),
    quantidade: numeric({ precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.id_usuario_vendedor, t.unidade_medida, t.nome_materia_prima] })],
)

/**
 * Raw material a buyer handed over: the receipts its sellers recorded on the buyer's orders, per
 * material and unit (kept by the same triggers as `materia_prima_recebida`).
 */
export const materiaPrimaEntregue = pgTable(
  'materia_prima_entregue',
  {
    id_usuario_comprador: refersTo(() => usuarios.id_usuario, { onDelete: 'cascade' }),
    unidade_medida: varchar({ length: 20 }).notNull(),
    nome_materia_prima: text().notNull(),
    quantidade: numeric({ precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.id_usuario_comprador, t.unidade_medida, t.nome_materia_prima] })],
)
