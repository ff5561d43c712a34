/** Root of every orders query: a status change or a cancel invalidates the lists and the detail. */
export const pedidosKey = ['pedidos'] as const
