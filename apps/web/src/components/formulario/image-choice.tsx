import { type LucideIcon, Trash } from 'lucide-react'
import { type Ref, useEffect, useId, useRef, useState } from 'react'
import { Button } from '../ui/button.tsx'

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

export interface ImageChoiceProps {
  /** The picture saved now, if any. */
  currentUrl: string | null
  /** A new one chosen, not yet saved. */
  file: File | null
  /** The saved one is to be removed. */
  removed: boolean
  onFile: (file: File | null) => void
  onRemove: () => void
  /** The file input, for a form that focuses it. */
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A picture field's state: what it shows (the new file's preview, else the saved picture unless
 * removed) and how it forgets both. The size of the hint is not checked here: the server refuses
 * files above its own limit.
 */
export function useImageChoice({ currentUrl, file, removed, onFile, onRemove, inputRef }: ImageChoiceProps) {
  const id = useId()
  const input = useRef<HTMLInputElement | null>(null)
  const preview = usePreviewUrl(file)
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
  return { id, shown: preview ?? (removed ? null : currentUrl), remove, setRefs }
}

interface ImageControlsProps {
  /** From useImageChoice. */
  choice: ReturnType<typeof useImageChoice>
  icon: LucideIcon
  /** What the buttons name: 'foto' ('Escolher foto', 'Trocar foto', 'Remover foto'), 'imagem'. */
  noun: string
  hint: string
  error?: string
  onFile: (file: File | null) => void
  /** The column's and the buttons' row's classes; the file button's height. */
  className: { column: string; row: string; button: string }
}

/** The picture's buttons (choose or replace, remove), then its hint and error. */
export function ImageControls({ choice, icon, noun, hint, error, onFile, className }: ImageControlsProps) {
  const { id, shown, remove, setRefs } = choice
  return (
    <div className={className.column}>
      <div className={className.row}>
        <ImageFileButton
          id={id}
          icon={icon}
          label={`${shown ? 'Trocar' : 'Escolher'} ${noun}`}
          error={error}
          inputRef={setRefs}
          onFile={onFile}
          className={className.button}
        />
        {shown && (
          <Button variant="ghost" onClick={remove}>
            <Trash aria-hidden="true" className="size-4" />
            {`Remover ${noun}`}
          </Button>
        )}
      </div>
      <ImageMessages id={id} hint={hint} error={error} />
    </div>
  )
}

interface ImageFileButtonProps {
  /** From useImageChoice: the hint is `${id}-dica`, the error `${id}-erro`. */
  id: string
  icon: LucideIcon
  label: string
  error?: string
  inputRef: Ref<HTMLInputElement>
  onFile: (file: File | null) => void
  /** Its height: 'h-11', 'py-2'. */
  className: string
}

/** The 'Escolher imagem' button: a label around the hidden file input (PNG, JPEG or WebP). */
function ImageFileButton({
  id,
  icon: Icon,
  label,
  error,
  inputRef,
  onFile,
  className,
}: ImageFileButtonProps) {
  return (
    <label
      className={`inline-flex cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 hover:bg-stone-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-marca-700 ${className}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-describedby={`${id}-dica${error ? ` ${id}-erro` : ''}`}
        aria-invalid={error ? true : undefined}
        className="sr-only"
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
    </label>
  )
}

/** The picture field's hint and error, under its buttons. */
function ImageMessages({ id, hint, error }: { id: string; hint: string; error?: string }) {
  return (
    <>
      <p id={`${id}-dica`} className="text-sm text-stone-600">
        {hint}
      </p>
      {error && (
        <p id={`${id}-erro`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  )
}
