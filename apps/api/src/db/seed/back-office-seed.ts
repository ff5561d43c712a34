// The demo seller's back-office (DESIGN §4, demo seed): raw materials in every unit, conversions,
// products with generated pictures and a mix of listings, so every page and filter shows something.
import { toCentavos } from '@recria/domain/preco'
import type { Storage } from '../../lib/storage.ts'
import type { Db, Tx } from '../client.ts'
import { anuncios, produtoMateriasPrimas, produtos } from '../schema/back-office.ts'
import { insertCatalogo, materiaId } from './back-office-catalogo.ts'
import { PRODUTOS } from './back-office-data.ts'
import { planAnuncios } from './back-office-plan.ts'
import { mapLimit, type ProdutoImagens, storeProductImages } from './product-art.ts'

const DAY = 86_400_000

async function insertAll(tx: Tx, idVendedor: number, imagens: ProdutoImagens[], now: number) {
  const catalogo = await insertCatalogo(tx, idVendedor, now)
  const inserted = await tx
    .insert(produtos)
    .values(
      PRODUTOS.map((p, i) => {
        const date = new Date(now - (100 - 3 * i) * DAY)
        return {
          id_usuario_vendedor: idVendedor,
          nome: p.nome,
          descricao: p.descricao,
          preco_centavos: toCentavos(p.preco),
          ...imagens[i],
          status_produto: p.ativo ? 'ativo' : 'inativo',
          data_criacao: date,
          data_atualizacao: date,
        }
      }),
    )
    .returning({ id: produtos.id_produto, nome: produtos.nome })
  const planos = PRODUTOS.map((p) => {
    const id_produto = inserted.find((row) => row.nome === p.nome)?.id
    if (!id_produto) throw new Error(`seed: produto ${p.nome} ausente`)
    return {
      id_produto,
      nome: p.nome,
      preco_centavos: toCentavos(p.preco),
      ativo: p.ativo,
      materias: p.materias.map((chave) => materiaId(catalogo, chave)),
      conversoes: p.materias.flatMap((chave) => catalogo.ativas.get(chave) ?? []),
    }
  })
  await tx
    .insert(produtoMateriasPrimas)
    .values(
      planos.flatMap((p) =>
        p.materias.map((id_materia_prima) => ({ id_produto: p.id_produto, id_materia_prima })),
      ),
    )
  await tx.insert(anuncios).values(planAnuncios(idVendedor, planos, now))
}

/** Seeds the seller's back-office; picture files are written first and removed if the inserts fail. */
export async function seedBackOffice(db: Db, storage: Storage, idVendedor: number) {
  const written: string[] = []
  try {
    const imagens = await mapLimit(PRODUTOS, 4, (p, variante) =>
      storeProductImages(storage, written, { nome: p.nome, paleta: p.materias[0] ?? 'pet', variante }),
    )
    await db.transaction((tx) => insertAll(tx, idVendedor, imagens, Date.now()))
  } catch (error) {
    await Promise.all(written.map((url) => storage.remove(url)))
    throw error
  }
}
