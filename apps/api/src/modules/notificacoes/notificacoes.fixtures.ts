// Users with notifications, written the way other modules will write them: through `notificar`.
import type { TipoNotificacao } from '@recria/domain/notificacao'
import { signUp } from '../../../test/fixtures.ts'
import { testDeps } from '../../../test/mercadopago.ts'
import { createServices } from '../../../test/services.ts'
import type { TestApp } from '../../../test/test-app.ts'

export function notificacaoFixtures(t: TestApp) {
  const service = createServices(testDeps(t)).notificacoes
  return {
    async usuario(perfil: 'comprador' | 'vendedor' = 'comprador') {
      const { usuario, cookie } = await signUp(t.app, { perfil })
      return { id: usuario.id_usuario as number, cookie }
    },
    notificar(
      id_usuario: number,
      titulo: string,
      mensagem = 'Mensagem',
      tipo: TipoNotificacao = 'pedido_atualizado',
    ) {
      return service.notificar(t.db, { id_usuario, tipo, titulo, mensagem })
    },
    /** Every row of the table, to prove a refusal changed nothing. */
    async linhas() {
      const { rows } = await t.pool.query('select * from notificacoes order by id_notificacao')
      return rows
    },
    get(url: string, cookie?: string) {
      return t.app.inject({ method: 'GET', url: `/api${url}`, headers: cookie ? { cookie } : {} })
    },
    put(url: string, cookie?: string) {
      return t.app.inject({ method: 'PUT', url: `/api${url}`, headers: cookie ? { cookie } : {} })
    },
  }
}
