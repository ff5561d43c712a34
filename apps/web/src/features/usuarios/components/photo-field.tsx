import { PHOTO_HINT } from '@recria/domain/constants'
import { Camera, Trash } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { PerfilAvatar } from './perfil-avatar.tsx'

interface PhotoFieldProps {
  nome: string
  currentUrl: string | null
  file: File | null
  removed: boolean
  onFile: (file: File | null) => void
  onRemove: () => void
  error?: string
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
 * Spec part 1 §2, edit profile: photo upload with preview and a remove option. The 2 MB of the hint
 * is not enforced here; the server refuses files above its own limit.
 */
export function PhotoField({ nome, currentUrl, file, removed, onFile, onRemove, error }: PhotoFieldProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const preview = usePreviewUrl(file)
  const shown = preview ?? (removed ? null : currentUrl)

  const remove = () => {
    if (input.current) input.current.value = ''
    if (file) onFile(null)
    if (currentUrl) onRemove()
  }

  return (
    <fieldset className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <legend className="sr-only">Foto de perfil</legend>
      <PerfilAvatar nome={nome || '?'} fotoUrl={shown} className="size-24 text-4xl" />
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <div className="flex flex-wrap justify-center gap-2">
          <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-marca-700">
            <Camera aria-hidden="true" className="size-4" />
            {shown ? 'Trocar foto' : 'Escolher foto'}
            <input
              ref={input}
              id={id}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              aria-describedby={`${id}-dica${error ? ` ${id}-erro` : ''}`}
              aria-invalid={error ? true : undefined}
              className="sr-only"
              onChange={(event) => onFile(event.target.files?.[0] ?? null)}
            />
          </label>
          {shown ? (
            <Button type="button" variant="ghost" onClick={remove}>
              <Trash aria-hidden="true" className="size-4" />
              Remover foto
            </Button>
          ) : null}
        </div>
        <p id={`${id}-dica`} className="text-sm text-stone-600">
          {PHOTO_HINT}
        </p>
        {error ? (
          <p id={`${id}-erro`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  )
}
