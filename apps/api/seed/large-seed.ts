// The benchmark database (docs/design.md#running-it, `npm run seed:large`): `sellers` sellers
// (large-vendedores.ts) with the demo raw materials and conversions, listings/4 products named from
// large-seed-data.ts, and the listings, 1000 rows per INSERT (the catalogue's triggers write the search
// documents once per statement). Products share one generated picture per material: fine for a benchmark
// database only. The draws are seeded, so every run makes the same catalogue (only the dates follow the
// clock).
import { categoriaPeloNome } from '@recria/domain/categoria'
import { toCentavos } from '@recria/domain/preco'
import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/client.ts'
import { anuncios, produtoMateriasPrimas, produtos } from '../src/db/schema/back-office.ts'
import { mapLimit } from '../src/lib/concurrency.ts'
import type { Storage } from '../src/lib/storage.ts'
import { type Catalogo, materiaId } from './back-office-catalogo.ts'
import { MATERIAS } from './back-office-data.ts'
import { type AnuncioRow, PADRAO, sustentavel } from './back-office-plan.ts'
import { ensureCatalogos, inBatches } from './large-catalogos.ts'
import { descricaoAnuncio, MATERIAL_NOMES, nomeProduto, TIPOS } from './large-seed-data.ts'
import { ensureVendedores } from './large-vendedores.ts'
import { type Paleta, type ProdutoImagens, seededRandom, storeProductImages } from './product-art.ts'

export { BENCH_SELLER } from './large-vendedores.ts'

const DAY = 86_400_000
const LISTINGS_PER_PRODUCT = 4
const ANALYZE_A_CADA = 25

const pick = <T>(items: readonly T[], rand: () => number): T => items[Math.floor(rand() * items.length)] as T

/** One product of a seller: a kind, its main raw material (the picture's palette) and maybe a second. */
function planProduto(
  idVendedor: number,
  rand: () => number,
  imagens: Map<Paleta, ProdutoImagens>,
  now: number,
) {
  const tipo = pick(TIPOS, rand)
  const principal = pick(tipo.materias, rand)
  const segunda = rand() < 0.3 ? tipo.materias.find((m) => m !== principal) : undefined
  const date = new Date(now - rand() * 400 * DAY)
  const row = {
    id_usuario_vendedor: idVendedor,
    nome: nomeProduto(tipo, principal, rand),
    categoria: categoriaPeloNome(tipo.nome),
    descricao: `Feito à mão com ${pick(MATERIAL_NOMES[principal], rand)} recolhido por cooperativas parceiras.`,
    preco_centavos: Math.max(100, toCentavos(tipo.preco * (0.6 + rand() * 1.2))),
    ...imagens.get(principal),
    status_produto: rand() < 0.02 ? 'inativo' : 'ativo',
    data_criacao: date,
    data_atualizacao: date,
  }
  return { row, materias: segunda ? [principal, segunda] : [principal] }
}

interface ProdutoInserido {
  id_produto: number
  id_usuario_vendedor: number
  preco_centavos: number
  status_produto: string
  materias: Paleta[]
}

/** Half of the listings sustainable when a material allows, one in 25 inactive, dates over a year. */
function planAnuncio(p: ProdutoInserido, catalogo: Catalogo, rand: () => number, now: number) {
  const conversao = catalogo.ativas.get(pick(p.materias, rand))
  const forma = conversao && rand() < 0.5 ? sustentavel(p.preco_centavos, conversao, rand()) : null
  const date = new Date(now - rand() * 365 * DAY)
  return {
    id_usuario_vendedor: p.id_usuario_vendedor,
    id_produto: p.id_produto,
    descricao_anuncio: descricaoAnuncio(rand),
    ...(forma ?? PADRAO),
    status_anuncio: p.status_produto === 'ativo' && rand() >= 0.04 ? 'ativo' : 'inativo',
    data_criacao: date,
    data_alteracao: date,
  } satisfies AnuncioRow
}

async function pictures(storage: Storage, written: string[]) {
  const paletas = MATERIAS.map((m) => m.chave)
  const pairs = await mapLimit(paletas, 4, (paleta, variante) =>
    storeProductImages(storage, written, { nome: `Bench ${paleta}`, paleta, variante }),
  )
  return new Map(paletas.map((paleta, i) => [paleta, pairs[i] as ProdutoImagens]))
}

export interface LargeSeedOptions {
  listings: number
  /** 1 by default: the bench seller alone, as the seller's back-office benchmark wants. */
  sellers?: number
}

/**
 * Creates (or reuses) the sellers and adds `listings` listings spread evenly over them; ends with
 * VACUUM ANALYZE. Answers the bench seller's id and how many listings a buyer can see.
 */
export async function seedLarge(db: Db, storage: Storage, { listings, sellers = 1 }: LargeSeedOptions) {
  const now = Date.now()
  const written: string[] = []
  let totals: { idVendedor: number; produtos: number; anuncios: number }
  try {
    const imagens = await pictures(storage, written)
    totals = await db.transaction(async (tx) => {
      const ids = await ensureVendedores(tx, sellers, now)
      const catalogos = await ensureCatalogos(tx, ids, now)
      const rand = seededRandom('produtos')
      const planned = Array.from(
        { length: Math.max(1, Math.ceil(listings / LISTINGS_PER_PRODUCT)) },
        (_, j) => planProduto(ids[j % ids.length] as number, rand, imagens, now),
      )
      const inserted = await inBatches(planned, (batch) =>
        tx
          .insert(produtos)
          .values(batch.map((p) => p.row))
          .returning({
            id_produto: produtos.id_produto,
            id_usuario_vendedor: produtos.id_usuario_vendedor,
            preco_centavos: produtos.preco_centavos,
            status_produto: produtos.status_produto,
          }),
      )
      // RETURNING keeps the order of a multi-row VALUES list.
      const comMaterias = inserted.map((p, j) => ({ ...p, materias: planned[j]?.materias ?? [] }))
      const catalogoDe = (id: number) => catalogos.get(id) as Catalogo
      const links = comMaterias.flatMap((p) =>
        p.materias.map((chave) => ({
          id_produto: p.id_produto,
          id_materia_prima: materiaId(catalogoDe(p.id_usuario_vendedor), chave),
        })),
      )
      await inBatches(links, (batch) =>
        tx
          .insert(produtoMateriasPrimas)
          .values(batch)
          .then(() => []),
      )
      const randAnuncios = seededRandom('anuncios')
      const rows = Array.from({ length: listings }, (_, i) => {
        const p = comMaterias[i % comMaterias.length] as ProdutoInserido
        return planAnuncio(p, catalogoDe(p.id_usuario_vendedor), randAnuncios, now)
      })
      // Fresh statistics now and then: the triggers' plans, made (and cached) while the tables were
      // nearly empty, would otherwise scan every listing written so far for each new batch.
      await tx.execute(
        sql`analyze usuarios, conexoes_mercadopago, produtos, produto_materias_primas, materias_primas`,
      )
      let escritos = 0
      await inBatches(rows, async (batch) => {
        await tx.insert(anuncios).values(batch)
        if (++escritos % ANALYZE_A_CADA === 1) await tx.execute(sql`analyze anuncios, anuncios_busca`)
        return []
      })
      return { idVendedor: ids[0] as number, produtos: inserted.length, anuncios: rows.length }
    })
  } catch (error) {
    await Promise.all(written.map((url) => storage.remove(url)))
    throw error
  }
  // VACUUM too: it marks the pages all-visible, which lets a browse be an index-only scan.
  await db.execute(
    sql`vacuum analyze usuarios, conexoes_mercadopago, materias_primas, conversoes, produtos, produto_materias_primas, anuncios, anuncios_busca, busca_palavras`,
  )
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from anuncios_busca
    where visivel and (vendedor_bloqueado_ate is null or vendedor_bloqueado_ate <= now())`)
  return { ...totals, vendedores: sellers, compraveis: rows[0]?.n ?? 0 }
}
