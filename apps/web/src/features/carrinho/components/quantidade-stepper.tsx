import { CARRINHO_ITEM_MAX } from '@recria/domain/constants'
import { Minus, Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Spinner } from '../../../components/ui/spinner.tsx'

interface QuantidadeStepperProps {
  quantidade: number
  /** The product's name, so each button says which item it changes. */
  nome: string
  /** A change of this item is on its way: the buttons wait (and keep focus). */
  ocupado: boolean
  /** False for an item that can no longer be bought: it may only go down. */
  podeAumentar: boolean
  onMudar: (nova: number) => void
}

function Passo({
  label,
  inativo,
  onClick,
  children,
}: {
  label: string
  inativo: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      // aria-disabled, not disabled: pressing + again and again keeps focus on the button.
      aria-disabled={inativo || undefined}
      onClick={() => !inativo && onClick()}
      className="inline-flex size-11 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent lg:size-9"
    >
      {children}
    </button>
  )
}

/**
 * − / quantity / + (docs/product/carrinho-e-checkout.md): below 1 the item leaves the cart, so at 1 the minus
 * is a remove; above 99 the server refuses, so the plus stops there.
 */
export function QuantidadeStepper({
  quantidade,
  nome,
  ocupado,
  podeAumentar,
  onMudar,
}: QuantidadeStepperProps) {
  const ultimo = quantidade <= 1
  const noMaximo = quantidade >= CARRINHO_ITEM_MAX
  return (
    <fieldset className="inline-flex min-w-0 items-center rounded-lg border border-stone-300 bg-white">
      <legend className="sr-only">{`Quantidade de ${nome}`}</legend>
      <Passo
        label={ultimo ? `Remover ${nome} do carrinho` : `Diminuir quantidade de ${nome}`}
        inativo={ocupado}
        onClick={() => onMudar(quantidade - 1)}
      >
        {ultimo ? (
          <Trash2 aria-hidden="true" className="size-4" />
        ) : (
          <Minus aria-hidden="true" className="size-4" />
        )}
      </Passo>
      <span className="flex w-8 justify-center text-sm font-semibold text-stone-900 tabular-nums">
        {ocupado ? <Spinner className="size-4 text-marca-700" /> : quantidade}
        {ocupado && <span className="sr-only">{quantidade}</span>}
      </span>
      <Passo
        label={
          noMaximo
            ? `Aumentar quantidade de ${nome} (máximo de ${CARRINHO_ITEM_MAX} unidades)`
            : `Aumentar quantidade de ${nome}`
        }
        inativo={ocupado || noMaximo || !podeAumentar}
        onClick={() => onMudar(quantidade + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </Passo>
    </fieldset>
  )
}
