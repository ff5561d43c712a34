import { Link } from 'react-router'
import { Avatar } from '../../../components/ui/avatar.tsx'
import { NotaResumo } from '../../../components/ui/estrelas.tsx'
import type { Anuncio } from '../api/anuncio.ts'

/** The photo's and the initial's classes here. */
const AVATAR = {
  fotoClassName: 'size-10 rounded-full object-cover',
  inicialClassName:
    'flex size-10 items-center justify-center rounded-full bg-marca-100 font-semibold text-marca-800',
}

/** 'Vendido por' with the seller's photo (or initial), name, average rating and its count. */
export function VendedorResumo({ vendedor }: { vendedor: Anuncio['vendedor'] }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar pessoa={vendedor} {...AVATAR} />
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
