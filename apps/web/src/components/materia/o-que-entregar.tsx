import type { ModoEntrega } from '@recria/domain/entrega-opcoes'
import {
  avisoMateriaDoStatus,
  MATERIA_ENTREGA_MSG,
  quantidadeMateriaTexto,
  situacaoMateria,
  textoEntregaMateria,
} from '@recria/domain/materia-entrega'
import type { StatusPedido } from '@recria/domain/pedido'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { SectionCard } from '../ui/section-card.tsx'
import { type ItemComMateria, materiasDoPedido } from './materias-do-pedido.ts'

const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 })

/** Where an item's material stands, as the buyer reads it. */
function situacaoTexto(devida: number, recebida: number | null, unidade: string | null, nome: string) {
  const situacao = situacaoMateria(devida, recebida)
  if (situacao === 'aguardando' || recebida === null) return MATERIA_ENTREGA_MSG.naoRegistrado
  const texto = quantidadeMateriaTexto(recebida, unidade, nome)
  return situacao === 'completo'
    ? `${MATERIA_ENTREGA_MSG.completo}: ${texto}.`
    : `${MATERIA_ENTREGA_MSG.parcial}: ${texto} (faltam ${numero.format(Math.round((devida - recebida) * 100) / 100)}).`
}

/**
 * 'O que entregar' (decision 028): the raw material a sustainable purchase owes its seller, item by
 * item, how to hand it over, and what the seller recorded as received. Nothing for an order paid
 * only in cash. `children`: what the order's page adds below the items (the charge of what did not
 * arrive, or its settlement: decision 030).
 */
export function OQueEntregar({
  itens,
  id = 'pedido-o-que-entregar',
  modo = null,
  status,
  children,
}: {
  itens: readonly ItemComMateria[]
  id?: string
  /** The order's delivery mode: the handover words follow it (none: arrange it in the messages). */
  modo?: ModoEntrega | null
  /** The order's status: nothing is handed over before the payment nor after a cancellation. */
  status?: StatusPedido
  children?: ReactNode
}) {
  const materias = materiasDoPedido(itens)
  if (!materias.length) return null
  const recebeuAlgo = materias.some((m) => (m.recebida ?? 0) > 0)
  const aviso = status ? avisoMateriaDoStatus(status, recebeuAlgo, 'comprador') : null
  return (
    <SectionCard id={id} title={MATERIA_ENTREGA_MSG.oQueEntregar}>
      <ul className="flex flex-col gap-2">
        {materias.map((m) => (
          <li key={m.id_item_pedido} className="rounded-lg border border-stone-200 p-3">
            <p className="font-semibold text-stone-900">
              {quantidadeMateriaTexto(m.devida, m.unidade_medida, m.nome_materia_prima)}
            </p>
            <p className="text-sm text-stone-600">{`Pelo item ${m.nome_produto}.`}</p>
            <p className="text-sm text-stone-700">
              {situacaoTexto(m.devida, m.recebida, m.unidade_medida, m.nome_materia_prima)}
            </p>
          </li>
        ))}
      </ul>
      {children}
      <p className="text-sm text-stone-700">{aviso ?? textoEntregaMateria(modo)}</p>
      <Link to="/como-funciona" className="text-sm font-medium text-marca-800 underline underline-offset-2">
        Como funciona a forma sustentável
      </Link>
    </SectionCard>
  )
}
