import { hash, verify } from '@node-rs/argon2'

// @node-rs/argon2 defaults to argon2id with OWASP's recommended cost (19 MiB, 2 passes).
export const hashPassword = (password: string) => hash(password)

// Verifying against a real hash even for unknown e-mails keeps sign-in timing the same for both.
const dummyHash = hash('senha-que-ninguem-usa')

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const ok = await verify(passwordHash ?? (await dummyHash), password).catch(() => false)
  return passwordHash !== undefined && ok
}
