import { formatDate, formatDateTime } from '@recria/domain/format'
import {
  MODERACAO_MSG,
  type ModeracaoItem,
  REVISOES_MODERACAO,
  REVISOES_MODERACAO_VALORES,
  type RevisaoModeracao,
  TIPOS_EVENTO_MODERACAO,
} from '@recria/domain/operador-moderacao'
import { Check, Undo2 } from 'lucide-react'
import { type KeyboardEvent, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { useModeracao } from '../api/get-moderacao.ts'
import { DenunciantesAfastados } from '../components/denunciantes-afastados.tsx'
import { DenunciasLista } from '../components/denuncias-lista.tsx'
import { DenunciasPorAnuncio } from '../components/denuncias-por-anuncio.tsx'
import { type Revisao, RevisarModeracaoDialog } from '../components/revisar-moderacao-dialog.tsx'

const filtro =
  'min-h-11 rounded-lg border px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700'

const ABAS = { moderacoes: 'Moderações', denuncias: 'Denúncias por anúncio' } as const
type Aba = keyof typeof ABAS
const ABAS_VALORES = Object.keys(ABAS) as Aba[]

/**
 * /admin/moderacao: what the report thresholds did (a listing deactivated, a seller blocked), pending
 * ones first (oldest first), with the reports behind each and, once reversed, the reporters set aside, to confirm or reverse; and, in a second tab, the reports
 * themselves by listing, to dismiss abusive ones. Every action takes a reason (decision 024).
 */
export default function ModeracaoPage() {
  const [aba, setAba] = useState<Aba>('moderacoes')
  const [revisando, setRevisando] = useState<Revisao | null>(null)
  const abas = useRef<Partial<Record<Aba, HTMLButtonElement | null>>>({})

  // Arrow keys, Home and End move between the tabs (WAI-ARIA tabs, automatic activation).
  const teclar = (event: KeyboardEvent<HTMLButtonElement>) => {
    const i = ABAS_VALORES.indexOf(aba)
    const n = ABAS_VALORES.length
    const destino = {
      ArrowRight: (i + 1) % n,
      ArrowLeft: (i - 1 + n) % n,
      Home: 0,
      End: n - 1,
    }[event.key]
    if (destino === undefined) return
    event.preventDefault()
    const proxima = ABAS_VALORES[destino] as Aba
    setAba(proxima)
    abas.current[proxima]?.focus()
  }

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Moderação">
        <p className="text-stone-600">
          Anúncios desativados e vendedores bloqueados por denúncias, e as denúncias de cada anúncio.
          Confirme, reverta ou dispense, sempre com um motivo.
        </p>
      </PageHeader>
      <div
        role="tablist"
        aria-label="Moderação"
        className="mb-6 flex gap-1 overflow-x-auto border-b border-stone-200"
      >
        {ABAS_VALORES.map((a) => (
          <button
            key={a}
            ref={(el) => {
              abas.current[a] = el
            }}
            type="button"
            role="tab"
            id={`aba-${a}`}
            aria-selected={aba === a}
            aria-controls={`painel-${a}`}
            tabIndex={aba === a ? 0 : -1}
            onClick={() => setAba(a)}
            onKeyDown={teclar}
            className={`-mb-px min-h-11 shrink-0 border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 ${aba === a ? 'border-marca-700 text-marca-900' : 'border-transparent text-stone-700 hover:text-stone-900'}`}
          >
            {ABAS[a]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="painel-moderacoes"
        aria-labelledby="aba-moderacoes"
        hidden={aba !== 'moderacoes'}
      >
        <Moderacoes onRevisar={setRevisando} />
      </div>
      <div role="tabpanel" id="painel-denuncias" aria-labelledby="aba-denuncias" hidden={aba !== 'denuncias'}>
        <DenunciasPorAnuncio onDispensar={(item) => setRevisando({ dispensar: item })} />
      </div>
      <RevisarModeracaoDialog revisao={revisando} onClose={() => setRevisando(null)} />
    </div>
  )
}

/** The moderation events of one review (pending first, oldest first), each to confirm or reverse. */
function Moderacoes({ onRevisar }: { onRevisar: (revisao: Revisao) => void }) {
  const [revisao, setRevisao] = useState<RevisaoModeracao>('pendente')
  const [page, setPage] = useState(1)
  const { data, isPending, isError } = useModeracao({ page, revisao })

  return (
    <>
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
                <EventoCard evento={evento} onRevisar={(decisao) => onRevisar({ evento, decisao })} />
              </li>
            ))}
          </ol>
          <Pagination page={data.pagina} totalPages={data.total_paginas} onPageChange={setPage} />
        </>
      )}
    </>
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
      <DenunciasLista denuncias={evento.denuncias} />
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
          <DenunciantesAfastados denunciantes={evento.denunciantes_afastados} />
        </div>
      )}
    </article>
  )
}
