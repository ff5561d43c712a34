import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { CadastroForm } from './cadastro-form.tsx'

describe('the registration form while the terms are not accepted', () => {
  it("says why 'Criar conta' is disabled, tied to the button, and drops the hint once ticked", () => {
    render(
      <MemoryRouter>
        <CadastroForm onSubmit={async () => undefined} pending={false} />
      </MemoryRouter>,
    )
    const botao = screen.getByRole('button', { name: 'Criar conta' })
    expect(botao).toHaveProperty('disabled', true)
    const dica = screen.getByText('Aceite a Política de Privacidade e Termos de Uso para criar a conta.')
    expect(botao.getAttribute('aria-describedby')).toBe(dica.id)

    fireEvent.click(screen.getByLabelText(/Li e aceito/))
    expect(botao).toHaveProperty('disabled', false)
    expect(botao.getAttribute('aria-describedby')).toBeNull()
    expect(
      screen.queryByText('Aceite a Política de Privacidade e Termos de Uso para criar a conta.'),
    ).toBeNull()
  })
})
