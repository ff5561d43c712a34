import { Recycle } from 'lucide-react'
import { ListaMateria } from '../../../components/materia/materia-reaproveitada.tsx'
import { useImpacto } from '../api/get-loja.ts'

/** The raw material every atelier of the platform has taken back (nothing while it loads or fails). */
export function ImpactoPlataforma() {
  const impacto = useImpacto()
  if (!impacto.data) return null
  return (
    <section
      aria-labelledby="impacto-plataforma"
      className="mt-8 flex flex-col gap-2 rounded-2xl bg-marca-50/60 p-4 md:p-5"
    >
      <h2 id="impacto-plataforma" className="flex items-center gap-2 text-base font-semibold text-marca-800">
        <Recycle aria-hidden="true" className="size-5" />
        Matéria-prima reaproveitada no Recria
      </h2>
      <ListaMateria
        itens={impacto.data.materia_prima}
        vazio="Assim que os ateliês receberem matéria-prima das compras sustentáveis, o total aparece aqui."
      />
    </section>
  )
}
