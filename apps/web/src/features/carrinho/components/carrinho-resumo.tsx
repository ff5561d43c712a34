import type { CarrinhoResponse } from '@recria/domain/carrinho'
import { displayCentavos } from '@recria/domain/format'
import { toCentavos } from '@recria/domain/pagamento'
import { Lock } from 'lucide-react'
import { useId } from 'react'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { quantidadeTexto } from '../../../lib/oferta-sustentavel.ts'
import type { EntregaDaCompra } from './use-finalizar-compra.ts'
import { useFinalizarCompra } from './use-finalizar-compra.ts'

interface CarrinhoResumoProps {
  carrinho: CarrinhoResponse
  idUsuario: number | undefined
  /** The address and each seller's delivery chosen, the fees, and why checkout must wait. */
  entrega: EntregaDaCompra & { taxaCentavos: number; carregando: boolean }
}

/**
 * The drawer's foot, always in view: the items, the delivery fees and the total paid in cash, the
 * raw material handed over per material and unit, the checkout's alert and 'Finalizar compra' (or
 * why it cannot go on yet).
 */
export function CarrinhoResumo({ carrinho, idUsuario, entrega }: CarrinhoResumoProps) {
  const motivo = useId()
  const { finalizar, enviando, erro } = useFinalizarCompra(idUsuario, carrinho, entrega)
  const materias = carrinho.quantidade_total_materia_prima
  const subtotal = toCentavos(carrinho.valor_total)
  const taxaConhecida = !entrega.carregando && entrega.bloqueio === null
  const bloqueado = entrega.bloqueio !== null
  const desativado = enviando || bloqueado
  return (
    <div className="sticky bottom-0 flex flex-col gap-3 border-t border-stone-200 bg-white p-4 shadow-[0_-4px_12px_-8px_rgb(0_0_0/0.15)]">
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-stone-600">Subtotal</dt>
          <dd className="whitespace-nowrap text-stone-900">{displayCentavos(subtotal)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-stone-600">Entrega</dt>
          <dd className="whitespace-nowrap text-stone-900">
            {!taxaConhecida
              ? '—'
              : entrega.taxaCentavos === 0
                ? 'Grátis'
                : displayCentavos(entrega.taxaCentavos)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="font-medium text-stone-800">Total em dinheiro</dt>
          <dd className="text-xl font-bold whitespace-nowrap text-marca-800">
            {displayCentavos(subtotal + (taxaConhecida ? entrega.taxaCentavos : 0))}
          </dd>
        </div>
        {materias.length > 0 && (
          <div className="flex items-start justify-between gap-3">
            <dt className="text-stone-600">Matéria-prima a entregar</dt>
            <dd>
              <ul className="text-right font-medium text-marca-800">
                {materias.map((m) => (
                  <li key={`${m.nome_materia_prima}|${m.unidade_medida}`}>
                    {quantidadeTexto(m.quantidade, m.unidade_medida, m.nome_materia_prima)}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      <FormAlert message={erro} />
      {bloqueado && !enviando && (
        <p id={motivo} className="text-sm text-stone-700">
          {entrega.bloqueio}
        </p>
      )}
      {/* aria-disabled, not disabled: focus stays on the button when a failure brings it back. */}
      <button
        type="button"
        onClick={finalizar}
        aria-disabled={desativado || undefined}
        aria-busy={enviando || undefined}
        aria-describedby={bloqueado && !enviando ? motivo : undefined}
        className={`${buttonClasses('primary', 'lg')} w-full aria-disabled:opacity-70 ${enviando ? 'aria-disabled:cursor-wait' : 'aria-disabled:cursor-not-allowed'}`}
      >
        {enviando ? <Spinner className="size-4" /> : <Lock aria-hidden="true" className="size-4" />}
        {enviando ? 'Redirecionando...' : 'Finalizar compra'}
      </button>
    </div>
  )
}
