import type { EntregaDoPedido } from '@recria/domain/entrega-pedido'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '../../../components/ui/toast.tsx'
import { ControlePedido } from './controle-pedido.tsx'

const respostaJson = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const entrega = (
  modo: EntregaDoPedido['modo'],
  acompanhamento: EntregaDoPedido['acompanhamento'] = null,
) => ({
  modo,
  taxa: modo === 'envio' ? 25 : 0,
  prazo_dias: modo === 'retirada' ? null : 3,
  retirada: null,
  acompanhamento,
})

function abrir(status: 'em_preparacao' | 'pronto_para_entrega', e: EntregaDoPedido | null) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ControlePedido idPedido={12} status={status} idUsuario={7} pago entrega={e} />
      </ToastProvider>
    </QueryClientProvider>,
  )
}

const okPronto = () =>
  respostaJson(200, {
    mensagem: 'Status do pedido atualizado para Pronto para Entrega',
    pedido: { id_pedido: 12, status_pedido: 'pronto_para_entrega' },
  })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("'Confirmar Produto Pronto' with a delivery mode", () => {
  it('opens a named dialog focused on the mode’s field, and checks it before sending anything', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    abrir('em_preparacao', entrega('envio'))
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar Produto Pronto' }))
    const dialog = screen.getByRole('dialog', { name: 'Pedido pronto para entrega' })
    expect(dialog.textContent).toContain('Informe o código de rastreio da postagem')
    expect(document.activeElement).toBe(screen.getByLabelText(/Código de rastreio/))
    await userEvent.type(screen.getByLabelText(/Código de rastreio/), 'AB 1')
    const botoes = screen.getAllByRole('button', { name: 'Confirmar Produto Pronto' })
    await userEvent.click(botoes[botoes.length - 1] as HTMLElement)
    expect(
      await screen.findByText(
        'O código de rastreio é obrigatório e deve ter de 4 a 40 letras, números ou hífens.',
      ),
    ).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('sends the tracking code with the status, then closes', async () => {
    const fetch = vi.fn(async () => okPronto())
    vi.stubGlobal('fetch', fetch)
    abrir('em_preparacao', entrega('envio'))
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar Produto Pronto' }))
    await userEvent.type(screen.getByLabelText(/Código de rastreio/), 'ab123456789br')
    await userEvent.type(screen.getByLabelText('Transportadora (opcional)'), 'Correios')
    const dialog = screen.getByRole('dialog')
    await userEvent.click(
      [...dialog.querySelectorAll('button')].find(
        (b) => b.textContent === 'Confirmar Produto Pronto',
      ) as HTMLElement,
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/pedidos/12/status')
    expect(init.method).toBe('PUT')
    expect(JSON.parse(String(init.body))).toEqual({
      status: 'pronto_para_entrega',
      id_usuario: 7,
      codigo_rastreio: 'ab123456789br',
      transportadora: 'Correios',
    })
  })

  it("shows the server's refusal inside the dialog", async () => {
    const mensagem = 'As informações enviadas não são da forma de entrega deste pedido (Retirada no ateliê).'
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respostaJson(400, { mensagem })),
    )
    abrir('em_preparacao', entrega('retirada'))
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar Produto Pronto' }))
    expect(document.activeElement).toBe(screen.getByLabelText(/Instruções de retirada/))
    await userEvent.type(
      screen.getByLabelText(/Instruções de retirada/),
      'Retire na recepção com o número do pedido',
    )
    const dialog = screen.getByRole('dialog', { name: 'Pedido pronto para entrega' })
    await userEvent.click(
      [...dialog.querySelectorAll('button')].find(
        (b) => b.textContent === 'Confirmar Produto Pronto',
      ) as HTMLElement,
    )
    expect(await screen.findByText(mensagem)).toBeTruthy()
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('an order without a mode moves at once, as before', async () => {
    const fetch = vi.fn(async () => okPronto())
    vi.stubGlobal('fetch', fetch)
    abrir('em_preparacao', null)
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar Produto Pronto' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toEqual({ status: 'pronto_para_entrega', id_usuario: 7 })
  })
})

describe('correcting it while the order is ready', () => {
  it('starts from what was told and sends PUT /pedidos/{id}/entrega', async () => {
    const fetch = vi.fn(async () =>
      respostaJson(200, {
        mensagem: 'Informações de entrega atualizadas com sucesso!',
        pedido: { id_pedido: 12, status_pedido: 'pronto_para_entrega' },
      }),
    )
    vi.stubGlobal('fetch', fetch)
    abrir(
      'pronto_para_entrega',
      entrega('entrega_local', { modo: 'entrega_local', janela: 'Sábado de manhã' }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Corrigir informações de entrega' }))
    screen.getByRole('dialog', { name: 'Corrigir informações de entrega' })
    const janela = screen.getByLabelText(/Janela de entrega/) as HTMLInputElement
    expect(janela.value).toBe('Sábado de manhã')
    await userEvent.clear(janela)
    await userEvent.type(janela, 'Sábado, 28/11, entre 9h e 12h')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar informações' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/pedidos/12/entrega')
    expect(JSON.parse(String(init.body))).toEqual({ id_usuario: 7, janela: 'Sábado, 28/11, entre 9h e 12h' })
    expect(await screen.findByText('Informações de entrega atualizadas com sucesso!')).toBeTruthy()
  })
})
