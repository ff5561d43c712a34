import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { ServerFieldErrors } from '../../lib/form-errors.ts'
import {
  type FailureResult,
  type ResultState,
  successResult,
  useRedirectAfterSuccess,
} from '../ui/result-dialog.tsx'

/** What a create or edit form gets from its page's save (`form` below). */
export interface SaveFormProps {
  pending: boolean
  /** Saved: the form stays disabled until the redirect. */
  done: boolean
  /** The server's per-field messages of the last failed submit. */
  serverErrors?: ServerFieldErrors
}

/**
 * What a create or edit page does with its save (docs/product/README.md): the success modal, then the
 * list after `redirectMs`; or the error modal and the server's per-field messages for the form.
 */
export function useSaveResult(
  mutation: { isPending: boolean; isSuccess: boolean },
  list: string,
  redirectMs?: number,
) {
  const navigate = useNavigate()
  const [result, setResult] = useState<ResultState | null>(null)
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>()
  useRedirectAfterSuccess(mutation.isSuccess, list, redirectMs)
  return {
    result,
    setResult,
    setServerErrors,
    succeeded: (message: string) => setResult(successResult(message)),
    failed: (failure: FailureResult) => {
      setResult(failure.result)
      setServerErrors(failure.erros)
    },
    /** The result modal's close: to the list once saved, else back to the form. */
    close: () => (mutation.isSuccess ? navigate(list) : setResult(null)),
    /** The form's props: busy while saving, disabled once saved, the server's messages. */
    form: { pending: mutation.isPending, done: mutation.isSuccess, serverErrors } satisfies SaveFormProps,
  }
}

export type SaveResult = ReturnType<typeof useSaveResult>
