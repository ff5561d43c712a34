import { CHECKOUT_MSG } from '@recria/domain/checkout-msg'
import { useEffect } from 'react'
import { useToast } from '../../../components/ui/toast.tsx'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { useRetorno } from '../api/get-retorno.ts'
import type { Retorno } from './retorno-params.ts'

export type Situacao = 'carregando' | 'visitante' | 'sem-pedido' | 'consultando'

/**
 * Where the order of a result page stands, asked every `intervaloMs` (false: once) for a signed-in
 * buyer and a known order only. `situacao` says why nothing is asked: the session is still being
 * restored, nobody is signed in, or the return named no order.
 */
export function useAcompanharPagamento({ idPedido, paymentId }: Retorno, intervaloMs: number | false) {
  const { status } = useAuth()
  const query = useRetorno(idPedido === null ? null : { idPedido, paymentId }, {
    enabled: status === 'authenticated',
    intervaloMs,
  })
  const falhou = query.isError && query.data === undefined
  const { toast } = useToast()
  // docs/product/carrinho-e-checkout.md: the payment information that could not be loaded is said in a
  // toast, once per failure.
  useEffect(() => {
    if (falhou) toast(CHECKOUT_MSG.erroCarregarPagamento, 'error')
  }, [falhou, toast])
  const situacao: Situacao =
    status === 'loading'
      ? 'carregando'
      : status === 'anonymous'
        ? 'visitante'
        : idPedido === null
          ? 'sem-pedido'
          : 'consultando'
  return {
    situacao,
    retorno: query.data,
    /** Only the server's word makes a page say the payment was approved. */
    aprovado: query.data?.pagamento_aprovado === true,
    /** The question failed or was refused: the page says what it can without an answer. */
    falhou,
  }
}
