import type { PerfilDeUsuario } from '@recria/domain/usuario'
import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { usuarioPerfis, usuarios } from '../../db/schema/usuarios.ts'
import { selectUsuarioPublico, type UsuarioRow } from '../../db/usuario-publico.ts'
import { campoDe, colunas, firstRow, insertedRow } from '../../lib/queries.ts'

export type { UsuarioRow }

export const usuariosRepository = {
  async findById(db: Executor, id: number): Promise<UsuarioRow | null> {
    return firstRow(selectUsuarioPublico(db).where(eq(usuarios.id_usuario, id)))
  },
  async findCredentialsByEmail(db: Executor, email: string) {
    return firstRow(
      db
        .select(colunas(usuarios, 'id_usuario', 'senha_hash', 'suspenso_em', 'excluido_em'))
        .from(usuarios)
        .where(eq(sql`lower(${usuarios.email})`, email.toLowerCase())),
    )
  },
  async findPasswordHash(db: Executor, id: number) {
    return campoDe(db, usuarios.senha_hash, usuarios.id_usuario, id)
  },
  /** The account's e-mail, locked until the caller's transaction ends; null once deleted or absent. */
  async travarEmail(db: Executor, id: number) {
    const [row] = await db
      .select({ email: usuarios.email, excluido_em: usuarios.excluido_em })
      .from(usuarios)
      .where(eq(usuarios.id_usuario, id))
      .for('update')
    return row && !row.excluido_em ? row.email : null
  },
  async emailTaken(db: Executor, email: string, exceptId?: number) {
    const [row] = await db
      .select({ id: usuarios.id_usuario })
      .from(usuarios)
      .where(eq(sql`lower(${usuarios.email})`, email.toLowerCase()))
    return row !== undefined && row.id !== exceptId
  },
  async insert(db: Executor, values: typeof usuarios.$inferInsert) {
    return (
      await insertedRow(db.insert(usuarios).values(values).returning({ id_usuario: usuarios.id_usuario }))
    ).id_usuario
  },
  async update(db: Executor, id: number, values: Partial<typeof usuarios.$inferInsert>) {
    await db
      .update(usuarios)
      .set({ ...values, atualizado_em: new Date() })
      .where(eq(usuarios.id_usuario, id))
  },
  async addPerfis(db: Executor, id: number, perfis: PerfilDeUsuario[]) {
    // One statement per profile keeps the identity column's order equal to the list order.
    for (const perfil of perfis) {
      await db.insert(usuarioPerfis).values({ id_usuario: id, perfil }).onConflictDoNothing()
    }
  },
}
