import { mensagemDoServidor } from '../../../lib/api.ts'

/**
 * What a seller's raw-material action does once answered: the server's message as a toast and the
 * dialog closed, or the server's refusal (else `padrao`) shown in the dialog.
 */
export function aoTerminar(
  toast: (mensagem: string) => void,
  onClose: () => void,
  setErro: (erro: string) => void,
  padrao: string,
) {
  return {
    onSuccess: (res: { mensagem: string }) => {
      toast(res.mensagem)
      onClose()
    },
    onError: (error: unknown) => setErro(mensagemDoServidor(error) ?? padrao),
  }
}
