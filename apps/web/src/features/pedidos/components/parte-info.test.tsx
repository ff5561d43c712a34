import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ParteInfo } from './parte-info.tsx'

const parte = (telefone: string | null) => ({ id_usuario: 7, nome: 'Carla Compradora', telefone })

describe("the other party's card", () => {
  it('links the phone while the order shows it', () => {
    render(<ParteInfo titulo="Comprador" parte={parte('31933334444')} dados="visiveis" />)
    expect(screen.getByRole('link', { name: 'Telefone: (31) 93333-4444' }).getAttribute('href')).toBe(
      'tel:+5531933334444',
    )
  })

  it('says why the phone is missing: before the payment, after the order ended, or never given', () => {
    const { rerender } = render(
      <ParteInfo titulo="Comprador" parte={parte(null)} dados="aguardando_pagamento" />,
    )
    expect(screen.getByText('O telefone aparece aqui assim que o pagamento for aprovado.')).toBeTruthy()
    rerender(<ParteInfo titulo="Comprador" parte={parte(null)} dados="encerrados" />)
    expect(
      screen.getByText('O telefone não é mais exibido porque o pedido foi cancelado ou reembolsado.'),
    ).toBeTruthy()
    rerender(<ParteInfo titulo="Comprador" parte={parte(null)} dados="visiveis" />)
    expect(screen.getByText('Telefone não informado')).toBeTruthy()
  })
})
