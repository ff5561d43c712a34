import { REDIRECT_MS } from '@recria/domain/constants'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { Dialog as RadixDialog } from 'radix-ui'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '../../lib/api.ts'
import { Backdrop } from './backdrop.tsx'
import { Button } from './button.tsx'

export interface ResultState {
  type: 'success' | 'error'
  title: string
  message: string
  /** A second line, e.g. the server's reason under 'Erro ao excluir matéria-prima.'. */
  detail?: string
}

export interface ResultDialogProps {
  state: ResultState | null
  onClose: () => void
  /**
   * Closes a success by itself after this many ms (the delete message, docs/product/README.md). Errors
   * always wait for 'Fechar'.
   */
  autoCloseMs?: number
  /**
   * Where focus goes on close when what had it is gone (the card just deleted); without it, and
   * with the opener still on the page, focus returns to the opener.
   */
  fallbackFocus?: () => HTMLElement | null
}

const looks = {
  success: { Icon: CircleCheck, icon: 'text-marca-700 bg-marca-50' },
  error: { Icon: CircleAlert, icon: 'text-red-700 bg-red-50' },
}

/**
 * The success and error modals of the back-office forms (docs/product/README.md): a success is closed by
 * the page's redirect or `autoCloseMs`; an error by its 'Fechar' button. A message containing
 * 'Erro' is always shown as an error (docs/product/README.md).
 */
export function ResultDialog({ state, onClose, autoCloseMs, fallbackFocus }: ResultDialogProps) {
  const previous = useRef<HTMLElement | null>(null)
  const type = state && (state.type === 'error' || state.message.includes('Erro') ? 'error' : 'success')

  useEffect(() => {
    if (type !== 'success' || !autoCloseMs) return
    const timer = setTimeout(onClose, autoCloseMs)
    return () => clearTimeout(timer)
  }, [type, autoCloseMs, onClose])

  const look = looks[type ?? 'success']
  return (
    <RadixDialog.Root open={state !== null} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <Backdrop />
        <RadixDialog.Content
          onOpenAutoFocus={() => {
            const active = document.activeElement
            previous.current = active instanceof HTMLElement && active !== document.body ? active : null
          }}
          onCloseAutoFocus={(event) => {
            // Back to what had focus; when it is gone (the card just deleted), to the fallback.
            const target = previous.current?.isConnected ? previous.current : fallbackFocus?.()
            previous.current = null
            if (target) {
              event.preventDefault()
              target.focus()
            }
          }}
          role={type === 'error' ? 'alertdialog' : 'dialog'}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-3 overflow-y-auto rounded-xl bg-white p-6 text-center shadow-xl focus:outline-none"
        >
          <span className={`rounded-full p-3 ${look.icon}`}>
            <look.Icon aria-hidden="true" className="size-8" />
          </span>
          <RadixDialog.Title className="text-lg font-semibold text-stone-900">
            {state?.title}
          </RadixDialog.Title>
          <RadixDialog.Description asChild>
            <div className="flex flex-col gap-2 text-sm">
              <p className="text-stone-800">{state?.message}</p>
              {state?.detail && <p className="text-stone-600">{state.detail}</p>}
            </div>
          </RadixDialog.Description>
          {type === 'error' ? (
            <Button variant="secondary" className="mt-2 w-full sm:w-auto" onClick={onClose}>
              Fechar
            </Button>
          ) : (
            // Keeps focus inside the modal while it waits for the redirect.
            <Button variant="primary" className="mt-2 w-full sm:w-auto" onClick={onClose}>
              OK
            </Button>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/** A success modal with the documented text: `successResult('Matéria-prima cadastrada com sucesso!')`. */
export function successResult(message: string): ResultState {
  return { type: 'success', title: 'Sucesso!', message }
}

export interface FailureResult {
  result: ResultState
  /** The server's per-field messages (`erros`), to set on the fields. */
  erros: Partial<Record<string, string>>
}

/**
 * The error modal of a refused write (docs/product/README.md): the page's own text, e.g. 'Erro ao criar
 * matéria-prima. Verifique os dados.', and under it the server's reason when it refused the request
 * (4xx) and no field already shows it.
 */
export function failureResult(error: unknown, message: string): FailureResult {
  const refused = error instanceof ApiError && error.status < 500
  const erros: Partial<Record<string, string>> = refused ? { ...error.body.erros } : {}
  const reason = refused && Object.keys(erros).length === 0 ? error.body.mensagem : undefined
  return {
    result: { type: 'error', title: 'Erro', message, detail: reason !== message ? reason : undefined },
    erros,
  }
}

/** docs/product/README.md: once saved, the success modal shows for `ms` and the page goes to `to`. */
export function useRedirectAfterSuccess(done: boolean, to: string, ms = REDIRECT_MS) {
  const navigate = useNavigate()
  useEffect(() => {
    if (!done) return
    const timer = setTimeout(() => navigate(to), ms)
    return () => clearTimeout(timer)
  }, [done, to, ms, navigate])
}
