import { displayBRL } from '@recria/domain/format'
import { ImageOff } from 'lucide-react'
import type { ProdutoOpcao } from '../api/opcoes.ts'

/** The chosen product at a glance: picture, name, price and raw materials. */
export function ProdutoResumo({ produto }: { produto: ProdutoOpcao }) {
  return (
    <div className="flex items-center gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3">
      {produto.imagem ? (
        <img src={produto.imagem} alt="" className="size-16 shrink-0 rounded-md object-cover" />
      ) : (
        <span className="flex size-16 shrink-0 items-center justify-center rounded-md bg-stone-200 text-stone-500">
          <ImageOff aria-hidden="true" className="size-6" />
        </span>
      )}
      <div className="min-w-0 text-sm">
        <p className="font-medium break-words text-stone-900">{produto.nome}</p>
        <p className="font-semibold text-marca-800">{displayBRL(produto.preco)}</p>
        <p className="text-xs text-stone-600">
          {produto.materias_primas.map((m) => m.nome_materia_prima).join(', ')}
        </p>
      </div>
    </div>
  )
}
