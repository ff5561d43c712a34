import { relativeTime } from '@recria/domain/format'
import type { Notificacao } from '@recria/domain/notificacao'
import { Check } from 'lucide-react'

interface NotificacaoItemProps {
  notificacao: Notificacao
  onAbrir: (notificacao: Notificacao) => void
  onMarcar: (notificacao: Notificacao) => void
  marcando: boolean
}

/** One notification: the whole text opens it; an unread one also has its own 'mark read' button. */
export function NotificacaoItem({ notificacao: n, onAbrir, onMarcar, marcando }: NotificacaoItemProps) {
  const naoLida = n.status === 'nao_lida'
  return (
    <li
      className={`flex items-start gap-1 rounded-lg border ${
        naoLida ? 'border-marca-600/40 bg-marca-50' : 'border-stone-200 bg-white'
      }`}
    >
      <button
        type="button"
        onClick={() => onAbrir(n)}
        className="flex min-w-0 flex-1 gap-3 rounded-lg p-3 text-left hover:bg-stone-100/60 focus-visible:outline-2 focus-visible:outline-marca-700"
      >
        <span
          aria-hidden="true"
          className={`mt-1.5 size-2 shrink-0 rounded-full ${naoLida ? 'bg-marca-600' : 'bg-transparent'}`}
        />
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className={`text-sm text-stone-900 ${naoLida ? 'font-semibold' : 'font-medium'}`}>
            {naoLida && <span className="sr-only">Não lida: </span>}
            {n.titulo}
          </span>
          <span className="text-sm break-words text-stone-700">{n.mensagem}</span>
          <time dateTime={n.data_criacao} className="text-xs text-stone-600">
            {relativeTime(n.data_criacao)}
          </time>
        </span>
      </button>
      {naoLida && (
        <button
          type="button"
          onClick={(event) => {
            // This button goes once it is read: focus stays on the notification, not lost to the page.
            const abrir = event.currentTarget.previousElementSibling
            if (abrir instanceof HTMLElement) abrir.focus()
            onMarcar(n)
          }}
          disabled={marcando}
          aria-label={`Marcar como lida: ${n.titulo}`}
          title="Marcar como lida"
          className="m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-marca-800 hover:bg-marca-100 focus-visible:outline-2 focus-visible:outline-marca-700 disabled:opacity-50"
        >
          <Check aria-hidden="true" className="size-5" />
        </button>
      )}
    </li>
  )
}
