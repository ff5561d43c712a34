import { describe, expect, it } from 'vitest'
import { RegisterSchema } from './usuario.ts'
import { toFieldErrors } from './validation.ts'

const valid = {
  nome: 'Ana Souza',
  termos: true,
  email: 'ana@example.com',
  cnpj_cpf: '529.982.247-25',
  senha: '12345678',
  confirmarSenha: '12345678',
  telefone: '(11) 98765-4321',
  perfil: 'comprador',
}

/** The message the registration form shows: the first failing rule. */
function mensagem(input: unknown): string | undefined {
  const { error } = RegisterSchema.safeParse(input)
  return error && toFieldErrors(error).mensagem
}

describe('RegisterSchema (docs/product/conta.md)', () => {
  it('accepts a valid registration and sends document and phone as digits only', () => {
    const data = RegisterSchema.parse({ ...valid, nome: '  Ana Souza ', email: ' Ana@Example.COM' })
    expect(data).toMatchObject({
      nome: 'Ana Souza',
      email: 'ana@example.com',
      cnpj_cpf: '52998224725',
      telefone: '11987654321',
      perfil: 'comprador',
    })
  })

  it('reports the rules in the documented order', () => {
    let input: Record<string, unknown> = {
      ...valid,
      nome: 'Al',
      termos: false,
      email: 'ana',
      cnpj_cpf: '111.111.111-11',
      senha: '1234567',
      confirmarSenha: 'outra',
    }
    const steps: [string, unknown, string][] = [
      ['nome', valid.nome, 'O nome deve ter pelo menos 3 caracteres.'],
      ['termos', true, 'Você precisa aceitar a Política de Privacidade e Termos de Uso.'],
      ['email', valid.email, 'E-mail inválido.'],
      ['cnpj_cpf', valid.cnpj_cpf, 'CPF ou CNPJ inválido.'],
      ['senha', valid.senha, 'A senha deve ter pelo menos 8 caracteres.'],
      ['confirmarSenha', valid.confirmarSenha, 'As senhas não coincidem.'],
    ]
    for (const [field, fix, message] of steps) {
      expect(mensagem(input)).toBe(message)
      input = { ...input, [field]: fix }
    }
    expect(mensagem(input)).toBeUndefined()
  })

  it('gives one message per failing field', () => {
    const { error } = RegisterSchema.safeParse({ ...valid, nome: '', email: 'x@', confirmarSenha: 'x' })
    expect(error && toFieldErrors(error).erros).toEqual({
      nome: 'O nome deve ter pelo menos 3 caracteres.',
      email: 'E-mail inválido.',
      confirmarSenha: 'As senhas não coincidem.',
    })
  })

  it('needs a name of at least 3 characters, spaces around it not counted', () => {
    expect(mensagem({ ...valid, nome: 'Al' })).toBe('O nome deve ter pelo menos 3 caracteres.')
    expect(mensagem({ ...valid, nome: '  Al  ' })).toBe('O nome deve ter pelo menos 3 caracteres.')
    expect(mensagem({ ...valid, nome: 'Ana' })).toBeUndefined()
  })

  it('needs the terms accepted', () => {
    const { termos: _, ...withoutTerms } = valid
    const message = 'Você precisa aceitar a Política de Privacidade e Termos de Uso.'
    expect(mensagem({ ...valid, termos: false })).toBe(message)
    expect(mensagem(withoutTerms)).toBe(message)
  })

  it.each(['ana', 'ana@', '@example.com', 'ana@example', 'ana souza@example.com', ''])(
    'refuses the e-mail %j',
    (email) => {
      expect(mensagem({ ...valid, email })).toBe('E-mail inválido.')
    },
  )

  it.each([
    ['masked CPF', '529.982.247-25', true],
    ['CPF digits', '52998224725', true],
    ['masked CNPJ', '11.222.333/0001-81', true],
    ['CPF with a wrong check digit', '529.982.247-26', false],
    ['CNPJ with a wrong check digit', '11.222.333/0001-82', false],
    ['all-equal CPF', '111.111.111-11', false],
    ['all-zero CNPJ', '00000000000000', false],
    ['12 digits', '529982247251', false],
    ['empty', '', false],
  ])('document: %s', (_, cnpj_cpf, ok) => {
    expect(mensagem({ ...valid, cnpj_cpf })).toBe(ok ? undefined : 'CPF ou CNPJ inválido.')
  })

  it('needs a password of at least 8 characters', () => {
    const seven = { ...valid, senha: '1234567', confirmarSenha: '1234567' }
    expect(mensagem(seven)).toBe('A senha deve ter pelo menos 8 caracteres.')
    expect(mensagem({ ...valid, senha: '12345678', confirmarSenha: '12345678' })).toBeUndefined()
  })

  it('needs the confirmation equal to the password', () => {
    expect(mensagem({ ...valid, confirmarSenha: '12345679' })).toBe('As senhas não coincidem.')
  })

  it.each([
    ['empty', '', ''],
    ['missing', undefined, ''],
    ['10 digits', '(11) 3456-7890', '1134567890'],
    ['11 digits', '11987654321', '11987654321'],
  ])('accepts a phone: %s', (_, telefone, digits) => {
    expect(RegisterSchema.parse({ ...valid, telefone }).telefone).toBe(digits)
  })

  it.each(['119876543', '119876543210'])('refuses the phone %s (9 or 12 digits)', (telefone) => {
    expect(mensagem({ ...valid, telefone })).toBe('O telefone deve ter 10 ou 11 dígitos.')
  })

  it('reports the phone after the six documented rules', () => {
    expect(mensagem({ ...valid, telefone: '123', confirmarSenha: 'outra' })).toBe('As senhas não coincidem.')
  })

  it('needs a known profile', () => {
    expect(mensagem({ ...valid, perfil: 'admin' })).toBe('Escolha um perfil: Comprador ou Vendedor.')
    expect(mensagem({ ...valid, perfil: 'vendedor', perfis: ['vendedor'] })).toBeUndefined()
    expect(mensagem({ ...valid, perfis: [] })).toBe('Escolha um perfil: Comprador ou Vendedor.')
  })
})
