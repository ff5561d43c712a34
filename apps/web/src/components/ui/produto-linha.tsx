import type { ReactNode } from 'react'
import { ProdutoImagem } from './product-image.tsx'

interface ProdutoLinhaProps {
  produto: { imagem: string | null; nome: string }
  /** The picture's size and corners, each place's own. */
  imagemClassName: string
  /** The text beside the picture. */
  children: ReactNode
}

/** A product's picture with its text beside it, as a card's line. */
export function ProdutoLinha({ produto, imagemClassName, children }: ProdutoLinhaProps) {
  return (
    <div className="flex items-center gap-3">
      <ProdutoImagem src={produto.imagem} nome={produto.nome} className={imagemClassName} />
      {children}
    </div>
  )
}
