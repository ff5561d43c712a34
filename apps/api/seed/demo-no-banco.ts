// The demo accounts a production process refuses to start beside (decision 043): accounts whose
// password is the public demo one and that are either the seed's or operators. Cheap enough for every
// boot: one indexed query and one argon2 verification per distinct hash among a handful of rows.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../src/db/client.ts'
import { usuarioPerfis, usuarios } from '../src/db/schema/usuarios.ts'
import { verifyPassword } from '../src/lib/passwords.ts'
import { DEMO_ACCOUNTS, DEMO_DENUNCIANTES, DEMO_OPERADOR, DEMO_PASSWORD } from './demo-accounts.ts'
import { DEMO_ATELIES } from './demo-ateliers.ts'

/** Every e-mail the demo seed creates an account for. */
export const DEMO_EMAILS = [...DEMO_ACCOUNTS, ...DEMO_ATELIES, ...DEMO_DENUNCIANTES, DEMO_OPERADOR].map(
  (conta) => conta.email,
)

/**
 * The e-mails of the accounts that make this database a demo one, sorted. An account counts when its
 * password verifies the demo password and it is an operator, or it has a demo e-mail and shares its
 * hash with another demo e-mail: the seed hashes the password once for all its accounts, while every
 * registration salts its own, so nobody can register a demo address into this list and keep
 * production from starting.
 */
export async function contasDeDemonstracao(db: Db): Promise<string[]> {
  const operador = sql<boolean>`exists (select 1 from ${usuarioPerfis} p
    where p.id_usuario = ${usuarios}.id_usuario and p.perfil = 'administrador')`
  const candidatas = await db
    .select({ email: usuarios.email, senha_hash: usuarios.senha_hash, operador })
    .from(usuarios)
    .where(
      and(
        isNull(usuarios.excluido_em),
        or(inArray(sql`lower(${usuarios.email})`, DEMO_EMAILS), eq(operador, true)),
      ),
    )
  const demo = new Set(DEMO_EMAILS)
  const porHash = new Map<string, number>()
  for (const c of candidatas)
    if (demo.has(c.email.toLowerCase())) porHash.set(c.senha_hash, (porHash.get(c.senha_hash) ?? 0) + 1)
  const suspeitas = candidatas.filter((c) => c.operador || (porHash.get(c.senha_hash) ?? 0) > 1)
  const publica = new Map<string, boolean>()
  for (const hash of new Set(suspeitas.map((c) => c.senha_hash)))
    publica.set(hash, await verifyPassword(hash, DEMO_PASSWORD))
  return suspeitas
    .filter((c) => publica.get(c.senha_hash))
    .map((c) => c.email)
    .sort()
}
