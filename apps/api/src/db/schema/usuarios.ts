import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

const timestamps = {
  criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
}

export const usuarios = pgTable(
  'usuarios',
  {
    id_usuario: integer('id_usuario').primaryKey().generatedAlwaysAsIdentity(),
    nome: varchar('nome', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    senha_hash: text('senha_hash').notNull(),
    cnpj_cpf: varchar('cnpj_cpf', { length: 14 }).notNull(),
    telefone: varchar('telefone', { length: 11 }),
    foto_url: text('foto_url'),
    bloqueado_ate: timestamp('bloqueado_ate', { withTimezone: true }),
    ...timestamps,
    atualizado_em: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('usuarios_email_lower_key').on(sql`lower(${t.email})`)],
)

export const usuarioPerfis = pgTable(
  'usuario_perfis',
  {
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_usuario, { onDelete: 'cascade' }),
    perfil: varchar('perfil', { length: 20 }).notNull(),
    /** Order added: the first profile is the default active one. */
    ordem: integer('ordem').notNull().generatedAlwaysAsIdentity(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.id_usuario, t.perfil] }),
    check('usuario_perfis_perfil_check', sql`${t.perfil} in ('comprador', 'vendedor')`),
  ],
)

export const sessoes = pgTable(
  'sessoes',
  {
    token_hash: text('token_hash').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_usuario, { onDelete: 'cascade' }),
    ...timestamps,
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessoes_id_usuario_idx').on(t.id_usuario), index('sessoes_expira_em_idx').on(t.expira_em)],
)

export const tokensRedefinicaoSenha = pgTable(
  'tokens_redefinicao_senha',
  {
    token_hash: text('token_hash').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_usuario, { onDelete: 'cascade' }),
    ...timestamps,
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    usado_em: timestamp('usado_em', { withTimezone: true }),
  },
  (t) => [index('tokens_redefinicao_senha_id_usuario_idx').on(t.id_usuario)],
)

/** Attempts per key (IP, e-mail, e-mail and IP) in the current window, for rate limiting. */
export const limitesTentativas = pgTable('limites_tentativas', {
  chave: text('chave').primaryKey(),
  contagem: integer('contagem').notNull(),
  janela_fim: timestamp('janela_fim', { withTimezone: true }).notNull(),
  /** Failed sign-ins past the limit wait until here (a delay that grows with each failure). */
  bloqueado_ate: timestamp('bloqueado_ate', { withTimezone: true }),
})
