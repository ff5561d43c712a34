import { ImagePlus, Trash } from 'lucide-react'
import { type Ref, useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'

interface ProdutoImagemFieldProps {
  currentUrl: string | null
  file: File | null
  removed: boolean
  onFile: (file: File | null) => void
  onRemove: () => void
  /** 'PNG, JPG até 2MB' on create, 'PNG, JPG até 5MB' on edit (spec part 2 §5: hints only). */
  hint: string
  error?: string
  inputRef?: Ref<HTMLInputElement>
}

/** A chosen file's preview URL, released when the file changes or the field unmounts. */
function usePreviewUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) return setUrl(null)
    const objectUrl = URL.createObjectURL(file)
    setUrl(objectUrl)
    return () => URL.revokeObjectURL(objectUrl)
  }, [file])
  return url
}

/**
 * The product picture: choose, preview, replace or remove it. The size in the hint is not checked
 * here; the server refuses files above its own limit (413).
 */
export function ProdutoImagemField(props: ProdutoImagemFieldProps) {
  const { currentUrl, file, removed, onFile, onRemove, hint, error, inputRef } = props
  const id = useId()
  const input = useRef<HTMLInputElement | null>(null)
  const preview = usePreviewUrl(file)
  const shown = preview ?? (removed ? null : currentUrl)

  const remove = () => {
    if (input.current) input.current.value = ''
    if (file) onFile(null)
    if (currentUrl) onRemove()
  }
  const setRefs = (element: HTMLInputElement | null) => {
    input.current = element
    if (typeof inputRef === 'function') inputRef(element)
    else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = element
  }

  return (
    <fieldset className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <legend className="mb-2 text-sm font-medium text-stone-800">Imagem do produto</legend>
      <div
        className={`flex aspect-[4/3] w-full shrink-0 items-center justify-center overflow-hidden rounded-xl border-2 border-dashed bg-stone-50 sm:w-56 ${
          error ? 'border-red-400' : 'border-stone-300'
        }`}
      >
        {shown ? (
          <img src={shown} alt="Pré-visualização da imagem do produto" className="size-full object-cover" />
        ) : (
          <span className="flex flex-col items-center gap-2 p-4 text-center text-sm text-stone-500">
            <ImagePlus aria-hidden="true" className="size-8" />
            Nenhuma imagem selecionada
          </span>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <label className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 hover:bg-stone-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-marca-700">
            <ImagePlus aria-hidden="true" className="size-4" />
            {shown ? 'Trocar imagem' : 'Escolher imagem'}
            <input
              ref={setRefs}
              id={id}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              aria-describedby={`${id}-dica${error ? ` ${id}-erro` : ''}`}
              aria-invalid={error ? true : undefined}
              className="sr-only"
              onChange={(event) => onFile(event.target.files?.[0] ?? null)}
            />
          </label>
          {shown && (
            <Button variant="ghost" onClick={remove}>
              <Trash aria-hidden="true" className="size-4" />
              Remover imagem
            </Button>
          )}
        </div>
        <p id={`${id}-dica`} className="text-sm text-stone-600">
          {hint}
        </p>
        {error && (
          <p id={`${id}-erro`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  )
}
