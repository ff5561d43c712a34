// The benchmark's sellers (large-seed.ts): the bench seller first, then generated ones, one in fifty
// never connected to Mercado Pago, one in fifty blocked by reports for ten more days and one in a
// hundred whose block has ended, so the catalogue has every reason to hide a listing. Every seller
// ships to the whole country (a published listing needs a delivery mode, as the API asks).
import { EntregaVendedorSchema } from '@recria/domain/entrega'
import { inArray, sql } from 'drizzle-orm'
import type { Executor } from '../src/db/client.ts'
import { entregasVendedor } from '../src/db/schema/entregas.ts'
import { conexoesMercadopago } from '../src/db/schema/mercadopago.ts'
import { usuarioPerfis, usuarios } from '../src/db/schema/usuarios.ts'
import { hashPassword } from '../src/lib/passwords.ts'
import { DEMO_PASSWORD } from './demo-accounts.ts'

/** Signs in with DEMO_PASSWORD. */
export const BENCH_SELLER = {
  nome: 'Ateliê Bench Reciclados',
  email: 'bench@recria.com.br',
  cnpj_cpf: '11444777000161',
  telefone: '11912345678',
}

const DAY = 86_400_000
const ENVIO_PARA_TODO_O_PAIS = EntregaVendedorSchema.parse({
  retirada: { ativa: false },
  entrega_local: { ativa: false },
  envio: {
    ativa: true,
    taxas: { norte: '45,00', nordeste: '38,00', centro_oeste: '30,00', sudeste: '18,90', sul: '24,00' },
    prazo_postagem_dias: 3,
  },
})
const ATELIES = 'Ateliê Oficina Cooperativa Estúdio Ponto Casa Coletivo Feira'.split(' ')
const SOBRENOMES =
  'Silva Souza Oliveira Santos Lima Pereira Ferreira Costa Rodrigues Almeida Nascimento Carvalho Araújo Ribeiro Barbosa Rocha'.split(
    ' ',
  )

export interface VendedorPlan {
  conectado: boolean
  bloqueado_ate: Date | null
}

/** The i-th seller (0 is the bench seller): connected and blocked as the header says. */
export function planVendedor(i: number, now: number): VendedorPlan {
  if (i === 0) return { conectado: true, bloqueado_ate: null }
  const bloqueado = i % 50 === 13 ? new Date(now + 10 * DAY) : i % 100 === 21 ? new Date(now - DAY) : null
  return { conectado: i % 50 !== 7, bloqueado_ate: bloqueado }
}

/** A valid CPF built from `n`: nine digits and their two check digits. */
function cpf(n: number): string {
  const digits = String(100_000_000 + (n % 900_000_000))
    .split('')
    .map(Number)
  for (const size of [9, 10]) {
    const sum = digits.slice(0, size).reduce((acc, d, k) => acc + d * (size + 1 - k), 0)
    digits.push(sum % 11 < 2 ? 0 : 11 - (sum % 11))
  }
  return digits.join('')
}

const emailDe = (i: number) =>
  i === 0 ? BENCH_SELLER.email : `vendedor${String(i).padStart(4, '0')}@bench.recria.com.br`

function usuarioDe(i: number, senha_hash: string, plan: VendedorPlan) {
  if (i === 0) return { ...BENCH_SELLER, senha_hash, bloqueado_ate: plan.bloqueado_ate }
  const nome = `${ATELIES[i % ATELIES.length]} ${SOBRENOMES[Math.floor(i / ATELIES.length) % SOBRENOMES.length]} ${i}`
  return {
    nome,
    email: emailDe(i),
    senha_hash,
    cnpj_cpf: cpf(i * 7919),
    telefone: `119${String(10_000_000 + i).slice(-8)}`,
    bloqueado_ate: plan.bloqueado_ate,
  }
}

/**
 * Creates the `total` sellers that do not exist yet (in multi-row statements) and answers every
 * one's id in order. A seller who exists keeps their connection and block.
 */
export async function ensureVendedores(tx: Executor, total: number, now: number) {
  const senha_hash = await hashPassword(DEMO_PASSWORD)
  const plans = Array.from({ length: total }, (_, i) => planVendedor(i, now))
  const emails = plans.map((_, i) => emailDe(i))
  const idOf = async () => {
    const rows = await tx
      .select({ id: usuarios.id_usuario, email: sql<string>`lower(${usuarios.email})` })
      .from(usuarios)
      .where(inArray(sql`lower(${usuarios.email})`, emails))
    return new Map(rows.map((r) => [r.email, r.id]))
  }
  const existing = await idOf()
  const novos = plans.flatMap((plan, i) => (existing.has(emails[i] as string) ? [] : [{ i, plan }]))
  for (let k = 0; k < novos.length; k += 500) {
    const batch = novos.slice(k, k + 500)
    const ids = await tx
      .insert(usuarios)
      .values(batch.map(({ i, plan }) => usuarioDe(i, senha_hash, plan)))
      .returning({ id: usuarios.id_usuario })
    await tx.insert(usuarioPerfis).values(ids.map(({ id }) => ({ id_usuario: id, perfil: 'vendedor' })))
    const conectados = ids.filter((_, j) => batch[j]?.plan.conectado)
    if (conectados.length === 0) continue
    await tx.insert(conexoesMercadopago).values(
      conectados.map(({ id }) => ({
        id_usuario: id,
        mp_user_id: 8_000_000_000 + id,
        access_token_cifrado: 'bench-sem-token',
        refresh_token_cifrado: 'bench-sem-token',
        expira_em: new Date(now + 180 * DAY),
        nickname: `BENCH${id}`,
      })),
    )
  }
  const all = await idOf()
  const ids = emails.map((email) => all.get(email) as number)
  for (let k = 0; k < ids.length; k += 500) {
    await tx
      .insert(entregasVendedor)
      .values(
        ids.slice(k, k + 500).map((id_usuario) => ({ id_usuario, configuracao: ENVIO_PARA_TODO_O_PAIS })),
      )
      .onConflictDoNothing()
  }
  return ids
}
