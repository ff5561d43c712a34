// Who may read which orders (docs/design.md#http-conventions): each list answers its owner alone, an order
// its two parties alone; strangers get the exact refusal, hostile ids are refused before anything, nothing
// changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { snapshot } from '../../../test/route-walk.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { type Pessoa, pedidosFixtures } from './pedidos.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof pedidosFixtures>
let vendedor: Pessoa
let comprador: Pessoa
let outroComprador: Pessoa
let outroVendedor: Pessoa
let idPedido: number

beforeAll(async () => {
  t = await createTestApp()
  f = pedidosFixtures(t)
  vendedor = await f.pessoa('vendedor')
  comprador = await f.pessoa('comprador')
  outroComprador = await f.pessoa('comprador')
  outroVendedor = await f.pessoa('vendedor')
  idPedido = await f.pedido({ comprador: comprador.id, vendedor: vendedor.id, itens: ['Bolsa de lona'] })
  // The strangers have orders of their own, which must never show up in the answers.
  await f.pedido({ comprador: outroComprador.id, vendedor: outroVendedor.id, itens: ['Cesto'] })
})
afterAll(() => t.close())

const SIGN_IN = [401, 'Você precisa estar logado para acessar este recurso.']
const OTHER_USER = [403, 'Você não tem permissão para acessar dados de outro usuário.']
const SELLERS_ONLY = [403, 'Esta ação é exclusiva para vendedores.']
const BUYERS_ONLY = [403, 'Esta ação é exclusiva para compradores.']
const NOT_PARTY = [403, 'Você não tem permissão para acessar este pedido.']

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: cookie ? { cookie } : {} })

describe('the orders routes', () => {
  it('refuse every stranger with the exact status and message, changing nothing', async () => {
    const before = await snapshot(t)
    const rotas = {
      vendedor: `/pedidos/vendedor/${vendedor.id}`,
      comprador: `/pedidos/comprador/${comprador.id}`,
      pedido: `/pedidos/${idPedido}`,
      itens: `/item-pedidos/pedido/${idPedido}`,
    }
    const got = async (url: string, cookie?: string) => {
      const res = await get(url, cookie)
      return [res.statusCode, res.json().mensagem]
    }
    for (const url of Object.values(rotas)) expect(await got(url)).toEqual(SIGN_IN)
    expect(await got(rotas.vendedor, outroComprador.cookie)).toEqual(SELLERS_ONLY)
    expect(await got(rotas.vendedor, outroVendedor.cookie)).toEqual(OTHER_USER)
    expect(await got(rotas.vendedor, comprador.cookie)).toEqual(SELLERS_ONLY)
    expect(await got(rotas.comprador, outroComprador.cookie)).toEqual(OTHER_USER)
    expect(await got(rotas.comprador, outroVendedor.cookie)).toEqual(BUYERS_ONLY)
    expect(await got(rotas.comprador, vendedor.cookie)).toEqual(BUYERS_ONLY)
    for (const url of [rotas.pedido, rotas.itens])
      for (const estranho of [outroComprador, outroVendedor])
        expect(await got(url, estranho.cookie)).toEqual(NOT_PARTY)
    expect(await snapshot(t)).toEqual(before)
  })

  it('refuse hostile spellings of an id with 400, for owners and strangers alike', async () => {
    const before = await snapshot(t)
    const rotas = [
      (id: string) => `/pedidos/vendedor/${id}`,
      (id: string) => `/pedidos/comprador/${id}`,
      (id: string) => `/pedidos/${id}`,
      (id: string) => `/item-pedidos/pedido/${id}`,
    ]
    const unexpected: string[] = []
    for (const rota of rotas)
      for (const spelling of ['1e0', '+1', '0x1', '1.0', ' 1'])
        for (const quem of [undefined, vendedor, comprador, outroVendedor]) {
          const res = await get(rota(encodeURIComponent(spelling)), quem?.cookie)
          if (res.statusCode !== 400 || res.json().mensagem !== 'Identificador inválido.')
            unexpected.push(`${rota(spelling)} → ${res.statusCode} ${res.body}`)
        }
    expect(unexpected).toEqual([])
    expect(await snapshot(t)).toEqual(before)
  })

  it('refuse the real ids spelled with a leading zero or a sign on every route, reads and changes', async () => {
    const before = await snapshot(t)
    const corpo = {
      status: { status: 'confirmado', id_usuario: vendedor.id },
      cancelar: { motivo: 'Desisti da compra, obrigado.', id_usuario: comprador.id },
    }
    const rotas: [string, string, unknown?][] = [
      ['GET', `/pedidos/vendedor/{v}`],
      ['GET', `/pedidos/comprador/{c}`],
      ['GET', `/pedidos/{p}`],
      ['GET', `/item-pedidos/pedido/{p}`],
      ['PUT', `/pedidos/{p}/status`, corpo.status],
      ['PUT', `/pedidos/{p}/cancelar`, corpo.cancelar],
    ]
    const unexpected: string[] = []
    for (const [method, rota, payload] of rotas)
      for (const grafia of [(id: number) => `0${id}`, (id: number) => `-${id}`, (id: number) => `${id}.0`])
        for (const quem of [undefined, vendedor, comprador, outroVendedor, outroComprador]) {
          const url = rota
            .replace('{v}', grafia(vendedor.id))
            .replace('{c}', grafia(comprador.id))
            .replace('{p}', grafia(idPedido))
          const res = await t.app.inject({
            method: method as 'GET' | 'PUT',
            url: `/api${url}`,
            headers: quem ? { cookie: quem.cookie } : {},
            ...(payload ? { payload: payload as object } : {}),
          })
          if (res.statusCode !== 400 || res.json().mensagem !== 'Identificador inválido.')
            unexpected.push(`${method} ${url} → ${res.statusCode} ${res.body}`)
        }
    expect(unexpected).toEqual([])
    expect(await snapshot(t)).toEqual(before)
  })

  it('read a percent-encoded id (%31 for 1) as that very id: strangers refused alike, nothing changes', async () => {
    const before = await snapshot(t)
    const codificado = (id: number) => [...String(id)].map((d) => `%3${d}`).join('')
    const got = async (method: 'GET' | 'PUT', url: string, quem?: Pessoa, payload?: object) => {
      const res = await t.app.inject({
        method,
        url: `/api${url}`,
        headers: quem ? { cookie: quem.cookie } : {},
        ...(payload ? { payload } : {}),
      })
      return [res.statusCode, res.json().mensagem]
    }
    const p = codificado(idPedido)
    const status = { status: 'confirmado', id_usuario: outroVendedor.id }
    const cancelar = { motivo: 'Desisti da compra, obrigado.', id_usuario: outroComprador.id }
    expect(await got('GET', `/pedidos/vendedor/${codificado(vendedor.id)}`)).toEqual(SIGN_IN)
    expect(await got('GET', `/pedidos/vendedor/${codificado(vendedor.id)}`, outroVendedor)).toEqual(
      OTHER_USER,
    )
    expect(await got('GET', `/pedidos/comprador/${codificado(comprador.id)}`, outroComprador)).toEqual(
      OTHER_USER,
    )
    for (const url of [`/pedidos/${p}`, `/item-pedidos/pedido/${p}`])
      for (const estranho of [outroComprador, outroVendedor])
        expect(await got('GET', url, estranho)).toEqual(NOT_PARTY)
    expect(await got('PUT', `/pedidos/${p}/status`, undefined, status)).toEqual(SIGN_IN)
    expect(await got('PUT', `/pedidos/${p}/status`, outroVendedor, status)).toEqual(NOT_PARTY)
    expect(await got('PUT', `/pedidos/${p}/cancelar`, outroComprador, cancelar)).toEqual(NOT_PARTY)
    expect(
      await got('PUT', `/pedidos/${p}/cancelar`, outroVendedor, {
        ...cancelar,
        id_usuario: outroVendedor.id,
      }),
    ).toEqual(NOT_PARTY)
    expect(await snapshot(t)).toEqual(before)
    const dono = await get(`/pedidos/${p}`, comprador.cookie)
    expect([dono.statusCode, dono.json().id_pedido]).toEqual([200, idPedido])
  })

  it('answer the owners with their own orders only', async () => {
    expect(await f.ids('vendedor', vendedor)).toEqual([idPedido])
    expect(await f.ids('comprador', comprador)).toEqual([idPedido])
    for (const parte of [vendedor, comprador]) {
      expect((await get(`/pedidos/${idPedido}`, parte.cookie)).statusCode).toBe(200)
      expect((await get(`/item-pedidos/pedido/${idPedido}`, parte.cookie)).statusCode).toBe(200)
    }
  })
})
