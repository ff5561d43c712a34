// The benchmark database (DESIGN §4, `npm run seed:large`): one seller with the demo raw materials
// and conversions, listings/10 products sharing one generated picture per material, and the
// listings, 1000 rows per INSERT. Products share picture files: fine for a benchmark database only.
// The draws are seeded, so every run makes the same catalogue (only the dates follow the clock).
import { toCentavos } from '@recria/domain/preco'
import { sql } from 'drizzle-orm'
import { hashPassword } from '../../lib/passwords.ts'
import type { Storage } from '../../lib/storage.ts'
import { usuariosRepository } from '../../modules/usuarios/usuarios.repository.ts'
import type { Db } from '../client.ts'
import { anuncios, produtoMateriasPrimas, produtos } from '../schema/back-office.ts'
import { type Catalogo, insertCatalogo, loadCatalogo, materiaId } from './back-office-catalogo.ts'
import { FRASES_ANUNCIO, MATERIAS, PRODUTOS } from './back-office-data.ts'
import { type AnuncioRow, PADRAO, sustentavel } from './back-office-plan.ts'
import { DEMO_PASSWORD } from './demo-accounts.ts'
import {
  mapLimit,
  type Paleta,
  type ProdutoImagens,
  seededRandom,
  storeProductImages,
} from './product-art.ts'

/** Signs in with DEMO_PASSWORD. */
export const BENCH_SELLER = {
  nome: 'Ateliê Bench Reciclados',
  email: 'bench@recria.com.br',
  cnpj_cpf: '11444777000161',
  telefone: '11912345678',
}
const BATCH = 1000
const DAY = 86_400_000
const MODELOS = 'Clássico Mini Grande Colorido Natural Rústico Duplo Slim Kids Luxo'.split(' ')

async function benchSeller(db: Db): Promise<number> {
  const found = await usuariosRepository.findCredentialsByEmail(db, BENCH_SELLER.email)
  if (found) return found.id_usuario
  const id = await usuariosRepository.insert(db, {
    ...BENCH_SELLER,
    senha_hash: await hashPassword(DEMO_PASSWORD),
  })
  await usuariosRepository.addPerfis(db, id, ['vendedor'])
  return id
}

/** Inserts `rows` in multi-row statements of BATCH rows. */
async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH))
}

function planProdutos(idVendedor: number, total: number, imagens: Map<Paleta, ProdutoImagens>, now: number) {
  const rand = seededRandom('produtos')
  return Array.from({ length: total }, (_, j) => {
    const base = PRODUTOS[j % PRODUTOS.length] ?? PRODUTOS[0]
    if (!base) throw new Error('seed: sem produtos')
    const modelo = MODELOS[Math.floor(j / PRODUTOS.length) % MODELOS.length]
    const date = new Date(now - rand() * 400 * DAY)
    const row = {
      id_usuario_vendedor: idVendedor,
      nome: `${base.nome} ${modelo} ${j + 1}`,
      descricao: base.descricao,
      preco_centavos: Math.max(100, toCentavos(base.preco * (0.5 + rand() * 2))),
      ...imagens.get(base.materias[0] ?? 'pet'),
      status_produto: rand() < 0.05 ? 'inativo' : 'ativo',
      data_criacao: date,
      data_atualizacao: date,
    }
    return { row, materias: base.materias }
  })
}

const PRODUTO_INSERIDO = {
  id_produto: produtos.id_produto,
  nome: produtos.nome,
  preco_centavos: produtos.preco_centavos,
  status_produto: produtos.status_produto,
}
type ProdutoInserido = { id_produto: number; nome: string; preco_centavos: number; status_produto: string }
type Contexto = { idVendedor: number; catalogo: Catalogo; rand: () => number; now: number }

/** Half of the listings sustainable when the material allows, one in ten inactive, dates over a year. */
function planAnuncio(p: ProdutoInserido, materias: Paleta[], { idVendedor, catalogo, rand, now }: Contexto) {
  const conversao = catalogo.ativas.get(materias[Math.floor(rand() * materias.length)] ?? 'pet')
  const forma = conversao && rand() < 0.5 ? sustentavel(p.preco_centavos, conversao, rand()) : null
  const date = new Date(now - rand() * 365 * DAY)
  return {
    id_usuario_vendedor: idVendedor,
    id_produto: p.id_produto,
    descricao_anuncio: `${p.nome} — ${FRASES_ANUNCIO[Math.floor(rand() * FRASES_ANUNCIO.length)]}`,
    ...(forma ?? PADRAO),
    status_anuncio: p.status_produto === 'ativo' && rand() >= 0.1 ? 'ativo' : 'inativo',
    data_criacao: date,
    data_alteracao: date,
  } satisfies AnuncioRow
}

/** Creates (or reuses) the bench seller and adds `listings` listings; ends with ANALYZE. */
export async function seedLarge(db: Db, storage: Storage, listings: number) {
  const now = Date.now()
  const idVendedor = await benchSeller(db)
  const written: string[] = []
  const paletas = MATERIAS.map((m) => m.chave)
  let totals: { produtos: number; anuncios: number }
  try {
    const pairs = await mapLimit(paletas, 4, (paleta, variante) =>
      storeProductImages(storage, written, { nome: `Bench ${paleta}`, paleta, variante }),
    )
    const imagens = new Map(paletas.map((paleta, i) => [paleta, pairs[i] as ProdutoImagens]))
    const planned = planProdutos(idVendedor, Math.max(1, Math.ceil(listings / 10)), imagens, now)
    totals = await db.transaction(async (tx) => {
      const catalogo = (await loadCatalogo(tx, idVendedor)) ?? (await insertCatalogo(tx, idVendedor, now))
      const inserted: ProdutoInserido[] = []
      await inBatches(planned, async (batch) => {
        const rows = batch.map((p) => p.row)
        inserted.push(...(await tx.insert(produtos).values(rows).returning(PRODUTO_INSERIDO)))
      })
      const materiasDe = new Map(planned.map((p) => [p.row.nome, p.materias]))
      const links = inserted.flatMap((p) =>
        (materiasDe.get(p.nome) ?? []).map((chave) => ({
          id_produto: p.id_produto,
          id_materia_prima: materiaId(catalogo, chave),
        })),
      )
      await inBatches(links, (batch) => tx.insert(produtoMateriasPrimas).values(batch))
      const contexto = { idVendedor, catalogo, rand: seededRandom('anuncios'), now }
      const rows = Array.from({ length: listings }, (_, i) => {
        const p = inserted[i % inserted.length] as ProdutoInserido
        return planAnuncio(p, materiasDe.get(p.nome) ?? [], contexto)
      })
      await inBatches(rows, (batch) => tx.insert(anuncios).values(batch))
      return { produtos: inserted.length, anuncios: rows.length }
    })
  } catch (error) {
    await Promise.all(written.map((url) => storage.remove(url)))
    throw error
  }
  await db.execute(sql`analyze materias_primas, conversoes, produtos, produto_materias_primas, anuncios`)
  return { idVendedor, ...totals }
}
