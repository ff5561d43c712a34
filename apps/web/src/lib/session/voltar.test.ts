import { describe, expect, it } from 'vitest'
import { comVoltar, voltarSeguro } from './voltar.ts'

describe('the return path after signing in', () => {
  it('keeps a page of this site, with its query and hash', () => {
    expect(voltarSeguro('/anuncio/12')).toBe('/anuncio/12')
    expect(voltarSeguro('/?busca=vaso&pagina=2')).toBe('/?busca=vaso&pagina=2')
    expect(voltarSeguro('/carrinho#itens')).toBe('/carrinho#itens')
    expect(voltarSeguro('/checkout')).toBe('/checkout')
  })

  it('refuses anything that could leave the site (no open redirect)', () => {
    for (const hostil of [
      'https://mal.example/x',
      '//mal.example/x',
      '/\\mal.example',
      '\\\\mal.example',
      'javascript:alert(1)',
      ' /anuncio/1',
      '/\t/mal.example',
      '/\n/mal.example',
      'anuncio/1',
      'data:text/html,oi',
      '',
      null,
      undefined,
    ]) {
      expect(voltarSeguro(hostil)).toBeNull()
    }
  })

  it('never returns to the sign-in or registration pages', () => {
    expect(voltarSeguro('/login')).toBeNull()
    expect(voltarSeguro('/cadastro?voltar=/x')).toBeNull()
  })

  it('builds /login and /cadastro with the safe path only', () => {
    expect(comVoltar('/login', '/anuncio/12?foto=2')).toBe('/login?voltar=%2Fanuncio%2F12%3Ffoto%3D2')
    expect(comVoltar('/cadastro', '//mal.example')).toBe('/cadastro')
    expect(comVoltar('/login', null)).toBe('/login')
  })
})
