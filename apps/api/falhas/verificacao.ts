// After the storm: the jobs drain, then the books are checked.
import type pg from 'pg'
import { provedorSimulador } from '../src/modules/reconciliacao/provedor-simulador.ts'
import { reconciliar } from '../src/modules/reconciliacao/reconciliar.ts'

/**
 * Jobs still to run (waiting, to retry, running) and webhook deliveries still to make. pg-boss's own
 * queues (its scheduler's per-minute sends) are plumbing, not work: they come and go every minute.
 */
export async function pendencias(pool: pg.Pool) {
  const jobs = await pool.query<{ name: string; state: string; n: number }>(
    `select name, state, count(*)::int as n from pgboss.job
     where state in ('created', 'retry', 'active') and name not like '__pgboss__%'
     group by name, state order by name, state`,
  )
  const entregas = await pool.query<{ n: number }>(
    `select count(*)::int as n from mp_sim.webhook_deliveries where status = 'pending'`,
  )
  return { jobs: jobs.rows, entregasPendentes: entregas.rows[0]?.n ?? 0 }
}

/** Waits until nothing is left to run; answers what is still there when `ms` runs out. */
export async function esperarFilas(pool: pg.Pool, ms: number) {
  const prazo = Date.now() + ms
  for (;;) {
    const agora = await pendencias(pool)
    if (agora.jobs.length === 0 && agora.entregasPendentes === 0) return agora
    if (Date.now() > prazo) return agora
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** What the run must end with: every figure here is 0 (or an empty list). */
export async function balanco(pool: pg.Pool) {
  const discrepancias = await reconciliar(pool, provedorSimulador(pool))
  const { rows: falhos } = await pool.query<{ name: string; n: number }>(
    `select name, count(*)::int as n from pgboss.job where state = 'failed' group by name order by name`,
  )
  const { rows: naoEntregues } = await pool.query<{ status: string; n: number }>(
    `select status, count(*)::int as n from mp_sim.webhook_deliveries where status <> 'delivered' group by status`,
  )
  const { rows: presos } = await pool.query<{ id_pedido: number; mp: string }>(
    `select p.id_pedido, g.mercado_pago_payment_id::text as mp from pagamentos g join pedidos p using (id_pedido)
     where g.status = 'approved' and p.status_pedido = 'pagamento_pendente'`,
  )
  const { rows: naoProcessados } = await pool.query<{ n: number }>(
    `select count(*)::int as n from webhook_eventos where processado_em is null`,
  )
  return {
    discrepancias: discrepancias.map((d) => `[${d.regra}] ${d.descricao}`),
    jobsFalhos: falhos.map((f) => `${f.name}: ${f.n}`),
    webhooksNaoEntregues: naoEntregues.map((d) => `${d.status}: ${d.n}`),
    aprovadosComPedidoPendente: presos.map((p) => `pedido ${p.id_pedido} (pagamento ${p.mp})`),
    notificacoesNaoProcessadas: naoProcessados[0]?.n ?? 0,
  }
}

/** Figures of the database as the run left it. */
export async function numeros(pool: pg.Pool) {
  const { rows } = await pool.query<Record<string, number>>(
    `select (select count(*)::int from pedidos) as pedidos,
            (select count(*)::int from pagamentos) as pagamentos,
            (select count(*)::int from pagamentos where status in ('approved', 'refunded')) as pagos,
            (select count(*)::int from reembolsos where status = 'completed') as reembolsos,
            (select count(*)::int from pedidos where status_pedido = 'reembolsado') as reembolsados,
            (select count(*)::int from pedidos where status_pedido = 'cancelado') as cancelados,
            (select count(*)::int from pedidos where status_pedido = 'entregue') as entregues,
            (select count(*)::int from mp_sim.refunds) as devolucoes_no_provedor`,
  )
  return rows[0] as Record<string, number>
}
