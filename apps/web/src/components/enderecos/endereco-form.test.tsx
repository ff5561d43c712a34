import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { EnderecoForm } from './endereco-form.tsx'

function abrir(props: Partial<Parameters<typeof EnderecoForm>[0]> = {}) {
  const onSubmit = vi.fn()
  render(<EnderecoForm onSubmit={onSubmit} onCancel={() => {}} pending={false} {...props} />)
  return onSubmit
}

async function preencher() {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Destinatário'), '  Ana Souza ')
  await user.type(screen.getByLabelText('CEP'), '01310100')
  await user.type(screen.getByLabelText('Telefone'), '11912345678')
  await user.type(screen.getByLabelText('Logradouro'), 'Avenida Paulista')
  await user.type(screen.getByLabelText('Número'), 's/n')
  await user.type(screen.getByLabelText('Bairro'), 'Bela Vista')
  await user.type(screen.getByLabelText('Cidade'), 'São Paulo')
  await user.selectOptions(screen.getByLabelText('UF'), 'SP')
  return user
}

describe('the address form', () => {
  it('masks the CEP and the phone as typed and sends digits, trimmed, S/N', async () => {
    const onSubmit = abrir()
    const user = await preencher()
    expect((screen.getByLabelText('CEP') as HTMLInputElement).value).toBe('01310-100')
    expect((screen.getByLabelText('Telefone') as HTMLInputElement).value).toBe('(11) 91234-5678')
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      destinatario: 'Ana Souza',
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: 'S/N',
      complemento: null,
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
      telefone: '11912345678',
      principal: false,
    })
  })

  it('an empty form shows every rule on its field, the first one on top, focused; nothing sent', async () => {
    const onSubmit = abrir()
    await userEvent.click(screen.getByRole('button', { name: 'Salvar endereço' }))
    const mensagem = 'O nome do destinatário é obrigatório e deve ter ao menos 2 caracteres.'
    expect(await screen.findAllByText(mensagem)).toHaveLength(2) // on top and on the field
    for (const texto of [
      'O CEP deve ter 8 dígitos.',
      'O logradouro é obrigatório.',
      'O número é obrigatório (use S/N se não houver).',
      'O bairro é obrigatório.',
      'A cidade é obrigatória.',
      'Selecione uma UF válida.',
      'O telefone deve ter 10 ou 11 dígitos.',
    ])
      expect(screen.getByText(texto)).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Destinatário'))
    expect(screen.getByLabelText('CEP').getAttribute('aria-invalid')).toBe('true')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('a short CEP and phone are refused with their messages', async () => {
    const onSubmit = abrir()
    const user = await preencher()
    await user.clear(screen.getByLabelText('CEP'))
    await user.type(screen.getByLabelText('CEP'), '0131')
    await user.clear(screen.getByLabelText('Telefone'))
    await user.type(screen.getByLabelText('Telefone'), '119123')
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }))
    expect(await screen.findAllByText('O CEP deve ter 8 dígitos.')).toHaveLength(2)
    expect(screen.getByText('O telefone deve ter 10 ou 11 dígitos.')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('edits an address with its masks and the principal flag', async () => {
    const onSubmit = abrir({
      endereco: {
        id_endereco: 3,
        destinatario: 'Carlos Lima',
        cep: '20040020',
        logradouro: 'Rua da Assembleia',
        numero: '10',
        complemento: 'Sala 5',
        bairro: 'Centro',
        cidade: 'Rio de Janeiro',
        uf: 'RJ',
        telefone: '2133334444',
        principal: false,
        criado_em: '',
        atualizado_em: '',
      },
    })
    expect((screen.getByLabelText('CEP') as HTMLInputElement).value).toBe('20040-020')
    expect((screen.getByLabelText('Telefone') as HTMLInputElement).value).toBe('(21) 3333-4444')
    await userEvent.click(screen.getByLabelText('Endereço principal'))
    await userEvent.click(screen.getByRole('button', { name: 'Salvar endereço' }))
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ cep: '20040020', uf: 'RJ', principal: true })
  })
})
