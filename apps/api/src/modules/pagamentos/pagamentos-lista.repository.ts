// The seller's payments page (docs/product/pagamentos.md): one page of payments, newest
// first, and the summary cards, both filtered and counted in SQL over the payments' own (seller,
// date) index; the page joins each payment's order for its status and total.
import { parseDecimalBR } from '@recria/domain/decimal'
import type { MeioPagamento, StatusPagamento } from '@recria/domain/pagamento'
import { toCentavos } from '@recria/domain/pagamento'
import type { StatusPedido } from '@recria/domain/pedido'
import { and, eq, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { pagamentos } from '../../db/schema/pagamentos.ts'
import { pedidos } from '../../db/schema/pedidos.ts'
import { newestFirst, type PageSlice } from '../../lib/pagination.ts'
import { colunasDoPagamento } from './pagamentos.repository.ts'

export interface FiltroPagamentos {
  busca?: string
  status?: StatusPagamento
  meioPagamento?: MeioPagamento
  /** São Paulo days, YYYY-MM-DD, both included. */
  dataInicio?: string
  dataFim?: string
}

/**
 * Mercado Pago statuses stored before they were folded (docs/product/pagamentos.md) still count as theirs.
 */
const STATUS_DO_FILTRO: Partial<Record<StatusPagamento, string[]>> = {
  in_process: ['in_process', 'authorized', 'in_mediation'],
  approved: ['approved', 'captured'],
}

const PENDENTES = ['pending', 'in_process', 'authorized', 'in_mediation']
const APROVADOS = ['approved', 'captured']

const emLista = (coluna: unknown, valores: string[]) =>
  sql`${coluna} in (${sql.join(
    valores.map((v) => sql`${v}`),
    sql`, `,
  )})`

/** The instant São Paulo's day `dia` (YYYY-MM-DD) begins, plus `depois` days. */
const inicioDoDia = (dia: string, depois = 0) =>
  sql`((${dia}::date + ${depois}::int)::timestamp at time zone 'America/Sao_Paulo')`

/** Largest value a search may name, in centavos (PostgreSQL's integer). */
const CENTAVOS_MAX = 2_147_483_647

/**
 * The order's number ('123', '#123') or a value in reais as people write it ('129,90', '129.90',
 * 'R$ 1.299,90'), the sale's total or what the seller received. '129' is both an order number and
 * R$ 129,00; anything else matches nothing.
 */
function busca(termo: string): SQL {
  const numero = /^#?\d{1,9}$/.test(termo) ? Number(termo.replace('#', '')) : null
  const reais = termo.startsWith('#') ? null : parseDecimalBR(termo)
  const centavos = reais !== null && reais >= 0 ? toCentavos(reais) : null
  const porValor =
    centavos !== null && centavos <= CENTAVOS_MAX
      ? or(eq(pagamentos.valor_total_centavos, centavos), eq(pagamentos.valor_liquido_centavos, centavos))
      : undefined
  const porNumero = numero === null ? undefined : eq(pagamentos.id_pedido, numero)
  return or(porNumero, porValor) ?? sql`false`
}

function filtros(idVendedor: number, f: FiltroPagamentos, comStatus: boolean) {
  const status = comStatus && f.status ? (STATUS_DO_FILTRO[f.status] ?? [f.status]) : null
  return and(
    eq(pagamentos.id_usuario_vendedor, idVendedor),
    status ? emLista(pagamentos.status, status) : undefined,
    f.meioPagamento
      ? or(eq(pagamentos.tipo_pagamento, f.meioPagamento), eq(pagamentos.metodo_pagamento, f.meioPagamento))
      : undefined,
    f.dataInicio ? sql`${pagamentos.data_criacao} >= ${inicioDoDia(f.dataInicio)}` : undefined,
    f.dataFim ? sql`${pagamentos.data_criacao} < ${inicioDoDia(f.dataFim, 1)}` : undefined,
    f.busca ? busca(f.busca) : undefined,
  )
}

const quantos = (condicao: SQL) => sql<number>`(count(*) filter (where ${condicao}))::int`

export const pagamentosListaRepository = {
  /** One page; answers the query itself (awaiting it runs it) so its plan can be read. */
  pagina(db: Executor, idVendedor: number, f: FiltroPagamentos, page: PageSlice) {
    return db
      .select({
        ...colunasDoPagamento,
        metodo_pagamento: pagamentos.metodo_pagamento,
        pedido: {
          status_pedido: sql<StatusPedido>`${pedidos.status_pedido}`,
          valor_total_centavos: pedidos.valor_total_centavos,
          data_criacao: pedidos.data_criacao,
        },
      })
      .from(pagamentos)
      .innerJoin(pedidos, eq(pedidos.id_pedido, pagamentos.id_pedido))
      .where(filtros(idVendedor, f, true))
      .orderBy(...newestFirst(pagamentos.data_criacao, pagamentos.id_pagamento))
      .limit(page.limit)
      .offset(page.offset)
  },

  /**
   * In one pass over the seller's payments that the filters without the status keep: the page's
   * total (with the status) and the summary cards (decision 020).
   */
  totais(db: Executor, idVendedor: number, f: FiltroPagamentos) {
    const status = f.status ? (STATUS_DO_FILTRO[f.status] ?? [f.status]) : null
    const aprovado = emLista(pagamentos.status, APROVADOS)
    return db
      .select({
        total: status ? quantos(emLista(pagamentos.status, status)) : sql<number>`count(*)::int`,
        recebido_centavos: sql<string>`coalesce(sum(greatest(${pagamentos.valor_liquido_centavos}
          - ${pagamentos.valor_reembolsado_centavos}, 0)) filter (where ${aprovado}), 0)::bigint`,
        aprovados: quantos(aprovado),
        pendentes: quantos(emLista(pagamentos.status, PENDENTES)),
      })
      .from(pagamentos)
      .where(filtros(idVendedor, f, false))
  },
}

export type PagamentoListaRow = Awaited<ReturnType<typeof pagamentosListaRepository.pagina>>[number]
