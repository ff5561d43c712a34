// The refund pages' reads (docs/product/reembolsos.md): one request with its payment, order and both parties;
// each side's list, filtered and paginated in SQL over the (party, date) indexes, with its counters.
import { STATUS_REEMBOLSO, type StatusReembolso } from '@recria/domain/reembolso'
import type { ReembolsosFiltro } from '@recria/domain/reembolso-consulta'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { pagamentos } from '../../db/schema/pagamentos.ts'
import { itensPedido, pedidos } from '../../db/schema/pedidos.ts'
import { disputas, reembolsos } from '../../db/schema/reembolsos.ts'
import { usuarios } from '../../db/schema/usuarios.ts'
import { contagemPorStatus } from '../../lib/contadores.ts'
import { contains, newestFirst, type PageSlice } from '../../lib/pagination.ts'
import { firstRow } from '../../lib/queries.ts'

export type Lado = 'vendedor' | 'comprador'
export type FiltroReembolsos = ReembolsosFiltro & { busca?: string }

const comprador = alias(usuarios, 'comprador')
const vendedor = alias(usuarios, 'vendedor')
/** The buyer's dispute of the request, and the dispute whose decision made the request. */
const disputada = alias(disputas, 'disputada')
const decidida = alias(disputas, 'decidida')
const disputa = (d: typeof disputada | typeof decidida) => ({
  id_disputa: d.id_disputa,
  id_reembolso: d.id_reembolso,
  status: d.status,
  descricao: d.descricao,
  decisao_motivo: d.decisao_motivo,
  id_reembolso_decisao: d.id_reembolso_decisao,
  data_criacao: d.data_criacao,
  data_decisao: d.data_decisao,
})
const parte = (u: typeof comprador | typeof vendedor) => ({
  id_usuario: u.id_usuario,
  nome: u.nome,
  email: u.email,
  telefone: u.telefone,
})

/** Whose list (its owner) and who the other party is, per side. */
const COLUNAS = {
  vendedor: { dono: reembolsos.id_usuario_vendedor, outro: reembolsos.id_usuario_comprador },
  comprador: { dono: reembolsos.id_usuario_comprador, outro: reembolsos.id_usuario_vendedor },
}

const SELECAO = {
  reembolso: reembolsos,
  pagamento: {
    id_pagamento: pagamentos.id_pagamento,
    status: pagamentos.status,
    tipo_pagamento: pagamentos.tipo_pagamento,
    valor_total_centavos: pagamentos.valor_total_centavos,
    valor_reembolsado_centavos: pagamentos.valor_reembolsado_centavos,
  },
  pedido: {
    id_pedido: pedidos.id_pedido,
    status_pedido: pedidos.status_pedido,
    data_criacao: pedidos.data_criacao,
    valor_total_centavos: pedidos.valor_total_centavos,
    data_reembolso: pedidos.data_reembolso,
  },
  comprador: parte(comprador),
  vendedor: parte(vendedor),
  disputada: disputa(disputada),
  decidida: disputa(decidida),
}

function linhas(db: Executor) {
  return db
    .select(SELECAO)
    .from(reembolsos)
    .innerJoin(pagamentos, eq(pagamentos.id_pagamento, reembolsos.id_pagamento))
    .innerJoin(pedidos, eq(pedidos.id_pedido, reembolsos.id_pedido))
    .innerJoin(comprador, eq(comprador.id_usuario, reembolsos.id_usuario_comprador))
    .innerJoin(vendedor, eq(vendedor.id_usuario, reembolsos.id_usuario_vendedor))
    .leftJoin(disputada, eq(disputada.id_reembolso, reembolsos.id_reembolso))
    .leftJoin(decidida, eq(decidida.id_reembolso_decisao, reembolsos.id_reembolso))
}

// São Paulo's days, whatever the server's zone; the end day is inclusive.
const inicioDoDia = (dia: string) => sql`(${dia}::date::timestamp at time zone 'America/Sao_Paulo')`
const fimDoDia = (dia: string) => sql`((${dia}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`

/** Refund or order number (with or without '#'), the other party's name or a product of the order. */
function busca(lado: Lado, termo: string): SQL {
  const nome = sql`exists (select 1 from ${usuarios} where ${usuarios.id_usuario} = ${COLUNAS[lado].outro}
    and ${contains(usuarios.nome, termo)})`
  const produto = sql`exists (select 1 from ${itensPedido} where ${itensPedido.id_pedido} = ${reembolsos.id_pedido}
    and ${contains(itensPedido.nome_produto, termo)})`
  const texto = sql`(${nome} or ${produto})`
  const numero = /^#?\d{1,9}$/.test(termo) ? Number(termo.replace('#', '')) : null
  return numero === null
    ? texto
    : sql`(${reembolsos.id_reembolso} = ${numero} or ${reembolsos.id_pedido} = ${numero} or ${texto})`
}

function filtros(lado: Lado, idUsuario: number, f: FiltroReembolsos, comStatus: boolean) {
  return and(
    eq(COLUNAS[lado].dono, idUsuario),
    comStatus && f.status ? eq(reembolsos.status, f.status) : undefined,
    f.motivo ? eq(reembolsos.motivo, f.motivo) : undefined,
    f.dataInicio ? sql`${reembolsos.data_criacao} >= ${inicioDoDia(f.dataInicio)}` : undefined,
    f.dataFim ? sql`${reembolsos.data_criacao} < ${fimDoDia(f.dataFim)}` : undefined,
    f.busca ? busca(lado, f.busca) : undefined,
  )
}

const contadores = contagemPorStatus(reembolsos.status, STATUS_REEMBOLSO)

export const reembolsosLeituraRepository = {
  async porId(db: Executor, idReembolso: number) {
    return firstRow(linhas(db).where(eq(reembolsos.id_reembolso, idReembolso)))
  },

  /** One page, newest first. */
  pagina(db: Executor, lado: Lado, idUsuario: number, f: FiltroReembolsos, page: PageSlice) {
    return linhas(db)
      .where(filtros(lado, idUsuario, f, true))
      .orderBy(...newestFirst(reembolsos.data_criacao, reembolsos.id_reembolso))
      .limit(page.limit)
      .offset(page.offset)
  },

  /** Per status and in all, for the same filters without the status one. */
  async contadores(db: Executor, lado: Lado, idUsuario: number, f: FiltroReembolsos) {
    const [row] = await db
      .select(contadores)
      .from(reembolsos)
      .where(filtros(lado, idUsuario, f, false))
    return row as { [K in StatusReembolso | 'total']: number }
  },

  /** The side's counters and the money asked for and given back, in centavos. */
  async estatisticas(db: Executor, lado: Lado, idUsuario: number) {
    const [row] = await db
      .select({
        ...contadores,
        solicitado: sql<number>`coalesce(sum(${reembolsos.valor_solicitado_centavos}), 0)::int`,
        reembolsado: sql<number>`coalesce(sum(${reembolsos.valor_aprovado_centavos})
          filter (where ${reembolsos.status} = 'completed'), 0)::int`,
      })
      .from(reembolsos)
      .where(eq(COLUNAS[lado].dono, idUsuario))
    return row as { [K in StatusReembolso | 'total' | 'solicitado' | 'reembolsado']: number }
  },

  /** The order's latest request, for its detail page. */
  async ultimoDoPedido(db: Executor, idPedido: number) {
    return firstRow(
      db
        .select()
        .from(reembolsos)
        .where(eq(reembolsos.id_pedido, idPedido))
        .orderBy(sql`${reembolsos.data_criacao} desc`, sql`${reembolsos.id_reembolso} desc`)
        .limit(1),
    )
  },
}

export type ReembolsoLinha = NonNullable<Awaited<ReturnType<typeof reembolsosLeituraRepository.porId>>>
