// Someone else's cart (docs/product/carrinho-e-checkout.md; docs/design.md#http-conventions): a visitor,
// another buyer and another seller try to read, change and clear a buyer's cart and items, with plain and
// hostile ids; nothing ever changes.
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { carrinhoFixtures } from './carrinho.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof carrinhoFixtures>
let dona: { id: number; cookie: string }
let idItem: number
let outroComprador: { id: number; cookie: string }
let outroVendedor: { id: number; cookie: string }
let idItemDoOutro: number
beforeAll(async () => {
  t = await createTestApp()
  f = carrinhoFixtures(t)
  const vendedor = await f.seller()
  const anuncio = await f.anuncio(vendedor)
  const outroAnuncio = await f.anuncio(vendedor)
  dona = await f.comprador()
  outroComprador = await f.comprador()
  outroVendedor = await f.seller()
  const add = (b: typeof dona, id_anuncio: number) =>
    f.adicionar(b.cookie, {
      id_usuario_comprador: b.id,
      id_anuncio,
      quantidade: 2,
      forma_pagamento_selecionada: 'padrao',
    })
  idItem = (await add(dona, anuncio)).json().itens[0].id_item_carrinho
  idItemDoOutro = (await add(outroComprador, outroAnuncio)).json().itens[0].id_item_carrinho
})
afterAll(() => t.close())

type Caller = 'visitante' | 'outro comprador' | 'outro vendedor'
const cookieOf = (caller: Caller) =>
  caller === 'visitante'
    ? undefined
    : caller === 'outro comprador'
      ? outroComprador.cookie
      : outroVendedor.cookie
const idOf = (caller: Caller) =>
  caller === 'visitante' ? dona.id : caller === 'outro comprador' ? outroComprador.id : outroVendedor.id

const LOGIN = [401, 'Você precisa estar logado para acessar este recurso.']
const OUTRO_USUARIO = [403, 'Você não tem permissão para acessar dados de outro usuário.']
const SO_COMPRADORES = [403, 'Esta ação é exclusiva para compradores.']
const ITEM_NAO_ENCONTRADO = [404, 'Item do carrinho não encontrado.']

/** The calls on the owner's cart; `comprador` is the buyer id the body names. */
const chamadas = (item: string | number, usuario: string | number, comprador: number) => [
  { nome: 'ler', method: 'GET', url: `/carrinho/usuario/${usuario}` },
  { nome: 'limpar', method: 'DELETE', url: `/carrinho/usuario/${usuario}/limpar` },
  {
    nome: 'mudar quantidade',
    method: 'PUT',
    url: `/carrinho/item/${item}/quantidade`,
    payload: { nova_quantidade: 7, id_usuario_comprador: comprador },
  },
  {
    nome: 'remover',
    method: 'DELETE',
    url: `/carrinho/item/${item}`,
    payload: { id_usuario_comprador: comprador },
  },
]

const enviar = (caller: Caller, c: { method: string; url: string; payload?: unknown }) =>
  f.call(c.method as InjectOptions['method'], c.url, cookieOf(caller), c.payload)
const answer = (res: { statusCode: number; json: () => { mensagem?: string } }) => [
  res.statusCode,
  res.json().mensagem,
]

describe("another user on a buyer's cart", () => {
  it('a visitor is asked to sign in, on every route', async () => {
    const antes = await f.tudo()
    for (const c of chamadas(idItem, dona.id, dona.id))
      expect(answer(await enviar('visitante', c)), c.nome).toEqual(LOGIN)
    const post = await f.adicionar(undefined, {
      id_usuario_comprador: dona.id,
      id_anuncio: 1,
      quantidade: 1,
      forma_pagamento_selecionada: 'padrao',
    })
    expect(answer(post)).toEqual(LOGIN)
    expect(await f.tudo()).toEqual(antes)
  })

  it("another buyer cannot read, change, remove or clear the owner's cart, naming the owner or themselves", async () => {
    const antes = await f.tudo()
    const esperado: Record<string, unknown[]> = {
      ler: OUTRO_USUARIO,
      limpar: OUTRO_USUARIO,
      'mudar quantidade': OUTRO_USUARIO,
      remover: OUTRO_USUARIO,
    }
    for (const c of chamadas(idItem, dona.id, dona.id))
      expect(answer(await enviar('outro comprador', c)), c.nome).toEqual(esperado[c.nome])
    // Naming themselves in the body: the owner's item is not in their cart.
    for (const c of chamadas(idItem, dona.id, outroComprador.id).slice(2))
      expect(answer(await enviar('outro comprador', c)), c.nome).toEqual(ITEM_NAO_ENCONTRADO)
    const post = await f.adicionar(outroComprador.cookie, {
      id_usuario_comprador: dona.id,
      id_anuncio: (await f.tudo()).itens[0].id_anuncio,
      quantidade: 1,
      forma_pagamento_selecionada: 'padrao',
    })
    expect(answer(post)).toEqual(OUTRO_USUARIO)
    expect(await f.tudo()).toEqual(antes)
  })

  it("another seller cannot read, change, remove or clear the owner's cart", async () => {
    const antes = await f.tudo()
    const esperado: Record<string, unknown[]> = {
      ler: OUTRO_USUARIO,
      limpar: OUTRO_USUARIO,
      'mudar quantidade': SO_COMPRADORES,
      remover: SO_COMPRADORES,
    }
    for (const comprador of [dona.id, outroVendedor.id])
      for (const c of chamadas(idItem, dona.id, comprador))
        expect(answer(await enviar('outro vendedor', c)), c.nome).toEqual(esperado[c.nome])
    const post = await f.adicionar(outroVendedor.cookie, {
      id_usuario_comprador: dona.id,
      id_anuncio: antes.itens[0].id_anuncio,
      quantidade: 1,
      forma_pagamento_selecionada: 'padrao',
    })
    expect(answer(post)).toEqual(SO_COMPRADORES)
    expect(await f.tudo()).toEqual(antes)
  })

  it('hostile spellings of the ids in paths are 400 for everyone, changing nothing', async () => {
    const antes = await f.tudo()
    const grafias = (id: number) => [
      `${id}e0`,
      `${id}.0`,
      `0x${id.toString(16)}`,
      `%2B${id}`,
      `%20${id}`,
      `0${id}`,
      `-${id}`,
      '2147483648',
    ]
    for (const caller of ['visitante', 'outro comprador', 'outro vendedor'] as Caller[]) {
      for (const [item, usuario] of grafias(idItem).map((g, i) => [g, grafias(dona.id)[i] as string])) {
        for (const c of chamadas(item as string, usuario as string, idOf(caller))) {
          const res = await enviar(caller, c)
          expect(answer(res), `${caller} ${c.method} ${c.url}`).toEqual([400, 'Identificador inválido.'])
        }
      }
    }
    expect(await f.tudo()).toEqual(antes)
  })

  it('hostile spellings of the buyer in a body are 400 with the form message, changing nothing', async () => {
    const antes = await f.tudo()
    const id = outroComprador.id
    for (const valor of [
      `${id}e0`,
      `${id}.0`,
      `+${id}`,
      ` ${id}`,
      `0${id}`,
      -id,
      id + 0.5,
      2 ** 31,
      null,
      [id],
    ]) {
      for (const c of chamadas(idItemDoOutro, id, id).slice(2)) {
        const res = await enviar('outro comprador', {
          ...c,
          payload: { ...c.payload, id_usuario_comprador: valor },
        })
        expect(answer(res), `${c.nome} ${JSON.stringify(valor)}`).toEqual([400, 'Informe o comprador.'])
      }
    }
    expect(await f.tudo()).toEqual(antes)
  })

  it('the owner, with the same calls, is answered', async () => {
    const porNome = Object.fromEntries(chamadas(idItem, dona.id, dona.id).map((c) => [c.nome, c]))
    const enviarDona = (nome: string) => {
      const c = porNome[nome] as { method: string; url: string; payload?: unknown }
      return f.call(c.method as InjectOptions['method'], c.url, dona.cookie, c.payload)
    }
    expect((await enviarDona('ler')).statusCode).toBe(200)
    expect((await enviarDona('mudar quantidade')).json().itens[0].quantidade).toBe(7)
    expect((await enviarDona('remover')).json().itens).toEqual([])
    expect((await enviarDona('limpar')).statusCode).toBe(200)
    expect((await f.itens(outroComprador.id)).map((i) => i.quantidade)).toEqual([2])
  })
})
