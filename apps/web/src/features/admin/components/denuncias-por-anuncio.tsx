import { formatDateTime } from '@recria/domain/format'
import {
  type DenunciasAnuncioItem,
  DENUNCIAS_OPERADOR_MSG as MSG,
  resumoDenuncias,
  SITUACOES_DENUNCIAS,
  SITUACOES_DENUNCIAS_VALORES,
  type SituacaoDenuncias,
} from '@recria/domain/operador-denuncias'
import { MODERACAO_MSG } from '@recria/domain/operador-moderacao'
import { BellOff } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { SearchInput } from '../../../components/ui/search-input.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { useDenunciasAdmin } from '../api/get-denuncias-admin.ts'
import { DenunciasLista } from './denuncias-lista.tsx'

const filtro =
  'min-h-11 rounded-lg border px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700'

const STATUS_ANUNCIO: Record<string, string> = { ativo: 'Ativo', inativo: 'Inativo' }

/**
 * The reports themselves, grouped by listing, before any threshold (decision 024): open ones by
 * default, searched by product or seller; "Dispensar denúncias" asks the reason in the page's dialog.
 */
export function DenunciasPorAnuncio({ onDispensar }: { onDispensar: (item: DenunciasAnuncioItem) => void }) {
  const [situacao, setSituacao] = useState<SituacaoDenuncias>('abertas')
  const [busca, setBusca] = useState('')
  const [page, setPage] = useState(1)
  const termo = useDebouncedValue(busca, 300)
  const { data, isPending, isError } = useDenunciasAdmin({ page, situacao, busca: termo })

  return (
    <>
      <p className="mb-4 text-stone-600">
        Denúncias recebidas, por anúncio, antes de qualquer limite. Dispense as abusivas: elas deixam de
        contar para o anúncio e para o vendedor.
      </p>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <fieldset>
          <legend className="sr-only">Mostrar denúncias</legend>
          <div className="flex flex-wrap gap-2">
            {SITUACOES_DENUNCIAS_VALORES.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={situacao === s}
                onClick={() => {
                  setSituacao(s)
                  setPage(1)
                }}
                className={`${filtro} ${situacao === s ? 'border-marca-700 bg-marca-50 text-marca-900' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50'}`}
              >
                {SITUACOES_DENUNCIAS[s]}
              </button>
            ))}
          </div>
        </fieldset>
        <SearchInput
          value={busca}
          onChange={(value) => {
            setBusca(value)
            setPage(1)
          }}
          placeholder="Produto ou vendedor"
          label="Buscar denúncias por produto ou vendedor"
          className="sm:flex-1"
        />
      </div>
      {isPending && <PageLoading label="Carregando denúncias..." />}
      <FormAlert message={isError ? MSG.erroCarregar : null} />
      {data && data.itens.length === 0 && (
        <EmptyState
          title={termo.trim() ? `Nenhuma denúncia encontrada para "${termo.trim()}".` : MSG.vazia[situacao]}
        />
      )}
      {data && data.itens.length > 0 && (
        <>
          <ol
            aria-label={`Denúncias por anúncio: ${SITUACOES_DENUNCIAS[situacao].toLowerCase()}`}
            className="flex flex-col gap-3"
          >
            {data.itens.map((item) => (
              <li key={`${item.id_vendedor}-${item.id_anuncio ?? 'excluido'}`}>
                <AnuncioDenunciadoCard item={item} onDispensar={() => onDispensar(item)} />
              </li>
            ))}
          </ol>
          <Pagination page={data.pagina} totalPages={data.total_paginas} onPageChange={setPage} />
        </>
      )}
    </>
  )
}

function AnuncioDenunciadoCard({
  item,
  onDispensar,
}: {
  item: DenunciasAnuncioItem
  onDispensar: () => void
}) {
  const titulo = `denuncias-${item.id_vendedor}-${item.id_anuncio ?? 'excluido'}`
  const status = item.status_anuncio ? (STATUS_ANUNCIO[item.status_anuncio] ?? item.status_anuncio) : null
  return (
    <article aria-labelledby={titulo} className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titulo} className="min-w-0 font-semibold break-words text-stone-900">
          {item.nome_anuncio ?? MODERACAO_MSG.anuncioExcluido}
        </h2>
        {status && (
          <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-800">
            {`Anúncio ${status.toLowerCase()}`}
          </span>
        )}
      </div>
      <p className="text-sm text-stone-700">{`Vendedor: ${item.nome_vendedor}`}</p>
      <p className="text-sm text-stone-700">
        {resumoDenuncias(item.grupos_contados, item.total_denuncias)}
        {item.abertas < item.total_denuncias && ` · ${item.abertas} em aberto`}
        {' · última em '}
        <time dateTime={item.ultima_denuncia}>{formatDateTime(item.ultima_denuncia)}</time>
      </p>
      <DenunciasLista denuncias={item.denuncias} />
      {item.id_anuncio !== null && item.abertas > 0 && (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={onDispensar} aria-describedby={titulo}>
            <BellOff aria-hidden="true" className="size-4" />
            Dispensar denúncias
          </Button>
        </div>
      )}
    </article>
  )
}
