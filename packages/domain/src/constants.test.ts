import { describe, expect, it } from 'vitest'
import { PUBLIC_PATHS, perfilLabel, UNIDADES } from './constants.ts'

describe('perfilLabel (docs/product/README.md)', () => {
  it.each([
    [['vendedor', 'comprador'], 'Vendedor / Comprador'],
    [['comprador', 'vendedor'], 'Vendedor / Comprador'],
    [['vendedor'], 'Vendedor'],
    [['comprador'], 'Comprador'],
    [[], 'Sem perfil'],
    [['admin'], 'Sem perfil'],
  ])('%j → %s', (perfis, label) => {
    expect(perfilLabel(perfis)).toBe(label)
  })
})

describe('docs/product/README.md constants', () => {
  it('lists the public paths where the session is not restored', () => {
    expect([...PUBLIC_PATHS].sort()).toEqual(
      [
        '/',
        '/acesso-negado',
        '/cadastro',
        '/esqueci-senha',
        '/login',
        '/politica-privacidade-termos-uso',
        '/redefinir-senha',
      ].sort(),
    )
    expect(PUBLIC_PATHS).not.toContain('/perfil')
  })

  it('labels the measure units', () => {
    expect(UNIDADES).toEqual({ unidade: 'un', metro: 'm', centimetro: 'cm', quilograma: 'kg', grama: 'g' })
  })
})
