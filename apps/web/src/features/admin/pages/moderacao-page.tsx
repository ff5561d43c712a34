import { formatDate, formatDateTime } from '@recria/domain/format'
import {
  type DenunciaModeracaoItem,
  MODERACAO_MSG,
  type ModeracaoItem,
  REVISOES_MODERACAO,
  REVISOES_MODERACAO_VALORES,
  type RevisaoModeracao,
  TIPOS_EVENTO_MODERACAO,
} from '@recria/domain/operador-moderacao'
import { Check, Undo2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { useModeracao } from '../api/get-moderacao.ts'
import { type Revisao, RevisarModeracaoDialog } from '../components/revisar-moderacao-dialog.tsx'

const filtro =
  'min-h-11 rounded-lg border px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700'

/**
 * /admin/moderacao: what the report thresholds did (a listing deactivated, a seller blocked), pending
 * ones first, with the reports behind each; confirm or reverse with a reason (decision 024).
 */
export default function ModeracaoPage() {
  const [revisao, setRevisao] = useState<RevisaoModeracao>('pendente')
  const [page, setPage] = useState(1)
  const [revisando, setRevisando] = useState<Revisao | null>(null)
  const { data, isPending, isError } = useModeracao({ page, revisao })

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Moderação">
        <p className="text-stone-600">
          Anúncios desativados e vendedores bloqueados por denúncias. Leia as denúncias e confirme ou reverta,
          com um motivo que o vendedor recebe.
        </p>
      </PageHeader>
      <fieldset className="mb-6">
        <legend className="sr-only">Mostrar moderações</legend>
        <div className="flex flex-wrap gap-2">
          {REVISOES_MODERACAO_VALORES.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={revisao === r}
              onClick={() => {
                setRevisao(r)
                setPage(1)
              }}
              className={`${filtro} ${revisao === r ? 'border-marca-700 bg-marca-50 text-marca-900' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50'}`}
            >
              {REVISOES_MODERACAO[r]}
            </button>
          ))}
        </div>
      </fieldset>
      {isPending && <PageLoading label="Carregando moderações..." />}
      <FormAlert message={isError ? MODERACAO_MSG.erroCarregar : null} />
      {data && data.itens.length === 0 && <EmptyState title={MODERACAO_MSG.vazia[revisao]} />}
      {data && data.itens.length > 0 && (
        <>
          <ol
            aria-label={`Moderações ${REVISOES_MODERACAO[revisao].toLowerCase()}`}
            className="flex flex-col gap-3"
          >
            {data.itens.map((evento) => (
              <li key={evento.id_evento}>
                <EventoCard evento={evento} onRevisar={(decisao) => setRevisando({ evento, decisao })} />
              </li>
            ))}
          </ol>
          <Pagination page={data.pagina} totalPages={data.total_paginas} onPageChange={setPage} />
        </>
      )}
      <RevisarModeracaoDialog revisao={revisando} onClose={() => setRevisando(null)} />
    </div>
  )
}

/** "Anúncio desativado: Bolsa" or "Vendedor bloqueado: Ateliê". */
function tituloDo(evento: ModeracaoItem) {
  const alvo =
    evento.tipo === 'anuncio_desativado'
      ? (evento.nome_anuncio ?? MODERACAO_MSG.anuncioExcluido)
      : evento.nome_vendedor
  return `${TIPOS_EVENTO_MODERACAO[evento.tipo]}: ${alvo}`
}

function EventoCard({
  evento,
  onRevisar,
}: {
  evento: ModeracaoItem
  onRevisar: (decisao: 'confirmar' | 'reverter') => void
}) {
  const titulo = `moderacao-${evento.id_evento}`
  const bloqueio = evento.tipo === 'vendedor_bloqueado'
  return (
    <article aria-labelledby={titulo} className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titulo} className="min-w-0 font-semibold break-words text-stone-900">
          {tituloDo(evento)}
        </h2>
        <time dateTime={evento.data_criacao} className="text-sm text-stone-600">
          {formatDateTime(evento.data_criacao)}
        </time>
      </div>
      <p className="text-sm text-stone-700">
        {`Vendedor: ${evento.nome_vendedor} · ${evento.total_denuncias} denunciantes distintos`}
        {bloqueio && evento.bloqueado_ate && ` · bloqueio até ${formatDate(evento.bloqueado_ate)}`}
      </p>
      <Denuncias denuncias={evento.denuncias} />
      {evento.revisao === 'pendente' ? (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={() => onRevisar('confirmar')} aria-describedby={titulo}>
            <Check aria-hidden="true" className="size-4" />
            Confirmar
          </Button>
          <Button onClick={() => onRevisar('reverter')} aria-describedby={titulo}>
            <Undo2 aria-hidden="true" className="size-4" />
            Reverter
          </Button>
        </div>
      ) : (
        <div className="mt-3 rounded-lg bg-stone-50 p-3 text-sm">
          <p className="font-medium text-stone-800">
            {`${evento.revisao === 'confirmada' ? 'Confirmada' : 'Revertida'}${evento.nome_revisor ? ` por ${evento.nome_revisor}` : ''}`}
            {evento.revisado_em && ` em ${formatDateTime(evento.revisado_em)}`}
          </p>
          <p className="break-words whitespace-pre-line text-stone-900">
            <span className="font-medium">Motivo:</span> {evento.revisao_motivo}
          </p>
        </div>
      )}
    </article>
  )
}

/** The reports behind the event, newest first: who, why, when, and whether it counted. */
function Denuncias({ denuncias }: { denuncias: DenunciaModeracaoItem[] }) {
  if (denuncias.length === 0)
    return <p className="mt-2 text-sm text-stone-600">{MODERACAO_MSG.semDenuncias}</p>
  return (
    <details className="mt-2 rounded-lg border border-stone-200" open={denuncias.length <= 6}>
      <summary className="min-h-11 cursor-pointer px-3 py-2 text-sm font-medium text-stone-800">
        {`Denúncias (${denuncias.length})`}
      </summary>
      <ul className="flex flex-col divide-y divide-stone-100 px-3 pb-2">
        {denuncias.map((d) => (
          <li key={d.id_denuncia} className="py-2 text-sm">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium text-stone-900">{d.motivo_label}</span>
              <span className="text-stone-700">{`por ${d.nome_denunciante}`}</span>
              <time dateTime={d.data_criacao} className="text-stone-600">
                {formatDateTime(d.data_criacao)}
              </time>
              {!d.contada && (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                  Não contada
                </span>
              )}
              {d.dispensada && (
                <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs text-stone-800">
                  Dispensada
                </span>
              )}
            </p>
            {d.nome_anuncio && <p className="text-stone-600">{`Anúncio: ${d.nome_anuncio}`}</p>}
            <p className="break-words text-stone-800">{d.descricao}</p>
          </li>
        ))}
      </ul>
    </details>
  )
}
