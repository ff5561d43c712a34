import { CircleAlert } from 'lucide-react'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { ListPage } from '../../../components/lista/list-page.tsx'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { useListState } from '../../../lib/list-params.ts'
import { useReembolsos } from '../api/get-reembolsos.ts'
import { ReembolsoCardComprador } from './reembolso-card-comprador.tsx'
import { ReembolsoCardVendedor } from './reembolso-card-vendedor.tsx'
import { CONTADORES_COMPRADOR, CONTADORES_VENDEDOR, ReembolsoCounters } from './reembolso-counters.tsx'
import { NO_FILTERS, reembolsoFiltros } from './reembolso-filters.tsx'
import type { Lado } from './reembolso-status-badge.tsx'

/** docs/product/reembolsos.md: each side's texts, counters and card. */
const LADOS = {
  vendedor: {
    title: 'Gerenciar Reembolsos',
    description: 'Analise e responda as solicitações de reembolso dos seus clientes.',
    search: 'Buscar por pedido, produto ou cliente...',
    empty: {
      title: 'Nenhum reembolso encontrado',
      description: 'Você ainda não recebeu nenhuma solicitação de reembolso',
    },
    contadores: CONTADORES_VENDEDOR,
    Card: ReembolsoCardVendedor,
  },
  comprador: {
    title: 'Meus Reembolsos',
    description: 'Acompanhe as suas solicitações de reembolso.',
    search: 'Buscar por ID do reembolso ou vendedor...',
    empty: {
      title: 'Você ainda não solicitou nenhum reembolso',
      description: 'Um pedido entregue pode ter o reembolso solicitado em até 7 dias, na página do pedido.',
      action: (
        <Link to="/meus-pedidos" className={buttonClasses('secondary', 'md')}>
          Ver meus pedidos
        </Link>
      ),
    },
    contadores: CONTADORES_COMPRADOR,
    Card: ReembolsoCardComprador,
  },
} as const

const VAZIO = { itens: [], total: 0, pagina: 1, total_paginas: 0 }

/** docs/product/reembolsos.md: the buyer's failed load is a red box. */
function ErroAoCarregar({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-red-800">
        <CircleAlert aria-hidden="true" className="size-5" />
        Erro ao carregar reembolsos
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  )
}

/** A side's refunds (/reembolsos, /pagamentos-reembolsos): 12 cards a page, filters kept in the URL. */
export function ReembolsosList({ lado, idUsuario }: { lado: Lado; idUsuario: number }) {
  const textos = LADOS[lado]
  const list = useListState(NO_FILTERS)
  const query = useReembolsos(lado, idUsuario, list.page, { ...list.filters, busca: list.debouncedBusca })
  // docs/product/reembolsos.md: the seller's failed load leaves the list empty, and is only logged.
  const soRegistra = lado === 'vendedor' && query.isError
  useEffect(() => {
    if (soRegistra) console.error('Erro ao carregar reembolsos', query.error)
  }, [soRegistra, query.error])
  const { Card } = textos
  return (
    <ListPage
      title={textos.title}
      description={textos.description}
      list={list}
      top={
        <ReembolsoCounters
          contadores={query.data?.contadores}
          itens={textos.contadores}
          ativo={list.filters.status}
          onSelect={(status) => list.setFilter('status', status)}
        />
      }
      search={textos.search}
      filtros={reembolsoFiltros(lado)}
      results={
        query.isError && !soRegistra
          ? () => <ErroAoCarregar onRetry={() => query.refetch()} />
          : {
              query: soRegistra ? { ...query, isError: false, data: VAZIO } : query,
              noun: { singular: 'reembolso', plural: 'reembolsos' },
              empty: textos.empty,
              id: 'reembolsos-resultados',
              label: 'Reembolsos',
              getKey: (r) => r.id_reembolso,
              renderItem: (r) => <Card reembolso={r} />,
            }
      }
    />
  )
}
