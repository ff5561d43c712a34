import { describe, expect, it, vi } from 'vitest'
import { irParaPagamento, primeiroLink, urlsDeRetorno } from './checkout.ts'

describe('checkout helpers', () => {
  // docs/product/carrinho-e-checkout.md
  it('sends Mercado Pago back to the result pages on the origin the buyer is using', () => {
    expect(urlsDeRetorno()).toEqual({
      success_url: 'http://localhost:3000/pagamento/sucesso',
      failure_url: 'http://localhost:3000/pagamento/falha',
      pending_url: 'http://localhost:3000/pagamento/pendente',
    })
  })

  it('follows init_point first, then the sandbox link, skipping missing and blank ones', () => {
    expect(primeiroLink('https://mp.test/checkout', 'https://sandbox.mp.test/checkout')).toBe(
      'https://mp.test/checkout',
    )
    expect(primeiroLink(null, 'https://sandbox.mp.test/checkout')).toBe('https://sandbox.mp.test/checkout')
    expect(primeiroLink('  ', undefined, 'https://sandbox.mp.test/checkout')).toBe(
      'https://sandbox.mp.test/checkout',
    )
    expect(primeiroLink(undefined, '', null)).toBeNull()
    expect(primeiroLink()).toBeNull()
  })

  it("leaves for the provider's page with a real navigation", () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    irParaPagamento('https://mp.test/checkout?pref=1')
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://mp.test/checkout?pref=1')
  })
})
