// Accounts as the operator's console reads and changes them: found by name, e-mail or document,
// suspended and reactivated.
import { eq, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { usuarios } from '../../db/schema/usuarios.ts'
import { contains, newestFirst, type PageSlice } from '../../lib/pagination.ts'
import { firstRow } from '../../lib/queries.ts'

// Written out qualified: drizzle writes a column unqualified, which inside the subquery would be p's.
const perfis = sql<string[]>`array(
  select p.perfil from usuario_perfis p where p.id_usuario = "usuarios"."id_usuario" order by p.ordem)`

const colunas = {
  id_usuario: usuarios.id_usuario,
  nome: usuarios.nome,
  email: usuarios.email,
  cnpj_cpf: usuarios.cnpj_cpf,
  perfis,
  criado_em: usuarios.criado_em,
  suspenso_em: usuarios.suspenso_em,
  suspensao_motivo: usuarios.suspensao_motivo,
  bloqueado_ate: usuarios.bloqueado_ate,
  excluido_em: usuarios.excluido_em,
}

/** A search typed as a document, with or without its mask ('123.456.789-09'): its digits. */
const MASCARA_DE_DOCUMENTO = /^[\d.\-/\s]+$/

/** Any part of the name or e-mail, or of the document's digits, through the trigram indexes (0025). */
function busca(termo: string | undefined): SQL | undefined {
  if (!termo) return undefined
  const digitos = MASCARA_DE_DOCUMENTO.test(termo) ? termo.replace(/\D/g, '') : ''
  return or(
    contains(usuarios.nome, termo),
    contains(usuarios.email, termo),
    digitos ? contains(usuarios.cnpj_cpf, digitos) : undefined,
  )
}

export const contasRepository = {
  /** A page of the accounts the search finds, newest first, and how many it finds. */
  async pagina(db: Executor, termo: string | undefined, { limit, offset }: PageSlice) {
    const where = busca(termo)
    const [rows, [contados]] = await Promise.all([
      db
        .select(colunas)
        .from(usuarios)
        .where(where)
        .orderBy(...newestFirst(usuarios.criado_em, usuarios.id_usuario))
        .limit(limit)
        .offset(offset),
      db.select({ total: sql<number>`count(*)::int` }).from(usuarios).where(where),
    ])
    return { rows, total: contados?.total ?? 0 }
  },

  /** The account with its row locked until the transaction ends (two operators act one after the other). */
  async travar(db: Executor, idUsuario: number) {
    return firstRow(db.select(colunas).from(usuarios).where(eq(usuarios.id_usuario, idUsuario)).for('update'))
  },

  async suspender(db: Executor, idUsuario: number, motivo: string) {
    await db
      .update(usuarios)
      .set({ suspenso_em: sql`now()`, suspensao_motivo: motivo, atualizado_em: sql`now()` })
      .where(eq(usuarios.id_usuario, idUsuario))
  },

  async reativar(db: Executor, idUsuario: number) {
    await db
      .update(usuarios)
      .set({ suspenso_em: null, suspensao_motivo: null, atualizado_em: sql`now()` })
      .where(eq(usuarios.id_usuario, idUsuario))
  },
}

export type ContaRow = NonNullable<Awaited<ReturnType<typeof contasRepository.travar>>>
