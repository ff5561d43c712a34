import { TOAST_MS } from '@recria/domain/constants'
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react'
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react'

export type ToastType = 'success' | 'error' | 'info'

interface ToastItem {
  id: number
  message: string
  type: ToastType
}

interface ToastApi {
  /** Shown for TOAST_MS (3 s) unless `durationMs` says otherwise (the refund answer's 5 s). */
  toast(message: string, type?: ToastType, durationMs?: number): void
}

const ToastContext = createContext<ToastApi | null>(null)

const styles: Record<ToastType, string> = {
  success: 'border-marca-600 bg-marca-50 text-marca-800',
  error: 'border-red-600 bg-red-50 text-red-800',
  info: 'border-sky-600 bg-sky-50 text-sky-900',
}
const icons = { success: CircleCheck, error: CircleAlert, info: Info }

/** Any message containing 'Erro' is shown as an error, whatever type the caller passed
 * (docs/product/README.md). */
function typeOf(message: string, type: ToastType) {
  return message.includes('Erro') ? 'error' : type
}

/**
 * For modals' `onInteractOutside`: the toasts sit above every modal but outside it, so a click on
 * one (its close button, say) must not count as a click outside that closes the drawer under it.
 */
export function ignoreToastClicks(event: Event) {
  if (event.target instanceof Element && event.target.closest('[data-toast-region]')) event.preventDefault()
}

/** On a phone the toasts sit at the top, never over a sticky footer's primary action; bottom right on a desktop. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([])
  const nextId = useRef(0)

  const dismiss = useCallback((id: number) => setItems((list) => list.filter((t) => t.id !== id)), [])

  const toast = useCallback(
    (message: string, type: ToastType = 'success', durationMs: number = TOAST_MS) => {
      nextId.current += 1
      const id = nextId.current
      setItems((list) => [...list, { id, message, type: typeOf(message, type) }])
      window.setTimeout(() => dismiss(id), durationMs)
    },
    [dismiss],
  )

  const api = useMemo(() => ({ toast }), [toast])

  return (
    <ToastContext value={api}>
      {children}
      <div
        role="status"
        aria-live="polite"
        data-toast-region=""
        className="pointer-events-none fixed top-3 right-4 left-4 z-[60] flex flex-col items-end gap-2 md:top-auto md:bottom-4 md:left-auto md:w-96"
      >
        {items.map((item) => {
          const Icon = icons[item.type]
          return (
            <div
              key={item.id}
              className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border-l-4 p-4 text-sm shadow-lg ${styles[item.type]}`}
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <p className="flex-1">{item.message}</p>
              <button
                type="button"
                onClick={() => dismiss(item.id)}
                aria-label="Fechar aviso"
                className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          )
        })}
      </div>
    </ToastContext>
  )
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast must be used inside ToastProvider')
  return api
}
