// The audit log: every operator action writes its line in the action's own transaction (who, what,
// on what, why, before and after), so an action and its record stand or fall together.
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { type Paginacao, pageWindow, paginated } from '../../lib/pagination.ts'
import { type RegistroAuditoria, auditoriaRepository as repo } from './auditoria.repository.ts'

export function createAuditoriaService({ db }: Pick<Deps, 'db'>) {
  return {
    registrar: (tx: Executor, registro: RegistroAuditoria) => repo.inserir(tx, registro),

    async listar(query: Paginacao) {
      const janela = pageWindow(query)
      const { rows, total } = await repo.pagina(db, janela)
      const itens = rows.map((row) => ({ ...row, data_criacao: row.data_criacao.toISOString() }))
      return paginated(itens, total, janela)
    },
  }
}

export type AuditoriaService = ReturnType<typeof createAuditoriaService>
