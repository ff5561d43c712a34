import type { LojaResponse } from '@recria/domain/loja'
import { MapPin, Recycle, ShoppingBag } from 'lucide-react'
import { ListaMateria } from '../../../components/materia/materia-reaproveitada.tsx'
import { Avatar } from '../../../components/ui/avatar.tsx'
import { NotaResumo } from '../../../components/ui/estrelas.tsx'
import { usePageTitle } from '../../../lib/use-page-title.ts'

const mesAno = new Intl.DateTimeFormat('pt-BR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
})

/** The photo's and the initial's classes here. */
const AVATAR = {
  fotoClassName: 'size-16 shrink-0 rounded-full object-cover md:size-20',
  inicialClassName:
    'flex size-16 shrink-0 items-center justify-center rounded-full bg-marca-100 text-2xl font-semibold text-marca-800 md:size-20',
}

/** 'No Recria desde março de 2026'. */
export function membroDesde(iso: string) {
  return `No Recria desde ${mesAno.format(new Date(iso))}`
}

export function textoVendas(vendas: number) {
  if (vendas === 0) return 'Nenhuma venda entregue ainda'
  return vendas === 1 ? '1 venda entregue' : `${vendas.toLocaleString('pt-BR')} vendas entregues`
}

const avaliacoes = (n: number) => (n === 1 ? '1 avaliação' : `${n.toLocaleString('pt-BR')} avaliações`)

/** How many reviews gave each score, 5 to 1, as bars (each row read as '5 estrelas: 3 avaliações'). */
function Distribuicao({ avaliacao }: { avaliacao: LojaResponse['avaliacao'] }) {
  const maior = Math.max(1, ...avaliacao.distribuicao.map((d) => d.total))
  return (
    <ul aria-label="Distribuição das notas" className="flex w-full max-w-xs flex-col gap-1">
      {[...avaliacao.distribuicao].reverse().map((d) => (
        <li key={d.nota} className="flex items-center gap-2 text-xs text-stone-700">
          <span className="w-16 shrink-0">{d.nota === 1 ? '1 estrela' : `${d.nota} estrelas`}</span>
          <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200">
            <span
              className="block h-full rounded-full bg-amber-400"
              style={{ width: `${(d.total / maior) * 100}%` }}
            />
          </span>
          <span className="w-24 shrink-0 text-right">
            <span className="sr-only">: </span>
            {avaliacoes(d.total)}
          </span>
        </li>
      ))}
    </ul>
  )
}

/**
 * The shop's header: photo, name, city, member since, rating with its distribution, sales
 * and the raw material the atelier has taken back.
 */
export function LojaCabecalho({ loja }: { loja: LojaResponse }) {
  usePageTitle(loja.nome)
  const cidade = loja.cidade ? (loja.uf ? `${loja.cidade}/${loja.uf}` : loja.cidade) : null
  return (
    <section aria-labelledby="loja-nome" className="mb-6 flex flex-col gap-4">
      <div className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:flex-row md:items-start md:justify-between md:p-6">
        <div className="flex items-start gap-4">
          <Avatar pessoa={loja} {...AVATAR} />
          <div className="flex min-w-0 flex-col gap-1">
            <h1 id="loja-nome" className="text-2xl font-bold break-words text-stone-900 md:text-3xl">
              {loja.nome}
            </h1>
            {cidade && (
              <p className="flex items-center gap-1 text-sm text-stone-700">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {cidade}
              </p>
            )}
            <p className="text-sm text-stone-600">{membroDesde(loja.membro_desde)}</p>
            <p className="flex items-center gap-1 text-sm text-stone-700">
              <ShoppingBag aria-hidden="true" className="size-4 shrink-0" />
              {textoVendas(loja.vendas)}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-2 md:items-end">
          <NotaResumo nota={loja.avaliacao.media} total={loja.avaliacao.total} />
          {loja.avaliacao.total > 0 && <Distribuicao avaliacao={loja.avaliacao} />}
        </div>
      </div>
      <div className="flex flex-col gap-2 rounded-2xl bg-marca-50/60 p-4 md:p-5">
        <h2 className="flex items-center gap-2 text-base font-semibold text-marca-800">
          <Recycle aria-hidden="true" className="size-5" />
          Matéria-prima reaproveitada
        </h2>
        <ListaMateria
          itens={loja.materia_prima}
          vazio="Este ateliê ainda não recebeu matéria-prima em vendas sustentáveis."
        />
      </div>
      <h2 className="text-xl font-semibold text-stone-900">Produtos do ateliê</h2>
    </section>
  )
}
