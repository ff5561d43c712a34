import { ImageOff } from 'lucide-react'

interface ProdutoImagemProps {
  src: string | null
  nome: string
  className?: string
}

/** The product's picture, or the 'Produto sem imagem' tile (spec part 1 §2 fallback). */
export function ProdutoImagem({ src, nome, className = '' }: ProdutoImagemProps) {
  if (!src) {
    return (
      <div
        className={`flex flex-col items-center justify-center gap-2 bg-stone-100 text-sm text-stone-500 ${className}`}
      >
        <ImageOff aria-hidden="true" className="size-8" />
        Produto sem imagem
      </div>
    )
  }
  return <img src={src} alt={nome} loading="lazy" className={`object-cover ${className}`} />
}
