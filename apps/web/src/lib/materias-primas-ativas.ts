import type { MateriaPrima } from '@recria/domain/materia-prima'
import { api } from './api.ts'
import { materiasPrimasKeys } from './query-keys.ts'
import { consultaDoVendedor } from './recurso-api.ts'

/**
 * GET /materias-primas/ativas/usuario/{id}: a plain array, the choices of the conversion and product
 * forms (two features, hence here). Under the raw materials' root key, so their changes refresh it.
 */
export const { useConsulta: useMateriasPrimasAtivas } = consultaDoVendedor(
  materiasPrimasKeys.ativas,
  (idUsuario) => api<MateriaPrima[]>(`/materias-primas/ativas/usuario/${idUsuario}`),
)
