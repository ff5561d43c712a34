// Who may do what with reviews (docs/design.md#http-conventions): every ratings route tried by a visitor,
// another buyer and another seller with the real ids of someone else's review, order, product and account:
// each gets the exact answer meant for them and the database is unchanged. Hostile spellings of an id (1e0,
// 01, -1…) are 400 for everyone; a percent-encoded id (%31 for 1) is that very id, strangers refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { snapshot } from '../../../test/route-walk.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { avaliacoesFixtures, type Oferta, type Pessoa } from './avaliacoes.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof avaliacoesFixtures>
let oferta: Oferta
let comprador: Pessoa
let vendedor: Pessoa
let outroComprador: Pessoa
let outroVendedor: Pessoa
let idPedido: number
let idAvaliacao: number

beforeAll(async () => {
  t = await createTestApp()
  f = avaliacoesFixtures(t)
  oferta = await f.oferta('Luminária de garrafa')
  vendedor = f.vendedorPessoa(oferta)
  comprador = await f.comprador()
  idPedido = await f.pedido(comprador, [oferta])
  idAvaliacao = await f.avaliada(comprador, oferta.idProduto, 4)
  // The strangers have orders and reviews of their own, which must never show up in the answers.
  outroComprador = await f.comprador()
  const deles = await f.oferta('Cesto de jornal')
  outroVendedor = f.vendedorPessoa(deles)
  await f.pedido(outroComprador, [deles])
  await f.avaliada(outroComprador, deles.idProduto, 2)
})
afterAll(() => t.close())

const SIGN_IN = [401, 'Você precisa estar logado para acessar este recurso.'] as const
const OTHER_USER = [403, 'Você não tem permissão para acessar dados de outro usuário.'] as const
const SELLERS_ONLY = [403, 'Esta ação é exclusiva para vendedores.'] as const
const NOT_PARTY = [403, 'Você não tem permissão para acessar este pedido.'] as const
const NOT_AUTHOR = [403, 'Você só pode editar as suas próprias avaliações.'] as const

type Quem = 'visitante' | 'outro comprador' | 'outro vendedor'
const cookieDe = (quem: Quem) =>
  quem === 'visitante' ? undefined : quem === 'outro comprador' ? outroComprador.cookie : outroVendedor.cookie

interface Rota {
  method: 'GET' | 'PUT'
  url: (id: string) => string
  /** The id it names, written plainly. */
  id: () => number
  body?: Record<string, unknown>
  /** What each stranger gets: a refusal, or their own answer checked by `proprio`. */
  esperado: Record<Quem, readonly [number, string] | 'proprio'>
  /** The stranger's own answer: nothing of the victim's. */
  proprio?: (body: { dados: Record<string, unknown> }) => void
}

const ROTAS: Rota[] = [
  {
    method: 'PUT',
    url: (id) => `/avaliacoes/${id}`,
    id: () => idAvaliacao,
    body: { nota: 1, comentario: 'Trocado por outra pessoa.' },
    esperado: { visitante: SIGN_IN, 'outro comprador': NOT_AUTHOR, 'outro vendedor': NOT_AUTHOR },
  },
  {
    method: 'GET',
    url: (id) => `/avaliacoes/pedido/${id}`,
    id: () => idPedido,
    esperado: { visitante: SIGN_IN, 'outro comprador': NOT_PARTY, 'outro vendedor': NOT_PARTY },
  },
  {
    method: 'GET',
    url: (id) => `/avaliacoes/vendedor/${id}`,
    id: () => vendedor.id,
    esperado: { visitante: SIGN_IN, 'outro comprador': SELLERS_ONLY, 'outro vendedor': OTHER_USER },
  },
  {
    method: 'GET',
    url: (id) => `/avaliacoes/vendedor/${id}/opcoes-filtro`,
    id: () => vendedor.id,
    esperado: { visitante: SIGN_IN, 'outro comprador': SELLERS_ONLY, 'outro vendedor': OTHER_USER },
  },
  {
    method: 'GET',
    url: (id) => `/avaliacoes/usuario/${id}`,
    id: () => comprador.id,
    esperado: { visitante: SIGN_IN, 'outro comprador': OTHER_USER, 'outro vendedor': OTHER_USER },
  },
  // These answer about the caller: a stranger learns only that they did not buy the product.
  {
    method: 'GET',
    url: (id) => `/avaliacoes/verificar-compra/${id}`,
    id: () => oferta.idProduto,
    esperado: { visitante: SIGN_IN, 'outro comprador': 'proprio', 'outro vendedor': 'proprio' },
    proprio: (body) => expect(body.dados).toEqual({ comprouProduto: false }),
  },
  {
    method: 'GET',
    url: (id) => `/avaliacoes/pode-avaliar/${id}`,
    id: () => oferta.idProduto,
    esperado: { visitante: SIGN_IN, 'outro comprador': 'proprio', 'outro vendedor': 'proprio' },
    proprio: (body) =>
      expect(body.dados).toEqual({ podeAvaliar: false, comprouProduto: false, avaliacao: null }),
  },
  // Public: the listing page's tab, names and comments only.
  {
    method: 'GET',
    url: (id) => `/avaliacoes/produto/${id}`,
    id: () => oferta.idProduto,
    esperado: { visitante: 'proprio', 'outro comprador': 'proprio', 'outro vendedor': 'proprio' },
    proprio: (body) => expect((body.dados.avaliacoes as unknown[]).length).toBe(1),
  },
]

const chamar = (rota: Rota, id: string, cookie?: string) =>
  f.call(rota.method, rota.url(id), cookie, rota.method === 'PUT' ? rota.body : undefined)

describe('the ratings routes', () => {
  it("refuse every stranger with the exact status and message on someone else's ids, changing nothing", async () => {
    const antes = await snapshot(t)
    const errados: string[] = []
    for (const rota of ROTAS)
      for (const quem of ['visitante', 'outro comprador', 'outro vendedor'] as Quem[]) {
        const res = await chamar(rota, String(rota.id()), cookieDe(quem))
        const esperado = rota.esperado[quem]
        if (esperado === 'proprio') {
          if (res.statusCode !== 200)
            errados.push(`${quem} ${rota.url('{id}')} → ${res.statusCode} ${res.body}`)
          else rota.proprio?.(res.json())
        } else if (JSON.stringify([res.statusCode, res.json().mensagem]) !== JSON.stringify(esperado))
          errados.push(`${quem} ${rota.method} ${rota.url('{id}')} → ${res.statusCode} ${res.body}`)
      }
    expect(errados).toEqual([])
    expect(await snapshot(t)).toEqual(antes)
    expect(
      await f.one('select nota, comentario from avaliacoes where id_avaliacao = $1', [idAvaliacao]),
    ).toEqual({
      nota: 4,
      comentario: 'Produto muito bonito.',
    })
  })

  it("refuse to create a review of someone else's purchase, changing nothing", async () => {
    const antes = await snapshot(t)
    const body = { id_produto: oferta.idProduto, nota: 1, comentario: 'Nunca comprei, mas avalio.' }
    for (const quem of [outroComprador, outroVendedor, vendedor]) {
      const res = await f.avaliar(quem, body)
      expect([res.statusCode, res.json().mensagem]).toEqual([
        403,
        'Só quem comprou e recebeu este produto pode avaliá-lo.',
      ])
    }
    const visitante = await f.avaliar(undefined, body)
    expect([visitante.statusCode, visitante.json().mensagem]).toEqual(SIGN_IN)
    expect(await snapshot(t)).toEqual(antes)
  })

  it('refuse hostile spellings of an id with 400, for owners and strangers alike, changing nothing', async () => {
    const antes = await snapshot(t)
    const errados: string[] = []
    for (const rota of ROTAS) {
      const id = rota.id()
      for (const grafia of [
        `${id}e0`,
        `0${id}`,
        `-${id}`,
        `+${id}`,
        `${id}.0`,
        `0x${id.toString(16)}`,
        ` ${id}`,
      ])
        for (const quem of [undefined, comprador, vendedor, outroComprador, outroVendedor]) {
          const res = await chamar(rota, encodeURIComponent(grafia), quem?.cookie)
          if (res.statusCode !== 400 || res.body !== '{"mensagem":"Identificador inválido."}')
            errados.push(`${rota.method} ${rota.url(grafia)} → ${res.statusCode} ${res.body}`)
        }
    }
    expect(errados).toEqual([])
    expect(await snapshot(t)).toEqual(antes)
  })

  it('read a percent-encoded id as that very id: strangers refused alike, the owner answered', async () => {
    const encoded = (id: number) => [...String(id)].map((d) => `%3${d}`).join('')
    const rota = ROTAS[0] as Rota
    const antes = await snapshot(t)
    const res = await chamar(rota, encoded(idAvaliacao), outroComprador.cookie)
    expect([res.statusCode, res.json().mensagem]).toEqual(NOT_AUTHOR)
    const pedido = await f.call('GET', `/avaliacoes/pedido/${encoded(idPedido)}`, outroVendedor.cookie)
    expect([pedido.statusCode, pedido.json().mensagem]).toEqual(NOT_PARTY)
    expect(await snapshot(t)).toEqual(antes)
    const dono = await f.call('GET', `/avaliacoes/pedido/${encoded(idPedido)}`, comprador.cookie)
    expect(dono.statusCode).toBe(200)
    expect(dono.json().dados.avaliacoes.map((a: { id_avaliacao: number }) => a.id_avaliacao)).toEqual([
      idAvaliacao,
    ])
  })

  it('answer each owner', async () => {
    for (const [url, quem] of [
      [`/avaliacoes/pedido/${idPedido}`, comprador],
      [`/avaliacoes/pedido/${idPedido}`, vendedor],
      [`/avaliacoes/vendedor/${vendedor.id}`, vendedor],
      [`/avaliacoes/vendedor/${vendedor.id}/opcoes-filtro`, vendedor],
      [`/avaliacoes/usuario/${comprador.id}`, comprador],
      [`/avaliacoes/pode-avaliar/${oferta.idProduto}`, comprador],
    ] as const) {
      const res = await f.call('GET', url, quem.cookie)
      expect(res.statusCode, url).toBe(200)
    }
    const vendedorLista = await f.call('GET', `/avaliacoes/vendedor/${vendedor.id}`, vendedor.cookie)
    expect(
      vendedorLista.json().dados.avaliacoes.map((a: { id_avaliacao: number }) => a.id_avaliacao),
    ).toEqual([idAvaliacao])
  })
})
