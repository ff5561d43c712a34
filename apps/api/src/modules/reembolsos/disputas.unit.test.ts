// Disputes of rejected refunds (decision 027): who may open one and until when, once; the operator's
// decision, once, refunding what is still paid through a new approved request or keeping the seller's
// answer. The repository and collaborators faked (the database side is disputas.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { comoDb, dbFalso, falso, sessao, TX } from '../../../test/unidade.ts'
import type { Deps } from '../../deps.ts'
import type { NotificacoesService } from '../notificacoes/notificacoes.service.ts'
import type { PedidosService } from '../pedidos/pedidos.service.ts'
import type { DisputaLinha } from './disputas.repository.ts'
import { createDisputasService, type DisputaDecidida, type DisputasRepo } from './disputas.service.ts'
import type { ReembolsoProcessamentoService } from './reembolso-processamento.service.ts'
import type { ReembolsoRow } from './reembolsos.repository.ts'
import type { ReembolsosConsultaService } from './reembolsos-consulta.service.ts'

const COMPRADOR = 10
const VENDEDOR = 20
const OPERADOR = 1
const PEDIDO = 300
const REEMBOLSO = 55
const DISPUTA = 66
const DIA = 86_400_000
const AGORA = new Date('2026-05-10T15:00:00.000Z')

type Disputa = DisputaLinha['disputa']

const reembolso = (campos: Partial<ReembolsoRow> = {}) =>
  ({
    id_reembolso: REEMBOLSO,
    id_pagamento: 4000,
    id_pedido: PEDIDO,
    id_usuario_comprador: COMPRADOR,
    id_usuario_vendedor: VENDEDOR,
    status: 'rejected',
    data_resposta: new Date(Date.now() - 2 * DIA),
    ...campos,
  }) as ReembolsoRow

const disputa = (campos: Partial<Disputa> = {}) =>
  ({
    id_disputa: DISPUTA,
    id_reembolso: REEMBOLSO,
    id_pedido: PEDIDO,
    id_usuario_comprador: COMPRADOR,
    id_usuario_vendedor: VENDEDOR,
    status: 'aberta',
    descricao: 'A peça chegou quebrada.',
    decisao_motivo: null,
    id_reembolso_decisao: null,
    data_criacao: AGORA,
    data_decisao: null,
    ...campos,
  }) as Disputa

const linha = (d: Disputa): DisputaLinha => ({
  disputa: d,
  reembolso: {
    motivo: 'defective_product',
    descricao: 'Chegou rachado.',
    valor_solicitado_centavos: 12_990,
    resposta_vendedor: 'Enviei inteira.',
    data_criacao: AGORA,
    data_resposta: AGORA,
  },
  pagamento: { valor_total_centavos: 12_990, valor_reembolsado_centavos: 0 },
  comprador: { id_usuario: COMPRADOR, nome: 'Ana Souza' },
  vendedor: { id_usuario: VENDEDOR, nome: 'Ateliê Bruno' },
  nome_operador: null,
})

type Lido = NonNullable<Awaited<ReturnType<DisputasRepo['reembolsoLido']>>>

const lido = (pagamento: {
  valor_total_centavos: number
  valor_reembolsado_centavos: number
  status: string
}) =>
  ({
    reembolso: { id_pagamento: 4000, motivo: 'defective_product', descricao_motivo: 'Chegou rachado.' },
    pagamento,
    comprador: { id_usuario: COMPRADOR, nome: 'Ana Souza' },
  }) as unknown as Lido

function montar(
  o: {
    reembolso?: ReembolsoRow | null
    existente?: boolean
    inserida?: number | null
    disputa?: Disputa | null
    pagamento?: { valor_total_centavos: number; valor_reembolsado_centavos: number; status: string }
    novoReembolso?: number | null
    decidiu?: boolean
  } = {},
) {
  const db = dbFalso()
  const travada = o.disputa === undefined ? disputa() : o.disputa
  const repo: DisputasRepo = {
    porId: vi.fn(async () => linha(travada ?? disputa())),
    doReembolso: vi.fn(async () => (o.existente ? { id_disputa: 65 } : null)),
    inserir: vi.fn(async () => (o.inserida === undefined ? DISPUTA : o.inserida)),
    travar: vi.fn(async () => travada),
    decidir: vi.fn(async () => o.decidiu ?? true),
    inserirReembolsoDecidido: vi.fn(async () => (o.novoReembolso === undefined ? 56 : o.novoReembolso)),
    pagina: vi.fn() as unknown as DisputasRepo['pagina'],
    contadores: vi.fn(async () => ({ total: 0, aberta: 0, reembolsada: 0, mantida: 0 })),
    travarReembolso: vi.fn(async () => (o.reembolso === undefined ? reembolso() : o.reembolso)),
    reembolsoLido: vi.fn(async () =>
      lido(
        o.pagamento ?? { valor_total_centavos: 12_990, valor_reembolsado_centavos: 990, status: 'approved' },
      ),
    ),
  }
  const boss = { send: vi.fn(async () => 'job') }
  const log = { warn: vi.fn() }
  const notificacoes = { notificar: vi.fn(async (_tx: unknown, _n: { id_usuario: number }) => ({})) }
  const pedidos = { travar: vi.fn(async () => null) }
  const consulta = { um: vi.fn(async (id: number) => ({ id_reembolso: id })) }
  const processamento = { processar: vi.fn(async () => 'completed' as const) }
  const service = createDisputasService(
    { db: comoDb(db), boss: boss as unknown as Deps['boss'], log: log as unknown as Deps['log'] },
    {
      pedidos: falso<PedidosService>(pedidos as unknown as Partial<PedidosService>),
      notificacoes: falso<NotificacoesService>(notificacoes as unknown as Partial<NotificacoesService>),
      consulta: falso<ReembolsosConsultaService>(consulta as unknown as Partial<ReembolsosConsultaService>),
      processamento: falso<ReembolsoProcessamentoService>(processamento),
    },
    repo,
  )
  return { service, repo, boss, notificacoes, pedidos, processamento }
}

const abrir = { descricao: 'A peça chegou quebrada.' }

afterEach(() => {
  vi.useRealTimers()
})

describe('abrir', () => {
  it('the buyer disputes a rejection; the seller is told', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(AGORA)
    const t = montar()
    await expect(t.service.abrir(sessao(COMPRADOR), REEMBOLSO, abrir)).resolves.toEqual({
      mensagem: 'Disputa aberta. A equipe da Recria vai analisar o caso e decidir.',
      reembolso: { id_reembolso: REEMBOLSO },
    })
    expect(t.repo.inserir).toHaveBeenCalledWith(TX, {
      id_reembolso: REEMBOLSO,
      id_pedido: PEDIDO,
      id_usuario_comprador: COMPRADOR,
      id_usuario_vendedor: VENDEDOR,
      descricao: 'A peça chegou quebrada.',
    })
    expect(t.notificacoes.notificar).toHaveBeenCalledWith(
      TX,
      expect.objectContaining({
        id_usuario: VENDEDOR,
        tipo: 'disputa_aberta',
        titulo: 'Disputa aberta',
        mensagem: expect.stringMatching(/^Ana Souza abriu uma disputa sobre o reembolso recusado do pedido /),
        dados_adicionais: {
          id_pedido: PEDIDO,
          pedidoId: PEDIDO,
          id_reembolso: REEMBOLSO,
          id_disputa: DISPUTA,
        },
      }),
    )
  })

  it('refuses anyone but the request’s buyer, the seller included', async () => {
    const t = montar()
    await expect(t.service.abrir(sessao(VENDEDOR), REEMBOLSO, abrir)).rejects.toMatchObject({
      statusCode: 403,
      message: 'Você não tem permissão para acessar este reembolso.',
    })
    expect(t.repo.inserir).not.toHaveBeenCalled()
  })

  it('only a rejected request may be disputed', async () => {
    for (const status of ['awaiting_approval', 'approved', 'completed'] as const) {
      const t = montar({ reembolso: reembolso({ status }) })
      await expect(t.service.abrir(sessao(COMPRADOR), REEMBOLSO, abrir)).rejects.toMatchObject({
        statusCode: 422,
        message: 'Só é possível abrir uma disputa para um reembolso rejeitado pelo vendedor.',
      })
    }
  })

  it('within 7 days of the seller’s answer, the last millisecond included', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const resposta = new Date('2026-05-01T12:00:00.000Z')
    vi.setSystemTime(resposta.getTime() + 7 * DIA)
    const noPrazo = montar({ reembolso: reembolso({ data_resposta: resposta }) })
    await expect(noPrazo.service.abrir(sessao(COMPRADOR), REEMBOLSO, abrir)).resolves.toMatchObject({
      reembolso: { id_reembolso: REEMBOLSO },
    })
    vi.setSystemTime(resposta.getTime() + 7 * DIA + 1)
    const tarde = montar({ reembolso: reembolso({ data_resposta: resposta }) })
    await expect(tarde.service.abrir(sessao(COMPRADOR), REEMBOLSO, abrir)).rejects.toMatchObject({
      statusCode: 422,
      message: 'O prazo para abrir uma disputa terminou: ele é de 7 dias após a resposta do vendedor.',
    })
  })

  it('once: a second dispute, found or racing past the check, is refused', async () => {
    const existente = montar({ existente: true })
    await expect(existente.service.abrir(sessao(COMPRADOR), REEMBOLSO, abrir)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Já existe uma disputa para este reembolso.',
    })
    const corrida = montar({ inserida: null })
    await expect(corrida.service.abrir(sessao(COMPRADOR), REEMBOLSO, abrir)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Já existe uma disputa para este reembolso.',
    })
    expect(corrida.notificacoes.notificar).not.toHaveBeenCalled()
  })

  it('an unknown request is not found', async () => {
    const t = montar({ reembolso: null })
    await expect(t.service.abrir(sessao(COMPRADOR), REEMBOLSO, abrir)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Reembolso não encontrado.',
    })
  })
})

describe('decidir', () => {
  const registrar = () => vi.fn(async (_tx: unknown, _d: DisputaDecidida) => {})

  it('refund: what is still paid goes back through a new approved request, queued and tried after commit', async () => {
    const t = montar()
    const auditoria = registrar()
    const resposta = await t.service.decidir(
      OPERADOR,
      DISPUTA,
      { decisao: 'reembolsar', motivo: 'Fotos mostram a peça quebrada.' },
      auditoria,
    )
    expect(resposta.mensagem).toBe('Disputa decidida: o valor será reembolsado integralmente ao comprador.')
    expect(t.pedidos.travar).toHaveBeenCalledWith(TX, PEDIDO)
    expect(t.repo.inserirReembolsoDecidido).toHaveBeenCalledWith(TX, {
      id_pagamento: 4000,
      id_pedido: PEDIDO,
      id_usuario_comprador: COMPRADOR,
      id_usuario_vendedor: VENDEDOR,
      motivo: 'defective_product',
      descricao_motivo: 'Chegou rachado.',
      valor_centavos: 12_000,
    })
    expect(t.boss.send).toHaveBeenCalledWith(
      'reembolso-aprovado',
      { id_reembolso: 56 },
      expect.objectContaining({ singletonKey: 'reembolso:56' }),
    )
    expect(t.repo.decidir).toHaveBeenCalledWith(TX, DISPUTA, {
      status: 'reembolsada',
      decisao_motivo: 'Fotos mostram a peça quebrada.',
      id_operador: OPERADOR,
      id_reembolso_decisao: 56,
    })
    expect(t.notificacoes.notificar.mock.calls.map(([, n]) => n.id_usuario)).toEqual([COMPRADOR, VENDEDOR])
    expect(auditoria).toHaveBeenCalledWith(TX, {
      id_disputa: DISPUTA,
      id_reembolso: REEMBOLSO,
      id_pedido: PEDIDO,
      status: 'reembolsada',
      id_reembolso_decisao: 56,
      valor_reembolso_centavos: 12_000,
    })
    expect(t.processamento.processar).toHaveBeenCalledWith(56)
  })

  it('keep: the seller’s answer stands; nothing is refunded nor queued, both sides told', async () => {
    const t = montar()
    const auditoria = registrar()
    const resposta = await t.service.decidir(
      OPERADOR,
      DISPUTA,
      { decisao: 'manter', motivo: 'Sem provas.' },
      auditoria,
    )
    expect(resposta.mensagem).toBe('Disputa decidida: a resposta do vendedor foi mantida.')
    expect(t.repo.inserirReembolsoDecidido).not.toHaveBeenCalled()
    expect(t.boss.send).not.toHaveBeenCalled()
    expect(t.processamento.processar).not.toHaveBeenCalled()
    expect(t.notificacoes.notificar).toHaveBeenCalledTimes(2)
    expect(auditoria).toHaveBeenCalledWith(
      TX,
      expect.objectContaining({ status: 'mantida', valor_reembolso_centavos: null }),
    )
  })

  it('decided once: a dispute no longer open, or decided meanwhile, is refused', async () => {
    const decidida = montar({ disputa: disputa({ status: 'mantida' }) })
    await expect(
      decidida.service.decidir(OPERADOR, DISPUTA, { decisao: 'manter', motivo: 'Sem provas.' }, registrar()),
    ).rejects.toMatchObject({ statusCode: 409, message: 'Esta disputa já foi decidida.' })
    const corrida = montar({ decidiu: false })
    const auditoria = registrar()
    await expect(
      corrida.service.decidir(OPERADOR, DISPUTA, { decisao: 'manter', motivo: 'Sem provas.' }, auditoria),
    ).rejects.toMatchObject({ statusCode: 409, message: 'Esta disputa já foi decidida.' })
    expect(auditoria).not.toHaveBeenCalled()
  })

  it('refuses to refund a payment already given back', async () => {
    for (const pagamento of [
      { valor_total_centavos: 12_990, valor_reembolsado_centavos: 12_990, status: 'approved' },
      { valor_total_centavos: 12_990, valor_reembolsado_centavos: 0, status: 'refunded' },
    ]) {
      const t = montar({ pagamento })
      await expect(
        t.service.decidir(OPERADOR, DISPUTA, { decisao: 'reembolsar', motivo: 'Procede.' }, registrar()),
      ).rejects.toMatchObject({ statusCode: 422, message: 'Este pedido já foi reembolsado.' })
      expect(t.repo.inserirReembolsoDecidido).not.toHaveBeenCalled()
    }
  })

  it('refuses to refund while the order has another open request', async () => {
    const t = montar({ novoReembolso: null })
    await expect(
      t.service.decidir(OPERADOR, DISPUTA, { decisao: 'reembolsar', motivo: 'Procede.' }, registrar()),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'Já existe uma solicitação de reembolso em andamento para este pedido.',
    })
    expect(t.boss.send).not.toHaveBeenCalled()
  })

  it('an unknown dispute is not found', async () => {
    const t = montar({ disputa: null })
    await expect(
      t.service.decidir(OPERADOR, DISPUTA, { decisao: 'manter', motivo: 'Sem provas.' }, registrar()),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Disputa não encontrada.' })
  })
})
