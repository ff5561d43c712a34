import { diasDoPeriodo, hojeEmSaoPaulo } from '@recria/domain/periodo'
import { useState } from 'react'
import { ListPage } from '../../../components/lista/list-page.tsx'
import { useListState } from '../../../lib/list-params.ts'
import { comIdUsuario } from '../../../lib/session/com-id-usuario.tsx'
import { type PagamentosParams, usePagamentosVendedor } from '../api/get-pagamentos-vendedor.ts'
import { AtualizarButton } from '../components/atualizar-button.tsx'
import { PagamentoCard } from '../components/pagamento-card.tsx'
import {
  NO_FILTERS,
  PAGAMENTO_FILTROS,
  type PagamentoFilterValues,
} from '../components/pagamento-filters.tsx'
import { ResumoPagamentos } from '../components/resumo-pagamentos.tsx'

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

/** docs/product/pagamentos.md: /pagamentos, 12 cards a page, filters kept in the URL. */
function PagamentosList({ idUsuario }: { idUsuario: number }) {
  const list = useListState(NO_FILTERS)
  const query = usePagamentosVendedor(idUsuario, list.page, paramsDaApi(list.debouncedBusca, list.filters))
  const [atualizando, setAtualizando] = useState(false)
  const atualizar = async () => {
    setAtualizando(true)
    await query.refetch()
    setAtualizando(false)
  }
  return (
    <ListPage
      title="Meus Pagamentos"
      description="Acompanhe os pagamentos das suas vendas."
      list={list}
      top={<ResumoPagamentos resumo={query.data?.resumo} />}
      search="Buscar por pedido ou valor..."
      filtros={PAGAMENTO_FILTROS}
      acoes={<AtualizarButton onClick={atualizar} atualizando={atualizando} />}
      results={{
        query,
        noun: { singular: 'pagamento', plural: 'pagamentos' },
        empty: {
          title: 'Nenhum pagamento encontrado',
          description: 'Você ainda não recebeu nenhum pagamento.',
        },
        id: 'pagamentos-resultados',
        label: 'Pagamentos',
        getKey: (pagamento) => pagamento.id_pagamento,
        renderItem: (pagamento) => <PagamentoCard pagamento={pagamento} />,
      }}
    />
  )
}

export default comIdUsuario(PagamentosList)
