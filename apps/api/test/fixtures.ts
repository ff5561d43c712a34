import type { Perfil } from '@recria/domain/usuario'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { Pool } from 'pg'

let sequence = 0

/** A valid CPF built from 9 digits and their check digits. */
export function cpf(seed = ++sequence): string {
  const base = String(100_000_000 + ((seed * 7_919) % 800_000_000))
    .slice(0, 9)
    .split('')
    .map(Number)
  const digit = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0)
    const rest = sum % 11
    return rest < 2 ? 0 : 11 - rest
  }
  const first = digit(base)
  const second = digit([...base, first])
  return [...base, first, second].join('')
}

export const PASSWORD = 'senha-forte-123'

export function registration(overrides: Record<string, unknown> = {}) {
  const n = ++sequence
  return {
    nome: `Pessoa Teste ${n}`,
    email: `pessoa${n}@exemplo.com.br`,
    senha: PASSWORD,
    confirmarSenha: PASSWORD,
    cnpj_cpf: cpf(n),
    telefone: '11987654321',
    perfil: 'comprador' as Perfil,
    termos: true,
    ...overrides,
  }
}

/** The `cookie` header to send after a response that set the session cookie. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'recria_sessao')
  if (!cookie) throw new Error(`no session cookie (status ${response.statusCode}: ${response.body})`)
  return `recria_sessao=${cookie.value}`
}

/** Registers a user and signs them in; answers the user and the cookie header. */
export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides)
  const created = await app.inject({ method: 'POST', url: '/api/usuarios', payload: body })
  if (created.statusCode !== 201) throw new Error(`register failed: ${created.body}`)
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: body.email, senha: body.senha },
  })
  return { usuario: created.json(), cookie: sessionCookie(login), email: body.email, senha: body.senha }
}

/** A registered user given the operator's profile, as `npm run admin:criar -- <email>` gives it. */
export async function signUpOperator(
  { app, pool }: { app: FastifyInstance; pool: Pool },
  overrides: Record<string, unknown> = {},
) {
  const operador = await signUp(app, overrides)
  await pool.query(`insert into usuario_perfis (id_usuario, perfil) values ($1, 'administrador')`, [
    operador.usuario.id_usuario,
  ])
  return operador
}
