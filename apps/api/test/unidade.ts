// What the services' unit tests (`*.unit.test.ts`, the `unit` project) hand a service instead of the
// outside world: no database, no HTTP, no queue. A test builds its collaborators and repository from
// these and checks what the service answered, threw, or passed them.
import type { Executor } from '../src/db/client.ts'
import type { Deps } from '../src/deps.ts'
import type { SessionUser } from '../src/lib/guards.ts'

/** The transaction a fake `db` hands its callback: a marker the fakes receive, never a connection. */
export const TX = { transacao: 'unidade' } as unknown as Executor

/**
 * An object with only the members a test gives it, typed as the whole: reading any other member
 * throws, so a call the test did not plan for fails loudly instead of doing nothing.
 */
export function falso<T extends object>(parte: Partial<T>): T {
  return new Proxy(parte, {
    get(alvo, nome) {
      if (typeof nome === 'symbol' || nome === 'then' || nome in alvo)
        return (alvo as Record<string | symbol, unknown>)[nome]
      throw new Error(`chamada não prevista pelo teste: ${nome}`)
    },
  }) as T
}

/** A `db` whose transactions run at once on TX: how many were opened, and whether one is open now. */
export function dbFalso() {
  const db = {
    transacoes: 0,
    aberta: false,
    async transaction<R>(fn: (tx: Executor) => Promise<R>): Promise<R> {
      db.transacoes += 1
      db.aberta = true
      try {
        return await fn(TX)
      } finally {
        db.aberta = false
      }
    },
  }
  return db
}

/** `deps.db` of a service from dbFalso(). */
export const comoDb = (db: ReturnType<typeof dbFalso>) => db as unknown as Deps['db']

/** The signed-in user as a route hands it to a service. */
export function sessao(idUsuario: number, nome = 'Ana Souza'): SessionUser {
  return {
    id_usuario: idUsuario,
    perfis: ['comprador', 'vendedor'],
    tokenHash: `sessao-${idUsuario}`,
    usuario: { id_usuario: idUsuario, nome, email: `usuario${idUsuario}@exemplo.com.br` },
  } as unknown as SessionUser
}
