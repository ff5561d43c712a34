import { keepPreviousData, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './api.ts'
import { buildListQuery, type Paginated, type ParamValue } from './list-params.ts'
import { useInvalidatingMutation } from './use-invalidating-mutation.ts'

/** The keys of a back-office record, as `query-keys.ts` answers them. */
interface RegistroKeys {
  all: QueryKey
  lista: (idUsuario: number, params: object) => QueryKey
  detalhe: (id: number) => QueryKey
}

interface RecursoConfig {
  /** The area's REST path: `/materias-primas`. */
  path: string
  keys: RegistroKeys
  /** What a write refreshes; the area's own root when unset. */
  refreshes?: readonly QueryKey[]
}

/**
 * The REST calls of a seller's back-office record (docs/api/back-office.md), declared once:
 * GET {path}/{id}, GET {path}/usuario/{id}?page&limit=12&filters, POST {path} and PUT/DELETE {path}/{id}
 * (JSON bodies), each write refreshing `refreshes`. `T` is the record, `P` the list's page and
 * filters, `C` and `U` the create and update bodies.
 */
export function recursoApi<
  T,
  P extends { page: number } & { [K in keyof P]: ParamValue },
  C = never,
  U = never,
>({ path, keys, refreshes = [keys.all] }: RecursoConfig) {
  function detalheQueryOptions(id: number) {
    return queryOptions({
      queryKey: keys.detalhe(id),
      queryFn: () => api<T>(`${path}/${id}`),
      // The edit form (and a listing's preview) starts from what the server has now.
      staleTime: 0,
      retry: false,
    })
  }

  function listaQueryOptions(idUsuario: number, params: P) {
    const { page, ...filters } = params
    return queryOptions({
      queryKey: keys.lista(idUsuario, params),
      queryFn: () => api<Paginated<T>>(`${path}/usuario/${idUsuario}${buildListQuery(page, filters)}`),
      // The cards stay while the next page or filter loads, instead of flashing the spinner.
      placeholderData: keepPreviousData,
    })
  }

  const create = (dados: C) => api<T>(path, { method: 'POST', json: dados })
  const update = ({ id, dados }: { id: number; dados: U }) =>
    api<T>(`${path}/${id}`, { method: 'PUT', json: dados })
  /** `{mensagem}`, or 409 when another record uses it. */
  const remove = (id: number) => api<{ mensagem: string }>(`${path}/${id}`, { method: 'DELETE' })

  return {
    detalheQueryOptions,
    listaQueryOptions,
    useDetalhe(id: number | undefined) {
      return useQuery({ ...detalheQueryOptions(id ?? 0), enabled: id !== undefined })
    },
    useLista(idUsuario: number, params: P) {
      return useQuery(listaQueryOptions(idUsuario, params))
    },
    useCreate() {
      return useInvalidatingMutation(create, ...refreshes)
    },
    useUpdate() {
      return useInvalidatingMutation(update, ...refreshes)
    },
    useDelete() {
      return useInvalidatingMutation(remove, ...refreshes)
    },
  }
}

/**
 * A seller's lookup that is not a page (every active one, the raw materials in use): its query,
 * under the key `queryKey` answers, and the hook that reads it.
 */
export function consultaDoVendedor<T>(
  queryKey: (idUsuario: number) => QueryKey,
  buscar: (idUsuario: number) => Promise<T>,
) {
  const options = (idUsuario: number) =>
    queryOptions({ queryKey: queryKey(idUsuario), queryFn: () => buscar(idUsuario) })
  return {
    queryOptions: options,
    useConsulta(idUsuario: number) {
      return useQuery(options(idUsuario))
    },
  }
}
