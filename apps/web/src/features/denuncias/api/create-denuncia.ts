import type { DenunciaCreate, DenunciaResponse } from '@recria/domain/denuncia'
import type { z } from '@recria/domain/zod'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** POST /denuncias `{ motivo, descricao, id_anuncio }`, signed-in users only. */
export function createDenuncia(dados: DenunciaCreate) {
  return api<z.infer<typeof DenunciaResponse>>('/denuncias', { method: 'POST', json: dados })
}

export function useCreateDenuncia() {
  return useMutation({ mutationFn: createDenuncia })
}
