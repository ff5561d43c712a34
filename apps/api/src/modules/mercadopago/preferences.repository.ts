import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { pedidos } from '../../db/schema/pedidos.ts'

export const preferencesRepository = {
  /** The order's latest Checkout Pro preference (a new one replaces it when the buyer pays again). */
  async setOrderPreference(db: Executor, idPedido: number, preferenceId: string) {
    await db
      .update(pedidos)
      .set({ mp_preference_id: preferenceId, atualizado_em: new Date() })
      .where(eq(pedidos.id_pedido, idPedido))
  },
}
