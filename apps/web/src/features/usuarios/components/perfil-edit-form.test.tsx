import type { ProfileEdit, Usuario } from '@recria/domain/usuario'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { PerfilEditForm } from './perfil-edit-form.tsx'

const USER: Usuario = {
  id_usuario: 7,
  nome: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  cnpj_cpf: '52998224725',
  telefone: '11987654321',
  foto_url: null,
  perfil: 'comprador',
  perfis: [{ perfil: 'comprador' }],
  criado_em: '2026-01-01T00:00:00.000Z',
  bloqueado_ate: null,
}

function abrir() {
  const onSubmit = vi.fn(async (_dados: ProfileEdit) => undefined)
  render(
    <MemoryRouter>
      <PerfilEditForm user={USER} onSubmit={onSubmit} pending={false} done={false} success={null} />
    </MemoryRouter>,
  )
  return onSubmit
}

describe('the profile edit form: a new e-mail asks the current password', () => {
  it('asks nothing while the e-mail stays; a new one shows the field and needs it before sending', async () => {
    const onSubmit = abrir()
    expect(screen.queryByLabelText('Senha atual')).toBeNull()
    const email = screen.getByLabelText('E-mail')
    await userEvent.clear(email)
    await userEvent.type(email, 'ana.nova@exemplo.com.br')
    expect(screen.getByLabelText('Senha atual')).toBeTruthy()
    expect(document.body.textContent).toContain('o e-mail só muda depois que você abrir esse link')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }))
    expect(
      (await screen.findAllByText('Informe sua senha atual para alterar o e-mail.')).length,
    ).toBeGreaterThan(0)
    expect(onSubmit).not.toHaveBeenCalled()

    await userEvent.type(screen.getByLabelText('Senha atual'), 'senha-forte-123')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      email: 'ana.nova@exemplo.com.br',
      senha: 'senha-forte-123',
    })
  })

  it('sends no password when only the name changes', async () => {
    const onSubmit = abrir()
    const nome = screen.getByLabelText('Nome')
    await userEvent.clear(nome)
    await userEvent.type(nome, 'Ana Souza Lima')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ nome: 'Ana Souza Lima', email: USER.email })
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('senha', expect.anything())
  })
})
