import { sql } from 'drizzle-orm'
import { bigint, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { identity, oneRowPer, refersTo, timestamptz } from './columns.ts'
import { usuarios } from './usuarios.ts'

/** A seller's Mercado Pago account, connected by OAuth; tokens encrypted at rest
 * (docs/design.md#sessions-and-security). */
export const conexoesMercadopago = pgTable(
  'conexoes_mercadopago',
  {
    id_usuario: oneRowPer(() => usuarios.id_usuario),
    mp_user_id: bigint({ mode: 'number' }).notNull(),
    access_token_cifrado: text().notNull(),
    refresh_token_cifrado: text().notNull(),
    public_key: text(),
    expira_em: timestamptz().notNull(),
    nickname: text(),
    email: text(),
    conectado_em: timestamptz().notNull().defaultNow(),
    atualizado_em: timestamptz().notNull().defaultNow(),
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
    state_hash: text().primaryKey(),
    id_usuario: refersTo(() => usuarios.id_usuario, { onDelete: 'cascade' }),
    sessao_hash: text().notNull(),
    code_verifier_cifrado: text().notNull(),
    criado_em: timestamptz().notNull().defaultNow(),
    expira_em: timestamptz().notNull(),
    usado_em: timestamptz(),
  },
  (t) => [index('estados_oauth_id_usuario_idx').on(t.id_usuario)],
)

/** Every notification received, for deduplication and audit. */
export const webhookEventos = pgTable(
  'webhook_eventos',
  {
    id: identity(),
    request_id: text().notNull(),
    notificacao_id: text(),
    tipo: text().notNull(),
    acao: text(),
    data_id: text().notNull(),
    mp_user_id: bigint({ mode: 'number' }),
    corpo: jsonb().notNull(),
    recebido_em: timestamptz().notNull().defaultNow(),
    processado_em: timestamptz(),
    erro: text(),
  },
  (t) => [
    index('webhook_eventos_data_id_idx').on(t.data_id),
    // A signed delivery replayed (same x-request-id) is the same notification: stored once.
    uniqueIndex('webhook_eventos_request_id_key').on(t.request_id).where(sql`${t.request_id} <> ''`),
  ],
)
