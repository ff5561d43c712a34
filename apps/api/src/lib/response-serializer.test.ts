// Answers are written by serializers compiled from the routes' zod schemas (decision 038): only the
// schema's properties leave the server, what JSON Schema cannot say stays with zod, and in the tests
// every answer is also checked against zod and must be the same JSON.
import { UsuarioResponse } from '@recria/domain/usuario'
import { z } from '@recria/domain/zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { compiledSerializer, plainSchema, responseSerializerCompiler } from './response-serializer.ts'

const rota = (schema: unknown) => ({ schema, method: 'GET', url: '/teste', httpStatus: '200' })

const usuario = {
  id_usuario: 7,
  nome: 'Ana da Silva',
  email: 'ana@example.com',
  cnpj_cpf: '12345678909',
  telefone: '(11) 91234-5678',
  foto_url: null,
  perfil: 'comprador',
  perfis: [{ perfil: 'comprador' }],
  criado_em: '2026-01-02T03:04:05.000Z',
  bloqueado_ate: null,
}

describe('the compiled serializer', () => {
  it('writes only the properties the schema names: a password hash handed to it never leaves', () => {
    const escrever = compiledSerializer(UsuarioResponse)
    expect(escrever).not.toBeNull()
    const texto = escrever?.({
      ...usuario,
      senha_hash: 'scrypt$16384$8$1$c2FsdA$aGFzaA',
      perfis: [{ perfil: 'comprador', id_usuario: 7 }],
    })
    expect(texto).toBe(
      '{"id_usuario":7,"nome":"Ana da Silva","email":"ana@example.com","cnpj_cpf":"12345678909",' +
        '"telefone":"(11) 91234-5678","foto_url":null,"perfil":"comprador","perfis":[{"perfil":"comprador"}],' +
        '"criado_em":"2026-01-02T03:04:05.000Z","bloqueado_ate":null}',
    )
  })

  it('writes records, unions, optional and nullable properties as zod does', () => {
    const schema = z.object({
      total: z.record(z.string(), z.number()),
      valor: z.union([z.string(), z.number()]),
      nota: z.number().optional(),
      quando: z.string().nullable(),
    })
    const escrever = compiledSerializer(schema)
    expect(escrever?.({ total: { kg: 2.5, un: 3 }, valor: 'R$ 10,00', quando: null, extra: 1 })).toBe(
      '{"total":{"kg":2.5,"un":3},"valor":"R$ 10,00","quando":null}',
    )
  })

  it('writes nullable objects, enums and strings with a null check, as zod does', () => {
    const schema = z.object({
      vendedor: z.object({ id: z.number(), nome: z.string() }).nullable(),
      perfil: z.enum(['comprador', 'vendedor']).nullable(),
      foto: z.string().nullable(),
    })
    const conferido = responseSerializerCompiler({ checked: true })(rota(schema))
    expect(conferido({ vendedor: null, perfil: null, foto: null })).toBe(
      '{"vendedor":null,"perfil":null,"foto":null}',
    )
    expect(
      conferido({ vendedor: { id: 3, nome: 'Ateliê', senha: 'x' }, perfil: 'vendedor', foto: '/a.webp' }),
    ).toBe('{"vendedor":{"id":3,"nome":"Ateliê"},"perfil":"vendedor","foto":"/a.webp"}')
  })

  it('leaves to zod what JSON Schema cannot say: transforms, codecs, dates, custom checks, recursion', () => {
    const arvore: z.ZodType = z.lazy(() => z.object({ filhos: z.array(arvore) }))
    expect(plainSchema(z.object({ a: z.string().transform((s) => s.length) }))).toBe(false)
    expect(plainSchema(z.object({ a: z.iso.datetime() }))).toBe(true)
    expect(
      plainSchema(
        z.object({
          a: z.codec(z.iso.datetime(), z.date(), {
            decode: (s) => new Date(s),
            encode: (d) => d.toISOString(),
          }),
        }),
      ),
    ).toBe(false)
    expect(plainSchema(z.object({ a: z.date() }))).toBe(false)
    expect(plainSchema(z.object({ a: z.string().refine((s) => s !== 'x') }))).toBe(false)
    expect(plainSchema(z.object({ a: z.string().default('x') }))).toBe(false)
    expect(plainSchema(arvore)).toBe(false)
    expect(compiledSerializer(z.object({ a: z.date() }))).toBeNull()
  })

  it('a schema left to zod is still serialised by zod (a codec encodes its value)', () => {
    const quando = z.codec(z.iso.datetime(), z.date(), {
      decode: (s) => new Date(s),
      encode: (d) => d.toISOString(),
    })
    const escrever = responseSerializerCompiler({ checked: false })(rota(z.object({ quando })))
    expect(escrever({ quando: new Date('2026-01-02T03:04:05.000Z') })).toBe(
      '{"quando":"2026-01-02T03:04:05.000Z"}',
    )
  })

  it('in the tests a wrong shape is refused, where the compiled serializer alone would coerce it', () => {
    const schema = z.object({ total: z.number() })
    const semConferir = responseSerializerCompiler({ checked: false })(rota(schema))
    const conferido = responseSerializerCompiler({ checked: true })(rota(schema))
    // fast-json-stringify trusts its input: a numeric column read as text becomes a number.
    expect(semConferir({ total: '12.50' })).toBe('{"total":12.5}')
    expect(() => conferido({ total: '12.50' })).toThrow()
    expect(conferido({ total: 12.5 })).toBe('{"total":12.5}')
  })
})

describe('answers of the API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('GET /usuarios/me answers exactly the schema’s properties, never the password hash', async () => {
    const { cookie, usuario: criado } = await signUp(t.app, {
      nome: 'Beatriz Souza',
      email: 'beatriz.serializacao@example.com',
    })
    const {
      rows: [linha],
    } = await t.pool.query('select senha_hash from usuarios where id_usuario = $1', [criado.id_usuario])
    expect(linha.senha_hash).toMatch(/\S{20,}/)

    const res = await t.app.inject({ method: 'GET', url: '/api/usuarios/me', headers: { cookie } })
    expect(res.statusCode).toBe(200)
    expect(Object.keys(res.json())).toEqual([
      'id_usuario',
      'nome',
      'email',
      'cnpj_cpf',
      'telefone',
      'foto_url',
      'perfil',
      'perfis',
      'criado_em',
      'bloqueado_ate',
    ])
    expect(res.json()).toMatchObject({
      id_usuario: criado.id_usuario,
      nome: 'Beatriz Souza',
      email: 'beatriz.serializacao@example.com',
      perfil: 'comprador',
      perfis: [{ perfil: 'comprador' }],
      bloqueado_ate: null,
    })
    expect(res.body).not.toContain(linha.senha_hash)
    expect(res.body).not.toContain('senha')
  })
})
