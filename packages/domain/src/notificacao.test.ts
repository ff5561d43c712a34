import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { relativeTime } from './format.ts'
import { NotificacaoResponse, TIPOS_COM_PEDIDO, TIPOS_NOTIFICACAO } from './notificacao.ts'
import { NOTIFICACAO_TEXTOS as T } from './notificacao-textos.ts'

const sobre = { id_pedido: 12, outraParte: 'Maria Silva' }
const loja = { id_pedido: 12, outraParte: 'Ateliê Marta' }

describe('notification texts', () => {
  it('pagamento_aprovado tells the seller to confirm and the buyer that it was paid', () => {
    expect(T.pagamento_aprovado({ ...sobre, para: 'vendedor' })).toEqual({
      titulo: 'Novo pedido pago',
      mensagem: 'O pedido #12 de Maria Silva foi pago. Confirme-o em até 48 horas.',
    })
    expect(T.pagamento_aprovado({ ...loja, para: 'comprador' })).toEqual({
      titulo: 'Pagamento aprovado',
      mensagem: 'O pagamento do pedido #12 para Ateliê Marta foi aprovado.',
    })
  })

  it('name the order and the other party, with the details each type carries', () => {
    expect(T.pedido_criado(loja).mensagem).toBe(
      'Seu pedido #12 para Ateliê Marta foi criado e aguarda pagamento.',
    )
    expect(T.pedido_recebido(sobre)).toEqual({
      titulo: 'Novo pedido recebido',
      mensagem: 'Você recebeu o pedido #12 de Maria Silva. Ele aguarda pagamento.',
    })
    expect(T.pedido_confirmado(loja).mensagem).toBe('Ateliê Marta confirmou o pedido #12.')
    expect(T.pedido_cancelado({ ...sobre, motivo: 'Desisti da compra' }).mensagem).toBe(
      'O pedido #12 foi cancelado por Maria Silva. Motivo: Desisti da compra',
    )
    expect(T.pedido_cancelado(sobre).mensagem).toBe('O pedido #12 foi cancelado por Maria Silva.')
    expect(T.pedido_atualizado({ ...loja, status: 'em_preparacao' }).mensagem).toBe(
      'O pedido #12 de Ateliê Marta agora está: Em Preparação.',
    )
    expect(T.pagamento_recusado(loja).titulo).toBe('Pagamento recusado')
    expect(T.reembolso_solicitado(sobre).mensagem).toBe('Maria Silva solicitou o reembolso do pedido #12.')
    expect(T.reembolso_respondido({ ...loja, aprovado: false })).toEqual({
      titulo: 'Reembolso recusado',
      mensagem: 'Ateliê Marta recusou o reembolso do pedido #12.',
    })
    expect(T.reembolso_concluido(loja).titulo).toBe('Reembolso concluído')
    expect(T.avaliacao_recebida({ ...sobre, nota: 1 }).mensagem).toBe(
      'Maria Silva avaliou o pedido #12 com 1 estrela.',
    )
    expect(T.avaliacao_recebida({ ...sobre, nota: 5 }).mensagem).toContain('com 5 estrelas.')
    expect(T.anuncio_desativado({ anuncio: 'Bolsa de lona' }).mensagem).toBe(
      'O anúncio "Bolsa de lona" foi desativado após denúncias e não aparece mais no catálogo. A equipe da Recria revisa cada caso. Se achar que foi um engano, peça a revisão pelo e-mail suporte@recria.com.br.',
    )
    expect(T.vendedor_bloqueado({ ate: new Date('2026-12-10T02:30:00Z') })).toEqual({
      titulo: 'Conta de vendedor bloqueada',
      mensagem:
        'Sua conta de vendedor foi bloqueada após denúncias até 09/12/2026. Até lá, seus anúncios não aparecem no catálogo. A equipe da Recria revisa cada caso. Se achar que foi um engano, peça a revisão pelo e-mail suporte@recria.com.br.',
    })
  })

  it('exist for every type, and order-related types open the order', () => {
    expect(Object.keys(T).sort()).toEqual([...TIPOS_NOTIFICACAO].sort())
    expect(TIPOS_COM_PEDIDO).toContain('pagamento_aprovado')
    expect(TIPOS_COM_PEDIDO).not.toContain('avaliacao_recebida')
  })

  it('the answer schema keeps extra details and a missing order', () => {
    const parsed = NotificacaoResponse.parse({
      id_notificacao: 1,
      tipo: 'pedido_criado',
      titulo: 't',
      mensagem: 'm',
      status: 'nao_lida',
      data_criacao: '2025-01-01T00:00:00.000Z',
      data_leitura: null,
      pedido: null,
      dados_adicionais: { pedidoId: 3, id_pedido: 3, extra: 'x' },
    })
    expect(parsed.dados_adicionais).toEqual({ pedidoId: 3, id_pedido: 3, extra: 'x' })
  })
})

// docs/product/notificacoes.md: relativeTime (format.ts) is what the panel shows beside each notification.
describe('relative time of a notification (properties)', () => {
  const now = new Date('2025-10-10T15:00:00Z')
  const MIN = 60_000
  const H = 60 * MIN
  const at = (ms: number) => new Date(now.getTime() - ms)

  it('under a minute, or in the future, is "Agora há pouco"', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * H, max: MIN - 1 }), (ms) => {
        expect(relativeTime(at(ms), now)).toBe('Agora há pouco')
      }),
    )
  })
  it('minutes then hours, floored', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN, max: H - 1 }), (ms) => {
        expect(relativeTime(at(ms), now)).toBe(`${Math.floor(ms / MIN)}min atrás`)
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: H, max: 24 * H - 1 }), (ms) => {
        expect(relativeTime(at(ms), now)).toBe(`${Math.floor(ms / H)}h atrás`)
      }),
    )
  })
  it('"Ontem" under 48 h, then the São Paulo date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 24 * H, max: 48 * H - 1 }), (ms) => {
        expect(relativeTime(at(ms), now)).toBe('Ontem')
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 48 * H, max: 4000 * 24 * H }), (ms) => {
        expect(relativeTime(at(ms), now)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
      }),
    )
    // 02:00 UTC on the 8th is still the 7th in São Paulo (UTC-3).
    expect(relativeTime(new Date('2025-10-08T02:00:00Z'), now)).toBe('07/10/2025')
  })
})
