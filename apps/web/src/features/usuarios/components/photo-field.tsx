import { PHOTO_HINT } from '@recria/domain/constants'
import { Camera } from 'lucide-react'
import {
  type ImageChoiceProps,
  ImageControls,
  useImageChoice,
} from '../../../components/formulario/image-choice.tsx'
import { PerfilAvatar } from './perfil-avatar.tsx'

interface PhotoFieldProps extends ImageChoiceProps {
  nome: string
  error?: string
}

/**
 * docs/product/conta.md, edit profile: photo upload with preview and a remove option. The 2 MB of the hint
 * is not enforced here; the server refuses files above its own limit.
 */
export function PhotoField(props: PhotoFieldProps) {
  const choice = useImageChoice(props)
  return (
    <fieldset className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <legend className="sr-only">Foto de perfil</legend>
      <PerfilAvatar nome={props.nome || '?'} fotoUrl={choice.shown} className="size-24 text-4xl" />
      <ImageControls
        choice={choice}
        icon={Camera}
        noun="foto"
        hint={PHOTO_HINT}
        error={props.error}
        onFile={props.onFile}
        className={{
          column: 'flex flex-col items-center gap-2 sm:items-start',
          row: 'flex flex-wrap justify-center gap-2',
          button: 'py-2',
        }}
      />
    </fieldset>
  )
}
