// The dashboard's four reads, each one statement over the seller's orders (pedidos_vendedor_idx:
// seller, newest first). Days and months are America/Sao_Paulo's.
import { STATUS_DE_VENDA, STATUS_PENDENTES } from '@recria/domain/dashboard'
import type { StatusPedido } from '@recria/domain/pedido'
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'

const TZ = 'America/Sao_Paulo'
const lista = (valores: readonly string[]) =>
  sql.join(
    valores.map((v) => sql`${v}`),
    sql`, `,
  )
const VENDA = sql`p.status_pedido in (${lista(STATUS_DE_VENDA)})`
/** The local day of a timestamp, and today's. */
const dia = (coluna: ReturnType<typeof sql>) => sql`(${coluna} at time zone ${TZ})::date`
const HOJE = sql`(now() at time zone ${TZ})::date`
/** The instant a local day begins. */
const inicio = (d: ReturnType<typeof sql>) => sql`((${d})::timestamp at time zone ${TZ})`
const INICIO_MES = sql`date_trunc('month', ${HOJE}::timestamp)::date`
const INICIO_MES_ANTERIOR = sql`(date_trunc('month', ${HOJE}::timestamp) - interval '1 month')::date`

export const dashboardRepository = {
  async numeros(db: Executor, idVendedor: number) {
    // The day and month bounds are instants computed once (the `limites` row), never each order's
    // date converted to São Paulo's day: per order the filters only compare timestamps.
    const hoje = sql`p.data_criacao >= l.hoje and p.data_criacao < l.amanha`
    const mes = sql`p.data_criacao >= l.mes`
    const mesAnterior = sql`p.data_criacao >= l.mes_anterior and p.data_criacao < l.mes`
    const { rows } = await db.execute<Record<string, number>>(sql`
      with limites as materialized (
        select ${inicio(HOJE)} as hoje, ${inicio(sql`${HOJE} + 1`)} as amanha,
               ${inicio(INICIO_MES)} as mes, ${inicio(INICIO_MES_ANTERIOR)} as mes_anterior)
      select
        count(*) filter (where ${VENDA} and ${hoje})::int as pedidos_hoje,
        coalesce(sum(p.valor_total_centavos) filter (where ${VENDA} and ${hoje}), 0)::int as receita_hoje,
        count(*) filter (where ${VENDA} and ${mes})::int as pedidos_mes,
        coalesce(sum(p.valor_total_centavos) filter (where ${VENDA} and ${mes}), 0)::int as receita_mes,
        coalesce(sum(p.valor_total_centavos) filter (where ${VENDA} and ${mesAnterior}), 0)::int as receita_mes_anterior,
        count(*) filter (where p.status_pedido in (${lista(STATUS_PENDENTES)}))::int as pedidos_pendentes
      from pedidos p cross join limites l
      where p.id_usuario_vendedor = ${idVendedor}
        and (p.status_pedido in (${lista(STATUS_PENDENTES)})
             or p.data_criacao >= ${inicio(INICIO_MES_ANTERIOR)})`)
    return rows[0] as Record<string, number>
  },

  /** `nulls last` as pedidos_vendedor_idx is sorted: the newest five are read off the index, not sorted. */
  async recentes(db: Executor, idVendedor: number) {
    const { rows } = await db.execute<{
      id_pedido: number
      status_pedido: StatusPedido
      valor_total_centavos: number
      data_criacao: Date
      id_usuario: number
      nome: string
    }>(sql`
      select p.id_pedido, p.status_pedido, p.valor_total_centavos, p.data_criacao, u.id_usuario, u.nome
      from pedidos p join usuarios u on u.id_usuario = p.id_usuario_comprador
      where p.id_usuario_vendedor = ${idVendedor}
      order by p.data_criacao desc nulls last limit 5`)
    return rows
  },

  /** The last 30 local days, zero-filled. */
  async serie(db: Executor, idVendedor: number) {
    const { rows } = await db.execute<{ dia: string; receita: number; pedidos: number }>(sql`
      select to_char(d.dia, 'YYYY-MM-DD') as dia,
             coalesce(sum(p.valor_total_centavos), 0)::int as receita, count(p.id_pedido)::int as pedidos
      from generate_series((${HOJE} - 29)::timestamp, ${HOJE}::timestamp, interval '1 day') as d(dia)
      left join pedidos p on p.id_usuario_vendedor = ${idVendedor} and ${VENDA}
        and p.data_criacao >= (${HOJE} - 29)::timestamp at time zone ${TZ}
        and ${dia(sql`p.data_criacao`)} = d.dia::date
      group by d.dia order by d.dia`)
    return rows
  },

  /** Raw material handed over in delivered sustainable sales, per material and unit. */
  async materiaPrima(db: Executor, idVendedor: number) {
    const { rows } = await db.execute<{
      nome_materia_prima: string
      unidade_medida: string
      quantidade: string
    }>(sql`
      select i.nome_materia_prima, i.unidade_medida, sum(i.quantidade_materia_prima)::text as quantidade
      from pedidos p join itens_pedido i on i.id_pedido = p.id_pedido
      where p.id_usuario_vendedor = ${idVendedor} and p.status_pedido = 'entregue'
        and i.quantidade_materia_prima is not null
      group by i.nome_materia_prima, i.unidade_medida
      order by i.unidade_medida, i.nome_materia_prima`)
    return rows
  },
}
