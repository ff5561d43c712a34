import { Store } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { CatalogoSkeleton } from './catalogo-skeleton.tsx'

const bloco = 'animate-pulse rounded bg-stone-200 motion-reduce:animate-none'

/** Grey blocks in the shape of the header and the first cards while the shop loads. */
export function LojaSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <div role="status" className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-4 md:p-6">
        <span className="sr-only">Carregando loja...</span>
        <div aria-hidden="true" className={`${bloco} size-16 shrink-0 rounded-full md:size-20`} />
        <div aria-hidden="true" className="flex flex-1 flex-col gap-2">
          <div className={`${bloco} h-7 w-2/3 max-w-xs`} />
          <div className={`${bloco} h-4 w-1/3 max-w-40`} />
          <div className={`${bloco} h-4 w-1/2 max-w-56`} />
        </div>
      </div>
      <CatalogoSkeleton quantidade={4} />
    </div>
  )
}

const verProdutos =
  'inline-flex h-11 items-center justify-center rounded-lg bg-marca-700 px-4 text-sm font-medium text-white hover:bg-marca-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-marca-700'

/** The shop's page when it cannot show the shop: its title, the reason and what to do. */
function LojaEstado(props: { pagina: string; titulo: string; descricao: string; acao: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title={props.pagina} />
      <EmptyState
        icon={<Store aria-hidden="true" className="size-10 text-stone-400" />}
        title={props.titulo}
        description={props.descricao}
        action={props.acao}
      />
    </div>
  )
}

/** 'Loja não encontrada.': an unknown id, a user who does not sell, or a shop not open now. */
export function LojaNaoEncontrada() {
  const outros = (
    <Link to="/" className={verProdutos}>
      Ver outros produtos
    </Link>
  )
  return (
    <LojaEstado
      pagina="Loja não encontrada"
      titulo="Loja não encontrada."
      descricao="O endereço pode estar errado, ou a loja não está disponível no momento."
      acao={outros}
    />
  )
}

export function LojaErro({ onTentar }: { onTentar: () => void }) {
  return (
    <LojaEstado
      pagina="Loja"
      titulo="Não foi possível carregar a loja."
      descricao="Verifique sua conexão e tente novamente."
      acao={<Button onClick={onTentar}>Tentar novamente</Button>}
    />
  )
}
