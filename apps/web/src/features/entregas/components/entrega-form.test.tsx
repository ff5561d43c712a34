import type { EntregaVendedor } from '@recria/domain/entrega'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { EntregaForm } from './entrega-form.tsx'

const NADA: EntregaVendedor = {
  retirada: { ativa: false, endereco: null, horario: null },
  entrega_local: { ativa: false, taxa: null, cidades: [], prazo_dias: null },
  envio: {
    ativa: false,
    taxas: { norte: null, nordeste: null, centro_oeste: null, sudeste: null, sul: null },
    prazo_postagem_dias: null,
  },
}

function abrir(entrega: EntregaVendedor = NADA) {
  const onSubmit = vi.fn()
  render(<EntregaForm entrega={entrega} onSubmit={onSubmit} pending={false} />)
  return onSubmit
}
const salvar = () => userEvent.click(screen.getByRole('button', { name: 'Salvar formas de entrega' }))

describe('the delivery settings form', () => {
  it('asks for at least one mode before sending anything', async () => {
    const onSubmit = abrir()
    await salvar()
    expect(await screen.findByText('Ative pelo menos uma forma de entrega.')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("shows each field's message on its field and focuses the first one", async () => {
    const onSubmit = abrir()
    await userEvent.click(screen.getByLabelText('Oferecer retirada no local'))
    await userEvent.type(screen.getByLabelText('CEP'), '123')
    await userEvent.click(screen.getByLabelText('Oferecer entrega local'))
    await userEvent.type(screen.getByLabelText('Taxa de entrega (R$)'), '1000,01')
    await salvar()
    expect(await screen.findByText('O CEP deve ter 8 dígitos.')).toBeTruthy()
    expect(
      screen.getByText('O horário de retirada é obrigatório e deve ter ao menos 5 caracteres.'),
    ).toBeTruthy()
    expect(screen.getByText('A taxa deve ser um valor entre 0 e 1000 reais.')).toBeTruthy()
    expect(screen.getByText('O nome da cidade é obrigatório e deve ter ao menos 2 caracteres.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('CEP'))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('masks the CEP and asks shipping for at least one region', async () => {
    abrir()
    await userEvent.click(screen.getByLabelText('Oferecer retirada no local'))
    await userEvent.type(screen.getByLabelText('CEP'), '01310100')
    expect((screen.getByLabelText('CEP') as HTMLInputElement).value).toBe('01310-100')
    await userEvent.click(screen.getByLabelText('Oferecer envio'))
    await userEvent.type(screen.getByLabelText('Prazo de postagem (dias)'), '0')
    await salvar()
    expect(await screen.findByText('Informe a taxa de envio de pelo menos uma região.')).toBeTruthy()
    expect(screen.getByText('O prazo de postagem deve ser um número inteiro de 1 a 30 dias.')).toBeTruthy()
  })

  it("sends local delivery with the fee as typed ('12,50') and the other modes off", async () => {
    const onSubmit = abrir()
    await userEvent.click(screen.getByLabelText('Oferecer entrega local'))
    await userEvent.type(screen.getByLabelText('Taxa de entrega (R$)'), '12,50')
    await userEvent.type(screen.getByLabelText('Prazo de entrega (dias)'), '2')
    await userEvent.type(screen.getByLabelText('Cidade 1'), 'São Paulo')
    await userEvent.selectOptions(screen.getByLabelText('UF 1'), 'SP')
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar cidade' }))
    await userEvent.type(screen.getByLabelText('Cidade 2'), 'Osasco')
    await userEvent.selectOptions(screen.getByLabelText('UF 2'), 'SP')
    await salvar()
    expect(onSubmit).toHaveBeenCalledWith({
      retirada: { ativa: false },
      entrega_local: {
        ativa: true,
        taxa: '12,50',
        cidades: [
          { cidade: 'São Paulo', uf: 'SP' },
          { cidade: 'Osasco', uf: 'SP' },
        ],
        prazo_dias: 2,
      },
      envio: { ativa: false },
    })
  })

  it('shows the saved settings, fees in reais with a comma', () => {
    abrir({
      ...NADA,
      envio: { ativa: true, taxas: { ...NADA.envio.taxas, sul: 15 }, prazo_postagem_dias: 3 },
    })
    expect((screen.getByLabelText('Sul (R$)') as HTMLInputElement).value).toBe('15,00')
    expect((screen.getByLabelText('Norte (R$)') as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText('Prazo de postagem (dias)') as HTMLInputElement).value).toBe('3')
  })
})
