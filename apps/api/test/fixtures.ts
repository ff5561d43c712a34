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

/** A valid address body, in São Paulo. */
export const ENDERECO = {
  destinatario: 'Ana da Silva',
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
  telefone: '(11) 91234-5678',
}

/** Pickup only, at an atelier in São Paulo: a delivery setting that adds no fee to any order. */
export const RETIRADA_PADRAO = {
  retirada: {
    ativa: true,
    endereco: {
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: 'Loja 2',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
    },
    horario: 'Segunda a sexta, das 9h às 18h',
  },
  entrega_local: { ativa: false },
  envio: { ativa: false },
}

/**
 * Gives a seller a delivery setting (pickup only by default) through PUT /api/vendedores/{id}/entrega:
 * publishing a listing needs at least one active delivery mode.
 */
export async function comRetirada(
  app: FastifyInstance,
  seller: { usuario: { id_usuario: number }; cookie: string },
  configuracao: Record<string, unknown> = RETIRADA_PADRAO,
) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/vendedores/${seller.usuario.id_usuario}/entrega`,
    headers: { cookie: seller.cookie },
    payload: configuracao,
  })
  if (res.statusCode !== 200) throw new Error(`delivery setting failed: ${res.statusCode} ${res.body}`)
  return seller
}
