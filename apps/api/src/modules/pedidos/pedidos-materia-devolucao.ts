// Raw-material charges of an order that ends without delivery (decision 042): a pending charge closes
// with the order, a paid one goes back to the buyer. The refunds module asks Mercado Pago for the
// refund; this file keeps the charge's row, the order's timeline and the buyer's notice. Part of the
// pedidos module.
import { formatCentavos } from '@recria/domain/format'
import { MATERIA_COBRANCA_MSG as MSG } from '@recria/domain/materia-cobranca'
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { pedidosAcoesRepository } from './pedidos-acoes.repository.ts'
import type { PedidosAvisosService } from './pedidos-avisos.service.ts'
import { pedidosMateriaRepository } from './pedidos-materia.repository.ts'
import { ENCERRADO } from './pedidos-materia-cobranca.repository.ts'

/** A paid charge owed back, with the seller whose Mercado Pago account received it. */
export type CobrancaDevida = {
  id_cobranca: number
  id_pedido: number
  id_usuario_vendedor: number
  mercado_pago_payment_id: number
  valor_centavos: number
}

/**
 * The order was just cancelled (in its transaction): its pending charge can no longer be paid. A
 * payment made meanwhile on a checkout page already open is refunded when it arrives.
 */
export async function fecharCobrancaPendente(tx: Executor, idPedido: number) {
  const { rows } = await tx.execute(sql`
    update cobrancas_materia set status = 'cancelada', data_cancelamento = now()
    where id_pedido = ${idPedido} and status = 'pendente' returning id_cobranca`)
  if (rows.length)
    await pedidosMateriaRepository.evento(tx, idPedido, 'cancelado', MSG.eventoCanceladaComPedido, 'sistema')
}

export type CobrancasDevolvidas = ReturnType<typeof createCobrancasDevolvidas>

export function createCobrancasDevolvidas(
  { db }: Pick<Deps, 'db'>,
  { avisos }: { avisos: PedidosAvisosService },
) {
  return {
    /** The order's paid charges owed back: none unless it is cancelled or refunded. */
    async devidas(ex: Executor, idPedido: number): Promise<CobrancaDevida[]> {
      const { rows } = await ex.execute<CobrancaDevida>(sql`
        select c.id_cobranca, c.id_pedido, p.id_usuario_vendedor, c.valor_centavos,
               c.mercado_pago_payment_id::float8 as mercado_pago_payment_id
        from cobrancas_materia c join pedidos p on p.id_pedido = c.id_pedido
        where c.id_pedido = ${idPedido} and c.status = 'paga' and c.mercado_pago_payment_id is not null
          and p.status_pedido in ${ENCERRADO}
        order by c.id_cobranca`)
      return rows
    },

    /**
     * The provider confirmed the charge's refund: the charge ends 'reembolsada' with its event and the
     * buyer's notice and e-mail, once however many runs confirm it (the order's lock puts them in line).
     */
    async devolvida(idPedido: number, idCobranca: number, mpRefundId: number | null) {
      await db.transaction(async (tx) => {
        const pedido = await pedidosAcoesRepository.travar(tx, idPedido)
        if (!pedido) return
        const { rows } = await tx.execute<{ valor_centavos: number }>(sql`
          update cobrancas_materia
          set status = 'reembolsada', mp_refund_id = ${mpRefundId}, data_reembolso = now()
          where id_cobranca = ${idCobranca} and id_pedido = ${idPedido} and status = 'paga'
          returning valor_centavos`)
        const valor = rows[0]?.valor_centavos
        if (valor === undefined) return
        const texto = formatCentavos(valor)
        await pedidosMateriaRepository.evento(
          tx,
          idPedido,
          pedido.status_pedido,
          MSG.eventoReembolsada(texto),
          'mercadopago',
        )
        await avisos.cobrancaReembolsada(tx, idPedido, texto, idCobranca)
      })
    },
  }
}
