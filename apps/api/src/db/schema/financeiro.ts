// The operator's Financeiro area (`/admin/financeiro`, decision 025): the reconciliation's findings
// as it last saw them, and the items an operator marked as resolved so they leave the lists.
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { identity, refersTo, timestamptz } from './columns.ts'
import { usuarios } from './usuarios.ts'

/**
 * Every discrepancy the reconciliation reported, once per text (its text names the record and the
 * amounts, so another amount is another finding): an id to resolve it by, and when it was first and
 * last seen. The page lists those seen by its latest check.
 */
export const divergenciasConciliacao = pgTable(
  'divergencias_conciliacao',
  {
    id_divergencia: identity(),
    regra: varchar({ length: 30 }).notNull(),
    descricao: text().notNull(),
    data_primeira: timestamptz().notNull().defaultNow(),
    data_ultima: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('divergencias_conciliacao_descricao_key').on(t.descricao),
    index('divergencias_conciliacao_ultima_idx').on(t.data_ultima),
  ],
)

/**
 * An item of the Financeiro lists an operator marked as resolved, with their note. A payment is
 * resolved in the status it had (`estado`): contested again in another status, it comes back.
 */
export const pendenciasResolvidas = pgTable(
  'pendencias_resolvidas',
  {
    id_resolucao: identity(),
    tipo: varchar({ length: 20 }).$type<'pagamento' | 'notificacao_mp' | 'divergencia'>().notNull(),
    id_alvo: integer().notNull(),
    estado: varchar({ length: 30 }).notNull().default(''),
    motivo: text().notNull(),
    id_operador: refersTo(() => usuarios.id_usuario),
    data_criacao: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    check(
      'pendencias_resolvidas_tipo_check',
      sql`${t.tipo} in ('pagamento', 'notificacao_mp', 'divergencia')`,
    ),
    uniqueIndex('pendencias_resolvidas_alvo_key').on(t.tipo, t.id_alvo, t.estado),
  ],
)
