// Who may touch which refunds (docs/design.md#http-conventions): every refund route, tried by a visitor,
// another buyer and another seller with the real ids of someone else's payment, request and account, gets the
// exact refusal and changes nothing; hostile spellings of those ids (1e0, 01, -1…) are 400 for everyone,
// owners included; a percent-encoded id (%31 for 1) is read as that very id, strangers refused alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { snapshot } from '../../../test/route-walk.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { type Pessoa, pedidosFixtures } from '../pedidos/pedidos.fixtures.ts'

let t: TestApp
let vendedor: Pessoa
let comprador: Pessoa
let outroComprador: Pessoa
let outroVendedor: Pessoa
let ids: { pagamento: number; reembolso: number; vendedor: number; comprador: number }

beforeAll(async () => {
  // Orders and payments are planted in SQL (any status, no provider payment): not a flow to reconcile.
  t = await createTestApp({}, { reconcile: false })
  const f = pedidosFixtures(t)
  vendedor = await f.pessoa('vendedor')
  comprador = await f.pessoa('comprador')
  outroComprador = await f.pessoa('comprador')
  outroVendedor = await f.pessoa('vendedor')
  const pedido = async () => {
    const idPedido = await f.pedido({ comprador: comprador.id, vendedor: vendedor.id, status: 'entregue' })
    await t.pool.query('update pedidos set data_entrega_realizada = now() where id_pedido = $1', [idPedido])
    const { rows } = await t.pool.query(
      `insert into pagamentos (id_pedido, id_usuario_vendedor, mercado_pago_payment_id, status, valor_total_centavos, data_criacao, data_atualizacao_mp)
       values ($1, (select id_usuario_vendedor from pedidos where id_pedido = $1), $2, 'approved', 1000, now(), now()) returning id_pagamento`,
      [idPedido, 7_000_000 + idPedido],
    )
    return { idPedido, idPagamento: rows[0].id_pagamento as number }
  }
  const pedirAqui = await pedido()
  const pedido2 = await pedido()
  const { rows } = await t.pool.query(
    `insert into reembolsos (id_pagamento, id_pedido, id_usuario_comprador, id_usuario_vendedor, motivo,
       descricao_motivo, valor_solicitado_centavos)
     values ($1, $2, $3, $4, 'defective_product', 'Chegou trincado.', 1000) returning id_reembolso`,
    [pedido2.idPagamento, pedido2.idPedido, comprador.id, vendedor.id],
  )
  ids = {
    pagamento: pedirAqui.idPagamento,
    reembolso: rows[0].id_reembolso,
    vendedor: vendedor.id,
    comprador: comprador.id,
  }
})
afterAll(() => t.close())

const SIGN_IN = [401, 'Você precisa estar logado para acessar este recurso.']
const OTHER_USER = [403, 'Você não tem permissão para acessar dados de outro usuário.']
const SELLERS_ONLY = [403, 'Esta ação é exclusiva para vendedores.']
const BUYERS_ONLY = [403, 'Esta ação é exclusiva para compradores.']
const ID = [400, 'Identificador inválido.']

type Caller = 'visitante' | 'outro comprador' | 'outro vendedor'
interface Rota {
  method: 'GET' | 'POST' | 'PUT'
  path: (id: string) => string
  id: () => number
  body?: unknown
  /** Who owns the id (and is answered): the buyer or the seller. */
  dono: () => Pessoa
  refusal: Record<Caller, unknown[]>
}

const SOLICITAR = { motivo: 'defective_product', descricao: 'Chegou trincado.' }
const RESPONDER = { respostaVendedor: 'Não houve defeito.', aprovado: false }
const ROTAS: Rota[] = [
  {
    method: 'POST',
    path: (id) => `/reembolsos/solicitar/${id}`,
    id: () => ids.pagamento,
    body: SOLICITAR,
    dono: () => comprador,
    refusal: {
      visitante: SIGN_IN,
      'outro comprador': [403, 'Apenas o comprador do pedido pode solicitar o reembolso.'],
      'outro vendedor': BUYERS_ONLY,
    },
  },
  {
    method: 'PUT',
    path: (id) => `/reembolsos/responder/${id}`,
    id: () => ids.reembolso,
    body: RESPONDER,
    dono: () => vendedor,
    refusal: {
      visitante: SIGN_IN,
      'outro comprador': SELLERS_ONLY,
      'outro vendedor': [403, 'Apenas o vendedor do pedido pode responder a esta solicitação.'],
    },
  },
  {
    method: 'GET',
    path: (id) => `/reembolsos/${id}`,
    id: () => ids.reembolso,
    dono: () => comprador,
    refusal: {
      visitante: SIGN_IN,
      'outro comprador': [403, 'Você não tem permissão para acessar este reembolso.'],
      'outro vendedor': [403, 'Você não tem permissão para acessar este reembolso.'],
    },
  },
  {
    method: 'GET',
    path: (id) => `/reembolsos/vendedor/${id}`,
    id: () => ids.vendedor,
    dono: () => vendedor,
    refusal: { visitante: SIGN_IN, 'outro comprador': SELLERS_ONLY, 'outro vendedor': OTHER_USER },
  },
  {
    method: 'GET',
    path: (id) => `/reembolsos/comprador/${id}`,
    id: () => ids.comprador,
    dono: () => comprador,
    refusal: { visitante: SIGN_IN, 'outro comprador': OTHER_USER, 'outro vendedor': BUYERS_ONLY },
  },
  {
    method: 'GET',
    path: (id) => `/reembolsos/estatisticas/${id}`,
    id: () => ids.vendedor,
    dono: () => vendedor,
    refusal: { visitante: SIGN_IN, 'outro comprador': OTHER_USER, 'outro vendedor': OTHER_USER },
  },
]

const callers = (): [Caller, string | undefined][] => [
  ['visitante', undefined],
  ['outro comprador', outroComprador.cookie],
  ['outro vendedor', outroVendedor.cookie],
]

async function chamar(rota: Rota, id: string, cookie: string | undefined) {
  const res = await t.app.inject({
    method: rota.method,
    url: `/api${rota.path(id)}`,
    headers: cookie ? { cookie } : {},
    ...(rota.body ? { payload: rota.body as object } : {}),
  })
  return [res.statusCode, res.json().mensagem]
}

/** The refunds table and every table the route walk fingerprints. */
const tudo = async () => ({
  ...(await snapshot(t)),
  reembolsos: (await t.pool.query('select * from reembolsos order by id_reembolso')).rows,
})

describe('the refund routes', () => {
  it("refuse every stranger someone else's ids, written plainly or percent-encoded, changing nothing", async () => {
    const antes = await tudo()
    const unexpected: string[] = []
    const codificado = (id: number) => [...String(id)].map((d) => `%3${d}`).join('')
    for (const rota of ROTAS)
      for (const [caller, cookie] of callers())
        for (const id of [String(rota.id()), codificado(rota.id())]) {
          const got = await chamar(rota, id, cookie)
          if (JSON.stringify(got) !== JSON.stringify(rota.refusal[caller]))
            unexpected.push(`${caller} ${rota.method} ${rota.path(id)} → ${got}`)
        }
    expect(unexpected).toEqual([])
    expect(await tudo()).toEqual(antes)
  })

  it('refuse hostile spellings of the real ids (1e0, 01, -1, 1.0, +1, 0x1) with 400, owners included', async () => {
    const antes = await tudo()
    const unexpected: string[] = []
    const grafias = [
      (id: number) => `${id}e0`,
      (id: number) => `0${id}`,
      (id: number) => `-${id}`,
      (id: number) => `${id}.0`,
      (id: number) => `+${id}`,
      (id: number) => `0x${id.toString(16)}`,
    ]
    for (const rota of ROTAS)
      for (const grafia of grafias)
        for (const [quem, cookie] of [...callers(), ['dono', rota.dono().cookie] as const]) {
          const id = encodeURIComponent(grafia(rota.id()))
          const got = await chamar(rota, id, cookie)
          if (JSON.stringify(got) !== JSON.stringify(ID)) unexpected.push(`${quem} ${rota.path(id)} → ${got}`)
        }
    expect(unexpected).toEqual([])
    expect(await tudo()).toEqual(antes)
  })

  it('answer the owners, the same calls written plainly', async () => {
    for (const rota of ROTAS) {
      const [status] = await chamar(rota, String(rota.id()), rota.dono().cookie)
      expect(status, rota.path(String(rota.id()))).toBe(rota.method === 'POST' ? 201 : 200)
    }
    const [status] = await chamar(ROTAS[2] as Rota, String(ids.reembolso), vendedor.cookie)
    expect(status).toBe(200) // the seller reads it too
  })
})
