// Asking for a refund (docs/product/reembolsos.md; docs/design.md#orders-and-money): the order's buyer, the
// order delivered at most 7 days ago (the edges moved around the database's clock), not refunded, no open
// request; the form's messages; the seller told and e-mailed. A refused request changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import type { Mail } from '../../lib/mail.ts'
import { reembolsosFixtures } from './reembolsos.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof reembolsosFixtures>
beforeAll(async () => {
  // Jobs are off: the refunds these cancellations queue are never sent to the provider.
  t = await startPaymentsApp({ JOBS_WORKERS: 'false' }, { reconcile: false })
  f = reembolsosFixtures(t)
})
afterAll(() => t?.close())

const got = (res: { statusCode: number; json: () => { mensagem?: string } }) => [
  res.statusCode,
  res.json().mensagem,
]

/** The e-mails queued for `email` (sealed in the e-mail job, opened with the app's cipher). */
async function emailsPara(email: string): Promise<Mail[]> {
  const { rows } = await t.pool.query(`select data from pgboss.job where name = 'email' order by created_on`)
  return rows
    .map((r) => JSON.parse(t.cipher.decrypt(r.data.mensagem)) as Mail)
    .filter((mail) => mail.to === email)
}

describe('the 7-day window, around the database clock', () => {
  it('is open 7 days less 5 seconds after delivery, and the request is made', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, idPagamento } = await f.pedidoEntregue(v, b, 12_000)
    await f.entregueHa(idPedido, '7 days - 5 seconds')
    const res = await f.solicitar(b.cookie, idPagamento)
    expect(got(res)).toEqual([201, 'Solicitação de reembolso enviada com sucesso!'])
    expect(res.json().reembolso).toMatchObject({
      id_pagamento: idPagamento,
      id_pedido: idPedido,
      status: 'awaiting_approval',
      motivo: 'defective_product',
      descricao_motivo: 'A alça descosturou no primeiro uso.',
      descricao: 'A alça descosturou no primeiro uso.',
      valor_solicitado: 120,
      valor_aprovado: null,
      resposta_vendedor: null,
      data_resposta: null,
      usuario_comprador: { id_usuario: b.id, nome: b.usuario.nome, email: b.email },
      usuario_vendedor: { id_usuario: v.id, nome: v.usuario.nome, email: v.email },
      pagamento: {
        status: 'approved',
        valor_total: 120,
        valor_reembolsado: 0,
        pedido: {
          id_pedido: idPedido,
          status_pedido: 'entregue',
          valor_total: 120,
          itens: [{ anuncio: { produto: { nome: 'Bolsa de lona reciclada' } } }],
        },
      },
    })
    expect(await f.reembolso(res.json().reembolso.id_reembolso)).toMatchObject({
      status: 'awaiting_approval',
      valor_solicitado_centavos: 12_000,
      tentativas: 0,
    })
  })

  it('is closed 7 days and 1 second after delivery: 422, nothing changes', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, idPagamento } = await f.pedidoEntregue(v, b)
    await f.entregueHa(idPedido, '7 days 1 second')
    const antes = await f.tudo()
    expect(got(await f.solicitar(b.cookie, idPagamento))).toEqual([
      422,
      'O prazo para solicitar o reembolso terminou: ele é de 7 dias após a entrega.',
    ])
    expect(await f.tudo()).toEqual(antes)
  })
})

describe('the request', () => {
  it('tells the seller, in the panel and by e-mail with the link to the refunds', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, idPagamento } = await f.pedidoEntregue(v, b)
    const res = await f.solicitar(b.cookie, idPagamento)
    const idReembolso = res.json().reembolso.id_reembolso
    const avisos = (await f.notificacoes(v.id)).filter((n) => n.tipo === 'reembolso_solicitado')
    expect(avisos).toEqual([
      {
        tipo: 'reembolso_solicitado',
        titulo: 'Reembolso solicitado',
        mensagem: `${b.usuario.nome} solicitou o reembolso do pedido #${idPedido}.`,
        dados_adicionais: { id_pedido: idPedido, pedidoId: idPedido, id_reembolso: idReembolso },
      },
    ])
    const email = (await emailsPara(v.email)).find((mail) => mail.subject.includes('Reembolso'))
    expect(email?.subject).toBe('Recria — Reembolso solicitado')
    expect(email?.text).toContain(`${b.usuario.nome} solicitou o reembolso do pedido #${idPedido}.`)
    expect(email?.text).toContain(`${t.config.publicUrl}/reembolsos`)
  })

  it('needs a listed reason and a description up to 500 characters, with their messages', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPagamento } = await f.pedidoEntregue(v, b)
    const antes = await f.tudo()
    for (const [body, mensagem] of [
      [{ descricao: 'Veio quebrado.' }, 'Selecione o motivo do reembolso.'],
      [{ motivo: 'duplicate_payment', descricao: 'Veio quebrado.' }, 'Selecione o motivo do reembolso.'],
      [{ motivo: 'others' }, 'Descreva o motivo do reembolso.'],
      [{ motivo: 'others', descricao: '    ' }, 'Descreva o motivo do reembolso.'],
      [{ motivo: 'others', descricao: 'x'.repeat(501) }, 'A descrição deve ter no máximo 500 caracteres.'],
    ] as const)
      expect(got(await f.solicitar(b.cookie, idPagamento, body)), JSON.stringify(body)).toEqual([
        400,
        mensagem,
      ])
    expect(await f.tudo()).toEqual(antes)
    const longa = await f.solicitar(b.cookie, idPagamento, { motivo: 'others', descricao: 'x'.repeat(500) })
    expect(longa.statusCode).toBe(201)
  })

  it('of an unknown payment: 404 with the documented message', async () => {
    const b = await f.comprador()
    expect(got(await f.solicitar(b.cookie, 987_654))).toEqual([
      404,
      'Não foi possível identificar o pagamento para este pedido.',
    ])
  })

  it('needs the order delivered and not refunded: 422, nothing changes', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, idPagamento } = await f.pedidoEntregue(v, b)
    for (const [status, mensagem] of [
      ['pronto_para_entrega', 'O reembolso só pode ser solicitado para pedidos entregues.'],
      ['cancelado', 'O reembolso só pode ser solicitado para pedidos entregues.'],
      ['reembolsado', 'Este pedido já foi reembolsado.'],
    ]) {
      await t.pool.query('update pedidos set status_pedido = $2 where id_pedido = $1', [idPedido, status])
      const antes = await f.tudo()
      expect(got(await f.solicitar(b.cookie, idPagamento)), status).toEqual([422, mensagem])
      expect(await f.tudo()).toEqual(antes)
    }
    await t.pool.query(
      `update pedidos set status_pedido = 'entregue', data_reembolso = now() where id_pedido = $1`,
      [idPedido],
    )
    expect(got(await f.solicitar(b.cookie, idPagamento))).toEqual([422, 'Este pedido já foi reembolsado.'])
  })

  it('names the payment that paid the order, not a duplicate given back by itself: 422, nothing changes', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPagamento } = await f.pedidoEntregue(v, b)
    const { rows } = await t.pool.query(
      `insert into pagamentos (id_pedido, id_usuario_vendedor, mercado_pago_payment_id, status, valor_total_centavos,
         data_criacao, data_aprovacao, data_atualizacao_mp)
       select id_pedido, id_usuario_vendedor, mercado_pago_payment_id + 1000000, 'approved', valor_total_centavos,
              data_criacao, data_aprovacao + interval '1 minute', data_atualizacao_mp
       from pagamentos where id_pagamento = $1 returning id_pagamento`,
      [idPagamento],
    )
    const antes = await f.tudo()
    expect(got(await f.solicitar(b.cookie, rows[0].id_pagamento))).toEqual([
      422,
      'Este é um pagamento em duplicidade do pedido e já é devolvido automaticamente. Peça o reembolso pelo pagamento que pagou o pedido.',
    ])
    expect(await f.tudo()).toEqual(antes)
    expect((await f.solicitar(b.cookie, idPagamento)).statusCode).toBe(201)
  })

  it('one open request per order, even sent twice at once: 409 for the other, one row, one notice', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, idPagamento } = await f.pedidoEntregue(v, b)
    const respostas = await Promise.all([
      f.solicitar(b.cookie, idPagamento),
      f.solicitar(b.cookie, idPagamento),
    ])
    expect(respostas.map(got).sort()).toEqual([
      [201, 'Solicitação de reembolso enviada com sucesso!'],
      [409, 'Já existe uma solicitação de reembolso em andamento para este pedido.'],
    ])
    const antes = await f.tudo()
    expect(got(await f.solicitar(b.cookie, idPagamento))).toEqual([
      409,
      'Já existe uma solicitação de reembolso em andamento para este pedido.',
    ])
    expect(await f.tudo()).toEqual(antes)
    const { rows } = await t.pool.query('select count(*)::int as n from reembolsos where id_pedido = $1', [
      idPedido,
    ])
    expect(rows[0].n).toBe(1)
    expect((await f.notificacoes(v.id)).filter((n) => n.tipo === 'reembolso_solicitado')).toHaveLength(1)
  })

  it('after a rejection, may be asked again within the window', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPagamento } = await f.pedidoEntregue(v, b)
    const primeiro = (await f.solicitar(b.cookie, idPagamento)).json().reembolso.id_reembolso
    const recusa = await f.responder(v.cookie, primeiro, {
      respostaVendedor: 'Chegou perfeito.',
      aprovado: false,
    })
    expect(recusa.statusCode).toBe(200)
    expect((await f.solicitar(b.cookie, idPagamento)).statusCode).toBe(201)
  })

  it('only by the order’s buyer: its seller and another buyer are refused, nothing changes', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const outro = await f.comprador()
    const { idPagamento } = await f.pedidoEntregue(v, b)
    const antes = await f.tudo()
    expect(got(await f.solicitar(v.cookie, idPagamento))).toEqual([
      403,
      'Esta ação é exclusiva para compradores.',
    ])
    expect(got(await f.solicitar(outro.cookie, idPagamento))).toEqual([
      403,
      'Apenas o comprador do pedido pode solicitar o reembolso.',
    ])
    expect(got(await f.solicitar(undefined, idPagamento))).toEqual([
      401,
      'Você precisa estar logado para acessar este recurso.',
    ])
    expect(await f.tudo()).toEqual(antes)
  })
})
