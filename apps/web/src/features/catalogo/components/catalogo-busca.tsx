import { Search, X } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { SUGESTOES_MIN_CHARS, useSugestoes } from '../api/get-sugestoes.ts'

/** docs/product/catalogo.md: the suggestions close 150 ms after the box loses the focus (a click lands
 * first). */
const BLUR_DELAY_MS = 150

interface CatalogoBuscaProps {
  /** The search in use (from the URL). */
  busca: string
  onBuscar: (busca: string) => void
}

/**
 * 'Buscar produtos...' with the product names the API suggests, as an ARIA combobox: arrows move
 * through the names, Enter searches the highlighted name or what was typed, Escape closes the list.
 * The catalogue changes on a search, not on every key.
 */
export function CatalogoBusca({ busca, onBuscar }: CatalogoBuscaProps) {
  const id = useId()
  const listId = `${id}-sugestoes`
  const [texto, setTexto] = useState(busca)
  const [aberta, setAberta] = useState(false)
  /** The highlighted name: it stays highlighted while the list changes around it (the next keystroke's answer). */
  const [destacada, setDestacada] = useState<string | null>(null)
  const fechar = useRef<number | undefined>(undefined)
  const termo = useDebouncedValue(texto, 200)
  const query = useSugestoes(termo)
  const sugestoes = texto.trim().length >= SUGESTOES_MIN_CHARS ? (query.data?.sugestoes ?? []) : []
  const visivel = aberta && sugestoes.length > 0
  const ativa = destacada === null ? -1 : sugestoes.indexOf(destacada)

  // Back, forward or 'Limpar busca' changed the URL: the box shows the search in use.
  useEffect(() => setTexto(busca), [busca])
  useEffect(() => () => window.clearTimeout(fechar.current), [])

  const buscar = (valor: string) => {
    setTexto(valor)
    setAberta(false)
    setDestacada(null)
    onBuscar(valor.trim())
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!sugestoes.length) return
      event.preventDefault()
      setAberta(true)
      // From the box (-1) through the names and back to the box, in either direction.
      const ultimo = sugestoes.length - 1
      const descer = event.key === 'ArrowDown'
      const proxima = descer ? (ativa >= ultimo ? -1 : ativa + 1) : ativa <= -1 ? ultimo : ativa - 1
      setDestacada(sugestoes[proxima] ?? null)
    } else if (event.key === 'Escape' && visivel) {
      event.preventDefault()
      setAberta(false)
      setDestacada(null)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      buscar(visivel && ativa >= 0 ? (sugestoes[ativa] ?? texto) : texto)
    }
  }

  return (
    <search className="relative block">
      <form
        className="relative"
        onSubmit={(event) => {
          event.preventDefault()
          buscar(texto)
        }}
      >
        <label htmlFor={id} className="sr-only">
          Buscar produtos
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
        />
        <input
          id={id}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={visivel}
          aria-controls={listId}
          aria-activedescendant={visivel && ativa >= 0 ? `${listId}-${ativa}` : undefined}
          value={texto}
          onChange={(event) => {
            setTexto(event.target.value)
            setAberta(true)
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            window.clearTimeout(fechar.current)
            setAberta(true)
          }}
          onBlur={() => {
            fechar.current = window.setTimeout(() => setAberta(false), BLUR_DELAY_MS)
          }}
          placeholder="Buscar produtos..."
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          className="block h-12 w-full rounded-xl border border-stone-300 bg-white pr-24 pl-10 text-base text-stone-900 placeholder:text-stone-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-marca-700 [&::-webkit-search-cancel-button]:hidden"
        />
        <div className="absolute inset-y-0 right-1 flex items-center">
          {texto && (
            <button
              type="button"
              onClick={() => buscar('')}
              aria-label="Limpar busca"
              className="flex size-11 items-center justify-center rounded-lg text-stone-500 hover:text-stone-800"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          )}
          <button
            type="submit"
            aria-label="Buscar"
            className="flex size-11 items-center justify-center rounded-lg text-marca-700 hover:bg-marca-50"
          >
            <Search aria-hidden="true" className="size-5" />
          </button>
        </div>
      </form>
      <div
        id={listId}
        role="listbox"
        aria-label="Sugestões"
        hidden={!visivel}
        className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
      >
        {sugestoes.map((nome, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox input's (arrows, Enter)
          <div
            key={nome}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === ativa}
            tabIndex={-1}
            // The input keeps the focus: a pressed name must not blur it before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => buscar(nome)}
            onMouseEnter={() => setDestacada(nome)}
            className={`flex min-h-11 cursor-pointer items-center gap-2 px-4 text-sm text-stone-800 ${i === ativa ? 'bg-marca-50 text-marca-800' : ''}`}
          >
            <Search aria-hidden="true" className="size-4 shrink-0 text-stone-400" />
            {nome}
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {visivel ? `${sugestoes.length} ${sugestoes.length === 1 ? 'sugestão' : 'sugestões'}` : ''}
      </p>
    </search>
  )
}
