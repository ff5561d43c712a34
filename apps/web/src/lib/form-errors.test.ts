import type { FieldErrors } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { firstError, focusFirstError, SERVER } from './form-errors.ts'

interface Campos {
  nome: string
  email: string
  senha: string
}
const ORDEM = ['nome', 'email', 'senha'] as const

describe('the first error of a form (docs/product/README.md: validation order)', () => {
  it("is the first field in the form's order that fails a rule, whatever order the errors came in", () => {
    const errors: FieldErrors<Campos> = {
      senha: { type: 'validation', message: 'A senha deve ter no mínimo 8 caracteres.' },
      email: { type: 'validation', message: 'E-mail inválido.' },
    }
    expect(firstError(errors, ORDEM)).toEqual({ name: 'email', message: 'E-mail inválido.' })
    expect(firstError({}, ORDEM)).toBeNull()
  })

  it("leaves the server's errors to the form's own summary, and skips errors with no message", () => {
    const errors: FieldErrors<Campos> = {
      nome: { type: SERVER, message: 'Este e-mail já está cadastrado.' },
      email: { type: 'validation' },
      senha: { type: 'validation', message: 'A senha deve ter no mínimo 8 caracteres.' },
    }
    expect(firstError(errors, ORDEM)).toEqual({
      name: 'senha',
      message: 'A senha deve ter no mínimo 8 caracteres.',
    })
  })

  it('focuses the field whose message the form shows first, and none when there is none', () => {
    const setFocus = vi.fn()
    const onInvalid = focusFirstError<Campos>(setFocus, ORDEM)
    onInvalid({
      senha: { type: 'validation', message: 'A senha deve ter no mínimo 8 caracteres.' },
      nome: { type: 'validation', message: 'Nome é obrigatório.' },
    })
    expect(setFocus).toHaveBeenCalledExactlyOnceWith('nome')
    onInvalid({ email: { type: SERVER, message: 'Este e-mail já está cadastrado.' } })
    expect(setFocus).toHaveBeenCalledOnce()
  })
})
