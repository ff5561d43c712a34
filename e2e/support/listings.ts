import { baseUrl } from './server.ts'

const SELLER = { email: 'vendedor@recria.com.br', senha: 'recria123' }

/**
 * An inactive listing of the demo seller, read through the seller's own list (a visitor never sees
 * one in the catalogue): setup for the journey that opens it, not its subject.
 */
export async function inactiveListingId(): Promise<number> {
  const base = baseUrl()
  const login = await fetch(new URL('/api/auth/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SELLER),
  })
  if (login.status !== 200) throw new Error(`login: ${login.status}`)
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
  const { usuario } = (await login.json()) as { usuario: { id_usuario: number } }
  const list = await fetch(new URL(`/api/anuncios/usuario/${usuario.id_usuario}?status=inativo`, base), {
    headers: { cookie },
  })
  const { itens } = (await list.json()) as { itens: { id_anuncio: number }[] }
  const id = itens[0]?.id_anuncio
  if (id === undefined) throw new Error('o vendedor de demonstração não tem anúncio inativo')
  return id
}
