import { ImageOff } from 'lucide-react'
import { useState } from 'react'

interface ProdutoImagemProps {
  src: string | null
  nome: string
  className?: string
  /**
   * How soon the file is fetched: 'prioritaria' for the page's largest picture (the first card, the
   * listing's), ahead of everything else; 'imediata' for the rest of the first screen; 'adiada'
   * (default) once it nears the screen.
   */
  carga?: Carga
  /** The widths the file comes in (`srcset`) and how wide it is shown (`sizes`). */
  srcSet?: string
  sizes?: string
}

export type Carga = 'prioritaria' | 'imediata' | 'adiada'

function Substituto({ texto, className }: { texto: string; className: string }) {
  return (
    <div
      className={`flex flex-col items-center justify-center gap-2 bg-stone-100 text-sm text-stone-600 ${className}`}
    >
      <ImageOff aria-hidden="true" className="size-8" />
      {texto}
    </div>
  )
}

/**
 * The product's picture, or its fallbacks (docs/product/README.md): 'Produto sem imagem' when it has none,
 * 'Imagem não disponível' when the file fails to load.
 */
export function ProdutoImagem({
  src,
  nome,
  className = '',
  carga = 'adiada',
  srcSet,
  sizes,
}: ProdutoImagemProps) {
  const [falhou, setFalhou] = useState<string | null>(null)
  if (!src) return <Substituto texto="Produto sem imagem" className={className} />
  if (falhou === src) return <Substituto texto="Imagem não disponível" className={className} />
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={nome}
      loading={carga === 'adiada' ? 'lazy' : 'eager'}
      fetchPriority={carga === 'prioritaria' ? 'high' : undefined}
      decoding="async"
      onError={() => setFalhou(src)}
      className={`object-cover ${className}`}
    />
  )
}
