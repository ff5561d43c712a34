import { PackageSearch } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import type { ActiveFilter } from '../../../lib/list-params.ts'

interface CatalogoVazioProps {
  busca: string
  filtros: readonly ActiveFilter[]
  onLimparBusca: () => void
  onLimparFiltros: () => void
}

const icone = <PackageSearch aria-hidden="true" className="size-10 text-stone-400" />

/**
 * The three empty catalogues of docs/product/catalogo.md: a search that found nothing, filters that found
 * nothing (followed by the filters used), and no active listing at all.
 */
export function CatalogoVazio({ busca, filtros, onLimparBusca, onLimparFiltros }: CatalogoVazioProps) {
  const usados = filtros.map((f) => `${f.label} ${f.value}`).join(', ')
  if (busca) {
    return (
      <EmptyState
        icon={icone}
        title="Nenhum resultado encontrado"
        description={`Nenhum produto corresponde a “${busca}”${usados ? ` com ${usados}` : ''}. Confira a grafia ou busque por outro termo.`}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="secondary" onClick={onLimparBusca}>
              Limpar busca
            </Button>
            {usados && (
              <Button variant="secondary" onClick={onLimparFiltros}>
                Limpar filtros
              </Button>
            )}
          </div>
        }
      />
    )
  }
  if (usados) {
    return (
      <EmptyState
        icon={icone}
        title={'Nenhum anúncio encontrado com status "ativo"'}
        description={`Filtros usados: ${usados}.`}
        action={
          <Button variant="secondary" onClick={onLimparFiltros}>
            Limpar filtros
          </Button>
        }
      />
    )
  }
  return (
    <EmptyState
      icon={icone}
      title="Não há anúncios ativos no momento"
      description="Os artesãos da Recria estão preparando novos produtos. Volte em breve."
    />
  )
}
