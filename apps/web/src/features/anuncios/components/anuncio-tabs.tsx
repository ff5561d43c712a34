import { formatDate } from '@recria/domain/format'
import { Star } from 'lucide-react'
import { Tabs } from 'radix-ui'
import type { ReactNode } from 'react'
import { Estrelas } from '../../../components/ui/estrelas.tsx'
import type { Anuncio } from '../api/anuncio.ts'
import { AVALIACOES_EXEMPLO } from './avaliacoes-exemplo.ts'

const trigger =
  'border-b-2 border-transparent px-2 py-2.5 text-center text-sm md:px-4 font-medium text-stone-600 hover:text-stone-900 ' +
  'data-[state=active]:border-marca-700 data-[state=active]:text-marca-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-marca-700'
const content =
  'pt-4 text-sm leading-relaxed text-stone-700 focus-visible:outline-2 focus-visible:outline-marca-700'

function SemAvaliacoes() {
  return (
    <div className="flex flex-col items-center gap-2 py-6 text-center">
      <Star aria-hidden="true" className="size-8 text-stone-300" />
      <p className="font-medium text-stone-900">Este produto ainda não tem avaliações.</p>
      <p className="text-stone-600">
        As avaliações aparecem aqui depois que os compradores recebem seus pedidos.
      </p>
    </div>
  )
}

function AvaliacoesExemplo() {
  return (
    <>
      <p className="mb-3 text-xs text-stone-500">
        Avaliações de exemplo: os compradores verão aqui as avaliações reais do produto.
      </p>
      <ul className="divide-y divide-stone-100">
        {AVALIACOES_EXEMPLO.map((avaliacao) => (
          <li key={avaliacao.nome} className="flex flex-col gap-1 py-3">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium text-stone-900">{avaliacao.nome}</span>
              <Estrelas valor={avaliacao.nota} className="size-3.5" />
              <span className="text-xs text-stone-500">{formatDate(avaliacao.data)}</span>
            </div>
            <p>{avaliacao.comentario}</p>
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * docs/product/anuncios.md: the listing page's tabs Descrição, Descrição do Produto and Avaliações; the
 * seller's preview shows sample reviews, the buyer page the real ones (the ratings feature's list and
 * form, given by the page).
 */
export function AnuncioTabs({
  anuncio,
  avaliacoes,
}: {
  anuncio: Anuncio
  avaliacoes: 'exemplo' | ReactNode
}) {
  return (
    <Tabs.Root defaultValue="descricao" className="rounded-xl border border-stone-200 bg-white p-4 md:p-6">
      <Tabs.List
        aria-label="Informações do anúncio"
        className="grid grid-cols-3 border-b border-stone-200 md:flex"
      >
        <Tabs.Trigger value="descricao" className={trigger}>
          Descrição
        </Tabs.Trigger>
        <Tabs.Trigger value="produto" className={trigger}>
          Descrição do Produto
        </Tabs.Trigger>
        <Tabs.Trigger value="avaliacoes" className={trigger}>
          Avaliações
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="descricao" className={`${content} whitespace-pre-line`}>
        {anuncio.descricao_anuncio}
      </Tabs.Content>
      <Tabs.Content value="produto" className={content}>
        <p className="whitespace-pre-line">{anuncio.produto.descricao}</p>
        {anuncio.produto.materias_primas.length > 0 && (
          <p className="mt-3">
            <span className="font-medium text-stone-900">Feito com: </span>
            {anuncio.produto.materias_primas.map((m) => m.nome_materia_prima).join(', ')}
          </p>
        )}
      </Tabs.Content>
      <Tabs.Content value="avaliacoes" className={content}>
        {avaliacoes === 'exemplo' ? <AvaliacoesExemplo /> : (avaliacoes ?? <SemAvaliacoes />)}
      </Tabs.Content>
    </Tabs.Root>
  )
}
