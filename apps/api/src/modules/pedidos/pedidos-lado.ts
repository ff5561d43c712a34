// Who a user is to an order: the one check behind every read of an order (its detail, its items, its
// messages). Nobody but its buyer and its seller reads an order (docs/design.md#http-conventions).
import { PEDIDO_MSG } from '@recria/domain/pedido'
import type { Executor } from '../../db/client.ts'
import { Forbidden, NotFound } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import { type PartesDoPedido, pedidosRepository } from './pedidos.repository.ts'
import type { Lado } from './pedidos-lista.repository.ts'

/** The order's parties and the user's side; 404 for an unknown order, `lado` null for a stranger. */
export async function partesDoPedido(
  db: Executor,
  idPedido: number,
  user: SessionUser,
): Promise<{ partes: PartesDoPedido; lado: Lado | null }> {
  const partes = await pedidosRepository.partes(db, idPedido)
  if (!partes) throw new NotFound(PEDIDO_MSG.naoEncontrado)
  const lado =
    partes.id_usuario_vendedor === user.id_usuario
      ? 'vendedor'
      : partes.id_usuario_comprador === user.id_usuario
        ? 'comprador'
        : null
  return { partes, lado }
}

/** The refusal a stranger gets for any order: the same words whether or not it is theirs to know. */
export const semPermissaoNoPedido = () => new Forbidden(PEDIDO_MSG.semPermissao)

/** Which side `user` is on for this order; 404 for an unknown order, 403 for a stranger. */
export async function ladoDe(db: Executor, idPedido: number, user: SessionUser): Promise<Lado> {
  const { lado } = await partesDoPedido(db, idPedido, user)
  if (!lado) throw semPermissaoNoPedido()
  return lado
}
