import { maskCpfCnpj, maskPhone } from '@recria/domain/masks'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { withMask } from './masked-input.ts'

interface Campos {
  telefone: string
  cnpj_cpf: string
}

/** The phone and document fields as the registration and profile forms register them. */
function Formulario({ onSubmit }: { onSubmit: (campos: Campos) => void }) {
  const { register, handleSubmit } = useForm<Campos>({ defaultValues: { telefone: '', cnpj_cpf: '' } })
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <label>
        Telefone
        <input {...withMask(register('telefone'), maskPhone)} />
      </label>
      <label>
        CPF/CNPJ
        <input {...withMask(register('cnpj_cpf'), maskCpfCnpj)} />
      </label>
      <button type="submit">Salvar</button>
    </form>
  )
}

describe('withMask (docs/product/conta.md: masks)', () => {
  it('masks what is typed, and the form reads the masked value', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Formulario onSubmit={onSubmit} />)
    const telefone = screen.getByLabelText<HTMLInputElement>('Telefone')
    const documento = screen.getByLabelText<HTMLInputElement>('CPF/CNPJ')

    await user.type(telefone, '11987654321')
    expect(telefone.value).toBe('(11) 98765-4321')
    await user.type(documento, '12345678901')
    expect(documento.value).toBe('123.456.789-01')
    await user.type(documento, '234')
    expect(documento.value).toBe('12.345.678/9012-34')

    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(onSubmit).toHaveBeenCalledOnce()
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      telefone: '(11) 98765-4321',
      cnpj_cpf: '12.345.678/9012-34',
    })
  })

  it('masks a partial number partially, with no trailing punctuation', async () => {
    const user = userEvent.setup()
    render(<Formulario onSubmit={() => {}} />)
    const telefone = screen.getByLabelText<HTMLInputElement>('Telefone')
    await user.type(telefone, '119')
    expect(telefone.value).toBe('(11) 9')
    await user.type(telefone, '{Backspace}')
    expect(telefone.value).toBe('(11')
  })
})
