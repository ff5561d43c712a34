// Who may read and refresh which payments (docs/design.md#http-conventions): the seller's list answers that
// seller alone; a payment and an order's payments answer the order's buyer and seller alone. Strangers get
// the exact refusal, hostile ids are refused before anything, and nothing changes, here or at the provider.
// PATCH /pagamentos/{id}/status re-reads Mercado Pago and never takes the status it is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { snapshot } from '../../../test/route-walk.ts'
import { type Pago, pagamentosFixtures, type Vendedor } from './pagamentos.fixtures.ts'

interface Pessoa {
  id: number
  cookie: string
}

let t: PaymentsApp
let f: ReturnType<typeof pagamentosFixtures>
let vendedor: Vendedor
let comprador: Pessoa
let outroComprador: Pessoa
let outroVendedor: Pessoa
let pix: Pago

const pessoa = async (perfil: 'comprador' | 'vendedor'): Promise<Pessoa> => {
  const s = await signUp(t.app, { perfil })
  return { id: s.usuario.id_usuario, cookie: s.cookie }
}

beforeAll(async () => {
  t = await startPaymentsApp({ JOBS_WORKERS: 'false' })
  f = pagamentosFixtures(t)
  vendedor = await t.connectedSeller()
  comprador = await pessoa('comprador')
  outroComprador = await pessoa('comprador')
  outroVendedor = await pessoa('vendedor')
  pix = await f.pagar(vendedor, comprador.id, 15990, { metodo: 'pix' })
}, 60_000)
afterAll(() => t?.close())

const SIGN_IN = [401, 'Você precisa estar logado para acessar este recurso.']
const OTHER_USER = [403, 'Você não tem permissão para acessar dados de outro usuário.']
const SELLERS_ONLY = [403, 'Esta ação é exclusiva para vendedores.']
const NOT_YOUR_ORDER = [403, 'Você não tem permissão para acessar este pedido.']
const NOT_YOUR_PAYMENT = [403, 'Você não tem permissão para acessar este pagamento.']
const BAD_ID = [400, 'Identificador inválido.']

type Metodo = 'GET' | 'PUT' | 'PATCH'
interface Rota {
  method: Metodo
  url: (id: string) => string
  /** The real id the path names. */
  id: () => number
  payload?: object
}

const ROTAS: Record<string, Rota> = {
  lista: { method: 'GET', url: (id) => `/pagamentos/vendedor/${id}`, id: () => vendedor.usuario.id_usuario },
  doPedido: { method: 'GET', url: (id) => `/pagamentos/pedido/${id}`, id: () => pix.idPedido },
  pagamento: { method: 'GET', url: (id) => `/pagamentos/${id}`, id: () => pix.idPagamento },
  sincronizar: { method: 'PUT', url: (id) => `/pagamentos/${id}/sincronizar`, id: () => pix.idPagamento },
  status: {
    method: 'PATCH',
    url: (id) => `/pagamentos/${id}/status`,
    id: () => pix.idPagamento,
    payload: { status: 'approved' },
  },
}

async function call(rota: Rota, id: string, cookie?: string) {
  const res = await t.app.inject({
    method: rota.method,
    url: `/api${rota.url(id)}`,
    headers: cookie ? { cookie } : {},
    ...(rota.payload && { payload: rota.payload }),
  })
  return [res.statusCode, res.json().mensagem]
}

/** Our tables and the simulator's payment, which a refused call must leave as they were. */
const estado = async () => ({
  tabelas: await snapshot(t),
  provedor: (await t.pool.query('select * from mp_sim.payments where id = $1', [pix.mpPaymentId])).rows,
})

/** What each stranger is told on each route. */
function recusa(nome: string, quem: 'visitante' | 'outro comprador' | 'outro vendedor') {
  if (quem === 'visitante') return SIGN_IN
  if (nome === 'lista') return quem === 'outro comprador' ? SELLERS_ONLY : OTHER_USER
  return nome === 'doPedido' ? NOT_YOUR_ORDER : NOT_YOUR_PAYMENT
}

describe('the payments routes', () => {
  const estranhos = () =>
    [
      ['visitante', undefined],
      ['outro comprador', outroComprador.cookie],
      ['outro vendedor', outroVendedor.cookie],
    ] as const

  it('refuse every stranger with the exact status and message, changing nothing', async () => {
    const antes = await estado()
    const unexpected: string[] = []
    for (const [nome, rota] of Object.entries(ROTAS))
      for (const [quem, cookie] of estranhos()) {
        const got = await call(rota, String(rota.id()), cookie)
        if (JSON.stringify(got) !== JSON.stringify(recusa(nome, quem)))
          unexpected.push(`${quem} ${rota.method} ${rota.url('{id}')} → ${got.join(' ')}`)
      }
    expect(unexpected).toEqual([])
    expect(await estado()).toEqual(antes)
  })

  it('refuse 1e0, 01, -1 and the real ids so spelled with 400, owners included, changing nothing', async () => {
    const antes = await estado()
    const unexpected: string[] = []
    for (const rota of Object.values(ROTAS)) {
      const id = rota.id()
      for (const grafia of ['1e0', '01', '-1', `${id}e0`, `0${id}`, `-${id}`, `${id}.0`, `+${id}`])
        for (const cookie of [undefined, vendedor.cookie, comprador.cookie, outroVendedor.cookie]) {
          const got = await call(rota, encodeURIComponent(grafia), cookie)
          if (JSON.stringify(got) !== JSON.stringify(BAD_ID))
            unexpected.push(`${rota.method} ${rota.url(grafia)} → ${got.join(' ')}`)
        }
    }
    expect(unexpected).toEqual([])
    expect(await estado()).toEqual(antes)
  })

  it('read a percent-encoded id (%31 for 1) as that very id: strangers refused alike', async () => {
    const antes = await estado()
    const codificado = (id: number) => [...String(id)].map((d) => `%3${d}`).join('')
    for (const [nome, rota] of Object.entries(ROTAS))
      for (const [quem, cookie] of estranhos())
        expect(await call(rota, codificado(rota.id()), cookie), `${quem} ${nome}`).toEqual(recusa(nome, quem))
    // '%31' itself names user, order or payment 1, none of them the caller's.
    expect(await call(ROTAS.lista as Rota, '%31', outroVendedor.cookie)).toEqual(OTHER_USER)
    expect(await estado()).toEqual(antes)
    const dono = await t.app.inject({
      method: 'GET',
      url: `/api/pagamentos/${codificado(pix.idPagamento)}`,
      headers: { cookie: comprador.cookie },
    })
    expect([dono.statusCode, dono.json().id_pagamento]).toEqual([200, pix.idPagamento])
  })

  it("answer the order's payments to its two parties, the provider's id to the seller only", async () => {
    const get = (cookie: string, id = pix.idPedido) =>
      t.app.inject({ method: 'GET', url: `/api/pagamentos/pedido/${id}`, headers: { cookie } })
    const doComprador = await get(comprador.cookie)
    expect(doComprador.statusCode).toBe(200)
    expect(doComprador.json()).toEqual([
      {
        id_pagamento: pix.idPagamento,
        status: 'pending',
        tipo_pagamento: 'bank_transfer',
        valor_total: 159.9,
        valor_liquido: 0,
        valor_taxa: 0,
        data_criacao: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        external_reference: String(pix.idPedido),
        mercado_pago_payment_id: null,
        pedido: { id_pedido: pix.idPedido },
      },
    ])
    expect((await get(vendedor.cookie)).json()[0].mercado_pago_payment_id).toBe(pix.mpPaymentId)
    const semPagamento = await t.insertOrder(comprador.id, vendedor.usuario.id_usuario, 1000)
    expect((await get(comprador.cookie, semPagamento)).json()).toEqual([])
    const desconhecido = await get(comprador.cookie, 999_999)
    expect([desconhecido.statusCode, desconhecido.json().mensagem]).toEqual([404, 'Pedido não encontrado.'])
  })
})

describe('PATCH /pagamentos/{id}/status', () => {
  const patch = (idPagamento: number, cookie: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/pagamentos/${idPagamento}/status`,
      headers: { cookie },
      payload: payload as object,
    })
  const status = async (idPagamento: number) =>
    (
      await t.pool.query(
        `select g.status, p.status_pedido from pagamentos g join pedidos p using (id_pedido)
         where g.id_pagamento = $1`,
        [idPagamento],
      )
    ).rows[0]

  it("answers the provider's status, never the one sent, to the buyer and the seller", async () => {
    const pago = await f.pagar(vendedor, comprador.id, 5000, { metodo: 'pix' })
    const res = await patch(pago.idPagamento, comprador.cookie, { status: 'approved' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      mensagem: 'Pagamento sincronizado com sucesso',
      pagamento: { id_pagamento: pago.idPagamento, status: 'pending', mercado_pago_payment_id: null },
    })
    expect(await status(pago.idPagamento)).toEqual({ status: 'pending', status_pedido: 'pagamento_pendente' })

    // The buyer's bank pays the Pix; no notification arrives (no job runs here): the PATCH reads it.
    await t.sim(`/payments/${pago.mpPaymentId}/status`, { status: 'approved' })
    const lido = await patch(pago.idPagamento, vendedor.cookie, { status: 'rejected' })
    expect(lido.json().pagamento).toMatchObject({
      status: 'approved',
      mercado_pago_payment_id: pago.mpPaymentId,
    })
    expect(await status(pago.idPagamento)).toEqual({
      status: 'approved',
      status_pedido: 'pagamento_aprovado',
    })

    for (const corpo of [{ status: 'refunded' }, { status: 'pending' }, {}, { status: 42 }]) {
      const again = await patch(pago.idPagamento, comprador.cookie, corpo)
      expect([again.statusCode, again.json().pagamento.status], JSON.stringify(corpo)).toEqual([
        200,
        'approved',
      ])
    }
    expect(await status(pago.idPagamento)).toEqual({
      status: 'approved',
      status_pedido: 'pagamento_aprovado',
    })
  })

  it('refuses an unknown payment (404)', async () => {
    const res = await patch(999_999, comprador.cookie, { status: 'approved' })
    expect([res.statusCode, res.json().mensagem]).toEqual([404, 'Pagamento não encontrado.'])
  })
})
