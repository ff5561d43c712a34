import type { Notificacao } from '@recria/domain/notificacao'
import { describe, expect, it } from 'vitest'
import { chavesDaNotificacao } from './atualizar-por-notificacao.ts'

const notificacao = (parcial: Partial<Notificacao>): Notificacao => ({
  id_notificacao: 1,
  tipo: 'pedido_atualizado',
  titulo: 't',
  mensagem: 'm',
  status: 'nao_lida',
  data_criacao: '2026-01-01T00:00:00.000Z',
  data_leitura: null,
  pedido: null,
  dados_adicionais: {},
  ...parcial,
})

describe('what a streamed notification refreshes', () => {
  it('an order, refund or payment one: the orders, the refunds (both sides), the payments and the dashboard', () => {
    for (const tipo of [
      'reembolso_solicitado',
      'reembolso_respondido',
      'pagamento_aprovado',
      'pedido_atualizado',
    ] as const) {
      expect(
        chavesDaNotificacao(
          notificacao({ tipo, pedido: { id_pedido: 5 }, dados_adicionais: { id_pedido: 5 } }),
          9,
        ),
      ).toEqual([['pedidos'], ['reembolsos'], ['pagamentos'], ['dashboard', 'vendedor', 9]])
    }
    expect(chavesDaNotificacao(notificacao({ dados_adicionais: { id_pedido: 7 } }), 9)).toContainEqual([
      'reembolsos',
    ])
  })

  it('a refund one without an order still refreshes the refunds; anything else nothing', () => {
    expect(
      chavesDaNotificacao(
        notificacao({ tipo: 'reembolso_concluido', dados_adicionais: { id_reembolso: 3 } }),
        9,
      ),
    ).toEqual([['reembolsos']])
    expect(
      chavesDaNotificacao(
        notificacao({ tipo: 'anuncio_desativado', dados_adicionais: { id_anuncio: 2 } }),
        9,
      ),
    ).toEqual([])
  })
})
