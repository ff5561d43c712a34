import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { identity, refersTo, timestamptz } from './columns.ts'

const timestamps = {
  criado_em: timestamptz().notNull().defaultNow(),
}

export const usuarios = pgTable(
  'usuarios',
  {
    id_usuario: identity(),
    nome: varchar({ length: 100 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    senha_hash: text().notNull(),
    cnpj_cpf: varchar({ length: 14 }).notNull(),
    telefone: varchar({ length: 11 }),
    foto_url: text(),
    bloqueado_ate: timestamptz(),
    /** The terms' version (`TERMOS_VERSAO`) the user accepted at registration, and when; null before it was kept. */
    termos_versao: varchar({ length: 20 }),
    termos_aceitos_em: timestamptz(),
    /** Suspended by an operator (sign-in refused, listings out of the catalogue), and why. */
    suspenso_em: timestamptz(),
    suspensao_motivo: text(),
    /** Deleted by its owner (LGPD art. 18): the row stays for orders, anonymised. */
    excluido_em: timestamptz(),
    /**
     * A keyed hash of the origin the account was registered from (never the address itself): an IPv4
     * address, or an IPv6 address's /64 (decision 040).
     */
    cadastro_origem: varchar({ length: 64 }),
    /**
     * The group of the first account registered from the same origin within the 24 hours before this
     * one (itself when none): reports from one group count once (decisions 024, 040).
     */
    grupo_cadastro: integer(),
    ...timestamps,
    atualizado_em: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usuarios_email_lower_key').on(sql`lower(${t.email})`),
    index('usuarios_cadastro_origem_idx').on(t.cadastro_origem, t.criado_em),
    // The console's Users area finds an account by any part of its name, e-mail or document.
    index('usuarios_nome_trgm').using('gin', sql`f_busca(${t.nome}) gin_trgm_ops`),
    index('usuarios_email_trgm').using('gin', sql`f_busca(${t.email}) gin_trgm_ops`),
    index('usuarios_cnpj_cpf_trgm').using('gin', sql`f_busca(${t.cnpj_cpf}) gin_trgm_ops`),
  ],
)

export const usuarioPerfis = pgTable(
  'usuario_perfis',
  {
    id_usuario: refersTo(() => usuarios.id_usuario, { onDelete: 'cascade' }),
    perfil: varchar({ length: 20 }).notNull(),
    /** Order added: the first profile is the default active one. */
    ordem: integer().notNull().generatedAlwaysAsIdentity(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.id_usuario, t.perfil] }),
    check('usuario_perfis_perfil_check', sql`${t.perfil} in ('comprador', 'vendedor', 'administrador')`),
  ],
)

/** A user's token, kept as its hash, with when it was issued and when it expires. */
const tokenDoUsuario = () => ({
  token_hash: text().primaryKey(),
  id_usuario: refersTo(() => usuarios.id_usuario, { onDelete: 'cascade' }),
  ...timestamps,
  expira_em: timestamptz().notNull(),
})

export const sessoes = pgTable('sessoes', tokenDoUsuario(), (t) => [
  index('sessoes_id_usuario_idx').on(t.id_usuario),
  index('sessoes_expira_em_idx').on(t.expira_em),
])

export const tokensRedefinicaoSenha = pgTable(
  'tokens_redefinicao_senha',
  { ...tokenDoUsuario(), usado_em: timestamptz() },
  (t) => [index('tokens_redefinicao_senha_id_usuario_idx').on(t.id_usuario)],
)

/** A change of e-mail waiting for the new address to confirm it (decision 044). */
export const tokensTrocaEmail = pgTable(
  'tokens_troca_email',
  { ...tokenDoUsuario(), usado_em: timestamptz(), email_novo: varchar({ length: 254 }).notNull() },
  (t) => [index('tokens_troca_email_id_usuario_idx').on(t.id_usuario)],
)

/** Attempts per key (IP, e-mail, e-mail and IP) in the current window, for rate limiting. */
export const limitesTentativas = pgTable('limites_tentativas', {
  chave: text().primaryKey(),
  contagem: integer().notNull(),
  janela_fim: timestamptz().notNull(),
  /** Failed sign-ins past the limit wait until here (a delay that grows with each failure). */
  bloqueado_ate: timestamptz(),
})
