// PUT /pedidos/{id}/materia-prima (decision 028): the order's seller records the raw material that
// arrived, per sustainable item, in the item's unit; recording again corrects the figure. Each
// recording is one timeline event and one notice to the buyer, in the same transaction.
import {
  eventoRecebimentoTexto,
  MATERIA_ENTREGA_MSG,
  type MateriaDoItem,
  type MateriaRecebida,
  podeRegistrarRecebimento,
  quantidadeMateriaTexto,
  recebimentoTexto,
} from '@recria/domain/materia-entrega'
import { normalizeStatusPedido, PEDIDO_MSG } from '@recria/domain/pedido'
import { quantidadeCabeNaUnidade } from '@recria/domain/unidade-medida'
import type { Deps } from '../../deps.ts'
import { BadRequest, BusinessRule, Conflict, Forbidden, NotFound } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import { pedidosAcoesRepository } from './pedidos-acoes.repository.ts'
import type { PedidosAvisosService } from './pedidos-avisos.service.ts'
import { type MateriaDoItemRow, pedidosMateriaRepository as repo } from './pedidos-materia.repository.ts'
import { cobrancaAposRecebimento } from './pedidos-materia-cobranca.service.ts'

const centesimos = (valor: number | string) => Math.round(Number(valor) * 100)

export const toMateriaDoItem = (i: MateriaDoItemRow): MateriaDoItem => ({
  id_item_pedido: i.id_item_pedido,
  nome_materia_prima: i.nome_materia_prima,
  unidade_medida: i.unidade_medida,
  quantidade_materia_prima: Number(i.quantidade_materia_prima),
  quantidade_recebida: i.quantidade_recebida === null ? null : Number(i.quantidade_recebida),
})

export type PedidosMateriaService = ReturnType<typeof createPedidosMateriaService>

export function createPedidosMateriaService(
  { db }: Pick<Deps, 'db'>,
  { avisos }: { avisos: PedidosAvisosService },
) {
  return {
    async registrar(user: SessionUser, idPedido: number, input: MateriaRecebida) {
      const itens = await db.transaction(async (tx) => {
        const pedido = await pedidosAcoesRepository.travar(tx, idPedido)
        if (!pedido) throw new NotFound(PEDIDO_MSG.naoEncontrado)
        if (pedido.id_usuario_vendedor !== user.id_usuario) throw new Forbidden(PEDIDO_MSG.semPermissao)
        const devidos = await repo.itens(tx, idPedido)
        if (!devidos.length) throw new Conflict(MATERIA_ENTREGA_MSG.semMateria)
        const status = normalizeStatusPedido(pedido.status_pedido)
        if (!podeRegistrarRecebimento(status)) throw new Conflict(MATERIA_ENTREGA_MSG.statusIndisponivel)

        const registrados = input.itens.map(({ id_item_pedido, quantidade_recebida }) => {
          const item = devidos.find((d) => d.id_item_pedido === id_item_pedido)
          if (!item) throw new BusinessRule(MATERIA_ENTREGA_MSG.itemDeOutroPedido)
          if (!quantidadeCabeNaUnidade(quantidade_recebida, item.unidade_medida))
            throw new BadRequest(MATERIA_ENTREGA_MSG.quantidadeInteira(item.nome_materia_prima))
          if (centesimos(quantidade_recebida) > centesimos(item.quantidade_materia_prima)) {
            const devida = quantidadeMateriaTexto(
              Number(item.quantidade_materia_prima),
              item.unidade_medida,
              item.nome_materia_prima,
            )
            throw new BusinessRule(MATERIA_ENTREGA_MSG.quantidadeAcima(devida))
          }
          return { ...item, quantidade: quantidade_recebida }
        })
        for (const r of registrados) await repo.registrar(tx, r.id_item_pedido, r.quantidade)
        const recebido = recebimentoTexto(registrados)
        await repo.evento(tx, idPedido, status, eventoRecebimentoTexto(recebido))
        await avisos.materiaRecebida(tx, idPedido, recebido)
        await cobrancaAposRecebimento(tx, idPedido, status)
        return repo.itens(tx, idPedido)
      })
      return { mensagem: MATERIA_ENTREGA_MSG.registrado, itens: itens.map(toMateriaDoItem) }
    },
  }
}
