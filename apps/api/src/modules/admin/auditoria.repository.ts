import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { auditoriaOperador } from '../../db/schema/operador.ts'
import { usuarios } from '../../db/schema/usuarios.ts'
import { newestFirst, type PageSlice } from '../../lib/pagination.ts'

export type RegistroAuditoria = Pick<
  typeof auditoriaOperador.$inferInsert,
  'id_operador' | 'acao' | 'alvo_tipo' | 'alvo_id' | 'motivo' | 'detalhes'
>

export const auditoriaRepository = {
  async inserir(db: Executor, values: RegistroAuditoria) {
    await db.insert(auditoriaOperador).values(values)
  },

  /** A page of the log, newest first, with the operator's name; and how many lines in all. */
  async pagina(db: Executor, { limit, offset }: PageSlice) {
    const [rows, [contados]] = await Promise.all([
      db
        .select({
          id_registro: auditoriaOperador.id_registro,
          id_operador: auditoriaOperador.id_operador,
          nome_operador: usuarios.nome,
          acao: auditoriaOperador.acao,
          alvo_tipo: auditoriaOperador.alvo_tipo,
          alvo_id: auditoriaOperador.alvo_id,
          motivo: auditoriaOperador.motivo,
          detalhes: auditoriaOperador.detalhes,
          data_criacao: auditoriaOperador.data_criacao,
        })
        .from(auditoriaOperador)
        .innerJoin(usuarios, eq(usuarios.id_usuario, auditoriaOperador.id_operador))
        .orderBy(...newestFirst(auditoriaOperador.data_criacao, auditoriaOperador.id_registro))
        .limit(limit)
        .offset(offset),
      db.select({ total: sql<number>`count(*)::int` }).from(auditoriaOperador),
    ])
    return { rows, total: contados?.total ?? 0 }
  },
}
