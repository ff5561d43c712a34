import { PHOTO_HINT } from '@recria/domain/constants'
import { Camera, Trash } from 'lucide-react'
import {
  type ImageChoiceProps,
  ImageFileButton,
  ImageMessages,
  useImageChoice,
} from '../../../components/formulario/image-choice.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { PerfilAvatar } from './perfil-avatar.tsx'

interface PhotoFieldProps extends ImageChoiceProps {
  nome: string
  error?: string
}

/**
 * Spec part 1 §2, edit profile: photo upload with preview and a remove option. The 2 MB of the hint
 * is not enforced here; the server refuses files above its own limit.
 */
export function PhotoField(props: PhotoFieldProps) {
  const { nome, error } = props
  const { id, shown, remove, setRefs } = useImageChoice(props)
  return (
    <fieldset className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <legend className="sr-only">Foto de perfil</legend>
      <PerfilAvatar nome={nome || '?'} fotoUrl={shown} className="size-24 text-4xl" />
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <div className="flex flex-wrap justify-center gap-2">
          <ImageFileButton
            id={id}
            icon={Camera}
            label={shown ? 'Trocar foto' : 'Escolher foto'}
            error={error}
            inputRef={setRefs}
            onFile={props.onFile}
            className="py-2"
          />
          {shown && (
            <Button variant="ghost" onClick={remove}>
              <Trash aria-hidden="true" className="size-4" />
              Remover foto
            </Button>
          )}
        </div>
        <ImageMessages id={id} hint={PHOTO_HINT} error={error} />
      </div>
    </fieldset>
  )
}
