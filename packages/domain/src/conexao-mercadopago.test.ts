import { describe, expect, it } from 'vitest'
import { CONEXAO_ERROS, conexaoErroMensagem } from './conexao-mercadopago.ts'

describe('conexaoErroMensagem (docs/product/mercado-pago.md)', () => {
  it('starts the cancellation text with the documented words', () => {
    expect(conexaoErroMensagem('access_denied')).toMatch(/^Você cancelou a autorização\. /)
  })

  // Only the cancellation's opening words and 'Erro desconhecido' are docs/product/mercado-pago.md's; the
  // rest is ours (docs/design.md#principles: what a seller would expect), stated as the screen shows it.
  it.each([
    [
      'access_denied',
      'Você cancelou a autorização. Sua conta do Mercado Pago não foi conectada; conecte quando quiser pelo seu perfil.',
    ],
    [
      'codigo_ausente',
      'O Mercado Pago não enviou o código de autorização. Inicie a conexão novamente pelo seu perfil.',
    ],
    [
      'sessao_expirada',
      'A solicitação de conexão expirou ou não pertence a esta sessão. Inicie a conexão novamente pelo seu perfil.',
    ],
    [
      'codigo_invalido',
      'O código de autorização é inválido, expirou ou já foi utilizado. Inicie a conexão novamente.',
    ],
    ['timeout', 'O Mercado Pago demorou demais para responder. Tente novamente em alguns instantes.'],
    [
      'credenciais_invalidas',
      'As credenciais da Recria no Mercado Pago foram recusadas. Tente novamente mais tarde ou fale com o suporte.',
    ],
    [
      'callback_falhou',
      'Não foi possível concluir a conexão com o Mercado Pago. Se esta conta já estiver conectada a outro vendedor, use outra conta.',
    ],
    [
      'troca_bloqueada',
      'Não é possível trocar de conta do Mercado Pago: você tem pagamentos que ainda podem ser reembolsados (aguardando confirmação, de pedido ainda não entregue, entregue nos últimos 7 dias ou com reembolso em aberto). Os reembolsos são feitos pela sua conta do Mercado Pago já conectada; troque de conta quando esses prazos terminarem.',
    ],
  ])('explains %s', (codigo, texto) => {
    expect(conexaoErroMensagem(codigo)).toBe(texto)
  })

  it('knows every code the callback sends', () => {
    expect([...CONEXAO_ERROS].sort()).toEqual(
      [
        'access_denied',
        'callback_falhou',
        'codigo_ausente',
        'codigo_invalido',
        'credenciais_invalidas',
        'sessao_expirada',
        'timeout',
        'troca_bloqueada',
      ].sort(),
    )
  })

  it.each([null, undefined, '', 'ACCESS_DENIED', 'toString', 'erro qualquer'])(
    'answers Erro desconhecido for %s',
    (codigo) => {
      expect(conexaoErroMensagem(codigo)).toBe('Erro desconhecido')
    },
  )
})
