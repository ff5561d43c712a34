import { ImagePlus } from 'lucide-react'
import {
  type ImageChoiceProps,
  ImageControls,
  useImageChoice,
} from '../../../components/formulario/image-choice.tsx'

interface ProdutoImagemFieldProps extends ImageChoiceProps {
  /** 'PNG, JPG até 2MB' on create, 'PNG, JPG até 5MB' on edit (docs/product/produtos.md: hints only). */
  hint: string
  error?: string
}

/** The product picture: choose, preview, replace or remove it. */
export function ProdutoImagemField(props: ProdutoImagemFieldProps) {
  const { hint, error } = props
  const choice = useImageChoice(props)
  const { shown } = choice
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
      <ImageControls
        choice={choice}
        icon={ImagePlus}
        noun="imagem"
        hint={hint}
        error={error}
        onFile={props.onFile}
        className={{ column: 'flex flex-col gap-2', row: 'flex flex-wrap gap-2', button: 'h-11' }}
      />
    </fieldset>
  )
}
