import { REDIRECT_MS } from '@recria/domain/constants'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/dialog.tsx'
import { FiltersPanel } from '../../../components/ui/filters-panel.tsx'
import { ListResults } from '../../../components/ui/list-results.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { ResultDialog } from '../../../components/ui/result-dialog.tsx'
import { SearchInput } from '../../../components/ui/search-input.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { decimalParam } from '../../../lib/decimal-filter.ts'
import { describeActiveFilters, useListState } from '../../../lib/list-params.ts'
import { useMercadoPagoStatus } from '../../../lib/mercadopago-status.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { useCardActions } from '../../../lib/use-card-actions.ts'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import type { Anuncio } from '../api/anuncio.ts'
import { useDeleteAnuncio } from '../api/delete-anuncio.ts'
import { useAnuncios } from '../api/get-anuncios.ts'
import { AnuncioCard } from '../components/anuncio-card.tsx'
import { AnuncioDetailsDialog } from '../components/anuncio-details-dialog.tsx'
import { AnuncioFilters, describeAnuncioFilters, NO_FILTERS } from '../components/anuncio-filters.tsx'
import { MercadoPagoAlert } from '../components/mercadopago-alert.tsx'
import { NovoAnuncioButton } from '../components/novo-anuncio-button.tsx'

export default function AnunciosPage() {
  const { user } = useAuth()
  if (!user) return <PageLoading label="Carregando usuário..." />
  return <AnunciosList idUsuario={user.id_usuario} />
}

/**
 * Spec part 2 §2: the page loads the connection status (a failure counts as not connected); without
 * a connection, creating is disabled and a confirmation offers the profile, once on arrival and
 * again whenever the seller presses the disabled button.
 */
function useConexao() {
  const status = useMercadoPagoStatus()
  const conectado = status.isPending ? undefined : status.data?.conectado === true
  const [perguntar, setPerguntar] = useState(false)
  const [perguntou, setPerguntou] = useState(false)
  useEffect(() => {
    if (conectado === false && !perguntou) {
      setPerguntar(true)
      setPerguntou(true)
    }
  }, [conectado, perguntou])
  return { conectado, perguntar, setPerguntar }
}

function AnunciosList({ idUsuario }: { idUsuario: number }) {
  const navigate = useNavigate()
  const list = useListState(NO_FILTERS)
  const [filtersOpen, setFiltersOpen] = useState(false)
  // Prices are typed: wait for a pause, like the search, before asking the API.
  const filters = useDebouncedValue(list.filters, 300)
  const query = useAnuncios(idUsuario, {
    page: list.page,
    busca: list.debouncedBusca,
    status: filters.status,
    forma_pagamento: filters.forma_pagamento,
    preco_min: decimalParam(filters.preco_min),
    preco_max: decimalParam(filters.preco_max),
  })
  const { conectado, perguntar, setPerguntar } = useConexao()
  const remove = useDeleteAnuncio()
  const { details, setDetails, toDelete, setToDelete, result, closeResult, confirmDelete, changePage } =
    useCardActions<Anuncio>({
      list,
      totalPages: query.data?.total_paginas ?? 0,
      remove,
      idOf: (item) => item.id_anuncio,
      messages: { deleted: 'Anúncio excluído com sucesso!', failed: 'Erro ao excluir anúncio.' },
    })

  const novo = (label: string, className = '') => (
    <NovoAnuncioButton
      label={label}
      conectado={conectado}
      onBlocked={() => setPerguntar(true)}
      className={className}
    />
  )
  const filtered = list.filtering
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeader title="Meus Anúncios">
          <p className="text-sm text-stone-600">Os seus produtos publicados no catálogo da Recria.</p>
        </PageHeader>
        {novo('Novo Anúncio', 'mb-6 shrink-0')}
      </div>
      {conectado === false && <MercadoPagoAlert />}

      <div className="mb-6 flex flex-wrap gap-3">
        <SearchInput
          className="min-w-0 flex-1 basis-56"
          value={list.busca}
          onChange={list.setBusca}
          placeholder="Buscar anúncios..."
        />
        <FiltersPanel
          open={filtersOpen}
          onToggle={() => setFiltersOpen((o) => !o)}
          activeCount={list.activeCount}
        >
          <AnuncioFilters values={list.filters} onChange={list.setFilter} />
          <div className="flex items-end">
            <Button variant="ghost" onClick={list.clear} disabled={!filtered}>
              Limpar Filtros
            </Button>
          </div>
        </FiltersPanel>
      </div>

      <ListResults
        query={query}
        filtered={filtered}
        loadingLabel="Carregando anúncios..."
        errorTitle="Não foi possível carregar os anúncios."
        empty={{
          title: 'Nenhum anúncio cadastrado',
          description: 'Publique seus produtos para que os compradores os encontrem no catálogo.',
          action: novo('Criar Primeiro Anúncio'),
        }}
        filteredDescription={describeActiveFilters(list.debouncedBusca, describeAnuncioFilters(filters))}
        onClearFilters={list.clear}
        resultsId="anuncios-resultados"
        countText={(total) => (total === 1 ? '1 anúncio' : `${total} anúncios`)}
        label="Anúncios"
        getKey={(anuncio) => anuncio.id_anuncio}
        renderItem={(anuncio) => <AnuncioCard anuncio={anuncio} onOpen={setDetails} onDelete={setToDelete} />}
        onPageChange={changePage}
      />

      <AnuncioDetailsDialog anuncio={details} onClose={() => setDetails(null)} onDelete={setToDelete} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Excluir anúncio"
        description={`Tem certeza de que deseja excluir o anúncio de “${toDelete?.produto.nome ?? ''}”? Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        variant="danger"
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
      <ConfirmDialog
        open={perguntar}
        onOpenChange={setPerguntar}
        title="Conecte o Mercado Pago"
        description="Para criar anúncios, conecte sua conta do Mercado Pago no seu perfil. Deseja ir para o perfil agora?"
        cancelLabel="Agora não"
        confirmLabel="Ir para o Perfil"
        onConfirm={() => navigate('/perfil')}
      />
      <ResultDialog state={result} onClose={closeResult} autoCloseMs={REDIRECT_MS} />
    </>
  )
}
