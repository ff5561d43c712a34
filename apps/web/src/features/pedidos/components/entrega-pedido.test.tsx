import type { PedidoDetalheResponse } from '@recria/domain/pedidos-consulta'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EntregaPedido } from './entrega-pedido.tsx'

const RETIRADA = {
  endereco: {
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    complemento: 'Loja 2',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
  },
  horario: 'Segunda a sexta, das 9h às 18h',
}

const pedido = (
  entrega: PedidoDetalheResponse['entrega'],
  valor_total = 35,
  dados_privados: PedidoDetalheResponse['dados_privados'] = 'visiveis',
) =>
  ({ id_pedido: 12, valor_total, endereco_entrega: null, entrega, dados_privados }) as PedidoDetalheResponse

describe("the order's 'Entrega' section", () => {
  it('shipping: mode, time, the fee in the money summary and the tracking code with its carrier', () => {
    render(
      <EntregaPedido
        lado="comprador"
        pedido={pedido({
          modo: 'envio',
          taxa: 25,
          prazo_dias: 3,
          retirada: null,
          acompanhamento: { modo: 'envio', codigo_rastreio: 'AB123456789BR', transportadora: 'Correios' },
        })}
      />,
    )
    const secao = screen.getByRole('region', { name: 'Entrega' })
    const texto = secao.textContent ?? ''
    expect(texto).toContain('Envio pelos Correios/transportadora')
    expect(texto).toContain('Postagem em até 3 dias')
    expect(texto).toContain('ItensR$\u00a010,00')
    expect(texto).toContain('EntregaR$\u00a025,00')
    expect(texto).toContain('TotalR$\u00a035,00')
    expect(texto).toContain('AB123456789BR (Correios)')
  })

  it('pickup: free, and the place only once the API gives it (after payment)', () => {
    const { rerender } = render(
      <EntregaPedido
        lado="comprador"
        pedido={pedido(
          { modo: 'retirada', taxa: 0, prazo_dias: null, retirada: null, acompanhamento: null },
          10,
          'aguardando_pagamento',
        )}
      />,
    )
    expect(screen.getByText('Grátis')).toBeTruthy()
    expect(
      screen.getByText('O endereço de retirada aparece aqui assim que o pagamento for aprovado.'),
    ).toBeTruthy()
    rerender(
      <EntregaPedido
        lado="comprador"
        pedido={pedido(
          {
            modo: 'retirada',
            taxa: 0,
            prazo_dias: null,
            retirada: RETIRADA,
            acompanhamento: { modo: 'retirada', instrucoes: 'Retire na recepção com o número do pedido' },
          },
          10,
        )}
      />,
    )
    const texto = screen.getByRole('region', { name: 'Entrega' }).textContent ?? ''
    expect(texto).toContain('Avenida Paulista, 1000 - Loja 2')
    expect(texto).toContain('CEP 01310-100')
    expect(texto).toContain('Horário: Segunda a sexta, das 9h às 18h')
    expect(texto).toContain('Retire na recepção com o número do pedido')
  })

  it('an ended order says the pickup place and the delivery address are no longer shown', () => {
    const { rerender } = render(
      <EntregaPedido
        lado="comprador"
        pedido={pedido(
          { modo: 'retirada', taxa: 0, prazo_dias: null, retirada: null, acompanhamento: null },
          10,
          'encerrados',
        )}
      />,
    )
    expect(
      screen.getByText(
        'O endereço de retirada não é mais exibido porque o pedido foi cancelado ou reembolsado.',
      ),
    ).toBeTruthy()
    rerender(
      <EntregaPedido
        lado="vendedor"
        pedido={pedido(
          { modo: 'envio', taxa: 25, prazo_dias: 3, retirada: null, acompanhamento: null },
          35,
          'encerrados',
        )}
      />,
    )
    const endereco = screen.getByRole('region', { name: 'Endereço de entrega' }).textContent ?? ''
    expect(endereco).toContain(
      'O endereço de entrega não é mais exibido porque o pedido foi cancelado ou reembolsado.',
    )
  })
})
