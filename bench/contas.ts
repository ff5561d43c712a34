// The benchmarks' accounts, made and signed in through the API as a person does it: the session
// cookie comes from POST /api/auth/login; a new account signs up (POST /api/usuarios) first.
import { mapLimit } from '../apps/api/src/lib/concurrency.ts'
import { registration } from '../apps/api/test/fixtures.ts'

const json = { 'content-type': 'application/json' }

export interface Conta {
  id: number
  cookie: string
}

/** Signs in; answers the `cookie` header of the session. */
export async function entrar(baseUrl: string, email: string, senha: string) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, senha }),
  })
  if (res.status !== 200) throw new Error(`login de ${email}: ${res.status} ${await res.text()}`)
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('recria_sessao='))
  if (!cookie) throw new Error(`login de ${email} sem cookie de sessão`)
  return cookie
}

/** A new account (a buyer unless `dados` says otherwise), signed up and signed in. */
export async function novaConta(baseUrl: string, dados: Record<string, unknown> = {}): Promise<Conta> {
  const body = registration(dados)
  const res = await fetch(`${baseUrl}/api/usuarios`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  })
  if (res.status !== 201) throw new Error(`cadastro de ${body.perfil}: ${res.status} ${await res.text()}`)
  const { id_usuario } = (await res.json()) as { id_usuario: number }
  return { id: id_usuario, cookie: await entrar(baseUrl, body.email, body.senha) }
}

/** A new buyer, signed up and signed in. */
export const novoComprador = (baseUrl: string) => novaConta(baseUrl)

/** `n` new buyers, a few at a time (each costs two password hashes). */
export function novosCompradores(baseUrl: string, n: number): Promise<Conta[]> {
  return mapLimit(
    Array.from({ length: n }, (_, i) => i),
    4,
    () => novoComprador(baseUrl),
  )
}
