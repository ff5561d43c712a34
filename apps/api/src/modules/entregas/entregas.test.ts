// The seller's delivery settings: only the seller reads and saves their own (hostile ids refused,
// nothing written on a refusal), every field's message, decimal fees and the round trip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Pessoa = { id: number; cookie: string }
async function pessoa(perfil: 'comprador' | 'vendedor' = 'vendedor'): Promise<Pessoa> {
  const u = await signUp(t.app, { perfil })
  return { id: u.usuario.id_usuario, cookie: u.cookie }
}

const call = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  })

const RETIRADA = {
  ativa: true,
  endereco: {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    complemento: '',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'sp',
  },
  horario: 'Seg a sex, 9h às 18h',
}
const ENTREGA_LOCAL = {
  ativa: true,
  taxa: '12,50',
  cidades: [
    { cidade: 'São Paulo', uf: 'SP' },
    { cidade: 'Osasco', uf: 'SP' },
  ],
  prazo_dias: 2,
}
const ENVIO = {
  ativa: true,
  taxas: { norte: null, nordeste: '45.90', centro_oeste: '', sudeste: 20, sul: '30,00' },
  prazo_postagem_dias: 3,
}
const VALIDO = { retirada: RETIRADA, entrega_local: ENTREGA_LOCAL, envio: ENVIO }
const NADA = {
  retirada: { ativa: false, endereco: null, horario: null },
  entrega_local: { ativa: false, taxa: null, cidades: [], prazo_dias: null },
  envio: {
    ativa: false,
    taxas: { norte: null, nordeste: null, centro_oeste: null, sudeste: null, sul: null },
    prazo_postagem_dias: null,
  },
}

async function linhas() {
  const { rows } = await t.pool.query('select * from entregas_vendedor order by id_usuario')
  return rows
}

describe('GET and PUT /api/vendedores/{id}/entrega: who may', () => {
  it('refuses visitors, buyers, other sellers and hostile ids, writing nothing', async () => {
    const dono = await pessoa()
    const outro = await pessoa()
    const comprador = await pessoa('comprador')
    await call('PUT', `/vendedores/${dono.id}/entrega`, dono.cookie, VALIDO)
    const antes = await linhas()
    const url = `/vendedores/${dono.id}/entrega`
    for (const method of ['GET', 'PUT'] as const) {
      const visitante = await call(method, url, undefined, VALIDO)
      expect(visitante.statusCode).toBe(401)
      expect(visitante.json().mensagem).toBe('Você precisa estar logado para acessar este recurso.')
      const c = await call(method, url, comprador.cookie, VALIDO)
      expect(c.statusCode).toBe(403)
      expect(c.json().mensagem).toBe('Esta ação é exclusiva para vendedores.')
      const o = await call(method, url, outro.cookie, { ...VALIDO, envio: { ativa: false } })
      expect(o.statusCode).toBe(403)
      expect(o.json().mensagem).toBe('Você não tem permissão para acessar dados de outro usuário.')
      for (const hostil of [
        'abc',
        '0',
        '-1',
        '1.5',
        '1e3',
        '99999999999999999999',
        `${dono.id}%20or%201=1`,
      ]) {
        const h = await call(method, `/vendedores/${hostil}/entrega`, dono.cookie, VALIDO)
        expect(h.statusCode, hostil).toBe(400)
        expect(h.json().mensagem).toBeTruthy()
      }
    }
    expect(await linhas()).toEqual(antes)
  })
})

describe('GET /api/vendedores/{id}/entrega', () => {
  it('answers every mode inactive before the first save', async () => {
    const v = await pessoa()
    const res = await call('GET', `/vendedores/${v.id}/entrega`, v.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(NADA)
  })
})

describe('PUT /api/vendedores/{id}/entrega', () => {
  it('saves, stores fees in centavos and answers them in reais (round trip)', async () => {
    const v = await pessoa()
    const res = await call('PUT', `/vendedores/${v.id}/entrega`, v.cookie, VALIDO)
    expect(res.statusCode).toBe(200)
    const esperado = {
      retirada: {
        ativa: true,
        endereco: {
          cep: '01310100',
          logradouro: 'Avenida Paulista',
          numero: '1000',
          complemento: null,
          bairro: 'Bela Vista',
          cidade: 'São Paulo',
          uf: 'SP',
        },
        horario: 'Seg a sex, 9h às 18h',
      },
      entrega_local: {
        ativa: true,
        taxa: 12.5,
        cidades: [
          { cidade: 'São Paulo', uf: 'SP' },
          { cidade: 'Osasco', uf: 'SP' },
        ],
        prazo_dias: 2,
      },
      envio: {
        ativa: true,
        taxas: { norte: null, nordeste: 45.9, centro_oeste: null, sudeste: 20, sul: 30 },
        prazo_postagem_dias: 3,
      },
    }
    expect(res.json()).toEqual(esperado)
    expect((await call('GET', `/vendedores/${v.id}/entrega`, v.cookie)).json()).toEqual(esperado)
    const { rows } = await t.pool.query('select configuracao from entregas_vendedor where id_usuario = $1', [
      v.id,
    ])
    expect(rows[0].configuracao.entrega_local.taxa).toBe(1250)
    expect(rows[0].configuracao.envio.taxas).toEqual({
      norte: null,
      nordeste: 4590,
      centro_oeste: null,
      sudeste: 2000,
      sul: 3000,
    })
  })

  it('replaces the settings on a later save (one row), an inactive mode kept empty', async () => {
    const v = await pessoa()
    await call('PUT', `/vendedores/${v.id}/entrega`, v.cookie, VALIDO)
    const res = await call('PUT', `/vendedores/${v.id}/entrega`, v.cookie, {
      retirada: { ativa: false, horario: 'x' },
      entrega_local: { ...ENTREGA_LOCAL, taxa: '0' },
      envio: { ativa: false },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      retirada: NADA.retirada,
      entrega_local: { ativa: true, taxa: 0 },
      envio: NADA.envio,
    })
    const { rows } = await t.pool.query(
      'select count(*)::int as n from entregas_vendedor where id_usuario = $1',
      [v.id],
    )
    expect(rows[0].n).toBe(1)
  })

  const casos: [string, Record<string, unknown>, string][] = [
    [
      'no mode active',
      { retirada: { ativa: false }, entrega_local: { ativa: false }, envio: { ativa: false } },
      'Ative pelo menos uma forma de entrega.',
    ],
    [
      'pickup without schedule',
      { retirada: { ...RETIRADA, horario: ' ab ' } },
      'O horário de retirada é obrigatório e deve ter ao menos 5 caracteres.',
    ],
    [
      'pickup schedule too long',
      { retirada: { ...RETIRADA, horario: 'a'.repeat(201) } },
      'O horário de retirada deve ter no máximo 200 caracteres.',
    ],
    [
      'pickup bad CEP',
      { retirada: { ...RETIRADA, endereco: { ...RETIRADA.endereco, cep: '123' } } },
      'O CEP deve ter 8 dígitos.',
    ],
    [
      'pickup bad UF',
      { retirada: { ...RETIRADA, endereco: { ...RETIRADA.endereco, uf: 'XX' } } },
      'Selecione uma UF válida.',
    ],
    [
      'pickup CEP of another UF',
      { retirada: { ...RETIRADA, endereco: { ...RETIRADA.endereco, uf: 'AM' } } },
      'O CEP não corresponde à UF selecionada.',
    ],
    [
      'pickup without street',
      { retirada: { ...RETIRADA, endereco: { ...RETIRADA.endereco, logradouro: '' } } },
      'O logradouro é obrigatório.',
    ],
    [
      'mode without ativa',
      { retirada: { horario: 'Seg a sex' } },
      'Informe se a retirada no local está ativa.',
    ],
    [
      'fee not a number',
      { entrega_local: { ...ENTREGA_LOCAL, taxa: 'doze' } },
      'A taxa deve ser um valor entre 0 e 1000 reais.',
    ],
    [
      'fee above 1000',
      { entrega_local: { ...ENTREGA_LOCAL, taxa: '1000,01' } },
      'A taxa deve ser um valor entre 0 e 1000 reais.',
    ],
    [
      'fee negative',
      { entrega_local: { ...ENTREGA_LOCAL, taxa: -1 } },
      'A taxa deve ser um valor entre 0 e 1000 reais.',
    ],
    [
      'fee with 3 decimals',
      { entrega_local: { ...ENTREGA_LOCAL, taxa: '1,234' } },
      'A taxa deve ter no máximo 2 casas decimais.',
    ],
    ['no city', { entrega_local: { ...ENTREGA_LOCAL, cidades: [] } }, 'Informe de 1 a 30 cidades atendidas.'],
    [
      '31 cities',
      {
        entrega_local: {
          ...ENTREGA_LOCAL,
          cidades: Array.from({ length: 31 }, (_, i) => ({ cidade: `Cidade ${i}`, uf: 'SP' })),
        },
      },
      'Informe de 1 a 30 cidades atendidas.',
    ],
    [
      'city too short',
      { entrega_local: { ...ENTREGA_LOCAL, cidades: [{ cidade: 'A', uf: 'SP' }] } },
      'O nome da cidade é obrigatório e deve ter ao menos 2 caracteres.',
    ],
    [
      'city too long',
      { entrega_local: { ...ENTREGA_LOCAL, cidades: [{ cidade: 'A'.repeat(61), uf: 'SP' }] } },
      'O nome da cidade deve ter no máximo 60 caracteres.',
    ],
    [
      'city without UF',
      { entrega_local: { ...ENTREGA_LOCAL, cidades: [{ cidade: 'Osasco' }] } },
      'Selecione uma UF válida.',
    ],
    [
      'delivery days 31',
      { entrega_local: { ...ENTREGA_LOCAL, prazo_dias: 31 } },
      'O prazo de entrega deve ser um número inteiro de 0 a 30 dias.',
    ],
    [
      'delivery days 1.5',
      { entrega_local: { ...ENTREGA_LOCAL, prazo_dias: 1.5 } },
      'O prazo de entrega deve ser um número inteiro de 0 a 30 dias.',
    ],
    [
      'no region',
      {
        envio: {
          ...ENVIO,
          taxas: { norte: null, nordeste: '', centro_oeste: null, sudeste: null, sul: null },
        },
      },
      'Informe a taxa de envio de pelo menos uma região.',
    ],
    [
      'region fee too high',
      { envio: { ...ENVIO, taxas: { ...ENVIO.taxas, sul: '2000' } } },
      'A taxa deve ser um valor entre 0 e 1000 reais.',
    ],
    [
      'posting days 0',
      { envio: { ...ENVIO, prazo_postagem_dias: 0 } },
      'O prazo de postagem deve ser um número inteiro de 1 a 30 dias.',
    ],
    [
      'posting days as text',
      { envio: { ...ENVIO, prazo_postagem_dias: 'três' } },
      'O prazo de postagem deve ser um número inteiro de 1 a 30 dias.',
    ],
  ]
  it.each(casos)('refuses %s with its message, writing nothing', async (_, mudanca, mensagem) => {
    const v = await pessoa()
    await call('PUT', `/vendedores/${v.id}/entrega`, v.cookie, VALIDO)
    const antes = await linhas()
    const res = await call('PUT', `/vendedores/${v.id}/entrega`, v.cookie, { ...VALIDO, ...mudanca })
    expect(res.statusCode).toBe(400)
    expect(res.json().mensagem).toBe(mensagem)
    expect(await linhas()).toEqual(antes)
  })

  it('refuses a body that is not an object with a 400', async () => {
    const v = await pessoa()
    for (const body of [[], { retirada: 1, entrega_local: null, envio: [] }]) {
      const res = await call('PUT', `/vendedores/${v.id}/entrega`, v.cookie, body)
      expect(res.statusCode).toBe(400)
      expect(res.json().mensagem).toBeTruthy()
    }
    expect((await linhas()).filter((r) => r.id_usuario === v.id)).toEqual([])
  })
})
