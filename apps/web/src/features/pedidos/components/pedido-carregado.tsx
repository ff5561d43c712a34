import type { PedidoDetalheResponse } from '@recria/domain/pedidos-consulta'
import { ArrowLeft, PackageX } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { ButtonLink } from '../../../components/ui/button-link.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api.ts'
import { usePedido } from '../api/get-pedido.ts'

interface PedidoCarregadoProps {
  id: number | undefined
  /** The list to go back to, and the button's text. */
  voltar: { para: string; texto: string }
  children: (pedido: PedidoDetalheResponse) => ReactNode
}

function VoltarLink({ para, texto }: { para: string; texto: string }) {
  return (
    <ButtonLink variant="secondary" to={para}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {texto}
    </ButtonLink>
  )
}

/** Loads the order; without one (no state, no id, not found or not theirs): 'Pedido não encontrado'. */
export function PedidoCarregado({ id, voltar, children }: PedidoCarregadoProps) {
  const query = usePedido(id)
  if (id !== undefined && query.isPending) return <PageLoading label="Carregando pedido..." />
  const perdido = id === undefined || (query.error instanceof ApiError && query.error.status < 500)
  if (perdido || !query.data) {
    return (
      <>
        <PageHeader title="Detalhes do Pedido" />
        <EmptyState
          icon={<PackageX aria-hidden="true" className="size-10 text-stone-400" />}
          title={perdido ? 'Pedido não encontrado' : 'Erro ao carregar pedido'}
          description={
            perdido
              ? 'Abra o pedido a partir da sua lista de pedidos.'
              : 'Verifique sua conexão e tente novamente.'
          }
          action={
            <div className="flex flex-wrap justify-center gap-2">
              {!perdido && (
                <Button variant="primary" onClick={() => query.refetch()}>
                  Tentar novamente
                </Button>
              )}
              <VoltarLink {...voltar} />
            </div>
          }
        />
      </>
    )
  }
  return (
    <>
      <nav aria-label="Navegação" className="mb-4">
        <VoltarLink {...voltar} />
      </nav>
      {children(query.data)}
    </>
  )
}
