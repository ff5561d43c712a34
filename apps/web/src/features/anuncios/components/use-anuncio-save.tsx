import { useState } from 'react'
import { useSaveResult } from '../../../components/formulario/use-save-result.ts'
import type { AnuncioFailure } from './anuncio-result.ts'
import { MercadoPagoErrorDialog } from './mercadopago-error-dialog.tsx'

/**
 * A listing's save, as useSaveResult, except that a refusal naming Mercado Pago opens its own modal
 * (with the way to the profile), and one for lack of a delivery mode a modal with the way to the
 * delivery settings, instead of the error one.
 */
export function useAnuncioSave(mutation: { isPending: boolean; isSuccess: boolean }, redirectMs: number) {
  const save = useSaveResult(mutation, '/anuncios', redirectMs)
  const [mercadoPagoError, setMercadoPagoError] = useState<string | null>(null)
  const [entregaError, setEntregaError] = useState<string | null>(null)
  return {
    ...save,
    failed: (failure: AnuncioFailure) => {
      if (failure.mercadoPago) setMercadoPagoError(failure.result.message)
      else if (failure.entrega) setEntregaError(failure.result.message)
      else save.setResult(failure.result)
      save.setServerErrors(failure.erros)
    },
    dialogs: (
      <>
        <MercadoPagoErrorDialog message={mercadoPagoError} onClose={() => setMercadoPagoError(null)} />
        <MercadoPagoErrorDialog
          message={entregaError}
          onClose={() => setEntregaError(null)}
          link={{ to: '/entrega', texto: 'Configurar formas de entrega' }}
        />
      </>
    ),
  }
}
