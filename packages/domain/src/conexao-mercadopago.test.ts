import { describe, expect, it } from 'vitest'
import { CONEXAO_ERROS, conexaoErroMensagem, ERRO_DESCONHECIDO } from './conexao-mercadopago.ts'

describe('conexaoErroMensagem (spec part 2 §4)', () => {
  it('starts the cancellation text with the specification words', () => {
    expect(conexaoErroMensagem('access_denied')).toMatch(/^Você cancelou a autorização\. /)
  })

  it('gives every code its own complete Portuguese sentence', () => {
    const texts = CONEXAO_ERROS.map(conexaoErroMensagem)
    expect(new Set(texts).size).toBe(CONEXAO_ERROS.length)
    for (const text of texts) {
      expect(text).not.toBe(ERRO_DESCONHECIDO)
      expect(text).toMatch(/^[A-ZÀ-Ú].*\.$/)
    }
  })

  it.each([null, undefined, '', 'ACCESS_DENIED', 'toString', 'erro qualquer'])(
    'answers Erro desconhecido for %s',
    (codigo) => {
      expect(conexaoErroMensagem(codigo)).toBe('Erro desconhecido')
    },
  )
})
