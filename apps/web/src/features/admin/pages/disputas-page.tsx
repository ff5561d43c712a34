import {
  DISPUTA_MSG,
  type DisputaOperador,
  STATUS_DISPUTA,
  STATUS_DISPUTA_LABELS,
  type StatusDisputa,
} from '@recria/domain/disputa'
import { displayBRL, formatDateTime } from '@recria/domain/format'
import { MOTIVO_REEMBOLSO_LABELS, motivoReembolso } from '@recria/domain/reembolso-exibicao'
import { Gavel } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { StatusCounters } from '../../../components/ui/status-counters.tsx'
import { useDisputas } from '../api/get-disputas.ts'
import { DecidirDisputaDialog } from '../components/decidir-disputa-dialog.tsx'

const COR: Record<StatusDisputa, string> = {
  aberta: 'bg-amber-100 text-amber-900',
  reembolsada: 'bg-green-100 text-green-900',
  mantida: 'bg-stone-200 text-stone-900',
}

/** /admin/disputas: rejected refunds their buyers dispute, open ones first; decide each with a reason. */
export default function DisputasPage() {
  const [status, setStatus] = useState<'' | StatusDisputa>('aberta')
  const [page, setPage] = useState(1)
  const [decidindo, setDecidindo] = useState<DisputaOperador | null>(null)
  const { data, isPending, isError } = useDisputas({ page, status })

  const filtrar = (novo: '' | StatusDisputa) => {
    setStatus(novo)
    setPage(1)
  }
  const contadores = [
    ...STATUS_DISPUTA.map((s) => ({
      status: s,
      label: STATUS_DISPUTA_LABELS[s],
      total: data?.contadores[s],
    })),
    { status: '' as const, label: 'Todas', total: data?.contadores.total },
  ]

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Disputas">
        <p className="text-stone-600">
          Reembolsos recusados que o comprador contestou. Leia os dois lados e decida com um motivo.
        </p>
      </PageHeader>
      <StatusCounters label="Disputas por status" contadores={contadores} ativo={status} onSelect={filtrar} />
      {isPending && <PageLoading label="Carregando disputas..." />}
      <FormAlert message={isError ? DISPUTA_MSG.erroCarregar : null} />
      {data && data.itens.length === 0 && <EmptyState title={DISPUTA_MSG.nenhuma} />}
      {data && data.itens.length > 0 && (
        <>
          <ol aria-label="Disputas" className="flex flex-col gap-3">
            {data.itens.map((d) => (
              <li key={d.id_disputa}>
                <DisputaCard disputa={d} onDecidir={() => setDecidindo(d)} />
              </li>
            ))}
          </ol>
          <Pagination page={data.pagina} totalPages={data.total_paginas} onPageChange={setPage} />
        </>
      )}
      <DecidirDisputaDialog disputa={decidindo} onClose={() => setDecidindo(null)} />
    </div>
  )
}

function Texto({ titulo, texto, data }: { titulo: string; texto: string | null; data?: string | null }) {
  return (
    <div className="min-w-0">
      <h4 className="text-sm font-medium text-stone-700">{titulo}</h4>
      <p className="text-sm break-words whitespace-pre-line text-stone-900">{texto || '—'}</p>
      {data && (
        <p className="text-xs text-stone-600">
          <time dateTime={data}>{formatDateTime(data)}</time>
        </p>
      )}
    </div>
  )
}

function DisputaCard({ disputa: d, onDecidir }: { disputa: DisputaOperador; onDecidir: () => void }) {
  const titulo = `disputa-${d.id_disputa}`
  return (
    <article aria-labelledby={titulo} className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titulo} className="font-semibold text-stone-900">
          {`Disputa #${d.id_disputa} · Pedido #${d.id_pedido}`}
        </h3>
        <span className={`rounded-full px-3 py-1 text-sm font-medium ${COR[d.status]}`}>
          {STATUS_DISPUTA_LABELS[d.status]}
        </span>
      </div>
      <p className="text-sm text-stone-700">
        {`${d.comprador.nome} (comprador) · ${d.vendedor.nome} (vendedor) · aberta em ${formatDateTime(d.data_criacao)}`}
      </p>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-stone-600">Pago</dt>
          <dd className="font-medium text-stone-900">{displayBRL(d.pagamento.valor_total)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Já reembolsado</dt>
          <dd className="font-medium text-stone-900">{displayBRL(d.pagamento.valor_reembolsado)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Reembolso integral seria</dt>
          <dd className="font-medium text-stone-900">{displayBRL(d.pagamento.valor_a_reembolsar)}</dd>
        </div>
      </dl>
      <div className="mt-3 grid grid-cols-1 gap-3 md:grid-cols-3">
        <Texto
          titulo={`Pedido de reembolso (${MOTIVO_REEMBOLSO_LABELS[motivoReembolso(d.reembolso.motivo)]}, ${displayBRL(d.reembolso.valor_solicitado)})`}
          texto={d.reembolso.descricao}
          data={d.reembolso.data_criacao}
        />
        <Texto
          titulo="Resposta do vendedor"
          texto={d.reembolso.resposta_vendedor}
          data={d.reembolso.data_resposta}
        />
        <Texto titulo="Contestação do comprador" texto={d.descricao} data={d.data_criacao} />
      </div>
      {d.status === 'aberta' ? (
        <Button className="mt-3" onClick={onDecidir} aria-describedby={titulo}>
          <Gavel aria-hidden="true" className="size-4" />
          Decidir
        </Button>
      ) : (
        <div className="mt-3 rounded-lg bg-stone-50 p-3">
          <Texto
            titulo={`Motivo da decisão${d.nome_operador ? ` (por ${d.nome_operador})` : ''}`}
            texto={d.decisao_motivo}
            data={d.data_decisao}
          />
        </div>
      )}
    </article>
  )
}
