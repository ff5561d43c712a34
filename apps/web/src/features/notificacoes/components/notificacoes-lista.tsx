import type { Notificacao } from '@recria/domain/notificacao'
import { NOTIFICACAO_MSG } from '@recria/domain/notificacao'
import { BellOff, CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import type { AbaNotificacoes } from '../api/get-notificacoes.ts'
import { useNotificacoes } from '../api/get-notificacoes.ts'
import { NotificacaoItem } from './notificacao-item.tsx'

const vazio: Record<AbaNotificacoes, string> = {
  todas: NOTIFICACAO_MSG.nenhuma,
  'nao-lidas': NOTIFICACAO_MSG.nenhumaNaoLida,
  lidas: NOTIFICACAO_MSG.nenhumaLida,
}
const erro: Record<AbaNotificacoes, string> = {
  todas: NOTIFICACAO_MSG.erroCarregar,
  'nao-lidas': NOTIFICACAO_MSG.erroCarregarNaoLidas,
  lidas: NOTIFICACAO_MSG.erroCarregarLidas,
}

interface NotificacoesListaProps {
  idUsuario: number
  aba: AbaNotificacoes
  busca: string
  poll: boolean
  onAbrir: (notificacao: Notificacao) => void
  onMarcar: (notificacao: Notificacao) => void
  marcando: number | undefined
}

function Aviso({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center text-stone-600">
      {icon}
      {children}
    </div>
  )
}

/** One tab's list (docs/product/notificacoes.md): loading, its own error and empty texts, 'Carregar mais'. */
export function NotificacoesLista({ idUsuario, aba, busca, poll, ...acoes }: NotificacoesListaProps) {
  const query = useNotificacoes(idUsuario, aba, busca, poll)
  if (query.isPending) {
    return (
      <div role="status" className="flex justify-center py-12 text-marca-700">
        <Spinner className="size-6" />
        <span className="sr-only">Carregando notificações...</span>
      </div>
    )
  }
  if (query.isError) {
    return (
      <Aviso icon={<CircleAlert aria-hidden="true" className="size-10 text-red-300" />}>
        <p role="alert">{erro[aba]}</p>
        <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
          Tentar novamente
        </Button>
      </Aviso>
    )
  }
  const itens = query.data.pages.flatMap((p) => p.itens)
  if (itens.length === 0) {
    return (
      <Aviso icon={<BellOff aria-hidden="true" className="size-10 text-stone-300" />}>
        <p>{busca ? NOTIFICACAO_MSG.nenhumaEncontrada : vazio[aba]}</p>
      </Aviso>
    )
  }
  return (
    <>
      <ul className="flex flex-col gap-2">
        {itens.map((n) => (
          <NotificacaoItem
            key={n.id_notificacao}
            notificacao={n}
            onAbrir={acoes.onAbrir}
            onMarcar={acoes.onMarcar}
            marcando={acoes.marcando === n.id_notificacao}
          />
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-3 flex justify-center">
          <Button
            variant="secondary"
            size="sm"
            loading={query.isFetchingNextPage}
            onClick={() => query.fetchNextPage()}
          >
            Carregar mais
          </Button>
        </div>
      )}
    </>
  )
}
