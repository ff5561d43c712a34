// The dashboard's four reads. The figures, the series and the raw material come from the totals the
// database keeps per seller (decision 018): a few rows per day, whatever the number of orders. Days
// and months are America/Sao_Paulo's.
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
const VENDA = sql`t.status_pedido in (${lista(STATUS_DE_VENDA)})`
const PENDENTE = sql`t.status_pedido in (${lista(STATUS_PENDENTES)})`
const HOJE = sql`(now() at time zone ${TZ})::date`
const INICIO_MES = sql`date_trunc('month', ${HOJE}::timestamp)::date`
const INICIO_MES_ANTERIOR = sql`(date_trunc('month', ${HOJE}::timestamp) - interval '1 month')::date`
/** The seller's kept totals. */
const DO_VENDEDOR = (idVendedor: number) =>
  sql`pedidos_totais_dia t where t.id_usuario = ${idVendedor} and t.lado = 'vendedor'`

export const dashboardRepository = {
  async numeros(db: Executor, idVendedor: number) {
    const hoje = sql`${VENDA} and t.dia = l.hoje`
    const mes = sql`${VENDA} and t.dia >= l.mes`
    const mesAnterior = sql`${VENDA} and t.dia >= l.mes_anterior and t.dia < l.mes`
    const { rows } = await db.execute<Record<string, string>>(sql`
      with l as materialized (
        select ${HOJE} as hoje, ${INICIO_MES} as mes, ${INICIO_MES_ANTERIOR} as mes_anterior)
      select
        coalesce(sum(t.pedidos) filter (where ${hoje}), 0) as pedidos_hoje,
        coalesce(sum(t.valor_centavos) filter (where ${hoje}), 0) as receita_hoje,
        coalesce(sum(t.pedidos) filter (where ${mes}), 0) as pedidos_mes,
        coalesce(sum(t.valor_centavos) filter (where ${mes}), 0) as receita_mes,
        coalesce(sum(t.valor_centavos) filter (where ${mesAnterior}), 0) as receita_mes_anterior,
        coalesce(sum(t.pedidos) filter (where ${PENDENTE}), 0) as pedidos_pendentes
      from l cross join ${DO_VENDEDOR(idVendedor)}
        and (${PENDENTE} or t.dia >= l.mes_anterior)`)
    return rows[0] as Record<string, string>
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
    const { rows } = await db.execute<{ dia: string; receita: string; pedidos: string }>(sql`
      select to_char(d.dia, 'YYYY-MM-DD') as dia,
             coalesce(sum(t.valor_centavos), 0) as receita, coalesce(sum(t.pedidos), 0) as pedidos
      from generate_series(${HOJE} - 29, ${HOJE}, interval '1 day') as d(dia)
      left join pedidos_totais_dia t on t.id_usuario = ${idVendedor} and t.lado = 'vendedor'
        and t.dia = d.dia::date and ${VENDA}
      group by d.dia order by d.dia`)
    return rows
  },

  /** Raw material the seller recorded as received (decision 028), per material and unit. */
  async materiaPrima(db: Executor, idVendedor: number) {
    const { rows } = await db.execute<{
      nome_materia_prima: string
      unidade_medida: string
      quantidade: string
    }>(sql`
      select nome_materia_prima, unidade_medida, quantidade::text as quantidade
      from materia_prima_recebida
      where id_usuario_vendedor = ${idVendedor} and quantidade <> 0
      order by unidade_medida, nome_materia_prima`)
    return rows
  },
}
