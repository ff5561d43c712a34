import { Recycle } from 'lucide-react'
import { ListaMateria } from '../../../components/materia/materia-reaproveitada.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useMeuImpacto } from '../api/meu-impacto.ts'

/** What the buyer handed over: the raw material ateliers recorded as received from their orders. */
export function MeuImpacto({ idUsuario }: { idUsuario: number }) {
  const impacto = useMeuImpacto(idUsuario)
  return (
    <section
      aria-labelledby="perfil-impacto"
      aria-busy={impacto.isPending || undefined}
      className="rounded-2xl border border-stone-200 bg-white p-5 md:p-6"
    >
      <h2 id="perfil-impacto" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Recycle aria-hidden="true" className="size-5 text-marca-700" />
        Matéria-prima que você entregou
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">
        O que os ateliês registraram ter recebido de você nas compras sustentáveis.
      </p>
      {impacto.isPending ? (
        <Spinner className="size-5 text-marca-700" />
      ) : impacto.isError ? (
        <p className="text-sm text-stone-600">Não foi possível carregar a matéria-prima entregue.</p>
      ) : (
        <ListaMateria
          itens={impacto.data.materia_prima}
          vazio="Você ainda não entregou matéria-prima. Compre de forma sustentável e entregue o material ao ateliê."
        />
      )}
    </section>
  )
}
