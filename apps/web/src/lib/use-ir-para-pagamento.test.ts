import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest'
import { api } from './api.ts'
import { urlsDeRetorno } from './checkout.ts'
import { useIrParaPagamento } from './use-ir-para-pagamento.ts'

type Links = { init_point?: string | null; sandbox_init_point?: string | null }

const LINK = 'https://mp.test/checkout/v1/redirect?pref_id=123'
const SANDBOX = 'https://sandbox.mp.test/checkout/v1/redirect?pref_id=123'

/** An order's payment link as the pay button asks for it: POST, the return pages, the links under `data`. */
const pedirLinkDoPedido = () =>
  api<{ data: Links }>('/mercadopago/checkout/pedido/12', { method: 'POST', json: urlsDeRetorno() }).then(
    (resposta) => resposta.data,
  )

const respostaJson = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('useIrParaPagamento', () => {
  let assign: Mock<(url: string | URL) => void>
  beforeEach(() => {
    assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
  })

  it("asks for the order's link and sends the browser there, staying busy while the page leaves", async () => {
    const fetch = vi.fn(async () =>
      respostaJson(200, { data: { init_point: LINK, sandbox_init_point: SANDBOX } }),
    )
    vi.stubGlobal('fetch', fetch)
    const { result } = renderHook(() => useIrParaPagamento())
    await act(() => result.current.ir(pedirLinkDoPedido))
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/mercadopago/checkout/pedido/12')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({
      success_url: 'http://localhost:3000/pagamento/sucesso',
      failure_url: 'http://localhost:3000/pagamento/falha',
      pending_url: 'http://localhost:3000/pagamento/pendente',
    })
    expect(assign).toHaveBeenCalledExactlyOnceWith(LINK)
    expect(result.current).toMatchObject({ enviando: true, erro: null })
  })

  it('follows the sandbox link when init_point is missing', async () => {
    const { result } = renderHook(() => useIrParaPagamento())
    await act(() => result.current.ir(async () => ({ init_point: null, sandbox_init_point: SANDBOX })))
    expect(assign).toHaveBeenCalledExactlyOnceWith(SANDBOX)
  })

  it("says 'Link de pagamento não encontrado.' when no link came back, and can be tried again", async () => {
    const { result } = renderHook(() => useIrParaPagamento())
    await act(() => result.current.ir(async () => ({ init_point: '', sandbox_init_point: null })))
    expect(assign).not.toHaveBeenCalled()
    expect(result.current).toMatchObject({ enviando: false, erro: 'Link de pagamento não encontrado.' })
    await act(() => result.current.ir(async () => undefined, 'Nenhum pedido para pagar.'))
    expect(result.current.erro).toBe('Nenhum pedido para pagar.')
    await act(() => result.current.ir(async () => ({ init_point: LINK })))
    expect(assign).toHaveBeenCalledExactlyOnceWith(LINK)
    expect(result.current).toMatchObject({ enviando: true, erro: null })
  })

  it("shows the server's reason when it refused the payment", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respostaJson(409, { mensagem: 'Este pedido não está aguardando pagamento.' })),
    )
    const { result } = renderHook(() => useIrParaPagamento())
    await act(() => result.current.ir(pedirLinkDoPedido))
    expect(assign).not.toHaveBeenCalled()
    expect(result.current).toMatchObject({
      enviando: false,
      erro: 'Este pedido não está aguardando pagamento.',
    })
  })

  it("says 'Erro ao processar pagamento. Tente novamente.' on a server failure or a lost connection", async () => {
    const falhas = [
      async () => new Response('<html>Bad Gateway</html>', { status: 502 }),
      async () => respostaJson(500, { mensagem: 'Erro interno' }),
      async () => {
        throw new TypeError('Failed to fetch')
      },
    ]
    for (const falha of falhas) {
      vi.stubGlobal('fetch', vi.fn(falha))
      const { result } = renderHook(() => useIrParaPagamento())
      await act(() => result.current.ir(pedirLinkDoPedido))
      expect(result.current).toMatchObject({
        enviando: false,
        erro: 'Erro ao processar pagamento. Tente novamente.',
      })
    }
    expect(assign).not.toHaveBeenCalled()
  })

  it('asks for one link at a time: a second click while the first is on its way sends nothing', async () => {
    let responder: (links: Links) => void = () => {}
    const pedirLink = vi.fn(() => new Promise<Links>((resolve) => (responder = resolve)))
    const { result } = renderHook(() => useIrParaPagamento())
    let primeiro: Promise<void> | undefined
    act(() => {
      primeiro = result.current.ir(pedirLink)
    })
    expect(result.current.enviando).toBe(true)
    await act(() => result.current.ir(pedirLink))
    expect(pedirLink).toHaveBeenCalledOnce()
    await act(async () => {
      responder({ init_point: LINK })
      await primeiro
    })
    expect(assign).toHaveBeenCalledExactlyOnceWith(LINK)
  })

  it('is ready again when the buyer comes back with Back from the provider (back/forward cache)', async () => {
    const { result } = renderHook(() => useIrParaPagamento())
    await act(() => result.current.ir(async () => ({ init_point: LINK })))
    expect(result.current.enviando).toBe(true)
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }))
    })
    expect(result.current).toMatchObject({ enviando: false, erro: null })
    await act(() => result.current.ir(async () => ({ init_point: SANDBOX })))
    expect(assign).toHaveBeenLastCalledWith(SANDBOX)
  })

  it('says the generic text too when a refusal carries no reason', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    )
    const { result } = renderHook(() => useIrParaPagamento())
    await act(() => result.current.ir(pedirLinkDoPedido))
    expect(result.current.erro).toBe('Erro ao processar pagamento. Tente novamente.')
  })
})
