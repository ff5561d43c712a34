import { unidadeLabel } from '@recria/domain/materia-prima'
import { Check } from 'lucide-react'
import type { Ref } from 'react'
import { ChoiceCards, choiceCardClasses } from '../../../components/formulario/choice-cards.tsx'

export interface MateriaPrimaEscolha {
  id_materia_prima: number
  nome_materia_prima: string
  unidade_medida: string
  /** Linked to the product but no longer active: kept so the seller sees and may unlink it. */
  inativa?: boolean
}

interface MateriasPrimasChecklistProps {
  options: readonly MateriaPrimaEscolha[]
  value: readonly number[]
  onChange: (ids: number[]) => void
  onBlur?: () => void
  error?: string
  hint?: string
  /** Focused when the form points at this field: the first box. */
  inputRef?: Ref<HTMLInputElement>
}

/** The product's raw materials, several at once, as a group of checkbox cards. */
export function MateriasPrimasChecklist({
  options,
  value,
  onChange,
  onBlur,
  error,
  hint,
  inputRef,
}: MateriasPrimasChecklistProps) {
  const toggle = (materia: number, checked: boolean) =>
    onChange(checked ? [...value, materia] : value.filter((v) => v !== materia))

  return (
    <ChoiceCards legend="Matérias-primas" error={error} hint={hint}>
      {() =>
        options.map((materia, index) => {
          const checked = value.includes(materia.id_materia_prima)
          return (
            <label key={materia.id_materia_prima} className={choiceCardClasses(checked, error)}>
              <input
                ref={index === 0 ? inputRef : undefined}
                type="checkbox"
                checked={checked}
                onChange={(event) => toggle(materia.id_materia_prima, event.target.checked)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border ${
                  checked ? 'border-marca-700 bg-marca-700 text-white' : 'border-stone-400 bg-white'
                }`}
              >
                {checked && <Check className="size-3.5" />}
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="font-medium break-words text-stone-900">{materia.nome_materia_prima}</span>
                <span className="text-xs text-stone-600">
                  {unidadeLabel(materia.unidade_medida)}
                  {materia.inativa && ' · inativa'}
                </span>
              </span>
            </label>
          )
        })
      }
    </ChoiceCards>
  )
}
