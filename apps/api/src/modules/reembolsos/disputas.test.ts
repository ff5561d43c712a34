// Disputes of rejected refunds (decision 027). The buyer disputes a rejection within 7 days of the
// seller's answer, once, with a text of 10 to 1000 characters; nobody else can, and a refused call
// writes nothing. The operator decides once: 'reembolsar' gives back in full what is still paid,
// through the simulator exactly once, by a new approved request the refund job processes; 'manter'
// moves no money. Both sides are told, the audit log keeps the decision, both refund pages show it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpOperator } from '../../../test/fixtures.ts'
import { type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { type Comprador, reembolsosFixtures, type Vendedor } from './reembolsos.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof reembolsosFixtures>
let operador: { cookie: string; id: number; nome: string }
beforeAll(async () => {
  t = await startPaymentsApp({ JOBS_WORKERS: 'false' })
  f = reembolsosFixtures(t)
  const o = await signUpOperator(t)
  operador = { cookie: o.cookie, id: o.usuario.id_usuario, nome: o.usuario.nome }
})
afterAll(() => t?.close())

const REJEITAR = { respostaVendedor: 'O produto chegou em perfeito estado.', aprovado: false }
const TEXTO = 'A alça soltou no segundo dia; mandei fotos ao vendedor e ele ignorou.'
const got = (res: { statusCode: number; json: () => { mensagem?: string } }) => [
  res.statusCode,
  res.json().mensagem,
]

const disputar = (
  cookie: string | undefined,
  idReembolso: number | string,
  body: unknown = { descricao: TEXTO },
) => f.call('POST', `/reembolsos/${idReembolso}/disputa`, cookie, body)
const decidir = (cookie: string | undefined, idDisputa: number | string, body: unknown) =>
  f.call('POST', `/admin/disputas/${idDisputa}/decidir`, cookie, body)

/** A delivered order of R$ 120,00 whose refund request its seller rejected. */
async function rejeitado(v: Vendedor, b: Comprador) {
  const entregue = await f.pedidoEntregue(v, b, 12_000)
  const res = await f.solicitar(b.cookie, entregue.idPagamento)
  if (res.statusCode !== 201) throw new Error(res.body)
  const idReembolso = res.json().reembolso.id_reembolso as number
  const resposta = await f.responder(v.cookie, idReembolso, REJEITAR)
  if (resposta.statusCode !== 200) throw new Error(resposta.body)
  return { ...entregue, idReembolso }
}

/** …and disputed by its buyer. */
async function disputado(v: Vendedor, b: Comprador) {
  const r = await rejeitado(v, b)
  const res = await disputar(b.cookie, r.idReembolso)
  if (res.statusCode !== 201) throw new Error(res.body)
  return { ...r, idDisputa: res.json().reembolso.disputa.id_disputa as number }
}

const respondidoHa = (idReembolso: number, offset: string) =>
  t.pool.query(`update reembolsos set data_resposta = now() - $2::interval where id_reembolso = $1`, [
    idReembolso,
    offset,
  ])

const disputasDe = async (idReembolso: number) =>
  (await t.pool.query('select * from disputas where id_reembolso = $1', [idReembolso])).rows
const avisosDe = async (idUsuario: number, tipo: string) =>
  (await f.notificacoes(idUsuario)).filter((n) => n.tipo === tipo).map((n) => [n.titulo, n.mensagem])
const auditoria = async (idDisputa: number) =>
  (
    await t.pool.query(
      `select id_operador, acao, alvo_tipo, alvo_id, motivo, detalhes from auditoria_operador
       where alvo_tipo = 'disputa' and alvo_id = $1`,
      [idDisputa],
    )
  ).rows
const tudo = async () => ({
  ...(await f.tudo()),
  disputas: (await t.pool.query('select * from disputas order by 1')).rows,
  auditoria: (await t.pool.query('select * from auditoria_operador order by 1')).rows,
})

describe('opening a dispute', () => {
  it("the buyer disputes a rejection answered 6 days ago; the seller is told; both sides' detail show it", async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, idReembolso } = await rejeitado(v, b)
    await respondidoHa(idReembolso, '6 days')

    const res = await disputar(b.cookie, idReembolso, { descricao: `  ${TEXTO}  ` })
    expect(got(res)).toEqual([201, 'Disputa aberta. A equipe da Recria vai analisar o caso e decidir.'])
    const [linha] = await disputasDe(idReembolso)
    expect(linha).toMatchObject({
      id_pedido: idPedido,
      id_usuario_comprador: b.id,
      id_usuario_vendedor: v.id,
      descricao: TEXTO,
      status: 'aberta',
      decisao_motivo: null,
      id_operador: null,
      id_reembolso_decisao: null,
      data_decisao: null,
    })
    const disputa = {
      id_disputa: linha.id_disputa,
      id_reembolso: idReembolso,
      status: 'aberta',
      descricao: TEXTO,
      decisao_motivo: null,
      id_reembolso_decisao: null,
      data_criacao: linha.data_criacao.toISOString(),
      data_decisao: null,
    }
    expect(res.json().reembolso).toMatchObject({ id_reembolso: idReembolso, status: 'rejected', disputa })
    expect(await avisosDe(v.id, 'disputa_aberta')).toEqual([
      [
        'Disputa aberta',
        `${b.usuario.nome} abriu uma disputa sobre o reembolso recusado do pedido #${idPedido}. A equipe da Recria vai decidir.`,
      ],
    ])
    for (const cookie of [b.cookie, v.cookie]) {
      const detalhe = await f.call('GET', `/reembolsos/${idReembolso}`, cookie)
      expect(detalhe.json().reembolso.disputa).toEqual(disputa)
    }
    const lista = await f.call('GET', `/reembolsos/vendedor/${v.id}`, v.cookie)
    expect(lista.json().reembolsos[0].disputa).toEqual(disputa)
    const doComprador = await f.call('GET', `/reembolsos/comprador/${b.id}`, b.cookie)
    expect(doComprador.json().reembolsos[0].disputa).toEqual(disputa)

    // Twice: 409, nothing more written.
    const antes = await tudo()
    expect(got(await disputar(b.cookie, idReembolso))).toEqual([
      409,
      'Já existe uma disputa para este reembolso.',
    ])
    expect(await tudo()).toEqual(antes)
  })

  it('is refused 8 days after the answer, for a request not rejected, and for a bad text, writing nothing', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idReembolso } = await rejeitado(v, b)
    await respondidoHa(idReembolso, '8 days')
    const outro = await f.pedidoEntregue(v, b, 5_000)
    const pendente = (await f.solicitar(b.cookie, outro.idPagamento)).json().reembolso.id_reembolso

    const antes = await tudo()
    expect(got(await disputar(b.cookie, idReembolso))).toEqual([
      422,
      'O prazo para abrir uma disputa terminou: ele é de 7 dias após a resposta do vendedor.',
    ])
    expect(got(await disputar(b.cookie, pendente))).toEqual([
      422,
      'Só é possível abrir uma disputa para um reembolso rejeitado pelo vendedor.',
    ])
    expect(await tudo()).toEqual(antes)

    await respondidoHa(idReembolso, '1 day')
    const depois = await tudo()
    const textos: [unknown, string][] = [
      [{}, 'Explique por que você discorda da resposta do vendedor.'],
      [{ descricao: '   ' }, 'Explique por que você discorda da resposta do vendedor.'],
      [{ descricao: 'Curto.' }, 'Descreva a disputa com pelo menos 10 caracteres.'],
      [{ descricao: 'x'.repeat(1001) }, 'A descrição deve ter no máximo 1000 caracteres.'],
      [{ descricao: 42 }, 'Explique por que você discorda da resposta do vendedor.'],
    ]
    for (const [body, mensagem] of textos) {
      const res = await disputar(b.cookie, idReembolso, body)
      expect(res.statusCode).toBe(400)
      expect(res.body).toContain(mensagem)
    }
    expect(got(await disputar(b.cookie, 999_999))).toEqual([404, 'Reembolso não encontrado.'])
    expect(await tudo()).toEqual(depois)
    // 1000 characters exactly is accepted.
    expect((await disputar(b.cookie, idReembolso, { descricao: 'y'.repeat(1000) })).statusCode).toBe(201)
  })

  it("is the buyer's alone: visitor, another buyer, the seller, another seller refused, nothing written", async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idReembolso } = await rejeitado(v, b)
    const outroComprador = await f.comprador()
    const outroVendedor = await f.vendedor()

    const antes = await tudo()
    expect(got(await disputar(undefined, idReembolso))).toEqual([
      401,
      'Você precisa estar logado para acessar este recurso.',
    ])
    expect(got(await disputar(outroComprador.cookie, idReembolso))).toEqual([
      403,
      'Você não tem permissão para acessar este reembolso.',
    ])
    for (const vendedor of [v, outroVendedor])
      expect(got(await disputar(vendedor.cookie, idReembolso))).toEqual([
        403,
        'Esta ação é exclusiva para compradores.',
      ])
    expect(got(await disputar(operador.cookie, idReembolso))).toEqual([
      403,
      'Você não tem permissão para acessar este reembolso.',
    ])
    expect(await tudo()).toEqual(antes)
  })
})

describe('the operator decides', () => {
  it('reembolsar: exactly one refund of the whole amount at the provider, the order refunded, both told, audited', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, idPagamento, mpPaymentId, idReembolso, idDisputa } = await disputado(v, b)
    const motivo = 'As fotos mostram a alça descosturada; o vendedor não ofereceu troca.'

    const lista = await f.call('GET', '/admin/disputas?status=aberta', operador.cookie)
    expect(lista.statusCode).toBe(200)
    const item = lista.json().itens.find((d: { id_disputa: number }) => d.id_disputa === idDisputa)
    expect(item).toMatchObject({
      id_pedido: idPedido,
      status: 'aberta',
      descricao: TEXTO,
      comprador: { id_usuario: b.id, nome: b.usuario.nome },
      vendedor: { id_usuario: v.id, nome: v.usuario.nome },
      reembolso: {
        motivo: 'defective_product',
        descricao: 'A alça descosturou no primeiro uso.',
        valor_solicitado: 120,
        resposta_vendedor: REJEITAR.respostaVendedor,
      },
      pagamento: { valor_total: 120, valor_reembolsado: 0, valor_a_reembolsar: 120 },
      nome_operador: null,
    })

    const res = await decidir(operador.cookie, idDisputa, { decisao: 'reembolsar', motivo })
    expect(got(res)).toEqual([200, 'Disputa decidida: o valor será reembolsado integralmente ao comprador.'])
    const [linha] = await disputasDe(idReembolso)
    expect(linha).toMatchObject({ status: 'reembolsada', decisao_motivo: motivo, id_operador: operador.id })
    expect(linha.data_decisao).not.toBeNull()
    const idNovo = linha.id_reembolso_decisao as number
    expect(await f.reembolso(idNovo)).toMatchObject({
      id_pagamento: idPagamento,
      id_pedido: idPedido,
      status: 'completed',
      valor_solicitado_centavos: 12_000,
      valor_aprovado_centavos: 12_000,
    })
    expect(res.json().disputa).toMatchObject({
      status: 'reembolsada',
      id_reembolso_decisao: idNovo,
      nome_operador: operador.nome,
      pagamento: { valor_total: 120, valor_reembolsado: 120, valor_a_reembolsar: 0 },
    })

    // The refund job's run changes nothing more: one refund, for the whole amount.
    expect(await t.services.reembolsoProcessamento.processar(idNovo)).toBeNull()
    const refunds = await f.reembolsosNoProvedor(v, mpPaymentId)
    expect(refunds.map((r) => [r.amount, r.status])).toEqual([[120, 'approved']])
    expect(await f.pagamento(idPagamento)).toMatchObject({
      status: 'refunded',
      valor_reembolsado_centavos: 12_000,
    })
    expect((await f.pedido(idPedido)).status_pedido).toBe('reembolsado')

    const texto = [
      'Disputa decidida',
      `A equipe da Recria decidiu a disputa do pedido #${idPedido}: o valor será reembolsado integralmente ao comprador. Motivo: ${motivo}`,
    ]
    expect(await avisosDe(b.id, 'disputa_decidida')).toEqual([texto])
    expect(await avisosDe(v.id, 'disputa_decidida')).toEqual([texto])
    expect(await avisosDe(b.id, 'reembolso_concluido')).toHaveLength(1)
    expect(await auditoria(idDisputa)).toEqual([
      {
        id_operador: operador.id,
        acao: 'disputa_reembolsada',
        alvo_tipo: 'disputa',
        alvo_id: idDisputa,
        motivo,
        detalhes: {
          id_reembolso: idReembolso,
          id_pedido: idPedido,
          antes: { status: 'aberta' },
          depois: { status: 'reembolsada' },
          id_reembolso_decisao: idNovo,
          valor_reembolso_centavos: 12_000,
        },
      },
    ])

    // Both refund pages read the decision: the disputed request and the one that refunded it.
    const decidida = {
      id_disputa: idDisputa,
      id_reembolso: idReembolso,
      status: 'reembolsada',
      decisao_motivo: motivo,
      id_reembolso_decisao: idNovo,
      data_decisao: linha.data_decisao.toISOString(),
    }
    for (const cookie of [b.cookie, v.cookie]) {
      for (const id of [idReembolso, idNovo]) {
        const detalhe = await f.call('GET', `/reembolsos/${id}`, cookie)
        expect(detalhe.json().reembolso.disputa).toMatchObject(decidida)
      }
    }

    // Deciding again: 409, nothing written, no second refund.
    const antes = await tudo()
    for (const decisao of ['reembolsar', 'manter'])
      expect(got(await decidir(operador.cookie, idDisputa, { decisao, motivo }))).toEqual([
        409,
        'Esta disputa já foi decidida.',
      ])
    expect(await tudo()).toEqual(antes)
    expect(await f.reembolsosNoProvedor(v, mpPaymentId)).toHaveLength(1)
  })

  it('reembolsar with the provider down: the request waits for the job, which refunds it once', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, idPagamento, mpPaymentId, idReembolso, idDisputa } = await disputado(v, b)
    await f.derrubarReembolsos(1)
    try {
      const res = await decidir(operador.cookie, idDisputa, {
        decisao: 'reembolsar',
        motivo: 'O vendedor não comprovou o estado do produto.',
      })
      expect(res.statusCode).toBe(200)
    } finally {
      await f.derrubarReembolsos(0)
    }
    const [linha] = await disputasDe(idReembolso)
    const idNovo = linha.id_reembolso_decisao as number
    expect(await f.reembolso(idNovo)).toMatchObject({ status: 'processing', tentativas: 1 })
    const { rows: fila } = await t.pool.query(
      `select state from pgboss.job where name = 'reembolso-aprovado' and data->>'id_reembolso' = $1`,
      [String(idNovo)],
    )
    expect(fila).toHaveLength(1)

    expect(await t.services.reembolsoProcessamento.processar(idNovo)).toBe('completed')
    expect((await f.reembolsosNoProvedor(v, mpPaymentId)).map((r) => r.amount)).toEqual([120])
    expect(await f.pagamento(idPagamento)).toMatchObject({
      status: 'refunded',
      valor_reembolsado_centavos: 12_000,
    })
    expect((await f.pedido(idPedido)).status_pedido).toBe('reembolsado')
  })

  it('manter: no money moves, both told, audited; deciding again is 409', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, idPagamento, mpPaymentId, idReembolso, idDisputa } = await disputado(v, b)
    const motivo = 'As fotos do envio mostram o produto íntegro na entrega.'
    const reembolsosAntes = (await t.pool.query('select count(*)::int as n from reembolsos')).rows[0].n

    const res = await decidir(operador.cookie, idDisputa, { decisao: 'manter', motivo })
    expect(got(res)).toEqual([200, 'Disputa decidida: a resposta do vendedor foi mantida.'])
    expect(res.json().disputa).toMatchObject({ status: 'mantida', id_reembolso_decisao: null })
    expect(await disputasDe(idReembolso)).toMatchObject([
      { status: 'mantida', decisao_motivo: motivo, id_operador: operador.id, id_reembolso_decisao: null },
    ])
    expect((await t.pool.query('select count(*)::int as n from reembolsos')).rows[0].n).toBe(reembolsosAntes)
    expect(await f.reembolsosNoProvedor(v, mpPaymentId)).toEqual([])
    expect(await f.pagamento(idPagamento)).toMatchObject({
      status: 'approved',
      valor_reembolsado_centavos: 0,
    })
    expect((await f.pedido(idPedido)).status_pedido).toBe('entregue')
    const texto = [
      'Disputa decidida',
      `A equipe da Recria decidiu a disputa do pedido #${idPedido}: a resposta do vendedor foi mantida. Motivo: ${motivo}`,
    ]
    expect(await avisosDe(b.id, 'disputa_decidida')).toEqual([texto])
    expect(await avisosDe(v.id, 'disputa_decidida')).toEqual([texto])
    expect(await auditoria(idDisputa)).toMatchObject([
      { acao: 'disputa_mantida', alvo_tipo: 'disputa', motivo, detalhes: { depois: { status: 'mantida' } } },
    ])
    const detalhe = await f.call('GET', `/reembolsos/${idReembolso}`, b.cookie)
    expect(detalhe.json().reembolso.disputa).toMatchObject({ status: 'mantida', decisao_motivo: motivo })

    const antes = await tudo()
    expect(got(await decidir(operador.cookie, idDisputa, { decisao: 'reembolsar', motivo }))).toEqual([
      409,
      'Esta disputa já foi decidida.',
    ])
    expect(await tudo()).toEqual(antes)
  })

  it('refuses a bad decision or reason (400), an unknown dispute (404), and non-operators, writing nothing', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idDisputa } = await disputado(v, b)
    const antes = await tudo()
    const corpos: [unknown, string][] = [
      [
        { motivo: 'Um motivo suficiente.' },
        'Escolha a decisão: reembolsar integralmente ou manter a resposta do vendedor.',
      ],
      [
        { decisao: 'devolver', motivo: 'Um motivo suficiente.' },
        'Escolha a decisão: reembolsar integralmente ou manter a resposta do vendedor.',
      ],
      [{ decisao: 'manter' }, 'Informe o motivo da ação.'],
      [{ decisao: 'manter', motivo: 'curto' }, 'Descreva o motivo com pelo menos 10 caracteres.'],
      [{ decisao: 'manter', motivo: 'm'.repeat(1001) }, 'O motivo deve ter no máximo 1000 caracteres.'],
    ]
    for (const [body, mensagem] of corpos) {
      const res = await decidir(operador.cookie, idDisputa, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.body).toContain(mensagem)
    }
    expect(
      got(await decidir(operador.cookie, 999_999, { decisao: 'manter', motivo: 'Um motivo suficiente.' })),
    ).toEqual([404, 'Disputa não encontrada.'])
    const corpo = { decisao: 'reembolsar', motivo: 'Tentativa de quem não opera.' }
    expect(got(await decidir(undefined, idDisputa, corpo))).toEqual([
      401,
      'Você precisa estar logado para acessar este recurso.',
    ])
    for (const cookie of [b.cookie, v.cookie])
      expect(got(await decidir(cookie, idDisputa, corpo))).toEqual([
        403,
        'Esta área é exclusiva da equipe de operação da Recria.',
      ])
    expect(got(await f.call('GET', '/admin/disputas', b.cookie))).toEqual([
      403,
      'Esta área é exclusiva da equipe de operação da Recria.',
    ])
    const status = await f.call('GET', '/admin/disputas?status=fechada', operador.cookie)
    expect(got(status)).toEqual([400, expect.stringContaining('Status de disputa inválido.')])
    expect(await tudo()).toEqual(antes)
  })

  it('lists open ones first, oldest first, paginated, with counters per status', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const primeira = await disputado(v, b)
    const segunda = await disputado(v, b)
    await decidir(operador.cookie, segunda.idDisputa, {
      decisao: 'manter',
      motivo: 'Produto entregue íntegro.',
    })
    const terceira = await disputado(v, b)

    const todas = (await f.call('GET', '/admin/disputas?limit=100', operador.cookie)).json()
    const ids = todas.itens.map((d: { id_disputa: number }) => d.id_disputa)
    const abertas = todas.itens.filter((d: { status: string }) => d.status === 'aberta')
    expect(todas.itens.slice(0, abertas.length)).toEqual(abertas)
    expect(ids.indexOf(primeira.idDisputa)).toBeLessThan(ids.indexOf(terceira.idDisputa))
    expect(ids.indexOf(terceira.idDisputa)).toBeLessThan(ids.indexOf(segunda.idDisputa))
    const { rows } = await t.pool.query(`select status, count(*)::int as n from disputas group by status`)
    const contados = Object.fromEntries(rows.map((r) => [r.status, r.n]))
    expect(todas.contadores).toEqual({
      aberta: contados.aberta ?? 0,
      reembolsada: contados.reembolsada ?? 0,
      mantida: contados.mantida ?? 0,
      total: todas.total,
    })

    const pagina = (
      await f.call('GET', '/admin/disputas?status=aberta&limit=1&page=2', operador.cookie)
    ).json()
    expect(pagina).toMatchObject({ total: contados.aberta, pagina: 2, total_paginas: contados.aberta })
    expect(pagina.itens).toHaveLength(1)
    expect(pagina.itens[0].status).toBe('aberta')
  })
})

describe("the seller's payments that may still go back", () => {
  it('count a rejection still disputable and an open dispute, past the delivery window (no disconnection)', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const reembolsaveis = () => t.services.reembolsoPagamento.reembolsaveis(v.id)
    const { idPedido, idReembolso } = await rejeitado(v, b)
    await f.entregueHa(idPedido, '10 days')
    await respondidoHa(idReembolso, '6 days')
    expect(await reembolsaveis()).toBe(1)
    await respondidoHa(idReembolso, '8 days')
    expect(await reembolsaveis()).toBe(0)

    await respondidoHa(idReembolso, '6 days')
    const { rows } = await t.pool.query(
      `insert into disputas (id_reembolso, id_pedido, id_usuario_comprador, id_usuario_vendedor, descricao)
       values ($1, $2, $3, $4, 'Discordo da resposta do vendedor.') returning id_disputa`,
      [idReembolso, idPedido, b.id, v.id],
    )
    await respondidoHa(idReembolso, '30 days')
    expect(await reembolsaveis()).toBe(1)
    const motivo = 'O vendedor comprovou o estado do produto.'
    await decidir(operador.cookie, rows[0].id_disputa, { decisao: 'manter', motivo })
    expect(await reembolsaveis()).toBe(0)
  })
})
