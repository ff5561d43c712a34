import type { MateriaPrima } from '@recria/domain/materia-prima'
import { unidadeLabel } from '@recria/domain/materia-prima'
import { CircleCheck } from 'lucide-react'
import type { Ref } from 'react'
import { ChoiceCards, choiceCardClasses } from '../../../components/formulario/choice-cards.tsx'

interface MateriaPrimaPickerProps {
  options: readonly MateriaPrima[]
  value: number | undefined
  /** `undefined` when the chosen one is clicked again (docs/product/materias-primas.md: selection toggled by
   * click). */
  onChange: (id: number | undefined) => void
  onBlur?: () => void
  error?: string
  /** Focused when the form points at this field: the chosen card, else the first. */
  inputRef?: Ref<HTMLInputElement>
}

/**
 * The single raw material of a new conversion, as a group of radio cards: arrows move between
 * them, Space or a click on the chosen one clears the choice.
 */
export function MateriaPrimaPicker({
  options,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: MateriaPrimaPickerProps) {
  const focusIndex = Math.max(
    0,
    options.findIndex((m) => m.id_materia_prima === value),
  )
  return (
    <ChoiceCards legend="Matéria-prima" error={error}>
      {({ name, errorId }) =>
        options.map((materia, index) => {
          const id = materia.id_materia_prima
          const checked = value === id
          return (
            <label key={id} className={choiceCardClasses(checked, error)}>
              <input
                ref={index === focusIndex ? inputRef : undefined}
                type="radio"
                name={name}
                value={id}
                checked={checked}
                onChange={() => onChange(id)}
                onClick={() => checked && onChange(undefined)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                // Invisible but covering the card: the click lands on the radio itself.
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
              />
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-medium break-words text-stone-900">{materia.nome_materia_prima}</span>
                <span className="text-xs text-stone-600">{unidadeLabel(materia.unidade_medida)}</span>
                {materia.descricao && (
                  <span className="line-clamp-2 text-xs text-stone-500">{materia.descricao}</span>
                )}
              </span>
              <CircleCheck
                aria-hidden="true"
                className={`size-5 shrink-0 ${checked ? 'text-marca-700' : 'text-transparent'}`}
              />
            </label>
          )
        })
      }
    </ChoiceCards>
  )
}
