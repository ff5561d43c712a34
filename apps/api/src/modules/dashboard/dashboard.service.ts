import { type DashboardResponse, ticketMedioCentavos, variacaoPercentual } from '@recria/domain/dashboard'
import { centavosToReais } from '@recria/domain/pagamento'
import type { Deps } from '../../deps.ts'
import { dashboardRepository as repo } from './dashboard.repository.ts'

export function createDashboardService({ db }: Pick<Deps, 'db'>) {
  return {
    /** GET /dashboard/vendedor/{id}: the four reads at once. */
    async doVendedor(idVendedor: number): Promise<DashboardResponse> {
      const [n, recentes, serie, materias] = await Promise.all([
        repo.numeros(db, idVendedor),
        repo.recentes(db, idVendedor),
        repo.serie(db, idVendedor),
        repo.materiaPrima(db, idVendedor),
      ])
      const num = (k: string) => Number(n[k] ?? 0)
      return {
        pedidos_hoje: num('pedidos_hoje'),
        receita_hoje: centavosToReais(num('receita_hoje')),
        pedidos_mes: num('pedidos_mes'),
        pedidos_pendentes: num('pedidos_pendentes'),
        receita_mes: centavosToReais(num('receita_mes')),
        receita_mes_anterior: centavosToReais(num('receita_mes_anterior')),
        variacao_receita: variacaoPercentual(num('receita_mes'), num('receita_mes_anterior')),
        ticket_medio: centavosToReais(ticketMedioCentavos(num('receita_mes'), num('pedidos_mes'))),
        pedidos_recentes: recentes.map((r) => ({
          id_pedido: r.id_pedido,
          status_pedido: r.status_pedido,
          valor_total: centavosToReais(r.valor_total_centavos),
          data_criacao: new Date(r.data_criacao).toISOString(),
          comprador: { id_usuario: r.id_usuario, nome: r.nome },
        })),
        receita_30_dias: serie.map((d) => ({
          dia: d.dia,
          receita: centavosToReais(Number(d.receita)),
          pedidos: Number(d.pedidos),
        })),
        materia_prima_recebida: materias.map((m) => ({ ...m, quantidade: Number(m.quantidade) })),
      }
    },
  }
}

export type DashboardService = ReturnType<typeof createDashboardService>
