import { displayBRL } from '@recria/domain/format'
import { Leaf } from 'lucide-react'
import { Link } from 'react-router'
import { ofertaSustentavelTexto, quantidadeTexto } from '../../../lib/oferta-sustentavel.ts'
import type { Anuncio } from '../api/anuncio.ts'

/**
 * The sustainable way in plain words (docs/product/catalogo.md): how much cash, how many credits, which raw
 * material and how much of it the buyer hands over, and what they save on the price.
 */
export function OfertaSustentavel({ anuncio }: { anuncio: Anuncio }) {
  const oferta = ofertaSustentavelTexto(anuncio)
  if (!oferta) return null
  const materia = anuncio.materia_prima ?? anuncio.conversao?.materia_prima
  const valor = anuncio.valor_conversao ?? anuncio.produto.preco
  const economia = anuncio.produto.preco - valor
  const creditos = `${anuncio.creditos_aceitos} ${anuncio.creditos_aceitos === 1 ? 'crédito' : 'créditos'}`
  const entrega =
    materia && anuncio.quantidade_materia_prima !== null
      ? `, entregando ${quantidadeTexto(anuncio.quantidade_materia_prima, materia.unidade_medida, materia.nome_materia_prima)}`
      : ''
  return (
    <div className="rounded-xl border border-marca-100 bg-marca-50 p-4 text-sm text-marca-800">
      <p className="flex items-center gap-2 font-semibold">
        <Leaf aria-hidden="true" className="size-4" />
        Pagamento sustentável
      </p>
      <p className="mt-1 text-base font-bold">{oferta}</p>
      <p className="mt-1">
        {`Você paga ${displayBRL(valor)} em dinheiro e completa com ${creditos}${entrega}.`}
        {economia > 0 && ` São ${displayBRL(economia)} a menos em dinheiro que o preço padrão.`}
      </p>
      <Link to="/como-funciona" className="mt-2 inline-block font-medium underline underline-offset-2">
        Como funciona a forma sustentável
      </Link>
    </div>
  )
}
