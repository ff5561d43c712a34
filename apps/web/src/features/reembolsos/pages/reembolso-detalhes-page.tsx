import type { ReembolsoResponse } from '@recria/domain/reembolso-consulta'
import {
  STATUS_REEMBOLSO_VENDEDOR_DESCRICOES,
  statusReembolsoVendedor,
} from '@recria/domain/reembolso-exibicao'
import { ArrowLeft, MessageSquareReply, ReceiptText } from 'lucide-react'
import { useState } from 'react'
import { Link, Navigate, useLocation } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { positiveId } from '../../../lib/navigation-id.ts'
import { useReembolso } from '../api/get-reembolso.ts'
import { ContatoParte } from '../components/contato-parte.tsx'
import { DisputaInfo } from '../components/disputa-info.tsx'
import { MotivoInfo } from '../components/motivo-info.tsx'
import { PedidoDoReembolso } from '../components/pedido-do-reembolso.tsx'
import { ResponderReembolsoDialog } from '../components/responder-reembolso-dialog.tsx'
import { RespostaInfo } from '../components/resposta-info.tsx'
import { SolicitacaoInfo } from '../components/solicitacao-info.tsx'

function Voltar() {
  return (
    <Link to="/reembolsos" className={buttonClasses('secondary', 'md')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Voltar aos Reembolsos
    </Link>
  )
}

/**
 * docs/product/reembolsos.md: /reembolso-detalhes needs the refund from the list (navigation state), else
 * goes back to /reembolsos; the request is read again from the API so its status is current.
 */
export default function ReembolsoDetalhesPage() {
  const { state } = useLocation()
  const doEstado = (state as { reembolso?: ReembolsoResponse } | null)?.reembolso
  const id = positiveId(doEstado?.id_reembolso)
  const query = useReembolso(id, doEstado)
  if (!doEstado) return <Navigate to="/reembolsos" replace />
  if (id !== undefined && query.isPending) return <PageLoading label="Carregando reembolso..." />
  if (id === undefined || !query.data || query.isError) {
    return (
      <>
        <PageHeader title="Detalhes do Reembolso" />
        <EmptyState
          icon={<ReceiptText aria-hidden="true" className="size-10 text-stone-400" />}
          title="Reembolso não encontrado"
          description="Abra a solicitação a partir da sua lista de reembolsos."
          action={<Voltar />}
        />
      </>
    )
  }
  return <Detalhes reembolso={query.data} />
}

function Detalhes({ reembolso: r }: { reembolso: ReembolsoResponse }) {
  const [respondendo, setRespondendo] = useState(false)
  const status = statusReembolsoVendedor(r.status)
  return (
    <>
      <nav aria-label="Navegação" className="mb-4">
        <Voltar />
      </nav>
      <PageHeader title={`Reembolso #${r.id_reembolso}`} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <SolicitacaoInfo
          reembolso={r}
          lado="vendedor"
          descricao={STATUS_REEMBOLSO_VENDEDOR_DESCRICOES[status]}
        >
          {status === 'awaiting_approval' && (
            <Button className="self-start" onClick={() => setRespondendo(true)}>
              <MessageSquareReply aria-hidden="true" className="size-4" />
              Responder Solicitação
            </Button>
          )}
        </SolicitacaoInfo>
        {r.disputa && <DisputaInfo disputa={r.disputa} idReembolso={r.id_reembolso} lado="vendedor" />}
        <ContatoParte titulo="Cliente" parte={r.usuario_comprador} dados={r.dados_privados} />
        <MotivoInfo reembolso={r} titulo="Motivo do Reembolso" />
        <RespostaInfo reembolso={r} titulo="Sua Resposta" />
        <PedidoDoReembolso reembolso={r} detalhesPara="/pedido/detalhes" />
      </div>
      <ResponderReembolsoDialog open={respondendo} onOpenChange={setRespondendo} reembolso={r} />
    </>
  )
}
