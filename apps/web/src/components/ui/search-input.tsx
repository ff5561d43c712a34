import { Search, X } from 'lucide-react'
import { useId } from 'react'

export interface SearchInputProps {
  value: string
  onChange: (value: string) => void
  placeholder: string
  /** The accessible name; read by screen readers only. Defaults to the placeholder. */
  label?: string
  /** The API refuses a longer `busca` (docs/api/back-office.md). */
  maxLength?: number
  id?: string
  className?: string
}

/** The search box of a list page. Debounce on the caller's side: `useDebouncedValue(value, 300)`. */
export function SearchInput({
  value,
  onChange,
  placeholder,
  label,
  maxLength = 100,
  id: givenId,
  className = '',
}: SearchInputProps) {
  const generated = useId()
  const id = givenId ?? generated
  return (
    <search className={`relative block ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label ?? placeholder}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={maxLength}
        className="block h-10 w-full rounded-lg border border-stone-300 bg-white pr-10 pl-9 text-sm text-stone-900 placeholder:text-stone-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-marca-700 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label="Limpar busca"
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-800"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </search>
  )
}
