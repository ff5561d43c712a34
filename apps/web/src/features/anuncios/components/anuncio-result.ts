import { ANUNCIO_MSG } from '@recria/domain/anuncio'
import type { ResultState } from '../../../components/ui/result-dialog.tsx'
import { ApiError } from '../../../lib/api.ts'

/** docs/product/anuncios.md: the success modal shows this long before going to /anuncios. */
export const REDIRECT_CRIADO_MS = 1800
export const REDIRECT_ATUALIZADO_MS = 1500

export interface AnuncioFailure {
  result: ResultState
  erros: Partial<Record<string, string>>
  /** The message names the payment provider: the modal offers the way to the profile. */
  mercadoPago: boolean
  /** No active delivery mode: the modal offers the way to the delivery settings ('/entrega'). */
  entrega: boolean
}

/** The server's reason when it refused the request (4xx); a crash or a lost connection gives none. */
function serverMensagem(error: unknown): string | null {
  return error instanceof ApiError && error.status < 500 ? error.body.mensagem : null
}

function failure(error: unknown, message: string): AnuncioFailure {
  const erros = error instanceof ApiError && error.status < 500 ? { ...error.body.erros } : {}
  return {
    result: { type: 'error', title: 'Erro', message },
    erros,
    mercadoPago: /mercado\s*pago/i.test(message),
    entrega: message.includes(ANUNCIO_MSG.semEntrega),
  }
}

/** docs/product/anuncios.md: the server's mensagem, or 'Erro ao criar anúncio. Verifique os dados.'. */
export function createFailure(error: unknown): AnuncioFailure {
  return failure(error, serverMensagem(error) ?? 'Erro ao criar anúncio. Verifique os dados.')
}

/** docs/product/anuncios.md: 'Erro: ' plus the server's mensagem, or 'Erro ao atualizar anúncio. Verifique os
 * dados.'. */
export function updateFailure(error: unknown): AnuncioFailure {
  const mensagem = serverMensagem(error)
  return failure(error, mensagem ? `Erro: ${mensagem}` : 'Erro ao atualizar anúncio. Verifique os dados.')
}
