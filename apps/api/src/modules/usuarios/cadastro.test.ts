import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD, registration } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const cadastrar = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/usuarios', payload })
const rowsWithEmail = async (email: string) =>
  (await t.pool.query('select * from usuarios where lower(email) = lower($1)', [email])).rows

// docs/product/conta.md, in the order the rules are checked.
const RULES = [
  ['nome', 'Al', 'O nome deve ter pelo menos 3 caracteres.'],
  ['termos', false, 'Você precisa aceitar a Política de Privacidade e Termos de Uso.'],
  ['email', 'ana.exemplo.com', 'E-mail inválido.'],
  ['cnpj_cpf', '12345678900', 'CPF ou CNPJ inválido.'],
  ['senha', 'curta12', 'A senha deve ter pelo menos 8 caracteres.'],
  ['confirmarSenha', 'outra-senha-123', 'As senhas não coincidem.'],
] as const

describe('POST /api/usuarios — validation (docs/product/conta.md)', () => {
  it('answers the first failing rule as mensagem and every failing field in erros', async () => {
    const body = registration(Object.fromEntries(RULES.map(([field, bad]) => [field, bad])))
    const res = await cadastrar(body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      mensagem: 'O nome deve ter pelo menos 3 caracteres.',
      erros: Object.fromEntries(RULES.map(([field, , message]) => [field, message])),
    })
  })

  it.each(RULES.map((rule, index) => [rule[0], index] as const))(
    'reports %s once the rules before it pass',
    async (_field, index) => {
      const broken = RULES.slice(index).map(([field, bad]) => [field, bad])
      const body = registration(Object.fromEntries(broken))
      const res = await cadastrar(body)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        mensagem: RULES[index]?.[2],
        erros: Object.fromEntries(RULES.slice(index).map(([field, , message]) => [field, message])),
      })
      expect(await rowsWithEmail(String(body.email))).toEqual([])
    },
  )

  it.each([
    ['missing', undefined],
    ['a string', 'sim'],
  ])('refuses terms that are %s', async (_case, termos) => {
    const res = await cadastrar(registration({ termos }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      mensagem: 'Você precisa aceitar a Política de Privacidade e Termos de Uso.',
      erros: { termos: 'Você precisa aceitar a Política de Privacidade e Termos de Uso.' },
    })
  })

  it.each([
    ['wrong CPF check digits', '529.982.247-24'],
    ['all-equal CPF', '111.111.111-11'],
    ['wrong CNPJ check digits', '11.222.333/0001-80'],
    ['all-equal CNPJ', '00.000.000/0000-00'],
    ['12 digits', '123456789012'],
    ['no digits', 'abc'],
  ])('refuses a document with %s', async (_case, cnpj_cpf) => {
    const body = registration({ cnpj_cpf })
    const res = await cadastrar(body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      mensagem: 'CPF ou CNPJ inválido.',
      erros: { cnpj_cpf: 'CPF ou CNPJ inválido.' },
    })
    expect(await rowsWithEmail(body.email)).toEqual([])
  })
  it('refuses a phone that is neither 10 nor 11 digits (optional, checked after the six rules)', async () => {
    const body = registration({ telefone: '(11) 9876-543' })
    const res = await cadastrar(body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      mensagem: 'O telefone deve ter 10 ou 11 dígitos.',
      erros: { telefone: 'O telefone deve ter 10 ou 11 dígitos.' },
    })
    expect(await rowsWithEmail(body.email)).toEqual([])
  })
})

describe('POST /api/usuarios — creation', () => {
  it('creates the user (201) with the answer every page reads, never the password', async () => {
    const body = registration({ email: 'Maria.Silva@Exemplo.com.br', nome: 'Maria Silva' })
    const res = await cadastrar(body)
    expect(res.statusCode).toBe(201)
    const usuario = res.json()
    expect(usuario).toEqual({
      id_usuario: expect.any(Number),
      nome: 'Maria Silva',
      email: 'maria.silva@exemplo.com.br',
      cnpj_cpf: body.cnpj_cpf,
      telefone: '11987654321',
      foto_url: null,
      perfil: 'comprador',
      perfis: [{ perfil: 'comprador' }],
      criado_em: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      bloqueado_ate: null,
    })
    expect(res.body).not.toContain(PASSWORD)
    expect(res.body).not.toMatch(/senha|hash|argon/i)

    const [row] = await rowsWithEmail(body.email)
    expect(row.id_usuario).toBe(usuario.id_usuario)
    expect(row.senha_hash).toMatch(/^\$argon2id\$/)
    expect(row.senha_hash).not.toContain(PASSWORD)
  })

  it('records the version of the terms the new user accepted, and when', async () => {
    const antes = Date.now()
    const res = await cadastrar(registration({ email: 'termos@exemplo.com' }))
    expect(res.statusCode).toBe(201)
    const [row] = await rowsWithEmail('termos@exemplo.com')
    // The date of the terms' last change, as the terms page shows it ('29 de setembro de 2025').
    expect(row.termos_versao).toBe('2025-09-29')
    expect(row.termos_aceitos_em.getTime()).toBeGreaterThanOrEqual(antes - 1000)
    expect(row.termos_aceitos_em.getTime()).toBeLessThanOrEqual(Date.now())
  })

  it('accepts masked CPF and phone and stores digits only', async () => {
    const body = registration({ cnpj_cpf: '529.982.247-25', telefone: '(11) 98765-4321' })
    const res = await cadastrar(body)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ cnpj_cpf: '52998224725', telefone: '11987654321' })
    const [row] = await rowsWithEmail(body.email)
    expect(row).toMatchObject({ cnpj_cpf: '52998224725', telefone: '11987654321' })
  })

  it('accepts a masked CNPJ and no phone', async () => {
    const { telefone: _none, ...body } = registration({ cnpj_cpf: '11.222.333/0001-81' })
    const res = await cadastrar(body)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ cnpj_cpf: '11222333000181', telefone: '' })
    const [row] = await rowsWithEmail(body.email)
    expect(row).toMatchObject({ cnpj_cpf: '11222333000181', telefone: null })
  })

  it.each([
    [['comprador', 'vendedor'], 'comprador'],
    [['vendedor', 'comprador'], 'vendedor'],
  ] as const)('stores both profiles %j in the order chosen', async (perfis, perfil) => {
    const body = registration({ perfil, perfis })
    const res = await cadastrar(body)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ perfil, perfis: perfis.map((p) => ({ perfil: p })) })
    const { rows } = await t.pool.query(
      'select perfil from usuario_perfis where id_usuario = $1 order by ordem',
      [res.json().id_usuario],
    )
    expect(rows.map((r) => r.perfil)).toEqual(perfis)
  })

  it('refuses a second account for the same e-mail in any letter case (409) and keeps one row', async () => {
    const first = registration()
    expect((await cadastrar(first)).statusCode).toBe(201)
    const res = await cadastrar(registration({ email: first.email.toUpperCase() }))
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      mensagem: 'Já existe um usuário com esse e-mail cadastrado.',
      erros: { email: 'Já existe um usuário com esse e-mail cadastrado.' },
    })
    expect(await rowsWithEmail(first.email)).toHaveLength(1)
  })

  it('keeps one row when the same e-mail registers twice at the same moment', async () => {
    const a = registration()
    const b = registration({ email: a.email })
    const answers = await Promise.all([cadastrar(a), cadastrar(b)])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409])
    expect(answers.find((r) => r.statusCode === 409)?.json().mensagem).toBe(
      'Já existe um usuário com esse e-mail cadastrado.',
    )
    expect(await rowsWithEmail(a.email)).toHaveLength(1)
  })
})
