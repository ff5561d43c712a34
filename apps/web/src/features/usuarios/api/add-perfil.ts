import type { Perfil, Usuario } from '@recria/domain/usuario'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export function addPerfil({ id, perfil }: { id: number; perfil: Perfil }) {
  return api<Usuario>(`/usuarios/${id}/perfil`, { method: 'POST', json: { perfil } })
}

export function useAddPerfil() {
  return useMutation({ mutationFn: addPerfil })
}
