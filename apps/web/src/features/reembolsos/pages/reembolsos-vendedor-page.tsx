import { useEffect } from 'react'
import { ListResults } from '../../../components/ui/list-results.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { describeActiveFilters, useListState } from '../../../lib/list-params.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { useReembolsos } from '../api/get-reembolsos.ts'
import { ReembolsoCardVendedor } from '../components/reembolso-card-vendedor.tsx'
import { CONTADORES_VENDEDOR, ReembolsoCounters } from '../components/reembolso-counters.tsx'
import { describeReembolsoFilters, NO_FILTERS } from '../components/reembolso-filters.tsx'
import { ReembolsosToolbar } from '../components/reembolsos-toolbar.tsx'

export default function ReembolsosVendedorPage() {
  const { user } = useAuth()
  if (!user) return <PageLoading label="Carregando usuário..." />
  return <ReembolsosVendedorList idUsuario={user.id_usuario} />
}

const VAZIO = { itens: [], total: 0, pagina: 1, total_paginas: 0 }

/** Spec part 2 §2 'Refunds (seller)': /reembolsos, 12 cards a page, filters kept in the URL. */
function ReembolsosVendedorList({ idUsuario }: { idUsuario: number }) {
  const list = useListState(NO_FILTERS)
  const query = useReembolsos('vendedor', idUsuario, list.page, {
    ...list.filters,
    busca: list.debouncedBusca,
  })
  // Spec part 2 §8: a failed load leaves the list empty, and is only logged.
  useEffect(() => {
    if (query.isError) console.error('Erro ao carregar reembolsos', query.error)
  }, [query.isError, query.error])
  const resultados = query.isError ? { ...query, isError: false, data: VAZIO } : query
  const changePage = (page: number) => {
    list.setPage(page)
    window.scrollTo({ top: 0 })
  }
  return (
    <>
      <PageHeader title="Gerenciar Reembolsos">
        <p className="text-sm text-stone-600">
          Analise e responda as solicitações de reembolso dos seus clientes.
        </p>
      </PageHeader>
      <ReembolsoCounters
        contadores={query.data?.contadores}
        itens={CONTADORES_VENDEDOR}
        ativo={list.filters.status}
        onSelect={(status) => list.setFilter('status', status)}
      />
      <ReembolsosToolbar
        lado="vendedor"
        {...list}
        setFilter={list.setFilter}
        placeholder="Buscar por pedido, produto ou cliente..."
      />
      <ListResults
        query={resultados}
        filtered={list.filtering}
        loadingLabel="Carregando reembolsos..."
        errorTitle="Erro ao carregar reembolsos"
        empty={{
          title: 'Nenhum reembolso encontrado',
          description: 'Você ainda não recebeu nenhuma solicitação de reembolso',
          action: null,
        }}
        filteredDescription={describeActiveFilters(
          list.debouncedBusca,
          describeReembolsoFilters(list.filters, 'vendedor'),
        )}
        onClearFilters={list.clear}
        resultsId="reembolsos-resultados"
        countText={(total) => (total === 1 ? '1 reembolso' : `${total} reembolsos`)}
        label="Reembolsos"
        getKey={(r) => r.id_reembolso}
        renderItem={(r) => <ReembolsoCardVendedor reembolso={r} />}
        onPageChange={changePage}
      />
    </>
  )
}
