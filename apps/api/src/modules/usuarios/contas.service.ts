// What the operator's console may ask of the usuarios module: find accounts, and suspend or
// reactivate one inside the console's transaction (which also ends the sessions and writes the audit).
import type { UsuarioAdminItem } from '@recria/domain/operador-usuarios'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { type Paginacao, pageWindow, paginated } from '../../lib/pagination.ts'
import { type ContaRow, contasRepository as repo } from './contas.repository.ts'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export function toContaAdmin(row: ContaRow): UsuarioAdminItem {
  return {
    ...row,
    criado_em: row.criado_em.toISOString(),
    suspenso_em: iso(row.suspenso_em),
    bloqueado_ate: iso(row.bloqueado_ate),
    excluido_em: iso(row.excluido_em),
  }
}

export function createContasService({ db }: Pick<Deps, 'db'>) {
  return {
    async buscar(query: Paginacao) {
      const janela = pageWindow(query)
      const { rows, total } = await repo.pagina(db, query.busca, janela)
      return paginated(rows.map(toContaAdmin), total, janela)
    },
    travar: (tx: Executor, idUsuario: number) => repo.travar(tx, idUsuario),
    suspender: (tx: Executor, idUsuario: number, motivo: string) => repo.suspender(tx, idUsuario, motivo),
    reativar: (tx: Executor, idUsuario: number) => repo.reativar(tx, idUsuario),
  }
}

export type ContasService = ReturnType<typeof createContasService>
