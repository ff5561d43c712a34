import { initial } from '@recria/domain/format'
import { Link } from 'react-router'
import { NotaResumo } from '../../../components/ui/estrelas.tsx'
import type { Anuncio } from '../api/anuncio.ts'

/** 'Vendido por' with the seller's photo (or initial), name, average rating and its count. */
export function VendedorResumo({ vendedor }: { vendedor: Anuncio['vendedor'] }) {
  return (
    <div className="flex items-center gap-3">
      {vendedor.foto_url ? (
        <img src={vendedor.foto_url} alt="" className="size-10 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-marca-100 font-semibold text-marca-800"
        >
          {initial(vendedor.nome)}
        </span>
      )}
      <div className="text-sm">
        <p>
          <span className="block text-stone-600">Vendido por</span>
          <Link
            to={`/loja/${vendedor.id_usuario}`}
            className="font-medium text-marca-800 underline underline-offset-2 hover:text-marca-700"
          >
            {vendedor.nome}
          </Link>
        </p>
        <NotaResumo nota={vendedor.nota_media} total={vendedor.total_avaliacoes} className="text-xs" />
      </div>
    </div>
  )
}
