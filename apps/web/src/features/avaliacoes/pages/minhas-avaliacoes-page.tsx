import type { AvaliacoesCompradorResponse } from '@recria/domain/avaliacao-consulta'
import { ListResults } from '../../../components/ui/list-results.tsx'
import { ListToolbar } from '../../../components/ui/list-toolbar.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { PeriodoFields } from '../../../components/ui/periodo-fields.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { describeActiveFilters, useListState } from '../../../lib/list-params.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { type MinhasAvaliacoesParams, useMinhasAvaliacoes } from '../api/get-minhas-avaliacoes.ts'
import { AvaliacaoCompradorCard } from '../components/avaliacao-comprador-card.tsx'
import { descreverFiltros, NotaFiltro } from '../components/avaliacoes-filtros.tsx'

const SEM_FILTROS: Record<'nota' | 'periodo' | 'data_inicio' | 'data_fim', string> = {
  nota: '',
  periodo: '',
  data_inicio: '',
  data_fim: '',
}

const pagina = (data: AvaliacoesCompradorResponse | undefined) =>
  data && {
    itens: data.dados.avaliacoes,
    total: data.dados.total,
    pagina: data.dados.pagina,
    total_paginas: data.dados.total_paginas,
  }

export default function MinhasAvaliacoesPage() {
  const { user } = useAuth()
  if (!user) return <PageLoading label="Carregando usuário..." />
  return <MinhasAvaliacoes idUsuario={user.id_usuario} />
}

/**
 * Spec part 2 §2: /minhas-avaliacoes 'Minhas Avaliações' for the buyer: search by seller, comment or
 * product, score and period filters (a custom period with either day or both), 12 cards a page.
 */
function MinhasAvaliacoes({ idUsuario }: { idUsuario: number }) {
  const list = useListState(SEM_FILTROS)
  const filtros = list.filters as Omit<MinhasAvaliacoesParams, 'busca'>
  const query = useMinhasAvaliacoes(idUsuario, list.page, { ...filtros, busca: list.debouncedBusca })
  const changePage = (page: number) => {
    list.setPage(page)
    window.scrollTo({ top: 0 })
  }
  return (
    <>
      <PageHeader title="Minhas Avaliações">
        <p className="text-sm text-stone-600">As avaliações que você fez dos produtos que recebeu.</p>
      </PageHeader>
      <ListToolbar {...list} placeholder="Buscar por vendedor, comentário ou produto...">
        <NotaFiltro value={filtros.nota} onChange={(nota) => list.setFilter('nota', nota)} />
        <PeriodoFields values={filtros} onChange={(key, value) => list.setFilter(key, value)} />
      </ListToolbar>
      <ListResults
        query={{ ...query, data: pagina(query.data) }}
        filtered={list.filtering}
        loadingLabel="Carregando avaliações..."
        errorTitle="Erro ao carregar avaliações"
        empty={{
          title: 'Você ainda não realizou nenhuma avaliação.',
          description: 'Após receber seus pedidos, avalie os vendedores!',
          action: null,
        }}
        filteredDescription={describeActiveFilters(list.debouncedBusca, descreverFiltros(filtros))}
        onClearFilters={list.clear}
        resultsId="minhas-avaliacoes-resultados"
        countText={(total) => (total === 1 ? '1 avaliação' : `${total} avaliações`)}
        label="Minhas avaliações"
        getKey={(a) => a.id_avaliacao}
        renderItem={(a) => <AvaliacaoCompradorCard avaliacao={a} />}
        onPageChange={changePage}
      />
    </>
  )
}
