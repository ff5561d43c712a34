import { and, count, desc, eq, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { enderecos } from '../../db/schema/enderecos.ts'
import { usuarios } from '../../db/schema/usuarios.ts'
import { anyRow, firstRow, insertedRow } from '../../lib/queries.ts'

export type EnderecoRow = typeof enderecos.$inferSelect
export type EnderecoValues = Omit<
  typeof enderecos.$inferInsert,
  'id_endereco' | 'id_usuario' | 'criado_em' | 'atualizado_em'
>

const t = enderecos
const ofUser = (idUsuario: number) => eq(t.id_usuario, idUsuario)
const owned = (id: number, idUsuario: number) => and(eq(t.id_endereco, id), ofUser(idUsuario))

export const enderecosRepository = {
  /** The principal first, then the newest. */
  list(db: Executor, idUsuario: number) {
    return db
      .select()
      .from(t)
      .where(ofUser(idUsuario))
      .orderBy(desc(t.principal), desc(t.criado_em), desc(t.id_endereco))
  },

  findOwned(db: Executor, id: number, idUsuario: number) {
    return firstRow(db.select().from(t).where(owned(id, idUsuario)))
  },

  findPrincipal(db: Executor, idUsuario: number) {
    return firstRow(
      db
        .select()
        .from(t)
        .where(and(ofUser(idUsuario), eq(t.principal, true))),
    )
  },

  /**
   * Locks the user's row until the transaction ends: two writes to one address book (a second address
   * against the limit, two principals) wait for each other.
   */
  async lockUser(tx: Executor, idUsuario: number) {
    await tx
      .select({ id: usuarios.id_usuario })
      .from(usuarios)
      .where(eq(usuarios.id_usuario, idUsuario))
      .for('update')
  },

  async countOf(db: Executor, idUsuario: number) {
    const [row] = await db.select({ n: count() }).from(t).where(ofUser(idUsuario))
    return row?.n ?? 0
  },

  insert(db: Executor, idUsuario: number, values: EnderecoValues) {
    return insertedRow(
      db
        .insert(t)
        .values({ ...values, id_usuario: idUsuario })
        .returning(),
    )
  },

  update(db: Executor, id: number, idUsuario: number, values: EnderecoValues) {
    return firstRow(
      db
        .update(t)
        .set({ ...values, atualizado_em: sql`now()` })
        .where(owned(id, idUsuario))
        .returning(),
    )
  },

  /** Unmarks the user's principal address but `exceto` (before another one is marked). */
  async unmarkPrincipal(db: Executor, idUsuario: number, exceto: number) {
    await db
      .update(t)
      .set({ principal: false, atualizado_em: sql`now()` })
      .where(and(ofUser(idUsuario), eq(t.principal, true), ne(t.id_endereco, exceto)))
  },

  /** Makes the most recent remaining address the principal one (after the principal was deleted). */
  async promoteNewest(db: Executor, idUsuario: number) {
    const newest = await firstRow(
      db
        .select({ id: t.id_endereco })
        .from(t)
        .where(ofUser(idUsuario))
        .orderBy(desc(t.criado_em), desc(t.id_endereco))
        .limit(1),
    )
    if (newest)
      await db
        .update(t)
        .set({ principal: true, atualizado_em: sql`now()` })
        .where(eq(t.id_endereco, newest.id))
  },

  delete(db: Executor, id: number, idUsuario: number) {
    return firstRow(db.delete(t).where(owned(id, idUsuario)).returning({ principal: t.principal }))
  },

  /** Every address of the user (the account's deletion). */
  async deleteAllOf(db: Executor, idUsuario: number) {
    return anyRow(db.delete(t).where(ofUser(idUsuario)).returning({ id: t.id_endereco }))
  },
}
