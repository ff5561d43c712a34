import { count } from 'drizzle-orm'
import sharp from 'sharp'
import type { Db, Tx } from '../src/db/client.ts'
import { anuncios } from '../src/db/schema/back-office.ts'
import { usuarios } from '../src/db/schema/usuarios.ts'
import { mapLimit } from '../src/lib/concurrency.ts'
import { toWebp } from '../src/lib/images.ts'
import { hashPassword } from '../src/lib/passwords.ts'
import type { Storage } from '../src/lib/storage.ts'
import { usuariosRepository } from '../src/modules/usuarios/usuarios.module.ts'
import type { AnuncioRow } from './back-office-plan.ts'
import { drawCatalogos, insertBackOffice } from './back-office-seed.ts'
import {
  DEMO_ACCOUNTS,
  DEMO_DENUNCIANTES,
  DEMO_OPERADOR,
  DEMO_PASSWORD,
  type DemoAccount,
} from './demo-accounts.ts'
import { ATELIES, DEMO_ATELIES } from './demo-ateliers.ts'
import { insertDenuncias } from './demo-denuncias.ts'
import { insertEnderecos } from './demo-enderecos.ts'
import { insertEntregas } from './demo-entregas.ts'
import {
  connectSeller,
  type SeedConnection,
  type SeedMercadoPago,
  simulatorConnection,
} from './mercadopago-seed.ts'

const HOUR = 3_600_000
/**
 * The demo accounts were made two months ago: their reports (the oldest 45 days old) came from
 * plausible reporters, and the demo buyer's own reports count (decision 024).
 */
const CONTAS_CRIADAS_HA = 60 * 24 * HOUR
/** Every demo account: README's three, the other ateliers, the buyers who reported and the operator. */
const PESSOAS: DemoAccount[] = [...DEMO_ACCOUNTS, ...DEMO_ATELIES, ...DEMO_DENUNCIANTES, DEMO_OPERADOR]

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
  return toWebp(await sharp(Buffer.from(svg)).png().toBuffer(), 512)
}

interface Prepared {
  senha_hash: string
  fotos: string[]
  imagens: Awaited<ReturnType<typeof drawCatalogos>>
  /** Per atelier, when the simulator is on. */
  conexoes?: SeedConnection[]
}

/** Everything that is not a row of ours, in parallel; files written so far are listed in `written`. */
async function prepare(db: Db, storage: Storage, written: string[], mercadoPago?: SeedMercadoPago) {
  const settled = await Promise.allSettled([
    hashPassword(DEMO_PASSWORD),
    mapLimit(PESSOAS, 2, async (conta) => {
      const url = await storage.put('fotos', 'webp', await portrait(conta.nome, conta.cor))
      written.push(url)
      return url
    }),
    drawCatalogos(
      storage,
      written,
      ATELIES.map((atelie) => atelie.catalogo),
    ),
    (async () => {
      if (!mercadoPago) return undefined
      const conexoes: SeedConnection[] = []
      for (const atelie of ATELIES) conexoes.push(await simulatorConnection(db, atelie.mp, mercadoPago))
      return conexoes
    })(),
  ] as const)
  // Every branch has finished, so `written` is complete before a failure is thrown.
  const [senha_hash, fotos, imagens, conexoes] = settled.map((result) => {
    if (result.status === 'rejected') throw result.reason
    return result.value
  }) as [string, string[], Prepared['imagens'], SeedConnection[] | undefined]
  return { senha_hash, fotos, imagens, conexoes }
}

async function insertDemo(tx: Tx, { senha_hash, fotos, imagens, conexoes }: Prepared, now: number) {
  const ids = new Map<string, number>()
  for (const [i, { perfis, cor: _cor, ...fields }] of PESSOAS.entries()) {
    const id = await usuariosRepository.insert(tx, {
      ...fields,
      senha_hash,
      foto_url: fotos[i],
      criado_em: new Date(now - CONTAS_CRIADAS_HA),
    })
    await usuariosRepository.addPerfis(tx, id, perfis)
    ids.set(fields.email, id)
  }
  const rows: AnuncioRow[] = []
  for (const [k, atelie] of ATELIES.entries()) {
    const id = ids.get(atelie.email)
    if (id === undefined) throw new Error(`seed: vendedor ${atelie.email} ausente`)
    const conexao = conexoes?.[k]
    if (conexao) await connectSeller(tx, id, conexao)
    // Each atelier's listings two hours apart from the previous one's: the newest mix sellers.
    rows.push(...(await insertBackOffice(tx, id, atelie.catalogo, imagens[k] ?? [], now - 2 * k * HOUR)))
  }
  // One statement: the catalogue's triggers build every search document at once.
  await tx.insert(anuncios).values(rows)
  await insertDenuncias(tx, ids, now)
  await insertEntregas(tx, ids)
  await insertEnderecos(tx, ids)
}

/**
 * Seeds the demo data on an empty database; answers whether it did. Pictures are drawn and stored
 * first (and removed if anything fails), then every row goes in one transaction. With the
 * simulator's settings, every atelier is connected to its own simulator test account.
 */
export async function seedDemo(db: Db, storage: Storage, mercadoPago?: SeedMercadoPago): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(usuarios)
  if ((row?.total ?? 0) > 0) return false
  const now = Date.now()
  const written: string[] = []
  try {
    const prepared = await prepare(db, storage, written, mercadoPago)
    await db.transaction((tx) => insertDemo(tx, prepared, now))
  } catch (error) {
    await Promise.all(written.map((url) => storage.remove(url)))
    throw error
  }
  return true
}
