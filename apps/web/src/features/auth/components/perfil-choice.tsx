import type { Perfil } from '@recria/domain/usuario'

export const PERFIL_OPTIONS = [
  { value: 'comprador', label: 'Comprador', perfis: ['comprador'] },
  { value: 'vendedor', label: 'Vendedor', perfis: ['vendedor'] },
  { value: 'ambos', label: 'Comprador e Vendedor', perfis: ['comprador', 'vendedor'] },
] as const satisfies readonly { value: string; label: string; perfis: readonly Perfil[] }[]

export type PerfilOption = (typeof PERFIL_OPTIONS)[number]['value']

interface PerfilChoiceProps {
  value: PerfilOption
  onChange: (option: (typeof PERFIL_OPTIONS)[number]) => void
  error?: string
}

/** The registration profile choice: a radio group, stacked at 360 px, one row from md up. */
export function PerfilChoice({ value, onChange, error }: PerfilChoiceProps) {
  return (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium text-stone-800">Como você quer usar a Recria?</legend>
      <div className="grid gap-2 md:grid-cols-3">
        {PERFIL_OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 py-2.5 text-sm has-checked:border-marca-600 has-checked:bg-marca-50 has-focus-visible:outline-2 has-focus-visible:outline-marca-700"
          >
            <input
              type="radio"
              name="perfil-escolha"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option)}
              className="size-4 accent-marca-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
