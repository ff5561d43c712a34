import { type UsuarioDados, usuarioDadosArquivo } from '@recria/domain/usuario-dados'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** LGPD, art. 18: everything Recria holds about the user, saved as a JSON file. */
export async function baixarDados(id: number) {
  const dados = await api<UsuarioDados>(`/usuarios/${id}/dados`)
  const blob = new Blob([JSON.stringify(dados, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = usuarioDadosArquivo(id)
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export function useBaixarDados() {
  return useMutation({ mutationFn: baixarDados })
}
