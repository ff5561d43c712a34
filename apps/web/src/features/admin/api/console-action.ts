import { api } from '../../../lib/api.ts'
import { adminKeys } from '../../../lib/query-keys.ts'
import { useSettledMutation } from '../../../lib/use-settled-mutation.ts'

/** POST {…, motivo (trimmed)} to an operator action's path. */
export function postComMotivo<T>(path: string, motivo: string, corpo: object = {}) {
  return api<T>(path, { method: 'POST', json: { ...corpo, motivo: motivo.trim() } })
}

/** Every operator action refreshes the whole console (its lists change, the audit log gains a line). */
export function useConsoleAction<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) {
  return useSettledMutation(mutationFn, adminKeys.all)
}
