// Hostile spellings of ids (`1e0`, `+1`, `0x1`, `%201`…) once reached the handlers as plain numbers
// and let a visitor rewrite any account. Every documented route is walked with each spelling of a
// real id owned by someone else, as a visitor, another buyer and another seller: every answer is a
// refusal and the database is unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../test/fixtures.ts'
import { form } from '../../test/forms.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { anuncioFixtures, type Seller } from '../modules/anuncios/anuncios.fixtures.ts'

let t: TestApp
let victim: Seller
let ids: Record<'usuario' | 'materia' | 'conversao' | 'produto' | 'anuncio', number>
let callers: [string, string | undefined][]

beforeAll(async () => {
  t = await createTestApp()
  const fixtures = anuncioFixtures(t)
  victim = await fixtures.seller()
  const { idMateria, idProduto, idConversao } = await fixtures.catalogo(victim.id)
  const anuncio = await fixtures.anuncio(victim, { id_produto: idProduto, forma_de_pagamento: 'padrao' })
  ids = {
    usuario: victim.id,
    materia: idMateria,
    conversao: idConversao,
    produto: idProduto,
    anuncio: anuncio.id_anuncio,
  }
  const buyer = await signUp(t.app, { perfil: 'comprador' })
  const seller = await signUp(t.app, { perfil: 'vendedor' })
  callers = [
    ['visitante', undefined],
    ['outro comprador', buyer.cookie],
    ['outro vendedor', seller.cookie],
  ]
})
afterAll(() => t.close())

const TABLES = [
  'usuarios',
  'usuario_perfis',
  'tokens_redefinicao_senha',
  'conexoes_mercadopago',
  'materias_primas',
  'conversoes',
  'produtos',
  'produto_materias_primas',
  'anuncios',
  'pagamentos',
]

/** One fingerprint per table of everything the walk could touch. */
async function snapshot() {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const { rows } = await t.pool.query(
        `select count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from ${table} r`,
      )
      return [table, rows[0]] as const
    }),
  )
  return Object.fromEntries(entries)
}

/** The spellings of `id` that name nothing, written as they go in a URL path. */
function spellings(id: number): string[] {
  const fullWidth = [...String(id)].map((d) => String.fromCharCode(0xff10 + Number(d))).join('')
  return [
    `${id}e0`,
    `${id}.0`,
    `0x${id.toString(16)}`,
    `+${id}`,
    `%20${id}`,
    `${id}%20`,
    `0${id}`,
    `-${id}`,
    '2147483648',
    encodeURIComponent(fullWidth),
  ]
}

/** Whose id the route's `{id}` names, from its path. */
function ownerOf(path: string): keyof typeof ids {
  if (/\/usuarios?\/\{id\}/.test(path)) return 'usuario'
  if (path.startsWith('/materias-primas')) return 'materia'
  if (path.startsWith('/conversoes')) return 'conversao'
  if (path.startsWith('/produtos')) return 'produto'
  if (path.startsWith('/anuncios')) return 'anuncio'
  return 'usuario'
}

/** A body that would succeed for the id's owner: the walk must be refused for the id, not the body. */
function payloadFor(path: string) {
  if (path === '/usuarios/{id}' || path.startsWith('/produtos'))
    return form({
      nome: 'Conta tomada',
      email: 'atacante@exemplo.com',
      cnpj_cpf: '52998224725',
      telefone: '11987654321',
      descricao: 'Descrição trocada pelo atacante',
      preco: '1,00',
      materias_primas: JSON.stringify([ids.materia]),
    })
  return {
    perfil: 'comprador',
    senha_atual: 'senha-forte-123',
    nova_senha: 'OutraSenha123',
    confirmar_senha: 'OutraSenha123',
    nome_materia_prima: 'Trocada',
    descricao: 'Descrição trocada pelo atacante',
    unidade_medida: 'quilograma',
    status: 'inativo',
    status_materia_prima: 'inativa',
    status_conversao: 'inativa',
    status_anuncio: 'inativo',
    valor_multiplicavel: 9,
    id_materia_prima: ids.materia,
    id_produto: ids.produto,
    forma_de_pagamento: 'padrao',
  }
}

/**
 * What each caller gets for someone else's id: a visitor must sign in (401); a route naming a user
 * or reserved to sellers refuses the others (403); a seller's lookup finds nothing of theirs (404).
 * The public listing page is the one thing anybody may read.
 */
function expectedStatus(who: string, method: string, path: string) {
  if (method === 'GET' && path === '/anuncios/{id}') return 200
  if (who === 'visitante') return 401
  if (/\/usuarios?\/\{id\}/.test(path)) return 403
  if (who === 'outro comprador' && !path.startsWith('/pagamentos')) return 403
  return 404
}

async function documentedRoutes() {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
  const paths = res.json().paths as Record<string, Record<string, unknown>>
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase() as 'GET', path })),
  )
}

describe('ids in paths', () => {
  it('are refused in every hostile spelling, on every route, for every caller, changing nothing', async () => {
    const before = await snapshot()
    const routes = (await documentedRoutes()).filter(({ path }) => path.includes('{id}'))
    expect(routes.length).toBeGreaterThan(20)
    const unexpected: string[] = []
    for (const { method, path } of routes) {
      for (const spelling of spellings(ids[ownerOf(path)])) {
        const url = `/api${path.replace('{id}', spelling)}`
        for (const [who, cookie] of callers) {
          const res = await t.app.inject({
            method,
            url,
            headers: cookie ? { cookie } : {},
            ...(method !== 'GET' && { payload: payloadFor(path) }),
          })
          const body = res.json()
          if (res.statusCode !== 400 || body.mensagem !== 'Identificador inválido.')
            unexpected.push(`${who} ${method} ${url} → ${res.statusCode} ${res.body.slice(0, 80)}`)
        }
      }
    }
    expect(unexpected).toEqual([])
    expect(await snapshot()).toEqual(before)
  }, 120_000)

  it("are refused as another user's, written plainly, changing nothing", async () => {
    const before = await snapshot()
    const routes = (await documentedRoutes()).filter(({ path }) => path.includes('{id}'))
    const unexpected: string[] = []
    for (const { method, path } of routes) {
      const url = `/api${path.replace('{id}', String(ids[ownerOf(path)]))}`
      for (const [who, cookie] of callers) {
        const res = await t.app.inject({
          method,
          url,
          headers: cookie ? { cookie } : {},
          ...(method !== 'GET' && { payload: payloadFor(path) }),
        })
        const expected = expectedStatus(who, method, path)
        if (res.statusCode !== expected)
          unexpected.push(`${who} ${method} ${url} → ${res.statusCode} ${res.body.slice(0, 80)}`)
      }
    }
    expect(unexpected).toEqual([])
    expect(await snapshot()).toEqual(before)
  }, 120_000)
})

describe('ids in bodies', () => {
  it("refuse hostile spellings and another seller's ids when creating, changing nothing", async () => {
    const [, attacker] = callers[2] ?? []
    const before = await snapshot()
    const calls = [
      (id: string) => ({
        url: '/api/anuncios',
        payload: { id_produto: id, descricao: 'x', forma_de_pagamento: 'padrao' },
      }),
      (id: string) => ({ url: '/api/conversoes', payload: { id_materia_prima: id, valor_multiplicavel: 2 } }),
    ]
    for (const make of calls) {
      for (const spelling of [...spellings(7).map(decodeURIComponent), '7 ', '1e0']) {
        const res = await t.app.inject({
          method: 'POST',
          headers: { cookie: attacker ?? '' },
          ...make(spelling),
        })
        expect(res.statusCode, `${make(spelling).url} ${spelling}`).toBe(400)
      }
    }
    const ofVictim = await t.app.inject({
      method: 'POST',
      url: '/api/conversoes',
      headers: { cookie: attacker ?? '' },
      payload: { id_materia_prima: ids.materia, valor_multiplicavel: 2 },
    })
    expect(ofVictim.statusCode).toBe(404)
    expect(await snapshot()).toEqual(before)
  })
})

describe('the attacks that worked before', () => {
  it("a visitor cannot read a user's profiles through /usuarios/1e0/perfis", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/usuarios/${ids.usuario}e0/perfis` })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ mensagem: 'Identificador inválido.' })
  })

  it("a visitor cannot rewrite a user's name, e-mail and CPF through PUT /usuarios/{id}e0", async () => {
    const before = await snapshot()
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/usuarios/${ids.usuario}e0`,
      payload: payloadFor('/usuarios/{id}'),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().mensagem).toBe('Identificador inválido.')
    expect(await snapshot()).toEqual(before)
    const { rows } = await t.pool.query('select email from usuarios where id_usuario = $1', [ids.usuario])
    expect(rows[0].email).toBe(victim.email)
  })

  it('a visitor cannot add a profile through POST /usuarios/{id}.0/perfil', async () => {
    const before = await snapshot()
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/usuarios/${ids.usuario}.0/perfil`,
      payload: { perfil: 'comprador' },
    })
    expect(res.statusCode).toBe(400)
    expect(await snapshot()).toEqual(before)
  })
})
