import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { BackOfficeList } from '../../../components/lista/back-office-list.tsx'
import { ConfirmDialog } from '../../../components/ui/dialog.tsx'
import { priceParams } from '../../../lib/decimal-filter.ts'
import { useListState } from '../../../lib/list-params.ts'
import { useMercadoPagoStatus } from '../../../lib/mercadopago-status.ts'
import { comIdUsuario } from '../../../lib/session/com-id-usuario.tsx'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { useAnuncios, useDeleteAnuncio } from '../api/anuncios.ts'
import { AnuncioCard } from '../components/anuncio-card.tsx'
import { AnuncioDetailsDialog } from '../components/anuncio-details-dialog.tsx'
import { AnuncioFilters, describeAnuncioFilters, NO_FILTERS } from '../components/anuncio-filters.tsx'
import { MercadoPagoAlert } from '../components/mercadopago-alert.tsx'
import { NovoAnuncioButton } from '../components/novo-anuncio-button.tsx'

/**
 * docs/product/anuncios.md: the page loads the connection status (a failure counts as not connected); without
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
  // Prices are typed: wait for a pause, like the search, before asking the API.
  const filters = useDebouncedValue(list.filters, 300)
  const query = useAnuncios(idUsuario, {
    page: list.page,
    busca: list.debouncedBusca,
    ...priceParams(filters),
  })
  const { conectado, perguntar, setPerguntar } = useConexao()
  const remove = useDeleteAnuncio()
  return (
    <BackOfficeList
      noun={{ singular: 'anúncio', plural: 'anúncios', feminine: false }}
      description="Os seus produtos publicados no catálogo da Recria."
      emptyDescription="Publique seus produtos para que os compradores os encontrem no catálogo."
      create={(label, className = '') => (
        <NovoAnuncioButton
          label={label}
          conectado={conectado}
          onBlocked={() => setPerguntar(true)}
          className={className}
        />
      )}
      notice={conectado === false && <MercadoPagoAlert />}
      list={list}
      query={query}
      remove={remove}
      idOf={(anuncio) => anuncio.id_anuncio}
      deleting={(anuncio) => ({ of: 'o anúncio de ', name: anuncio.produto.nome })}
      resultsId="anuncios-resultados"
      filtros={{
        fields: <AnuncioFilters values={list.filters} onChange={list.setFilter} />,
        active: describeAnuncioFilters(filters),
      }}
      card={AnuncioCard}
      details={AnuncioDetailsDialog}
    >
      <ConfirmDialog
        open={perguntar}
        onOpenChange={setPerguntar}
        title="Conecte o Mercado Pago"
        description="Para criar anúncios, conecte sua conta do Mercado Pago no seu perfil. Deseja ir para o perfil agora?"
        cancelLabel="Agora não"
        confirmLabel="Ir para o Perfil"
        onConfirm={() => navigate('/perfil')}
      />
    </BackOfficeList>
  )
}

export default comIdUsuario(AnunciosList)
