import { diasDoPeriodo, hojeEmSaoPaulo } from '@recria/domain/periodo'
import { useState } from 'react'
import { ListResults } from '../../../components/ui/list-results.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { describeActiveFilters, useListState } from '../../../lib/list-params.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { type PagamentosParams, usePagamentosVendedor } from '../api/get-pagamentos-vendedor.ts'
import { PagamentoCard } from '../components/pagamento-card.tsx'
import {
  describePagamentoFilters,
  NO_FILTERS,
  type PagamentoFilterValues,
} from '../components/pagamento-filters.tsx'
import { PagamentosToolbar } from '../components/pagamentos-toolbar.tsx'
import { ResumoPagamentos } from '../components/resumo-pagamentos.tsx'

export default function PagamentosPage() {
  const { user } = useAuth()
  if (!user) return <PageLoading label="Carregando usuário..." />
  return <PagamentosList idUsuario={user.id_usuario} />
}

/** The page's filters as the call takes them: a period becomes its first and last São Paulo day. */
function paramsDaApi(busca: string, f: PagamentoFilterValues): PagamentosParams {
  const dias = diasDoPeriodo(f.periodo, hojeEmSaoPaulo(), { inicio: f.data_inicio, fim: f.data_fim })
  return {
    busca,
    status: f.status,
    meioPagamento: f.meioPagamento,
    dataInicio: dias?.dataInicio ?? '',
    dataFim: dias?.dataFim ?? '',
  }
}

/** Spec part 2 §2 'Payments (seller)': /pagamentos, 12 cards a page, filters kept in the URL. */
function PagamentosList({ idUsuario }: { idUsuario: number }) {
  const list = useListState(NO_FILTERS)
  const query = usePagamentosVendedor(idUsuario, list.page, paramsDaApi(list.debouncedBusca, list.filters))
  const [atualizando, setAtualizando] = useState(false)
  const atualizar = async () => {
    setAtualizando(true)
    await query.refetch()
    setAtualizando(false)
  }
  const changePage = (page: number) => {
    list.setPage(page)
    window.scrollTo({ top: 0 })
  }
  return (
    <>
      <PageHeader title="Meus Pagamentos">
        <p className="text-sm text-stone-600">Acompanhe os pagamentos das suas vendas.</p>
      </PageHeader>
      <ResumoPagamentos resumo={query.data?.resumo} />
      <PagamentosToolbar
        {...list}
        setFilter={list.setFilter}
        onAtualizar={atualizar}
        atualizando={atualizando}
      />
      <ListResults
        query={query}
        filtered={list.filtering}
        loadingLabel="Carregando pagamentos..."
        errorTitle="Erro ao carregar pagamentos"
        empty={{
          title: 'Nenhum pagamento encontrado',
          description: 'Você ainda não recebeu nenhum pagamento.',
          action: null,
        }}
        filteredDescription={describeActiveFilters(
          list.debouncedBusca,
          describePagamentoFilters(list.filters),
        )}
        onClearFilters={list.clear}
        resultsId="pagamentos-resultados"
        countText={(total) => (total === 1 ? '1 pagamento' : `${total} pagamentos`)}
        label="Pagamentos"
        getKey={(pagamento) => pagamento.id_pagamento}
        renderItem={(pagamento) => <PagamentoCard pagamento={pagamento} />}
        onPageChange={changePage}
      />
    </>
  )
}
