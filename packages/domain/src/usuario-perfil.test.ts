import { describe, expect, it } from 'vitest'
import { AddPerfilSchema, PERFIS, PerfilSchema, ProfileEditSchema } from './usuario.ts'
import { toFieldErrors } from './validation.ts'

const valid = { nome: 'Ana Souza', email: 'ana@example.com', cnpj_cpf: '11.222.333/0001-81' }

function mensagem(input: unknown): string | undefined {
  const { error } = ProfileEditSchema.safeParse(input)
  return error && toFieldErrors(error).mensagem
}

describe('ProfileEditSchema (docs/product/conta.md)', () => {
  it('accepts name, e-mail and document, with the phone optional', () => {
    expect(ProfileEditSchema.parse(valid)).toEqual({
      nome: 'Ana Souza',
      email: 'ana@example.com',
      cnpj_cpf: '11222333000181',
      telefone: '',
    })
    expect(ProfileEditSchema.parse({ ...valid, telefone: '(11) 98765-4321' }).telefone).toBe('11987654321')
  })

  it('needs the name, the e-mail and the document', () => {
    expect(mensagem({ ...valid, nome: '  ' })).toBe('O nome é obrigatório.')
    expect(mensagem({ ...valid, email: '' })).toBe('O e-mail é obrigatório.')
    expect(mensagem({ ...valid, cnpj_cpf: '' })).toBe('O CPF ou CNPJ é obrigatório.')
    expect(mensagem({ nome: '', email: '', cnpj_cpf: '' })).toBe('O nome é obrigatório.')
  })

  it('applies the registration rules to what is filled in', () => {
    expect(mensagem({ ...valid, nome: 'Al' })).toBe('O nome deve ter pelo menos 3 caracteres.')
    expect(mensagem({ ...valid, email: 'ana@' })).toBe('E-mail inválido.')
    expect(mensagem({ ...valid, cnpj_cpf: '11.222.333/0001-82' })).toBe('CPF ou CNPJ inválido.')
    expect(mensagem({ ...valid, telefone: '119876543' })).toBe('O telefone deve ter 10 ou 11 dígitos.')
    expect(mensagem({ ...valid, telefone: '1134567890' })).toBeUndefined()
  })
})

describe('perfis', () => {
  it('are comprador and vendedor', () => {
    expect(PERFIS).toEqual(['comprador', 'vendedor'])
    expect(PerfilSchema.parse('vendedor')).toBe('vendedor')
    expect(AddPerfilSchema.parse({ perfil: 'comprador' })).toEqual({ perfil: 'comprador' })
  })

  it('refuses anything else with a Portuguese message', () => {
    const { error } = AddPerfilSchema.safeParse({ perfil: 'Vendedor' })
    expect(error && toFieldErrors(error).erros).toEqual({
      perfil: 'Escolha um perfil: Comprador ou Vendedor.',
    })
  })
})
