// The demo sellers' back-offices (docs/design.md#running-it, demo seed): raw materials in every unit,
// conversions, products with generated pictures and a mix of listings, so every page and filter shows
// something.
import { categoriaPeloNome } from '@recria/domain/categoria'
import { toCentavos } from '@recria/domain/preco'
import type { Tx } from '../src/db/client.ts'
import { produtoMateriasPrimas, produtos } from '../src/db/schema/back-office.ts'
import { produtoImagens } from '../src/db/schema/galerias.ts'
import { mapLimit } from '../src/lib/concurrency.ts'
import type { Storage } from '../src/lib/storage.ts'
import { insertCatalogo, materiaId } from './back-office-catalogo.ts'
import { type AnuncioRow, planAnuncios } from './back-office-plan.ts'
import type { CatalogoSeed } from './demo-ateliers-catalogos.ts'
import { type ProdutoImagens, storeGalleryImages, storeProductImages } from './product-art.ts'

const DAY = 86_400_000
/** Pictures drawn at a time: sharp encodes on libuv's 4 threads, the machine may have 2 cores. */
const DRAWING_LIMIT = 4
/** One product in this many has a gallery of 2 to 4 images (few: each extra image is four encodings). */
const GALERIA_A_CADA = 6

/**
 * Draws and stores the pictures of every product of every catalogue, answering them per catalogue.
 * Each product's position overall is its `variante`, so no two pictures come out alike.
 */
export async function drawCatalogos(
  storage: Storage,
  written: string[],
  catalogos: readonly CatalogoSeed[],
): Promise<ProdutoImagens[][]> {
  const todos = catalogos.flatMap((catalogo) => catalogo.produtos)
  const imagens = await mapLimit(todos, DRAWING_LIMIT, async (p, variante) => {
    const art = { nome: p.nome, paleta: p.materias[0] ?? 'pet', variante }
    const imagem = await storeProductImages(storage, written, { ...art, menores: true })
    if (variante % GALERIA_A_CADA !== 0) return imagem
    const quantas = 1 + ((variante / GALERIA_A_CADA) % 3)
    return { ...imagem, extras: await storeGalleryImages(storage, written, { ...art, quantas }) }
  })
  const inicios = catalogos.map((_, k) =>
    catalogos.slice(0, k).reduce((soma, catalogo) => soma + catalogo.produtos.length, 0),
  )
  return catalogos.map((catalogo, k) => {
    const inicio = inicios[k] ?? 0
    return imagens.slice(inicio, inicio + catalogo.produtos.length)
  })
}

/**
 * Inserts a seller's raw materials, conversions, products (with `imagens`, in order) and what each
 * product is made of; answers the seller's listings, planned by the API's credit rules, for the
 * caller to insert with every other seller's in one statement.
 */
export async function insertBackOffice(
  tx: Tx,
  idVendedor: number,
  { materias, produtos: lista }: CatalogoSeed,
  imagens: readonly ProdutoImagens[],
  now: number,
): Promise<AnuncioRow[]> {
  const catalogo = await insertCatalogo(tx, idVendedor, now, materias)
  const inserted = await tx
    .insert(produtos)
    .values(
      lista.map((p, i) => {
        const date = new Date(now - (100 - 3 * i) * DAY)
        return {
          id_usuario_vendedor: idVendedor,
          nome: p.nome,
          descricao: p.descricao,
          categoria: categoriaPeloNome(p.nome),
          preco_centavos: toCentavos(p.preco),
          imagem: imagens[i]?.imagem,
          imagem_detalhe: imagens[i]?.imagem_detalhe,
          status_produto: p.ativo ? 'ativo' : 'inativo',
          data_criacao: date,
          data_atualizacao: date,
        }
      }),
    )
    .returning({ id: produtos.id_produto, nome: produtos.nome })
  const planos = lista.map((p) => {
    const id_produto = inserted.find((row) => row.nome === p.nome)?.id
    if (!id_produto) throw new Error(`seed: produto ${p.nome} ausente`)
    return {
      id_produto,
      nome: p.nome,
      descricao: p.descricao,
      preco_centavos: toCentavos(p.preco),
      ativo: p.ativo,
      materias: p.materias.map((chave) => materiaId(catalogo, chave)),
      conversoes: p.materias.flatMap((chave) => catalogo.ativas.get(chave) ?? []),
    }
  })
  // The gallery: the picture is image 1, its variations follow.
  const galeria = lista.flatMap((p, i) => {
    const imagem = imagens[i]
    const id_produto = inserted.find((row) => row.nome === p.nome)?.id
    if (!imagem || id_produto === undefined) return []
    const { imagem: card, imagem_detalhe, menores, extras = [] } = imagem
    const [arquivo_320, arquivo_640] = menores ?? [null, null]
    return [
      { id_produto, posicao: 0, card, arquivo_320, arquivo_640, arquivo_1280: imagem_detalhe, largura: 1200 },
      ...extras.map((extra, k) => ({ id_produto, posicao: k + 1, ...extra })),
    ]
  })
  if (galeria.length > 0) await tx.insert(produtoImagens).values(galeria)
  await tx
    .insert(produtoMateriasPrimas)
    .values(
      planos.flatMap((p) =>
        p.materias.map((id_materia_prima) => ({ id_produto: p.id_produto, id_materia_prima })),
      ),
    )
  return planAnuncios(idVendedor, planos, now)
}
