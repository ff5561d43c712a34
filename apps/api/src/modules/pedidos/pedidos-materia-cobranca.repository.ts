// Raw material that did not arrive (decision 030): the order's sustainable items with the figures the
// charge's rule reads, its settlement, and its charges (`cobrancas_materia`). Part of the pedidos module.
import {
  type ItemCobrancaMateria,
  type ItemMateriaDevida,
  STATUS_QUE_DEVOLVEM_COBRANCAS,
} from '@recria/domain/materia-cobranca'
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'

export type CobrancaRow = {
  id_cobranca: number
  id_pedido: number
  valor_centavos: number
  itens: ItemCobrancaMateria[]
  status: 'pendente' | 'paga' | 'cancelada' | 'reembolsada'
  mercado_pago_payment_id: number | null
  data_criacao: Date
  data_pagamento: Date | null
}

const COBRANCA = sql.raw(`id_cobranca, id_pedido, valor_centavos, itens, status,
  mercado_pago_payment_id::float8 as mercado_pago_payment_id, data_criacao, data_pagamento`)

/** The order statuses whose paid charges go back (decision 042), as an SQL list. */
export const ENCERRADO = sql.raw(`(${STATUS_QUE_DEVOLVEM_COBRANCAS.map((s) => `'${s}'`).join(', ')})`)

/** For the refunds' sweep (`p` is the order): a paid charge of an order that ended without delivery. */
export const COBRANCA_DEVIDA = sql`(p.status_pedido in ${ENCERRADO} and exists (
  select 1 from cobrancas_materia c where c.id_pedido = p.id_pedido and c.status = 'paga'))`

type ItemRow = Omit<ItemMateriaDevida, 'quantidade_materia_prima' | 'quantidade_recebida'> & {
  quantidade_materia_prima: string
  quantidade_recebida: string | null
}

export const pedidosMateriaCobrancaRepository = {
  /** The order's sustainable items, as `cobrancaDaMateria` reads them. */
  async itens(db: Executor, idPedido: number): Promise<ItemMateriaDevida[]> {
    const { rows } = await db.execute<ItemRow>(sql`
      select id_item_pedido, nome_materia_prima, unidade_medida, quantidade, valor_unitario_centavos,
             valor_padrao_unitario_centavos, quantidade_materia_prima::text as quantidade_materia_prima,
             quantidade_recebida::text as quantidade_recebida
      from itens_pedido
      where id_pedido = ${idPedido} and forma_pagamento_selecionada = 'sustentavel'
        and quantidade_materia_prima is not null and nome_materia_prima is not null
      order by id_item_pedido`)
    return rows.map((r) => ({
      ...r,
      quantidade_materia_prima: Number(r.quantidade_materia_prima),
      quantidade_recebida: r.quantidade_recebida === null ? null : Number(r.quantidade_recebida),
    }))
  },

  async resolucao(db: Executor, idPedido: number) {
    const { rows } = await db.execute<{ materia_resolucao: 'dispensada' | 'paga' | null }>(
      sql`select materia_resolucao from pedidos where id_pedido = ${idPedido}`,
    )
    return rows[0]?.materia_resolucao ?? null
  },

  /**
   * The pending charge, else the latest paid one, refunded or not (decision 042): what the order
   * pages show.
   */
  async viva(db: Executor, idPedido: number) {
    const { rows } = await db.execute<CobrancaRow>(sql`
      select ${COBRANCA} from cobrancas_materia
      where id_pedido = ${idPedido} and status in ('pendente', 'paga', 'reembolsada')
      order by status = 'pendente' desc, id_cobranca desc limit 1`)
    return rows[0] ?? null
  },

  async pendente(db: Executor, idPedido: number) {
    const { rows } = await db.execute<CobrancaRow>(
      sql`select ${COBRANCA} from cobrancas_materia where id_pedido = ${idPedido} and status = 'pendente'`,
    )
    return rows[0] ?? null
  },

  async porId(db: Executor, idCobranca: number) {
    const { rows } = await db.execute<CobrancaRow>(
      sql`select ${COBRANCA} from cobrancas_materia where id_cobranca = ${idCobranca}`,
    )
    return rows[0] ?? null
  },

  async criar(tx: Executor, idPedido: number, valorCentavos: number, itens: ItemCobrancaMateria[]) {
    const { rows } = await tx.execute<{ id_cobranca: number }>(sql`
      insert into cobrancas_materia (id_pedido, valor_centavos, itens)
      values (${idPedido}, ${valorCentavos}, ${JSON.stringify(itens)}::jsonb) returning id_cobranca`)
    return (rows[0] as { id_cobranca: number }).id_cobranca
  },

  async cancelar(tx: Executor, idCobranca: number) {
    await tx.execute(sql`
      update cobrancas_materia set status = 'cancelada', data_cancelamento = now()
      where id_cobranca = ${idCobranca} and status = 'pendente'`)
  },

  async preferencia(db: Executor, idCobranca: number, idPreferencia: string) {
    await db.execute(
      sql`update cobrancas_materia set mp_preference_id = ${idPreferencia} where id_cobranca = ${idCobranca}`,
    )
  },

  async paga(tx: Executor, idCobranca: number, mpPaymentId: number, em: Date) {
    await tx.execute(sql`
      update cobrancas_materia
      set status = 'paga', mercado_pago_payment_id = ${mpPaymentId}, data_pagamento = ${em.toISOString()}
      where id_cobranca = ${idCobranca}`)
  },

  async resolver(tx: Executor, idPedido: number, como: 'dispensada' | 'paga') {
    await tx.execute(sql`
      update pedidos set materia_resolucao = ${como}, materia_resolvida_em = now(), atualizado_em = now()
      where id_pedido = ${idPedido}`)
  },
}
