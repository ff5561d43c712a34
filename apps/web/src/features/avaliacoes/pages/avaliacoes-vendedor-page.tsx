import type { AvaliacoesVendedorResponse } from '@recria/domain/avaliacao-consulta'
import { ListResults } from '../../../components/ui/list-results.tsx'
import { ListToolbar } from '../../../components/ui/list-toolbar.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { describeActiveFilters, useListState } from '../../../lib/list-params.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { useAvaliacoesVendedor } from '../api/get-avaliacoes-vendedor.ts'
import { AvaliacaoVendedorCard } from '../components/avaliacao-vendedor-card.tsx'
import { descreverFiltros, NotaFiltro } from '../components/avaliacoes-filtros.tsx'
import { DistribuicaoNotas } from '../components/distribuicao-notas.tsx'
import { EstatisticasAvaliacoes } from '../components/estatisticas-avaliacoes.tsx'

const SEM_FILTROS = { nota: '', id_produto: '' }

/** The list's page as ListResults reads it. */
const pagina = (data: AvaliacoesVendedorResponse | undefined) =>
  data && {
    itens: data.dados.avaliacoes,
    total: data.dados.total,
    pagina: data.dados.pagina,
    total_paginas: data.dados.total_paginas,
  }

export default function AvaliacoesVendedorPage() {
  const { user } = useAuth()
  if (!user) return <PageLoading label="Carregando usuário..." />
  return <AvaliacoesVendedor idUsuario={user.id_usuario} />
}

/**
 * Spec part 2 §2: /avaliacoes 'Minhas Avaliações' for the seller: the summary cards and the
 * distribution 5 to 1, search by buyer or comment, score and product filters, 12 cards a page.
 */
function AvaliacoesVendedor({ idUsuario }: { idUsuario: number }) {
  const list = useListState(SEM_FILTROS)
  const query = useAvaliacoesVendedor(idUsuario, list.page, { ...list.filters, busca: list.debouncedBusca })
  const dados = query.data?.dados
  const produtos = dados?.produtos ?? []
  const produto = produtos.find((p) => String(p.id_produto) === list.filters.id_produto)
  const changePage = (page: number) => {
    list.setPage(page)
    window.scrollTo({ top: 0 })
  }
  return (
    <>
      <PageHeader title="Minhas Avaliações">
        <p className="text-sm text-stone-600">O que os seus clientes disseram dos produtos que receberam.</p>
      </PageHeader>
      {dados && (
        <div className="mb-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
          <EstatisticasAvaliacoes estatisticas={dados.estatisticas} />
          <DistribuicaoNotas estatisticas={dados.estatisticas} />
        </div>
      )}
      <ListToolbar {...list} placeholder="Buscar por cliente ou comentário...">
        <NotaFiltro value={list.filters.nota} onChange={(nota) => list.setFilter('nota', nota)} />
        <SelectField
          label="Produto"
          options={[
            { value: '', label: 'Todos os produtos' },
            ...produtos.map((p) => ({ value: String(p.id_produto), label: p.nome })),
          ]}
          value={list.filters.id_produto}
          onChange={(e) => list.setFilter('id_produto', e.target.value)}
        />
      </ListToolbar>
      <ListResults
        query={{ ...query, data: pagina(query.data) }}
        filtered={list.filtering}
        loadingLabel="Carregando avaliações..."
        errorTitle="Erro ao carregar avaliações"
        empty={{
          title: 'Nenhuma avaliação encontrada',
          description: 'Você ainda não recebeu avaliações dos seus clientes',
          action: null,
        }}
        filteredDescription={describeActiveFilters(list.debouncedBusca, [
          ...descreverFiltros(list.filters),
          ...(produto ? [{ label: 'produto', value: produto.nome }] : []),
        ])}
        onClearFilters={list.clear}
        resultsId="avaliacoes-resultados"
        countText={(total) => (total === 1 ? '1 avaliação' : `${total} avaliações`)}
        label="Avaliações"
        getKey={(a) => a.id_avaliacao}
        renderItem={(a) => <AvaliacaoVendedorCard avaliacao={a} />}
        onPageChange={changePage}
      />
    </>
  )
}
