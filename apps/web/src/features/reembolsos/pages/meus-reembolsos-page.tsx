import { CircleAlert } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { ListResults } from '../../../components/ui/list-results.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { describeActiveFilters, useListState } from '../../../lib/list-params.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { useReembolsos } from '../api/get-reembolsos.ts'
import { ReembolsoCardComprador } from '../components/reembolso-card-comprador.tsx'
import { CONTADORES_COMPRADOR, ReembolsoCounters } from '../components/reembolso-counters.tsx'
import { describeReembolsoFilters, NO_FILTERS } from '../components/reembolso-filters.tsx'
import { ReembolsosToolbar } from '../components/reembolsos-toolbar.tsx'

export default function MeusReembolsosPage() {
  const { user } = useAuth()
  if (!user) return <PageLoading label="Carregando usuário..." />
  return <MeusReembolsosList idUsuario={user.id_usuario} />
}

/** Spec part 2 §2 'Refunds (buyer)': /pagamentos-reembolsos, 12 cards a page, filters kept in the URL. */
function MeusReembolsosList({ idUsuario }: { idUsuario: number }) {
  const list = useListState(NO_FILTERS)
  const query = useReembolsos('comprador', idUsuario, list.page, {
    ...list.filters,
    busca: list.debouncedBusca,
  })
  const changePage = (page: number) => {
    list.setPage(page)
    window.scrollTo({ top: 0 })
  }
  return (
    <>
      <PageHeader title="Meus Reembolsos">
        <p className="text-sm text-stone-600">Acompanhe as suas solicitações de reembolso.</p>
      </PageHeader>
      <ReembolsoCounters
        contadores={query.data?.contadores}
        itens={CONTADORES_COMPRADOR}
        ativo={list.filters.status}
        onSelect={(status) => list.setFilter('status', status)}
      />
      <ReembolsosToolbar
        lado="comprador"
        {...list}
        setFilter={list.setFilter}
        placeholder="Buscar por ID do reembolso ou vendedor..."
      />
      {query.isError ? (
        // Spec part 2 §8: the buyer's failed load is a red box.
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
        >
          <p className="flex items-center gap-2 text-sm font-medium text-red-800">
            <CircleAlert aria-hidden="true" className="size-5" />
            Erro ao carregar reembolsos
          </p>
          <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <ListResults
          query={query}
          filtered={list.filtering}
          loadingLabel="Carregando reembolsos..."
          errorTitle="Erro ao carregar reembolsos"
          empty={{
            title: 'Você ainda não solicitou nenhum reembolso',
            description:
              'Um pedido entregue pode ter o reembolso solicitado em até 7 dias, na página do pedido.',
            action: null,
          }}
          filteredDescription={describeActiveFilters(
            list.debouncedBusca,
            describeReembolsoFilters(list.filters, 'comprador'),
          )}
          onClearFilters={list.clear}
          resultsId="reembolsos-resultados"
          countText={(total) => (total === 1 ? '1 reembolso' : `${total} reembolsos`)}
          label="Reembolsos"
          getKey={(r) => r.id_reembolso}
          renderItem={(r) => <ReembolsoCardComprador reembolso={r} />}
          onPageChange={changePage}
        />
      )}
    </>
  )
}
