import { count } from 'drizzle-orm'
import sharp from 'sharp'
import { toWebp } from '../../lib/images.ts'
import { hashPassword } from '../../lib/passwords.ts'
import type { Storage } from '../../lib/storage.ts'
import { usuariosRepository } from '../../modules/usuarios/usuarios.repository.ts'
import type { Db } from '../client.ts'
import { usuarios } from '../schema/usuarios.ts'
import { seedBackOffice } from './back-office-seed.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SELLER_EMAIL } from './demo-accounts.ts'
import { connectDemoSeller, type SeedMercadoPago } from './mercadopago-seed.ts'

/** A generated portrait: the person's initials on their colour (no downloaded images). */
async function portrait(nome: string, cor: string): Promise<Buffer> {
  const initials = nome
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
    <rect width="512" height="512" fill="${cor}"/>
    <circle cx="256" cy="200" r="96" fill="#ffffff" fill-opacity="0.25"/>
    <text x="256" y="420" font-family="sans-serif" font-size="120" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/**
 * Seeds the demo data on an empty database; answers whether it did. With the simulator's settings,
 * the demo seller is also connected to a simulator test account.
 */
export async function seedDemo(db: Db, storage: Storage, mercadoPago?: SeedMercadoPago): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(usuarios)
  if ((row?.total ?? 0) > 0) return false
  const senha_hash = await hashPassword(DEMO_PASSWORD)
  for (const account of DEMO_ACCOUNTS) {
    const foto_url = await storage.put(
      'fotos',
      'webp',
      await toWebp(await portrait(account.nome, account.cor), 512),
    )
    const id = await db.transaction(async (tx) => {
      const { perfis, cor: _cor, ...fields } = account
      const id = await usuariosRepository.insert(tx, { ...fields, senha_hash, foto_url })
      await usuariosRepository.addPerfis(tx, id, perfis)
      return id
    })
    if (mercadoPago && account.email === DEMO_SELLER_EMAIL) await connectDemoSeller(db, id, mercadoPago)
    if (account.email === DEMO_SELLER_EMAIL) await seedBackOffice(db, storage, id)
  }
  return true
}
