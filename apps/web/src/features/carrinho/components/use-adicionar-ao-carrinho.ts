import type { FormaPagamento } from '@recria/domain/anuncio-forma'
import { useRef, useState } from 'react'
import { useToast } from '../../../components/ui/toast.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { useAddItemCarrinho } from '../api/add-item-carrinho.ts'
import { CARRINHO_TEXTOS } from './carrinho-textos.ts'

export interface Envio {
  idAnuncio: number
  forma: FormaPagamento
}

/**
 * 'Adicionar ao Carrinho' once the payment form is known (docs/product/carrinho-e-checkout.md): one unit,
 * then the success toast, or the server's reason (own listing, no longer buyable, a seller-only account),
 * else `erroTexto` (the page's own text: the catalogue's and the listing page's differ in
 * docs/product/catalogo.md).
 * `enviando` names the listing and form on their way.
 */
export function useAdicionarAoCarrinho(erroTexto: string = CARRINHO_TEXTOS.erroAdicionar) {
  const { user } = useAuth()
  const { toast } = useToast()
  const add = useAddItemCarrinho()
  const [enviando, setEnviando] = useState<Envio | null>(null)
  // A second click before React re-renders must not add a second unit.
  const emCurso = useRef(false)

  const adicionar = async (envio: Envio) => {
    if (!user || emCurso.current) return false
    emCurso.current = true
    setEnviando(envio)
    try {
      await add.mutateAsync({
        id_usuario_comprador: user.id_usuario,
        id_anuncio: envio.idAnuncio,
        quantidade: 1,
        forma_pagamento_selecionada: envio.forma,
      })
      toast(CARRINHO_TEXTOS.adicionado, 'success')
      return true
    } catch (error) {
      toast(mensagemDoServidor(error) ?? erroTexto, 'error')
      return false
    } finally {
      emCurso.current = false
      setEnviando(null)
    }
  }

  return { adicionar, enviando }
}
