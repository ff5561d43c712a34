import { Star } from 'lucide-react'
import { useId } from 'react'

interface EstrelasInputProps {
  value: number
  onChange: (nota: number) => void
  error?: string
}

const rotulo = (n: number) => `${n} ${n === 1 ? 'estrela' : 'estrelas'}`

/** The score of the review form: five stars as radio buttons (arrow keys move, default 5). */
export function EstrelasInput({ value, onChange, error }: EstrelasInputProps) {
  const name = useId()
  const errorId = `${name}-erro`
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-stone-800">Nota</legend>
      <div className="flex flex-wrap items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="flex cursor-pointer rounded-md p-1.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-marca-700"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={`size-8 ${n <= value ? 'fill-amber-400 text-amber-500' : 'text-stone-400'}`}
            />
            <span className="sr-only">{rotulo(n)}</span>
          </label>
        ))}
        <span className="ml-2 text-sm text-stone-700" aria-hidden="true">
          {value}/5
        </span>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}
