// The address book: every field's rule, the one principal address, the limit of ten, and ownership
// (another user's address is one that does not exist). The LGPD export carries the addresses and the
// account's deletion takes them away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const VALIDO = {
  destinatario: 'Ana Souza',
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: 'Apto 12',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
  telefone: '(11) 91234-5678',
}

type Pessoa = { id: number; cookie: string; senha: string }
async function pessoa(perfil: 'comprador' | 'vendedor' = 'comprador'): Promise<Pessoa> {
  const u = await signUp(t.app, { perfil })
  return { id: u.usuario.id_usuario, cookie: u.cookie, senha: u.senha }
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  })
const criar = (p: Pessoa, body: Record<string, unknown> = {}) =>
  call('POST', '/enderecos', p.cookie, { ...VALIDO, ...body })
const listar = async (p: Pessoa) => (await call('GET', '/enderecos', p.cookie)).json()

async function linhas(idUsuario: number) {
  const { rows } = await t.pool.query('select * from enderecos where id_usuario = $1 order by id_endereco', [
    idUsuario,
  ])
  return rows
}
async function todas() {
  const { rows } = await t.pool.query('select * from enderecos order by id_endereco')
  return rows
}

describe('POST /api/enderecos: the fields', () => {
  it('accepts the masks and answers digits, trimmed texts, the first address principal', async () => {
    const p = await pessoa()
    const res = await criar(p, { destinatario: '  Ana Souza  ', uf: 'sp' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      destinatario: 'Ana Souza',
      cep: '01310100',
      telefone: '11912345678',
      uf: 'SP',
      complemento: 'Apto 12',
      principal: true,
    })
    expect(await linhas(p.id)).toMatchObject([{ cep: '01310100', telefone: '11912345678', principal: true }])
  })

  it("takes plain digits, 'S/N' and no complement", async () => {
    const p = await pessoa()
    const res = await criar(p, { cep: '01310100', telefone: '1133334444', numero: 's/n', complemento: '' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      cep: '01310100',
      telefone: '1133334444',
      numero: 'S/N',
      complemento: null,
    })
  })

  const casos: [string, Record<string, unknown>, string][] = [
    [
      'destinatario',
      { destinatario: 'A' },
      'O nome do destinatário é obrigatório e deve ter ao menos 2 caracteres.',
    ],
    [
      'destinatario',
      { destinatario: 'A'.repeat(101) },
      'O nome do destinatário deve ter no máximo 100 caracteres.',
    ],
    ['cep', { cep: '1310-100' }, 'O CEP deve ter 8 dígitos.'],
    ['cep', { cep: '013101000' }, 'O CEP deve ter 8 dígitos.'],
    ['logradouro', { logradouro: '   ' }, 'O logradouro é obrigatório.'],
    ['logradouro', { logradouro: 'R'.repeat(121) }, 'O logradouro deve ter no máximo 120 caracteres.'],
    ['numero', { numero: '' }, 'O número é obrigatório (use S/N se não houver).'],
    ['numero', { numero: '12345678901' }, 'O número deve ter no máximo 10 caracteres.'],
    ['complemento', { complemento: 'C'.repeat(61) }, 'O complemento deve ter no máximo 60 caracteres.'],
    ['bairro', { bairro: '' }, 'O bairro é obrigatório.'],
    ['bairro', { bairro: 'B'.repeat(61) }, 'O bairro deve ter no máximo 60 caracteres.'],
    ['cidade', { cidade: undefined }, 'A cidade é obrigatória.'],
    ['cidade', { cidade: 'C'.repeat(61) }, 'A cidade deve ter no máximo 60 caracteres.'],
    ['uf', { uf: 'XX' }, 'Selecione uma UF válida.'],
    ['uf', { uf: '' }, 'Selecione uma UF válida.'],
    // A Manaus CEP with uf SP would be charged the Southeast's fee.
    ['cep', { cep: '69005-000', uf: 'SP' }, 'O CEP não corresponde à UF selecionada.'],
    ['cep', { cep: '01310-100', uf: 'rj' }, 'O CEP não corresponde à UF selecionada.'],
    ['telefone', { telefone: '(11) 1234-567' }, 'O telefone deve ter 10 ou 11 dígitos.'],
    ['telefone', { telefone: '119123456789' }, 'O telefone deve ter 10 ou 11 dígitos.'],
    ['principal', { principal: 'sim' }, 'Informe se o endereço é o principal.'],
  ]
  it.each(casos)('%s %j: 400 with its message, nothing written', async (campo, body, mensagem) => {
    const p = await pessoa()
    const res = await criar(p, body)
    expect(res.statusCode).toBe(400)
    expect(res.json().mensagem).toBe(mensagem)
    expect(res.json().erros[campo]).toBe(mensagem)
    expect(await linhas(p.id)).toEqual([])
  })

  it('all 27 units are accepted, each with a CEP of its own', async () => {
    const p = await pessoa()
    const ceps: Record<string, string> = {
      AC: '69900-000',
      AL: '57000-000',
      AP: '68900-000',
      AM: '69000-000',
      BA: '40000-000',
      CE: '60000-000',
      DF: '70000-000',
      ES: '29000-000',
      GO: '74000-000',
      MA: '65000-000',
      MT: '78000-000',
      MS: '79000-000',
      MG: '30000-000',
      PA: '66000-000',
      PB: '58000-000',
      PR: '80000-000',
      PE: '50000-000',
      PI: '64000-000',
      RJ: '20000-000',
      RN: '59000-000',
      RS: '90000-000',
      RO: '76800-000',
      RR: '69300-000',
      SC: '88000-000',
      SP: '01000-000',
      SE: '49000-000',
      TO: '77000-000',
    }
    for (const [i, [uf, cep]] of Object.entries(ceps).entries()) {
      if (i > 0 && i % 10 === 0) await t.pool.query('delete from enderecos where id_usuario = $1', [p.id])
      expect((await criar(p, { uf, cep })).statusCode).toBe(201)
    }
  })

  it('PUT refuses a CEP of another UF too, changing nothing', async () => {
    const p = await pessoa()
    const id = (await criar(p)).json().id_endereco
    const antes = await linhas(p.id)
    const res = await call('PUT', `/enderecos/${id}`, p.cookie, { ...VALIDO, cep: '69005-000' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      mensagem: 'O CEP não corresponde à UF selecionada.',
      erros: { cep: 'O CEP não corresponde à UF selecionada.' },
    })
    expect(await linhas(p.id)).toEqual(antes)
  })
})

describe('the principal address', () => {
  it('marking another one unmarks the old; deleting the principal promotes the most recent', async () => {
    const p = await pessoa()
    const a = (await criar(p, { destinatario: 'Primeiro' })).json()
    const b = (await criar(p, { destinatario: 'Segundo' })).json()
    const c = (await criar(p, { destinatario: 'Terceiro' })).json()
    expect([a.principal, b.principal, c.principal]).toEqual([true, false, false])

    const marcado = await call('PUT', `/enderecos/${b.id_endereco}`, p.cookie, {
      ...VALIDO,
      destinatario: 'Segundo',
      principal: true,
    })
    expect(marcado.statusCode).toBe(200)
    expect((await linhas(p.id)).map((r) => r.principal)).toEqual([false, true, false])
    // Listed principal first.
    expect((await listar(p)).map((e: { destinatario: string }) => e.destinatario)).toEqual([
      'Segundo',
      'Terceiro',
      'Primeiro',
    ])

    // Unmarking the only principal keeps it principal.
    await call('PUT', `/enderecos/${b.id_endereco}`, p.cookie, {
      ...VALIDO,
      destinatario: 'Segundo',
      principal: false,
    })
    expect((await linhas(p.id)).map((r) => r.principal)).toEqual([false, true, false])

    // A new address marked principal takes it over.
    const d = (await criar(p, { destinatario: 'Quarto', principal: true })).json()
    expect(d.principal).toBe(true)
    expect((await linhas(p.id)).filter((r) => r.principal).map((r) => r.id_endereco)).toEqual([d.id_endereco])

    const excluido = await call('DELETE', `/enderecos/${d.id_endereco}`, p.cookie)
    expect([excluido.statusCode, excluido.json().mensagem]).toEqual([200, 'Endereço excluído com sucesso!'])
    // The most recent remaining one (Terceiro) becomes principal.
    expect((await linhas(p.id)).filter((r) => r.principal).map((r) => r.destinatario)).toEqual(['Terceiro'])
    // Deleting a non-principal one changes no principal.
    await call('DELETE', `/enderecos/${a.id_endereco}`, p.cookie)
    expect((await linhas(p.id)).filter((r) => r.principal).map((r) => r.destinatario)).toEqual(['Terceiro'])
  })

  it('the database refuses a second principal', async () => {
    const p = await pessoa()
    await criar(p)
    await expect(
      t.pool.query(
        `insert into enderecos (id_usuario, destinatario, cep, logradouro, numero, bairro, cidade, uf, telefone, principal)
         values ($1, 'X', '01310100', 'R', '1', 'B', 'C', 'SP', '11912345678', true)`,
        [p.id],
      ),
    ).rejects.toThrow(/enderecos_um_principal_idx/)
  })

  it('two addresses created at once: one principal', async () => {
    const p = await pessoa()
    const res = await Promise.all([criar(p), criar(p), criar(p)])
    expect(res.map((r) => r.statusCode)).toEqual([201, 201, 201])
    expect((await linhas(p.id)).filter((r) => r.principal)).toHaveLength(1)
  })
})

describe('at most ten addresses', () => {
  it('the eleventh is refused with 409, nothing written; a seller may keep addresses too', async () => {
    const p = await pessoa('vendedor')
    for (let i = 0; i < 10; i++) expect((await criar(p)).statusCode).toBe(201)
    const res = await criar(p)
    expect([res.statusCode, res.json().mensagem]).toEqual([
      409,
      'Você pode cadastrar no máximo 10 endereços. Exclua um endereço para cadastrar outro.',
    ])
    expect(await linhas(p.id)).toHaveLength(10)
  })
})

describe('ownership', () => {
  let dono: Pessoa
  let id: number
  beforeAll(async () => {
    dono = await pessoa()
    id = (await criar(dono)).json().id_endereco
  })

  it('a visitor gets 401 on every route', async () => {
    const antes = await todas()
    for (const [method, url] of [
      ['GET', '/enderecos'],
      ['POST', '/enderecos'],
      ['PUT', `/enderecos/${id}`],
      ['DELETE', `/enderecos/${id}`],
    ] as const) {
      const res = await call(
        method,
        url,
        undefined,
        method === 'GET' || method === 'DELETE' ? undefined : VALIDO,
      )
      expect([res.statusCode, res.json().mensagem]).toEqual([
        401,
        'Você precisa estar logado para acessar este recurso.',
      ])
    }
    expect(await todas()).toEqual(antes)
  })

  it("another buyer and a seller: 404 'Endereço não encontrado.' for the real id, unchanged", async () => {
    const antes = await todas()
    for (const outro of [await pessoa('comprador'), await pessoa('vendedor')]) {
      const put = await call('PUT', `/enderecos/${id}`, outro.cookie, {
        ...VALIDO,
        logradouro: 'Rua do Atacante',
        principal: true,
      })
      expect([put.statusCode, put.json().mensagem]).toEqual([404, 'Endereço não encontrado.'])
      const del = await call('DELETE', `/enderecos/${id}`, outro.cookie)
      expect([del.statusCode, del.json().mensagem]).toEqual([404, 'Endereço não encontrado.'])
      expect(await listar(outro)).toEqual([])
    }
    const missing = await call('DELETE', '/enderecos/999999', dono.cookie)
    expect([missing.statusCode, missing.json().mensagem]).toEqual([404, 'Endereço não encontrado.'])
    expect(await todas()).toEqual(antes)
  })

  it("hostile spellings of the id ('1e0', '01', '-1', 'abc') are 400, nothing changed", async () => {
    const antes = await todas()
    for (const hostil of ['1e0', '01', '-1', 'abc', `${id}.0`]) {
      const res = await call('DELETE', `/enderecos/${hostil}`, dono.cookie)
      expect([res.statusCode, res.json().mensagem]).toEqual([400, 'Identificador inválido.'])
    }
    expect(await todas()).toEqual(antes)
  })
})

describe('the account', () => {
  it('the LGPD export lists the addresses; deleting the account deletes them', async () => {
    const p = await pessoa()
    await criar(p, { destinatario: 'Casa' })
    await criar(p, { destinatario: 'Trabalho', complemento: undefined })
    const dados = await call('GET', `/usuarios/${p.id}/dados`, p.cookie)
    expect(dados.statusCode).toBe(200)
    expect(dados.json().enderecos).toMatchObject([
      { destinatario: 'Casa', cep: '01310100', uf: 'SP', principal: true, complemento: 'Apto 12' },
      { destinatario: 'Trabalho', principal: false, complemento: null },
    ])
    const excluir = await t.app.inject({
      method: 'DELETE',
      url: `/api/usuarios/${p.id}`,
      headers: { cookie: p.cookie },
      payload: { senha: p.senha },
    })
    expect(excluir.statusCode).toBe(200)
    expect(await linhas(p.id)).toEqual([])
  })
})
