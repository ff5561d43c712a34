// Requests the parsers choke on (a multipart form without its boundary, a URL that cannot be
// decoded) are the sender's fault: 400 with a Portuguese message and the usual headers, nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
let seller: Awaited<ReturnType<typeof signUp>>
beforeAll(async () => {
  t = await createTestApp()
  seller = await signUp(t.app, { perfil: 'vendedor' })
  await t.pool.query(
    `insert into produtos (id_usuario_vendedor, nome, descricao, preco_centavos)
     values ($1, 'Vaso de garrafa', 'Vaso feito de garrafa PET', 2990)`,
    [seller.usuario.id_usuario],
  )
})
afterAll(() => t.close())

const state = async () => {
  const { rows } = await t.pool.query(
    `select (select md5(string_agg(u::text, '' order by id_usuario)) from usuarios u) as usuarios,
            (select md5(string_agg(p::text, '' order by id_produto)) from produtos p) as produtos`,
  )
  return rows[0]
}

const FIELD = 'Content-Disposition: form-data; name="nome"\r\n\r\n'
const JSON_FIELD =
  'Content-Disposition: form-data; name="materias_primas"\r\nContent-Type: application/json\r\n\r\n'
const MALFORMADO = 'O formulário enviado está malformado. Envie-o novamente.'
const BOUNDARY = 'multipart/form-data; boundary=x'
const CASES: [string, string, string, string][] = [
  ['no boundary', 'multipart/form-data', `--x\r\n${FIELD}Ana\r\n--x--`, MALFORMADO],
  ['a truncated body', BOUNDARY, `--x\r\n${FIELD}An`, MALFORMADO],
  ['the wrong boundary', 'multipart/form-data; boundary=y', `--x\r\n${FIELD}Ana\r\n--x--`, MALFORMADO],
  ['a field declared JSON that is not', BOUNDARY, `--x\r\n${JSON_FIELD}[1,\r\n--x--\r\n`, MALFORMADO],
  [
    'a field above the field size limit',
    BOUNDARY,
    `--x\r\n${FIELD}${'Ana '.repeat(600)}\r\n--x--\r\n`,
    'Um campo do formulário excede o tamanho máximo.',
  ],
]

describe('a malformed multipart form', () => {
  it.each(CASES)('with %s is a 400 that changes nothing', async (_case, contentType, payload, mensagem) => {
    const before = await state()
    const { rows } = await t.pool.query('select id_produto from produtos limit 1')
    const calls = [
      ['PUT', `/api/usuarios/${seller.usuario.id_usuario}`],
      ['POST', '/api/produtos'],
      ['PUT', `/api/produtos/${rows[0].id_produto}`],
    ] as const
    for (const [method, url] of calls) {
      const headers = { cookie: seller.cookie, 'content-type': contentType }
      const res = await t.app.inject({ method, url, headers, payload })
      expect([res.statusCode, res.json()], `${method} ${url}`).toEqual([400, { mensagem }])
    }
    expect(await state()).toEqual(before)
  })
})

describe('an address the router refuses', () => {
  it.each([
    ['cannot be decoded', '/api/anuncios/%3Cscript%3E%c0', 400, 'Endereço inválido.'],
    ['has a parameter too long', `/api/anuncios/${'%3Cscript%3E'.repeat(20)}`, 414, 'Endereço longo demais.'],
  ])(
    'that %s gets the Portuguese error body with the security headers, without echoing the path',
    async (_case, url, status, mensagem) => {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(status)
      expect(res.json()).toEqual({ mensagem })
      expect(res.body).not.toContain('script')
      expect(res.headers['content-security-policy']).toContain("default-src 'self'")
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    },
  )
})
