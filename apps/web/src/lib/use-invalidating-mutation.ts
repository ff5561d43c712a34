import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'

/**
 * A write that, once the server has it, refreshes every query under the given keys (a key
 * refreshes every query it begins). The mutation settles after them, so a page that reacts to
 * its success already reads the new lists.
 */
export function useInvalidatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  ...keys: readonly QueryKey[]
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  })
}
