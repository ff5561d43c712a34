import type { Notificacao } from '@recria/domain/notificacao'
import { Dialog as RadixDialog } from 'radix-ui'
import { lazy, Suspense } from 'react'
import { Backdrop } from '../../components/ui/backdrop.tsx'
import { ModalHeader } from '../../components/ui/modal.tsx'
import { PageLoading } from '../../components/ui/spinner.tsx'
import { useReturnFocus } from '../../components/ui/use-return-focus.ts'
import { useAbrirNotificacao } from './use-abrir-notificacao.ts'

// Search, tabs and lists load the first time the panel opens, not with every page.
const NotificacoesConteudo = lazy(
  () => import('../../features/notificacoes/components/notificacoes-conteudo.tsx'),
)

interface NotificationsPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  idUsuario: number | undefined
  /** The stream is down: the open lists poll. */
  poll: boolean
}

/** Full screen below 768 px, a panel under the bell above (docs/product/notificacoes.md). */
export function NotificationsPanel({ open, onOpenChange, idUsuario, poll }: NotificationsPanelProps) {
  const returnFocus = useReturnFocus()
  const abrirPedido = useAbrirNotificacao()
  const abrir = (n: Notificacao) => {
    onOpenChange(false)
    abrirPedido(n)
  }

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Backdrop className="md:bg-stone-950/20" />
        <RadixDialog.Content
          {...returnFocus}
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-white focus:outline-none md:inset-auto md:top-18 md:right-4 md:h-[min(36rem,calc(100dvh-6rem))] md:w-[26rem] md:rounded-xl md:border md:border-stone-200 md:shadow-xl"
        >
          <ModalHeader
            title="Notificações"
            className="flex h-16 shrink-0 items-center justify-between border-b border-stone-200 px-4"
            closeLabel="Fechar notificações"
          />
          {idUsuario !== undefined && (
            <Suspense fallback={<PageLoading label="Carregando notificações..." />}>
              <NotificacoesConteudo idUsuario={idUsuario} poll={poll} onAbrir={abrir} />
            </Suspense>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
