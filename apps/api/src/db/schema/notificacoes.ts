// In-app notifications (docs/product/notificacoes.md; docs/design.md#data-model): one row per user and event,
// written by other modules inside their own transaction (notificacoes.service `notificar`).
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { identity, refersTo, timestamptz } from './columns.ts'
import { pedidos } from './pedidos.ts'
import { usuarios } from './usuarios.ts'

// Kept in step with TIPOS_NOTIFICACAO in packages/domain/src/notificacao.ts (a test compares them).
const TIPOS = sql`('pedido_criado', 'pedido_recebido', 'pedido_confirmado', 'pedido_cancelado', 'pedido_atualizado', 'pagamento_aprovado', 'pagamento_recusado', 'reembolso_solicitado', 'reembolso_respondido', 'reembolso_concluido', 'avaliacao_recebida', 'anuncio_desativado', 'vendedor_bloqueado', 'moderacao_revisada', 'disputa_aberta', 'disputa_decidida', 'pagamento_contestado', 'mensagem_recebida', 'materia_prima_recebida', 'entrega_informada', 'materia_prima_cobrada', 'materia_prima_resolvida')`

export const notificacoes = pgTable(
  'notificacoes',
  {
    id_notificacao: identity(),
    id_usuario: refersTo(() => usuarios.id_usuario, { onDelete: 'cascade' }),
    tipo: varchar({ length: 30 }).notNull(),
    titulo: text().notNull(),
    mensagem: text().notNull(),
    status: varchar({ length: 10 }).notNull().default('nao_lida'),
    id_pedido: integer().references(() => pedidos.id_pedido, { onDelete: 'set null' }),
    dados_adicionais: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    data_criacao: timestamptz().notNull().defaultNow(),
    data_leitura: timestamptz(),
  },
  (t) => [
    check('notificacoes_status_check', sql`${t.status} in ('nao_lida', 'lida')`),
    check('notificacoes_tipo_check', sql`${t.tipo} in ${TIPOS}`),
    // The tabs (Não lidas, Lidas) and their counts: per user and status, newest first.
    index('notificacoes_usuario_status_idx').on(
      t.id_usuario,
      t.status,
      t.data_criacao.desc(),
      t.id_notificacao.desc(),
    ),
    // The Todas tab; also serves the stream's catch-up (`id_notificacao > Last-Event-ID`) per user.
    index('notificacoes_usuario_idx').on(t.id_usuario, t.data_criacao.desc(), t.id_notificacao.desc()),
    // Deleting an order (tests, housekeeping) must not scan every notification.
    index('notificacoes_pedido_idx').on(t.id_pedido),
  ],
)
