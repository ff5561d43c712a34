// Disputes of rejected refund requests: the buyer's, once per request; the operator's decision, once;
// the approved request a full refund is given back through; and the operator's list, paginated in SQL
// over (status, data_criacao).
import { STATUS_DISPUTA, type StatusDisputa } from '@recria/domain/disputa'
import { and, eq, sql } from 'drizzle-orm'
import { alias, type PgInsertValue } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { pagamentos } from '../../db/schema/pagamentos.ts'
import { disputas, reembolsos } from '../../db/schema/reembolsos.ts'
import { usuarios } from '../../db/schema/usuarios.ts'
import { contagemPorStatus } from '../../lib/contadores.ts'
import type { PageSlice } from '../../lib/pagination.ts'
import { firstRow, insertOrIgnore } from '../../lib/queries.ts'
import { UM_ABERTO_POR_PEDIDO } from './reembolsos.repository.ts'

export type DisputaRow = typeof disputas.$inferSelect

export type NovaDisputa = Pick<
  typeof disputas.$inferInsert,
  'id_reembolso' | 'id_pedido' | 'id_usuario_comprador' | 'id_usuario_vendedor' | 'descricao'
>

export interface Decisao {
  status: Exclude<StatusDisputa, 'aberta'>
  decisao_motivo: string
  id_operador: number
  id_reembolso_decisao: number | null
}

/** The approved request a full refund goes back through: the disputed one's parties and reason. */
export interface ReembolsoDecidido {
  id_pagamento: number
  id_pedido: number
  id_usuario_comprador: number
  id_usuario_vendedor: number
  motivo: string
  descricao_motivo: string
  valor_centavos: number
}

const comprador = alias(usuarios, 'comprador')
const vendedor = alias(usuarios, 'vendedor')
const operador = alias(usuarios, 'operador')

const SELECAO = {
  disputa: disputas,
  reembolso: {
    motivo: reembolsos.motivo,
    descricao: reembolsos.descricao_motivo,
    valor_solicitado_centavos: reembolsos.valor_solicitado_centavos,
    resposta_vendedor: reembolsos.resposta_vendedor,
    data_criacao: reembolsos.data_criacao,
    data_resposta: reembolsos.data_resposta,
  },
  pagamento: {
    valor_total_centavos: pagamentos.valor_total_centavos,
    valor_reembolsado_centavos: pagamentos.valor_reembolsado_centavos,
  },
  comprador: { id_usuario: comprador.id_usuario, nome: comprador.nome },
  vendedor: { id_usuario: vendedor.id_usuario, nome: vendedor.nome },
  nome_operador: operador.nome,
}

function linhas(db: Executor) {
  return db
    .select(SELECAO)
    .from(disputas)
    .innerJoin(reembolsos, eq(reembolsos.id_reembolso, disputas.id_reembolso))
    .innerJoin(pagamentos, eq(pagamentos.id_pagamento, reembolsos.id_pagamento))
    .innerJoin(comprador, eq(comprador.id_usuario, disputas.id_usuario_comprador))
    .innerJoin(vendedor, eq(vendedor.id_usuario, disputas.id_usuario_vendedor))
    .leftJoin(operador, eq(operador.id_usuario, disputas.id_operador))
}

const contadores = contagemPorStatus(disputas.status, STATUS_DISPUTA)

export const disputasRepository = {
  /** Whether the order has a dispute, whatever its status (the operator then reads its messages). */
  async temDoPedido(db: Executor, idPedido: number) {
    const row = await firstRow(
      db
        .select({ id_disputa: disputas.id_disputa })
        .from(disputas)
        .where(eq(disputas.id_pedido, idPedido))
        .limit(1),
    )
    return row !== null
  },

  async doReembolso(tx: Executor, idReembolso: number) {
    return firstRow(
      tx
        .select({ id_disputa: disputas.id_disputa })
        .from(disputas)
        .where(eq(disputas.id_reembolso, idReembolso)),
    )
  },

  /** The new dispute's id; null when the request already had one (its unique key). */
  async inserir(tx: Executor, nova: NovaDisputa) {
    return insertOrIgnore(tx, disputas, nova, { target: disputas.id_reembolso }, disputas.id_disputa)
  },

  async travar(tx: Executor, idDisputa: number): Promise<DisputaRow | null> {
    return firstRow(tx.select().from(disputas).where(eq(disputas.id_disputa, idDisputa)).for('update'))
  },

  /** Decided once: answers whether this call decided it. */
  async decidir(tx: Executor, idDisputa: number, decisao: Decisao) {
    const rows = await tx
      .update(disputas)
      .set({ ...decisao, data_decisao: sql`now()` })
      .where(and(eq(disputas.id_disputa, idDisputa), eq(disputas.status, 'aberta')))
      .returning({ id_disputa: disputas.id_disputa })
    return rows.length > 0
  },

  /**
   * The full refund's request, already approved for `valor_centavos` (asked and approved alike): the
   * refund job takes it as it takes a seller's approval. Null when the order has another open request
   * (the partial unique index).
   */
  async inserirReembolsoDecidido(tx: Executor, r: ReembolsoDecidido) {
    const decidido: PgInsertValue<typeof reembolsos> = {
      id_pagamento: r.id_pagamento,
      id_pedido: r.id_pedido,
      id_usuario_comprador: r.id_usuario_comprador,
      id_usuario_vendedor: r.id_usuario_vendedor,
      motivo: r.motivo,
      descricao_motivo: r.descricao_motivo,
      status: 'approved',
      valor_solicitado_centavos: r.valor_centavos,
      valor_aprovado_centavos: r.valor_centavos,
      data_resposta: sql`now()`,
    }
    return insertOrIgnore(tx, reembolsos, decidido, UM_ABERTO_POR_PEDIDO, reembolsos.id_reembolso)
  },

  async porId(db: Executor, idDisputa: number) {
    return firstRow(linhas(db).where(eq(disputas.id_disputa, idDisputa)))
  },

  /** One page: open ones first, oldest first; then the decided ones, latest decision first. */
  pagina(db: Executor, status: StatusDisputa | undefined, { limit, offset }: PageSlice) {
    return linhas(db)
      .where(status ? eq(disputas.status, status) : undefined)
      .orderBy(
        sql`${disputas.status} <> 'aberta'`,
        sql`case when ${disputas.status} = 'aberta' then ${disputas.data_criacao} end asc`,
        sql`${disputas.data_decisao} desc nulls last`,
        disputas.id_disputa,
      )
      .limit(limit)
      .offset(offset)
  },

  async contadores(db: Executor) {
    const [row] = await db.select(contadores).from(disputas)
    return row as { [K in StatusDisputa | 'total']: number }
  },
}

export type DisputaLinha = NonNullable<Awaited<ReturnType<typeof disputasRepository.porId>>>
