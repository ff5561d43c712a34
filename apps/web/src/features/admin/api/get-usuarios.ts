import type { UsuariosAdminPagina } from '@recria/domain/operador-usuarios'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { buildListQuery } from '../../../lib/list-params.ts'
import { adminKeys } from '../../../lib/query-keys.ts'

export interface UsuariosParams {
  page: number
  busca: string
}

/** GET /admin/usuarios?page&limit&busca: by name, e-mail or document (with or without its mask), newest first. */
export function useUsuariosAdmin({ page, busca }: UsuariosParams) {
  return useQuery({
    queryKey: adminKeys.area('usuarios', { page, busca }),
    queryFn: () => api<UsuariosAdminPagina>(`/admin/usuarios${buildListQuery(page, { busca })}`),
    placeholderData: keepPreviousData,
  })
}
