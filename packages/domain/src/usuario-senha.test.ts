import { describe, expect, it } from 'vitest'
import {
  ChangePasswordFormSchema,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ResetPasswordFormSchema,
  ResetPasswordSchema,
} from './usuario.ts'
import { toFieldErrors } from './validation.ts'
import type { z } from './zod.ts'

function mensagem(schema: z.ZodType, input: unknown): string | undefined {
  const { error } = schema.safeParse(input)
  return error && toFieldErrors(error).mensagem
}

describe('LoginSchema', () => {
  it('needs the e-mail and the password', () => {
    expect(mensagem(LoginSchema, { email: '', senha: 'x' })).toBe('O e-mail é obrigatório.')
    expect(mensagem(LoginSchema, { email: 'a@b.com', senha: '' })).toBe('Informe a senha.')
    expect(LoginSchema.parse({ email: ' A@B.com ', senha: 'x' })).toEqual({ email: 'a@b.com', senha: 'x' })
  })
})

describe('ForgotPasswordSchema', () => {
  it('needs a well-formed e-mail', () => {
    expect(mensagem(ForgotPasswordSchema, { email: 'ana' })).toBe('E-mail inválido.')
    expect(ForgotPasswordSchema.parse({ email: 'Ana@B.com' })).toEqual({ email: 'ana@b.com' })
  })
})

describe('ResetPasswordFormSchema (docs/product/conta.md)', () => {
  it('needs at least 8 characters, then an equal confirmation', () => {
    const form = (novaSenha: string, confirmarSenha: string) =>
      mensagem(ResetPasswordFormSchema, { novaSenha, confirmarSenha })
    expect(form('1234567', '1234567')).toBe('A senha deve ter pelo menos 8 caracteres.')
    expect(form('1234567', 'outra')).toBe('A senha deve ter pelo menos 8 caracteres.')
    expect(form('12345678', '12345679')).toBe('As senhas não coincidem.')
    expect(form('12345678', '12345678')).toBeUndefined()
  })
})

describe('ResetPasswordSchema', () => {
  it('needs the token and a password of at least 8 characters', () => {
    expect(mensagem(ResetPasswordSchema, { token: '', novaSenha: '12345678' })).toBe(
      'Token inválido ou expirado.',
    )
    expect(mensagem(ResetPasswordSchema, { token: 'abc', novaSenha: '1234567' })).toBe(
      'A senha deve ter pelo menos 8 caracteres.',
    )
    expect(mensagem(ResetPasswordSchema, { token: 'abc', novaSenha: '12345678' })).toBeUndefined()
  })
})

describe('ChangePasswordFormSchema (docs/product/conta.md)', () => {
  const form = (senhaAtual: string, novaSenha: string, confirmarSenha: string) =>
    mensagem(ChangePasswordFormSchema, { senhaAtual, novaSenha, confirmarSenha })

  it('reports the five rules in order', () => {
    expect(form('', '', '')).toBe('Senha atual é obrigatória')
    expect(form('atual123', '', '')).toBe('Nova senha é obrigatória')
    expect(form('atual123', '1234567', '1234567')).toBe('Nova senha deve ter no mínimo 8 caracteres')
    expect(form('atual123', '12345678', '12345679')).toBe('Confirmação não coincide com a nova senha')
    expect(form('atual123', 'atual123', 'atual123')).toBe('Nova senha deve ser diferente da atual')
    expect(form('atual123', '12345678', '12345678')).toBeUndefined()
  })

  it('checks the confirmation before "different from the current one"', () => {
    expect(form('atual123', 'atual123', 'outra')).toBe('Confirmação não coincide com a nova senha')
  })

  it('puts each message on its field', () => {
    const { error } = ChangePasswordFormSchema.safeParse({
      senhaAtual: 'a',
      novaSenha: 'a',
      confirmarSenha: 'b',
    })
    expect(error && toFieldErrors(error).erros).toEqual({
      novaSenha: 'Nova senha deve ter no mínimo 8 caracteres',
      confirmarSenha: 'Confirmação não coincide com a nova senha',
    })
  })
})

describe('ChangePasswordSchema (the API body)', () => {
  const body = (senhaAtual: string, novaSenha: string) =>
    mensagem(ChangePasswordSchema, { senhaAtual, novaSenha })

  it('applies the same rules without the confirmation', () => {
    expect(body('', '12345678')).toBe('Senha atual é obrigatória')
    expect(body('atual123', '')).toBe('Nova senha é obrigatória')
    expect(body('atual123', '1234567')).toBe('Nova senha deve ter no mínimo 8 caracteres')
    expect(body('atual123', 'atual123')).toBe('Nova senha deve ser diferente da atual')
    expect(body('atual123', '12345678')).toBeUndefined()
  })
})
