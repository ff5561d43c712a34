// The order's actions: who may move, correct or cancel it, from which status, and what each tells the
// other side and the modules above; the repository and collaborators faked (the HTTP side is
// pedidos-acoes.test.ts, pedidos-cancelamento*.test.ts, pedidos-entrega.test.ts).
import type { StatusPedido } from '@recria/domain/pedido'
import { describe, expect, it, vi } from 'vitest'
import { comoDb, dbFalso, falso, sessao, TX } from '../../../test/unidade.ts'
import type { EstadoPedido } from './pedidos-acoes.repository.ts'
import { createPedidosAcoesService, type PedidosAcoesRepo } from './pedidos-acoes.service.ts'
import type { PedidosAvisosService } from './pedidos-avisos.service.ts'
import type { PedidosEventos } from './pedidos-eventos.ts'

const COMPRADOR = 10
const VENDEDOR = 20
const OUTRO = 30
const PEDIDO = 300
const CARRINHO = 77

function pedido(campos: Partial<EstadoPedido> = {}): EstadoPedido {
  return {
    id_pedido: PEDIDO,
    status_pedido: 'pagamento_aprovado',
    id_usuario_comprador: COMPRADOR,
    id_usuario_vendedor: VENDEDOR,
    id_carrinho: CARRINHO,
    data_confirmacao: null,
    data_preparacao: null,
    data_pronto_entrega: null,
    data_entrega_realizada: null,
    data_cancelamento: null,
    motivo_cancelamento: null,
    tipo_cancelamento: null,
    data_reembolso: null,
    modo_entrega: null,
    ...campos,
  }
}

function montar(o: { pedido?: EstadoPedido | null; materiaBloqueia?: boolean } = {}) {
  const db = dbFalso()
  const travado = o.pedido === undefined ? pedido() : o.pedido
  const repo: PedidosAcoesRepo = {
    travar: vi.fn(async () => travado),
    estado: vi.fn(async () => travado && { ...travado, status_pedido: 'cancelado' as const }),
    avancar: vi.fn(async () => {}),
    corrigirEntrega: vi.fn(async () => {}),
    cancelar: vi.fn(async () => {}),
    materiaBloqueiaEntrega: vi.fn(async () => o.materiaBloqueia ?? false),
    fecharCobrancaPendente: vi.fn(async () => {}),
  }
  const avisos = {
    avancado: vi.fn(async () => {}),
    entregaInformada: vi.fn(async () => {}),
    cancelado: vi.fn(async () => {}),
  }
  // `cancelado` must come once the transaction committed: it records whether it ran inside one.
  const canceladoDentro: boolean[] = []
  const eventos: PedidosEventos = {
    quitado: vi.fn(async () => {}),
    cancelado: vi.fn(async () => {
      canceladoDentro.push(db.aberta)
    }),
    devolucaoDevida: vi.fn(async () => {}),
  }
  const service = createPedidosAcoesService(
    { db: comoDb(db) },
    { avisos: falso<PedidosAvisosService>(avisos), eventos },
    repo,
  )
  return { service, repo, avisos, eventos, canceladoDentro }
}

const mover = (status: StatusPedido, id_usuario = VENDEDOR, extra = {}) => ({ status, id_usuario, ...extra })
const motivo = 'Não consigo mais atender este pedido.'

describe('mudarStatus', () => {
  it('moves the seller’s next step, tells the buyer and answers the status by its label', async () => {
    const t = montar({ pedido: pedido({ status_pedido: 'pagamento_aprovado' }) })
    const resposta = await t.service.mudarStatus(sessao(VENDEDOR), PEDIDO, mover('confirmado'))
    expect(resposta.mensagem).toBe('O Status do pedido foi atualizado para Confirmado')
    expect(t.repo.avancar).toHaveBeenCalledWith(TX, PEDIDO, 'pagamento_aprovado', 'confirmado', undefined)
    expect(t.avisos.avancado).toHaveBeenCalledWith(TX, PEDIDO, 'confirmado')
  })

  it('refuses a step that skips one, goes back, or is not the seller’s', async () => {
    const casos: [StatusPedido, StatusPedido][] = [
      ['pagamento_aprovado', 'em_preparacao'],
      ['em_preparacao', 'confirmado'],
      ['pagamento_pendente', 'pagamento_aprovado'],
      ['entregue', 'reembolsado'],
      ['confirmado', 'cancelado'],
    ]
    for (const [de, para] of casos) {
      const t = montar({ pedido: pedido({ status_pedido: de }) })
      await expect(t.service.mudarStatus(sessao(VENDEDOR), PEDIDO, mover(para))).rejects.toMatchObject({
        statusCode: 422,
        message: 'Esta ação não está disponível para o status atual do pedido',
      })
      expect(t.repo.avancar).not.toHaveBeenCalled()
    }
  })

  it('refuses the buyer, and anyone who is not a party, with the order’s message', async () => {
    for (const quem of [COMPRADOR, OUTRO]) {
      const t = montar()
      await expect(
        t.service.mudarStatus(sessao(quem), PEDIDO, mover('confirmado', quem)),
      ).rejects.toMatchObject({
        statusCode: 403,
        message: 'Você não tem permissão para acessar este pedido.',
      })
      expect(t.repo.avancar).not.toHaveBeenCalled()
    }
  })

  it('refuses a body naming another user', async () => {
    const t = montar()
    await expect(
      t.service.mudarStatus(sessao(VENDEDOR), PEDIDO, mover('confirmado', COMPRADOR)),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: 'Você não tem permissão para acessar dados de outro usuário.',
    })
  })

  it('answers an unknown order with 404', async () => {
    const t = montar({ pedido: null })
    await expect(t.service.mudarStatus(sessao(VENDEDOR), PEDIDO, mover('confirmado'))).rejects.toMatchObject({
      statusCode: 404,
      message: 'Pedido não encontrado.',
    })
  })

  it('holds the delivery back while the raw material is unresolved', async () => {
    const t = montar({ pedido: pedido({ status_pedido: 'pronto_para_entrega' }), materiaBloqueia: true })
    await expect(t.service.mudarStatus(sessao(VENDEDOR), PEDIDO, mover('entregue'))).rejects.toMatchObject({
      statusCode: 422,
      message:
        'A matéria-prima deste pedido não chegou toda: registre o recebimento, cobre o valor do que faltou ou dispense o restante antes de marcar o pedido como entregue.',
    })
    expect(t.repo.materiaBloqueiaEntrega).toHaveBeenCalledWith(TX, PEDIDO)
    expect(t.repo.avancar).not.toHaveBeenCalled()
  })

  it('ready for delivery by shipping: the tracking code is kept, in capitals, and the buyer told of it', async () => {
    const t = montar({ pedido: pedido({ status_pedido: 'em_preparacao', modo_entrega: 'envio' }) })
    await t.service.mudarStatus(
      sessao(VENDEDOR),
      PEDIDO,
      mover('pronto_para_entrega', VENDEDOR, {
        codigo_rastreio: 'aa123456789br',
        transportadora: 'Correios',
      }),
    )
    expect(t.repo.avancar).toHaveBeenCalledWith(TX, PEDIDO, 'em_preparacao', 'pronto_para_entrega', {
      acompanhamento: { modo: 'envio', codigo_rastreio: 'AA123456789BR', transportadora: 'Correios' },
      descricao: 'Informações de entrega: código de rastreio AA123456789BR (Correios)',
    })
    expect(t.avisos.entregaInformada).toHaveBeenCalledWith(
      TX,
      PEDIDO,
      'código de rastreio AA123456789BR (Correios)',
    )
  })

  it('ready for delivery without the mode’s information is a 400 with the field’s message', async () => {
    const t = montar({ pedido: pedido({ status_pedido: 'em_preparacao', modo_entrega: 'entrega_local' }) })
    await expect(
      t.service.mudarStatus(sessao(VENDEDOR), PEDIDO, mover('pronto_para_entrega')),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'A janela de entrega é obrigatória e deve ter ao menos 5 caracteres.',
    })
    expect(t.repo.avancar).not.toHaveBeenCalled()
  })
})

describe('corrigirEntrega', () => {
  it('the seller corrects the information while the order is ready for delivery', async () => {
    const t = montar({
      pedido: pedido({ status_pedido: 'pronto_para_entrega', modo_entrega: 'entrega_local' }),
    })
    const resposta = await t.service.corrigirEntrega(sessao(VENDEDOR), PEDIDO, { janela: 'sábado de manhã' })
    expect(resposta.mensagem).toBe('Informações de entrega atualizadas com sucesso!')
    expect(t.repo.corrigirEntrega).toHaveBeenCalledWith(
      TX,
      PEDIDO,
      { modo: 'entrega_local', janela: 'sábado de manhã' },
      'Informações de entrega corrigidas: janela de entrega: sábado de manhã',
    )
  })

  it('refuses an order without a mode, or no longer ready for delivery', async () => {
    const semModo = montar({ pedido: pedido({ status_pedido: 'pronto_para_entrega' }) })
    await expect(semModo.service.corrigirEntrega(sessao(VENDEDOR), PEDIDO, {})).rejects.toMatchObject({
      statusCode: 409,
      message: 'Este pedido não tem uma forma de entrega para informar.',
    })
    const entregue = montar({ pedido: pedido({ status_pedido: 'entregue', modo_entrega: 'entrega_local' }) })
    await expect(
      entregue.service.corrigirEntrega(sessao(VENDEDOR), PEDIDO, { janela: 'sábado de manhã' }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'As informações de entrega só podem ser alteradas enquanto o pedido está pronto para entrega.',
    })
  })

  it('refuses the buyer', async () => {
    const t = montar({
      pedido: pedido({ status_pedido: 'pronto_para_entrega', modo_entrega: 'entrega_local' }),
    })
    await expect(
      t.service.corrigirEntrega(sessao(COMPRADOR), PEDIDO, { janela: 'sábado de manhã' }),
    ).rejects.toMatchObject({ statusCode: 403, message: 'Você não tem permissão para acessar este pedido.' })
  })
})

describe('cancelar', () => {
  it('the buyer cancels as COMPRADOR; the charge closes, the seller is told, the cart and the refund follow', async () => {
    const t = montar({ pedido: pedido({ status_pedido: 'confirmado' }) })
    const resposta = await t.service.cancelar(sessao(COMPRADOR), PEDIDO, { motivo, id_usuario: COMPRADOR })
    expect(resposta).toMatchObject({
      mensagem: 'Pedido cancelado com sucesso',
      pedido: { id_pedido: PEDIDO, status_pedido: 'cancelado' },
    })
    expect(t.repo.cancelar).toHaveBeenCalledWith(TX, PEDIDO, 'confirmado', motivo, 'COMPRADOR')
    expect(t.repo.fecharCobrancaPendente).toHaveBeenCalledWith(TX, PEDIDO)
    expect(t.avisos.cancelado).toHaveBeenCalledWith(TX, PEDIDO, 'comprador', motivo)
    expect(t.eventos.quitado).toHaveBeenCalledWith(TX, CARRINHO)
    expect(t.eventos.cancelado).toHaveBeenCalledWith(PEDIDO)
    expect(t.canceladoDentro).toEqual([false])
  })

  it('the seller cancels as VENDEDOR; a buy-now order has no cart to finish', async () => {
    const t = montar({ pedido: pedido({ status_pedido: 'pronto_para_entrega', id_carrinho: null }) })
    await t.service.cancelar(sessao(VENDEDOR), PEDIDO, { motivo, id_usuario: VENDEDOR })
    expect(t.repo.cancelar).toHaveBeenCalledWith(TX, PEDIDO, 'pronto_para_entrega', motivo, 'VENDEDOR')
    expect(t.avisos.cancelado).toHaveBeenCalledWith(TX, PEDIDO, 'vendedor', motivo)
    expect(t.eventos.quitado).not.toHaveBeenCalled()
  })

  it('refuses once delivered, cancelled or refunded', async () => {
    for (const status_pedido of ['entregue', 'cancelado', 'reembolsado'] as const) {
      const t = montar({ pedido: pedido({ status_pedido }) })
      await expect(
        t.service.cancelar(sessao(COMPRADOR), PEDIDO, { motivo, id_usuario: COMPRADOR }),
      ).rejects.toMatchObject({ statusCode: 422, message: 'Não é possível cancelar o pedido neste status' })
      expect(t.repo.cancelar).not.toHaveBeenCalled()
      expect(t.eventos.cancelado).not.toHaveBeenCalled()
    }
  })

  it('reads a status written in capitals as the same status', async () => {
    const t = montar({ pedido: pedido({ status_pedido: 'ENTREGUE' as StatusPedido }) })
    await expect(
      t.service.cancelar(sessao(COMPRADOR), PEDIDO, { motivo, id_usuario: COMPRADOR }),
    ).rejects.toMatchObject({ statusCode: 422, message: 'Não é possível cancelar o pedido neste status' })
  })

  it('refuses someone who is not a party', async () => {
    const t = montar()
    await expect(
      t.service.cancelar(sessao(OUTRO), PEDIDO, { motivo, id_usuario: OUTRO }),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: 'Você não tem permissão para acessar este pedido.',
    })
  })
})
