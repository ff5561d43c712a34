import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api.ts'
import { createFailure, updateFailure } from './anuncio-result.ts'

const recusa = (mensagem: string) => new ApiError(422, { mensagem })

describe('a listing refused for lack of a delivery mode', () => {
  it('points to the delivery settings, not to Mercado Pago, on create and on update', () => {
    const mensagem = 'Configure pelo menos uma forma de entrega antes de publicar um anúncio.'
    expect(createFailure(recusa(mensagem))).toMatchObject({
      result: { message: mensagem },
      entrega: true,
      mercadoPago: false,
    })
    expect(updateFailure(recusa(mensagem))).toMatchObject({
      result: { message: `Erro: ${mensagem}` },
      entrega: true,
    })
    expect(createFailure(recusa('Conecte sua conta do Mercado Pago para publicar anúncios.'))).toMatchObject({
      entrega: false,
      mercadoPago: true,
    })
  })
})
