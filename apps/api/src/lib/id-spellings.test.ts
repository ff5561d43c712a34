// Hostile spellings of ids (`1e0`, `+1`, `0x1`, `%201`…) once reached the handlers as plain numbers
// and let a visitor rewrite any account. Every documented route is walked with each spelling of a
// real id owned by someone else, as a visitor, another buyer and another seller, with a body the
// owner would see accepted: every answer is 400 'Identificador inválido.' and nothing changes.
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { form } from '../../test/forms.ts'
import { prepareWalk, routesWithId, snapshot, type Walk } from '../../test/route-walk.ts'
import { ownerOf, payloadFor, request } from '../../test/route-walk-requests.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
let walk: Walk
beforeAll(async () => {
  // The route walk plants a paid order and its payment in SQL: not a flow to reconcile.
  t = await createTestApp({}, { reconcile: false })
  walk = await prepareWalk(t)
})
afterAll(() => t.close())

const fullWidth = (id: number) =>
  [...String(id)].map((digit) => String.fromCharCode(0xff10 + Number(digit))).join('')

/** The spellings of `id` that name nothing, as text. */
const spellings = (id: number) => [
  `${id}e0`,
  `${id}.0`,
  `0x${id.toString(16)}`,
  `+${id}`,
  ` ${id}`,
  `${id} `,
  `0${id}`,
  `-${id}`,
  '2147483648',
  fullWidth(id),
]

describe('ids in paths', () => {
  it('are refused in every hostile spelling, on every route, for every caller, changing nothing', async () => {
    const before = await snapshot(t)
    const routes = await routesWithId(t)
    expect(routes.length).toBeGreaterThan(20)
    const unexpected: string[] = []
    for (const route of routes) {
      for (const spelling of spellings(walk.ids[ownerOf(route.path)])) {
        for (const [caller, cookie] of Object.entries(walk.cookies)) {
          const res = await t.app.inject(request(route, encodeURIComponent(spelling), walk, cookie))
          if (res.statusCode !== 400 || res.body !== '{"mensagem":"Identificador inválido."}')
            unexpected.push(
              `${caller} ${route.method} ${route.path} '${spelling}' → ${res.statusCode} ${res.body}`,
            )
        }
      }
    }
    expect(unexpected).toEqual([])
    expect(await snapshot(t)).toEqual(before)
  }, 120_000)
})

describe('ids in bodies and queries', () => {
  interface BodyId {
    name: string
    /** The call, naming `id` in its body. */
    make: (id: unknown) => Omit<InjectOptions, 'headers'>
    /** The caller's own id that the field takes: spelled right, the call would be accepted. */
    own: () => number
    mensagem: string
    /** The victim's id in the same field, and what the caller is told. */
    theirs: () => number
    refusal: [number, string]
  }

  const asSeller = (options: Omit<InjectOptions, 'headers'>) =>
    t.app.inject({ ...options, headers: { cookie: walk.own.seller.cookie } })

  const anuncio = (id: unknown) => ({ id_produto: id, descricao: 'Anúncio', forma_de_pagamento: 'padrao' })
  const BODY_IDS: BodyId[] = [
    {
      name: 'POST /anuncios id_produto',
      make: (id) => ({ method: 'POST', url: '/api/anuncios', payload: anuncio(id) }),
      own: () => walk.own.produto,
      mensagem: 'Selecione um produto.',
      theirs: () => walk.ids.produto,
      refusal: [400, 'Produto não encontrado.'],
    },
    {
      name: 'POST /anuncios id_conversao',
      make: (id) => ({
        method: 'POST',
        url: '/api/anuncios',
        payload: {
          ...anuncio(walk.own.produto),
          forma_de_pagamento: 'sustentavel',
          id_conversao: id,
          creditos_aceitos: 10,
        },
      }),
      own: () => walk.own.conversao,
      mensagem: 'Selecione uma conversão.',
      theirs: () => walk.ids.conversao,
      refusal: [400, 'Conversão não encontrada.'],
    },
    {
      name: 'PUT /anuncios/{id} id_produto',
      make: (id) => ({ method: 'PUT', url: `/api/anuncios/${walk.own.anuncio}`, payload: anuncio(id) }),
      own: () => walk.own.produto,
      mensagem: 'Selecione um produto.',
      theirs: () => walk.ids.produto,
      refusal: [400, 'Produto não encontrado.'],
    },
    {
      name: 'POST /conversoes id_materia_prima',
      make: (id) => ({
        method: 'POST',
        url: '/api/conversoes',
        payload: { id_materia_prima: id, valor_multiplicavel: 2 },
      }),
      own: () => walk.own.materia,
      mensagem: 'Selecione uma matéria-prima.',
      theirs: () => walk.ids.materia,
      refusal: [404, 'Matéria-prima não encontrada.'],
    },
    {
      name: 'PUT /produtos/{id} materias_primas',
      make: (id) => ({
        method: 'PUT',
        url: `/api/produtos/${walk.own.produto}`,
        payload: form({
          nome: 'Luminária',
          descricao: 'Feita à mão com material reciclado',
          preco: '100,00',
          materias_primas: JSON.stringify([id]),
          categoria: 'casa_decoracao',
        }),
      }),
      own: () => walk.own.materia,
      mensagem: 'Selecione ao menos uma matéria-prima.',
      theirs: () => walk.ids.materia,
      refusal: [400, 'Selecione apenas matérias-primas cadastradas por você.'],
    },
    {
      name: 'POST /avaliacoes id_produto',
      make: (id) => ({
        method: 'POST',
        url: '/api/avaliacoes',
        payload: { id_produto: id, nota: 5, comentario: 'Produto muito bem feito.' },
      }),
      own: () => walk.own.produto,
      mensagem: 'Informe um produto válido.',
      theirs: () => walk.ids.produto,
      refusal: [403, 'Só quem comprou e recebeu este produto pode avaliá-lo.'],
    },
  ]

  it.each(BODY_IDS)(
    '$name: every hostile spelling is 400 with the form message, changing nothing',
    async (call) => {
      const id = call.own()
      const before = await snapshot(t)
      for (const value of [...spellings(id), 0, -id, id + 0.5, 2 ** 31, null, [id], { id }]) {
        const res = await asSeller(call.make(value))
        expect([res.statusCode, res.json().mensagem], JSON.stringify(value)).toEqual([400, call.mensagem])
      }
      expect(await snapshot(t)).toEqual(before)
    },
  )

  it.each(BODY_IDS)(
    "$name: another seller's id, written plainly, is refused, changing nothing",
    async (call) => {
      const before = await snapshot(t)
      const res = await asSeller(call.make(call.theirs()))
      expect([res.statusCode, res.json().mensagem]).toEqual(call.refusal)
      expect(await snapshot(t)).toEqual(before)
    },
  )

  it('a hostile spelling in a list filter is 400', async () => {
    for (const spelling of spellings(walk.own.materia)) {
      const query = new URLSearchParams({ id_materia_prima: spelling })
      const res = await asSeller({
        method: 'GET',
        url: `/api/produtos/usuario/${walk.own.seller.id}?${query}`,
      })
      expect([res.statusCode, res.json().mensagem], spelling).toEqual([400, 'Matéria-prima inválida.'])
    }
  })
})

describe('the attacks that worked before', () => {
  const id = () => walk.ids.usuario

  it("a visitor cannot read a user's profiles through /usuarios/{id}e0/perfis", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/usuarios/${id()}e0/perfis` })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ mensagem: 'Identificador inválido.' })
  })

  it("a visitor cannot rewrite a user's name, e-mail and CPF with a multipart PUT /usuarios/{id}e0", async () => {
    const before = await snapshot(t)
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/usuarios/${id()}e0`,
      payload: payloadFor({ method: 'PUT', path: '/usuarios/{id}' }, walk),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ mensagem: 'Identificador inválido.' })
    expect(await snapshot(t)).toEqual(before)
    const { rows } = await t.pool.query('select nome, email, cnpj_cpf from usuarios where id_usuario = $1', [
      id(),
    ])
    expect(rows).toEqual([
      { nome: walk.victim.usuario.nome, email: walk.victim.email, cnpj_cpf: walk.victim.usuario.cnpj_cpf },
    ])
  })

  it('a visitor cannot add a profile through POST /usuarios/{id}.0/perfil', async () => {
    const before = await snapshot(t)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/usuarios/${id()}.0/perfil`,
      payload: { perfil: 'comprador' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ mensagem: 'Identificador inválido.' })
    expect(await snapshot(t)).toEqual(before)
    const { rows } = await t.pool.query('select perfil from usuario_perfis where id_usuario = $1', [id()])
    expect(rows).toEqual([{ perfil: 'vendedor' }])
  })

  it("a visitor cannot list a seller's products through /produtos/usuario/+{id}", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/produtos/usuario/%2B${id()}` })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ mensagem: 'Identificador inválido.' })
  })
})
