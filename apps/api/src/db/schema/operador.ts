// The operator's console (`/api/admin`): every action an operator takes, append-only (a trigger of
// migration 0024 refuses any update or delete), readable by operators only.
import type { AcaoOperadorTipo, AlvoOperadorTipo } from '@recria/domain/operador'
import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { identity, refersTo, timestamptz } from './columns.ts'
import { usuarios } from './usuarios.ts'

export const auditoriaOperador = pgTable(
  'auditoria_operador',
  {
    id_registro: identity(),
    id_operador: refersTo(() => usuarios.id_usuario),
    /** What was done (`ACOES_OPERADOR`: `anuncio_restaurado`, `usuario_suspenso`…). */
    acao: varchar({ length: 40 }).$type<AcaoOperadorTipo>().notNull(),
    /** On what: the kind of record and its id. */
    alvo_tipo: varchar({ length: 20 }).$type<AlvoOperadorTipo>().notNull(),
    alvo_id: integer().notNull(),
    /** Why, in the operator's words (required). */
    motivo: text().notNull(),
    /** The state before and after, as the action saw it. */
    detalhes: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    data_criacao: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('auditoria_operador_data_idx').on(t.data_criacao.desc(), t.id_registro.desc()),
    index('auditoria_operador_alvo_idx').on(t.alvo_tipo, t.alvo_id),
  ],
)
