import type { CarrinhoResponse } from '@recria/domain/carrinho'
import { formatBRL } from '@recria/domain/format'
import { Lock } from 'lucide-react'
import { useState } from 'react'
import { EnderecoEntregaEscolha } from '../../../components/enderecos/endereco-entrega-escolha.tsx'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { quantidadeTexto } from '../../../lib/oferta-sustentavel.ts'
import { useFinalizarCompra } from './use-finalizar-compra.ts'

interface CarrinhoResumoProps {
  carrinho: CarrinhoResponse
  idUsuario: number | undefined
  /** Closes the drawer (the address link leaves for 'Meus endereços'). */
  onFechar?: () => void
}

/**
 * The drawer's foot, always in view: what is paid in cash, the raw material handed over per
 * material and unit, the checkout's alert and 'Finalizar compra'.
 */
export function CarrinhoResumo({ carrinho, idUsuario, onFechar }: CarrinhoResumoProps) {
  const [idEndereco, setIdEndereco] = useState<number | undefined>()
  const { finalizar, enviando, erro } = useFinalizarCompra(idUsuario, carrinho, idEndereco)
  const materias = carrinho.quantidade_total_materia_prima
  return (
    <div className="sticky bottom-0 flex flex-col gap-3 border-t border-stone-200 bg-white p-4 shadow-[0_-4px_12px_-8px_rgb(0_0_0/0.15)]">
      <dl className="flex flex-col gap-1.5 text-sm">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="font-medium text-stone-800">Total em dinheiro</dt>
          <dd className="text-xl font-bold text-marca-800">{formatBRL(carrinho.valor_total)}</dd>
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
      <EnderecoEntregaEscolha value={idEndereco} onChange={setIdEndereco} onSair={onFechar} />
      <FormAlert message={erro} />
      {/* aria-disabled, not disabled: focus stays on the button when a failure brings it back. */}
      <button
        type="button"
        onClick={finalizar}
        aria-disabled={enviando || undefined}
        aria-busy={enviando || undefined}
        className={`${buttonClasses('primary', 'lg')} w-full aria-disabled:cursor-wait aria-disabled:opacity-80`}
      >
        {enviando ? <Spinner className="size-4" /> : <Lock aria-hidden="true" className="size-4" />}
        {enviando ? 'Redirecionando...' : 'Finalizar compra'}
      </button>
    </div>
  )
}
