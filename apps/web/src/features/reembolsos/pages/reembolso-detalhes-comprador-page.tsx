import { fimDoPrazoDisputa } from '@recria/domain/disputa'
import type { ReembolsoResponse } from '@recria/domain/reembolso-consulta'
import {
  STATUS_REEMBOLSO_COMPRADOR_DESCRICOES,
  statusReembolsoComprador,
} from '@recria/domain/reembolso-exibicao'
import { ArrowLeft, Gavel } from 'lucide-react'
import { useState } from 'react'
import { Link, Navigate, useLocation, useParams } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { positiveId } from '../../../lib/navigation-id.ts'
import { useReembolso } from '../api/get-reembolso.ts'
import { AbrirDisputaDialog } from '../components/abrir-disputa-dialog.tsx'
import { ContatoParte } from '../components/contato-parte.tsx'
import { DisputaInfo } from '../components/disputa-info.tsx'
import { MotivoInfo } from '../components/motivo-info.tsx'
import { PedidoDoReembolso } from '../components/pedido-do-reembolso.tsx'
import { RespostaInfo } from '../components/resposta-info.tsx'
import { SolicitacaoInfo } from '../components/solicitacao-info.tsx'

const LISTA = '/pagamentos-reembolsos'

/**
 * docs/product/reembolsos.md: /reembolso-detalhes-comprador uses the refund passed in navigation state, else
 * loads it by the route's id; with neither, or when it cannot be loaded, back to the list.
 */
export default function ReembolsoDetalhesCompradorPage() {
  const { state } = useLocation()
  const params = useParams()
  const doEstado = (state as { reembolso?: ReembolsoResponse } | null)?.reembolso
  const id = positiveId(params.id) ?? positiveId(doEstado?.id_reembolso)
  const query = useReembolso(id, doEstado?.id_reembolso === id ? doEstado : undefined)
  if (id === undefined || query.isError) return <Navigate to={LISTA} replace />
  if (!query.data) return <PageLoading label="Carregando reembolso..." />
  return <Detalhes reembolso={query.data} />
}

/** A rejection the buyer may still dispute: answered at most 7 days ago and not disputed yet. */
const disputavel = (r: ReembolsoResponse) =>
  r.status === 'rejected' &&
  r.disputa === null &&
  r.data_resposta !== null &&
  Date.now() <= fimDoPrazoDisputa(r.data_resposta).getTime()

function Detalhes({ reembolso: r }: { reembolso: ReembolsoResponse }) {
  const [disputando, setDisputando] = useState(false)
  const status = statusReembolsoComprador(r.status)
  return (
    <>
      <nav aria-label="Navegação" className="mb-4">
        <Link to={LISTA} className={buttonClasses('secondary', 'md')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar para Meus Reembolsos
        </Link>
      </nav>
      <PageHeader title={`Reembolso #${r.id_reembolso}`} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <SolicitacaoInfo
          reembolso={r}
          lado="comprador"
          descricao={STATUS_REEMBOLSO_COMPRADOR_DESCRICOES[status]}
        >
          {disputavel(r) && (
            <>
              <p className="text-sm text-stone-700">
                Não concorda com o vendedor? Em até 7 dias após a resposta, a equipe da Recria pode decidir o
                caso.
              </p>
              <Button className="self-start" variant="secondary" onClick={() => setDisputando(true)}>
                <Gavel aria-hidden="true" className="size-4" />
                Abrir disputa
              </Button>
            </>
          )}
        </SolicitacaoInfo>
        {r.disputa && <DisputaInfo disputa={r.disputa} idReembolso={r.id_reembolso} lado="comprador" />}
        <ContatoParte titulo="Vendedor" parte={r.usuario_vendedor} semCodigoDoPais dados={r.dados_privados} />
        <MotivoInfo reembolso={r} titulo="Minha Justificativa" />
        {r.disputa?.id_reembolso_decisao !== r.id_reembolso && (
          <RespostaInfo
            reembolso={r}
            titulo="Resposta do Vendedor"
            semResposta="O vendedor ainda não respondeu a sua solicitação."
          />
        )}
        <PedidoDoReembolso reembolso={r} detalhesPara="/pedido/detalhes-comprador" />
      </div>
      <AbrirDisputaDialog open={disputando} onOpenChange={setDisputando} idReembolso={r.id_reembolso} />
    </>
  )
}
