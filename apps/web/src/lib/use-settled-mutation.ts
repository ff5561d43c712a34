import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'

/**
 * A write that, once it has settled (succeeded or failed), refreshes every query under the key
 * (fixed, or read from the write's variables); the mutation settles after them. `onSuccess` runs
 * first, to put the server's answer in the cache.
 */
export function useSettledMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  key: QueryKey | ((variables: TVariables) => QueryKey),
  onSuccess?: (data: TData) => unknown,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess,
    onSettled: (_data, _error, variables) =>
      queryClient.invalidateQueries({ queryKey: typeof key === 'function' ? key(variables) : key }),
  })
}
