// The Financeiro area's reads over the order-to-money tables (decision 025): read-only, in plain SQL,
// as the reconciliation reads them, each list paged in SQL and without the items an operator resolved.
// The area's own tables (the reconciliation's findings, the resolutions) are written here.
import type { TipoPendencia } from '@recria/domain/operador-financeiro'
import type { Discrepancia } from '@recria/domain/reconciliacao'
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import type { PageSlice } from '../../lib/pagination.ts'
import { WEBHOOK_QUEUE } from '../mercadopago/mercadopago.module.ts'

async function linhas<T>(db: Executor, query: ReturnType<typeof sql>) {
  return (await db.execute<T & Record<string, unknown>>(query)).rows as T[]
}

/** The page and how many in all: every query selects `count(*) over ()` as `total`. */
function pagina<T extends { total: number }>(rows: T[]) {
  return { rows, total: Number(rows[0]?.total ?? 0) }
}

export interface PagamentoContestadoRow {
  id_pagamento: number
  id_pedido: number
  mercado_pago_payment_id: number
  status: 'in_mediation' | 'charged_back'
  comprador: string
  vendedor: string
  valor_centavos: number
  atualizado_em: Date
  total: number
}

export interface NotificacaoFalhaRow {
  id_evento: number
  tipo: string
  acao_mp: string | null
  data_id: string
  erro: string
  eventos: number
  recebido_em: Date
  total: number
}

export interface DivergenciaRow {
  id_divergencia: number
  regra: string
  descricao: string
  data_primeira: Date
  data_ultima: Date
  total: number
}

const naoResolvido = (tipo: TipoPendencia, id: ReturnType<typeof sql>, estado = sql`''`) =>
  sql`not exists (select 1 from pendencias_resolvidas r
                  where r.tipo = ${tipo} and r.id_alvo = ${id} and r.estado = ${estado})`

const contestados = sql`
  select g.id_pagamento, g.id_pedido, g.mercado_pago_payment_id::float8 as mercado_pago_payment_id,
         g.status, c.nome as comprador, v.nome as vendedor, g.valor_total_centavos as valor_centavos,
         g.atualizado_em
  from pagamentos g join pedidos p on p.id_pedido = g.id_pedido
  join usuarios c on c.id_usuario = p.id_usuario_comprador
  join usuarios v on v.id_usuario = g.id_usuario_vendedor
  where g.status in ('in_mediation', 'charged_back')
    and ${naoResolvido('pagamento', sql`g.id_pagamento`, sql`g.status`)}`

/**
 * Notifications that failed for good: an error recorded, never processed, and no job of their
 * resource still waiting, running or retrying (webhook.service.ts: a permanent error is not retried;
 * any other is retried until the queue's retry limit). One item per resource, its latest event.
 */
const falhas = sql`
  with falhas as (
    select e.id as id_evento, e.tipo, e.acao as acao_mp, e.data_id, e.erro, e.recebido_em,
           row_number() over (partition by e.tipo, e.data_id order by e.id desc) as ordem,
           count(*) over (partition by e.tipo, e.data_id)::int as eventos
    from webhook_eventos e
    where e.processado_em is null and e.erro is not null
      and not exists (select 1 from pgboss.job j
                      where j.name = ${WEBHOOK_QUEUE} and j.singleton_key = e.tipo || ':' || e.data_id
                        and j.state in ('created', 'retry', 'active'))
  )
  select id_evento, tipo, acao_mp, data_id, erro, eventos, recebido_em from falhas
  where ordem = 1 and ${naoResolvido('notificacao_mp', sql`falhas.id_evento`)}`

export const financeiroRepository = {
  async contestados(db: Executor, { limit, offset }: PageSlice) {
    return pagina(
      await linhas<PagamentoContestadoRow>(
        db,
        sql`select *, count(*) over ()::int as total from (${contestados}) x
            order by atualizado_em desc, id_pagamento desc limit ${limit} offset ${offset}`,
      ),
    )
  },

  /** The contested payment, locked, while it is still listed. */
  async contestado(tx: Executor, idPagamento: number) {
    const [row] = await linhas<Omit<PagamentoContestadoRow, 'total'>>(
      tx,
      sql`${contestados} and g.id_pagamento = ${idPagamento} for update of g`,
    )
    return row ?? null
  },

  async falhas(db: Executor, { limit, offset }: PageSlice) {
    return pagina(
      await linhas<NotificacaoFalhaRow>(
        db,
        sql`select *, count(*) over ()::int as total from (${falhas}) x
            order by id_evento desc limit ${limit} offset ${offset}`,
      ),
    )
  },

  async falha(tx: Executor, idEvento: number) {
    const [row] = await linhas<Omit<NotificacaoFalhaRow, 'total'>>(
      tx,
      sql`select * from (${falhas}) x where id_evento = ${idEvento}`,
    )
    return row ?? null
  },

  /** The findings of one reconciliation, each kept once by its text and stamped with this check. */
  async registrarDivergencias(db: Executor, achadas: Discrepancia[], vistaEm: Date) {
    if (!achadas.length) return
    const valores = achadas.map((d) => sql`(${d.regra}, ${d.descricao}, ${vistaEm}, ${vistaEm})`)
    await db.execute(sql`
      insert into divergencias_conciliacao (regra, descricao, data_primeira, data_ultima)
      values ${sql.join(valores, sql`, `)}
      on conflict (descricao) do update set data_ultima = greatest(divergencias_conciliacao.data_ultima, excluded.data_ultima)`)
  },

  /** The findings the check of `vistaEm` (or a later one) saw, not resolved. */
  async divergencias(db: Executor, vistaEm: Date, { limit, offset }: PageSlice) {
    return pagina(
      await linhas<DivergenciaRow>(
        db,
        sql`select d.*, count(*) over ()::int as total from divergencias_conciliacao d
            where d.data_ultima >= ${vistaEm} and ${naoResolvido('divergencia', sql`d.id_divergencia`)}
            order by d.id_divergencia desc limit ${limit} offset ${offset}`,
      ),
    )
  },

  async divergencia(tx: Executor, idDivergencia: number) {
    const [row] = await linhas<Omit<DivergenciaRow, 'total'>>(
      tx,
      sql`select d.* from divergencias_conciliacao d
          where d.id_divergencia = ${idDivergencia} and ${naoResolvido('divergencia', sql`d.id_divergencia`)}`,
    )
    return row ?? null
  },

  /** True when written; false when another operator resolved the same item first. */
  async resolver(
    tx: Executor,
    r: { tipo: TipoPendencia; id_alvo: number; estado: string; motivo: string; id_operador: number },
  ) {
    const rows = await linhas<{ id_resolucao: number }>(
      tx,
      sql`insert into pendencias_resolvidas (tipo, id_alvo, estado, motivo, id_operador)
          values (${r.tipo}, ${r.id_alvo}, ${r.estado}, ${r.motivo}, ${r.id_operador})
          on conflict (tipo, id_alvo, estado) do nothing returning id_resolucao`,
    )
    return rows.length > 0
  },
}
