import { describe, expect, it } from 'vitest'
import { DADOS_PRIVADOS_MSG, visibilidadeDadosPrivados } from './dados-privados.ts'
import { STATUS_PEDIDO, type StatusPedido } from './pedido.ts'

const ESPERADO: Record<StatusPedido, string> = {
  pagamento_pendente: 'aguardando_pagamento',
  pagamento_aprovado: 'visiveis',
  confirmado: 'visiveis',
  em_preparacao: 'visiveis',
  pronto_para_entrega: 'visiveis',
  entregue: 'visiveis',
  cancelado: 'encerrados',
  reembolsado: 'encerrados',
}

describe('visibilidadeDadosPrivados', () => {
  it.each(STATUS_PEDIDO)('%s with its payment approved', (status) => {
    const s = { status_pedido: status, data_reembolso: null, status_pagamento: 'approved' }
    expect(visibilidadeDadosPrivados(s)).toBe(ESPERADO[status])
  })

  it('a cancelled order stays hidden whether or not it was paid or refunded yet', () => {
    for (const status_pagamento of [null, 'approved', 'refunded', 'pending'])
      for (const data_reembolso of [null, new Date()])
        expect(
          visibilidadeDadosPrivados({ status_pedido: 'cancelado', data_reembolso, status_pagamento }),
        ).toBe('encerrados')
  })

  it('a payment given back in full or charged back ends an active order; mediation and partial refunds keep it', () => {
    const ativo = (status_pagamento: string | null) =>
      visibilidadeDadosPrivados({ status_pedido: 'entregue', data_reembolso: null, status_pagamento })
    expect(ativo('refunded')).toBe('encerrados')
    expect(ativo('charged_back')).toBe('encerrados')
    expect(ativo('in_mediation')).toBe('visiveis')
    expect(ativo('approved')).toBe('visiveis')
    expect(ativo(null)).toBe('visiveis')
  })

  it('an order stamped refunded is ended whatever its status says', () => {
    expect(
      visibilidadeDadosPrivados({
        status_pedido: 'confirmado',
        data_reembolso: '2026-01-01T00:00:00.000Z',
        status_pagamento: 'approved',
      }),
    ).toBe('encerrados')
  })

  it('says why in Portuguese', () => {
    expect(DADOS_PRIVADOS_MSG.aguardando_pagamento('O telefone')).toBe(
      'O telefone aparece aqui assim que o pagamento for aprovado.',
    )
    expect(DADOS_PRIVADOS_MSG.encerrados('O endereço de retirada')).toBe(
      'O endereço de retirada não é mais exibido porque o pedido foi cancelado ou reembolsado.',
    )
  })
})
