import { sql } from 'drizzle-orm'
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { usuarios } from './usuarios.ts'

/** A seller's Mercado Pago account, connected by OAuth; tokens encrypted at rest (DESIGN §7). */
export const conexoesMercadopago = pgTable(
  'conexoes_mercadopago',
  {
    id_usuario: integer('id_usuario')
      .primaryKey()
      .references(() => usuarios.id_usuario, { onDelete: 'cascade' }),
    mp_user_id: bigint('mp_user_id', { mode: 'number' }).notNull(),
    access_token_cifrado: text('access_token_cifrado').notNull(),
    refresh_token_cifrado: text('refresh_token_cifrado').notNull(),
    public_key: text('public_key'),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    nickname: text('nickname'),
    email: text('email'),
    conectado_em: timestamp('conectado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizado_em: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conexoes_mercadopago_mp_user_id_key').on(t.mp_user_id),
    index('conexoes_mercadopago_expira_em_idx').on(t.expira_em),
  ],
)

/** OAuth `state` values: bound to the seller's session, 10 minutes, single use; with the PKCE verifier. */
export const estadosOauth = pgTable(
  'estados_oauth',
  {
    state_hash: text('state_hash').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_usuario, { onDelete: 'cascade' }),
    sessao_hash: text('sessao_hash').notNull(),
    code_verifier_cifrado: text('code_verifier_cifrado').notNull(),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    usado_em: timestamp('usado_em', { withTimezone: true }),
  },
  (t) => [index('estados_oauth_id_usuario_idx').on(t.id_usuario)],
)

/** Every notification received, for deduplication and audit. */
export const webhookEventos = pgTable(
  'webhook_eventos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    request_id: text('request_id').notNull(),
    notificacao_id: text('notificacao_id'),
    tipo: text('tipo').notNull(),
    acao: text('acao'),
    data_id: text('data_id').notNull(),
    mp_user_id: bigint('mp_user_id', { mode: 'number' }),
    corpo: jsonb('corpo').notNull(),
    recebido_em: timestamp('recebido_em', { withTimezone: true }).notNull().defaultNow(),
    processado_em: timestamp('processado_em', { withTimezone: true }),
    erro: text('erro'),
  },
  (t) => [
    index('webhook_eventos_data_id_idx').on(t.data_id),
    // A signed delivery replayed (same x-request-id) is the same notification: stored once.
    uniqueIndex('webhook_eventos_request_id_key').on(t.request_id).where(sql`${t.request_id} <> ''`),
  ],
)
