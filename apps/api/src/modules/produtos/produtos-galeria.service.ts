import { GALERIA_MAX, GALERIA_MSG } from '@recria/domain/galeria'
import { PRODUTO_MSG } from '@recria/domain/produto'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { BadRequest, BusinessRule, Forbidden, NotFound } from '../../lib/errors.ts'
import { toImagemGaleria } from '../../lib/galeria.ts'
import { larguraDe, toGaleriaWebp } from '../../lib/images.ts'
import { createProdutoArquivos } from './produtos-arquivos.ts'
import { type ImagemRow, galeriaRepository as repo } from './produtos-galeria.repository.ts'

const filesOf = (row: ImagemRow) => [row.card, row.arquivo_320, row.arquivo_640, row.arquivo_1280]

/**
 * A product's gallery: up to five images in the seller's order, the first mirrored
 * on `produtos.imagem`/`imagem_detalhe`. Files are stored before the transaction and removed when it
 * fails; files no row points at any more are removed after the commit.
 */
export function createProdutoGaleria(deps: Pick<Deps, 'db' | 'storage' | 'log'>) {
  const { db, storage } = deps
  const arquivos = createProdutoArquivos(deps)

  /** 404 for a product that does not exist, 403 for another seller's. */
  async function requireDono(tx: Executor, idProduto: number, idVendedor: number) {
    const row = await repo.dono(tx, idProduto)
    if (!row) throw new NotFound(PRODUTO_MSG.naoEncontrado)
    if (row.id_usuario_vendedor !== idVendedor) throw new Forbidden(GALERIA_MSG.produtoDeOutro)
  }

  const answer = async (idProduto: number) => ({
    imagens: (await repo.imagens(db, idProduto)).map(toImagemGaleria),
  })

  return {
    /** Checked before a multipart body is read. */
    requireDono: (idProduto: number, idVendedor: number) => requireDono(db, idProduto, idVendedor),

    async listar(idProduto: number, idVendedor: number) {
      await requireDono(db, idProduto, idVendedor)
      return answer(idProduto)
    },

    async adicionar(idProduto: number, idVendedor: number, data: Buffer | undefined) {
      await requireDono(db, idProduto, idVendedor)
      if (!data)
        throw new BadRequest(GALERIA_MSG.arquivoObrigatorio, { imagem: GALERIA_MSG.arquivoObrigatorio })
      const encoded = await toGaleriaWebp(data)
      await arquivos.withCleanup((stored) =>
        db.transaction(async (tx) => {
          await requireDono(tx, idProduto, idVendedor)
          const atuais = await repo.imagens(tx, idProduto)
          if (atuais.length >= GALERIA_MAX) throw new BusinessRule(GALERIA_MSG.limite)
          const put = async (bytes: Buffer) => {
            const url = await storage.put('produtos', 'webp', bytes)
            stored.push(url)
            return url
          }
          const [arquivo_320, arquivo_640, arquivo_1280] = [
            await put(encoded.tamanhos[0]),
            await put(encoded.tamanhos[1]),
            await put(encoded.tamanhos[2]),
          ]
          await repo.insert(tx, idProduto, atuais.length, {
            card: await put(encoded.card),
            arquivo_320,
            arquivo_640,
            arquivo_1280,
            largura: encoded.largura,
          })
          await repo.syncCapa(tx, idProduto)
        }),
      )
      return answer(idProduto)
    },

    async remover(idProduto: number, idVendedor: number, idImagem: number) {
      const old = await db.transaction(async (tx) => {
        await requireDono(tx, idProduto, idVendedor)
        const atuais = await repo.imagens(tx, idProduto)
        const alvo = atuais.find((i) => i.id === idImagem)
        if (!alvo) throw new NotFound(GALERIA_MSG.imagemNaoEncontrada)
        await repo.delete(tx, alvo.id)
        const resto = atuais.filter((i) => i.id !== idImagem)
        for (const [posicao, img] of resto.entries())
          if (img.posicao !== posicao) await repo.setPosicao(tx, img.id, posicao)
        await repo.syncCapa(tx, idProduto)
        return filesOf(alvo)
      })
      await arquivos.remove(old)
      return answer(idProduto)
    },

    /** `ids` (the product's own, each once) come first in that order; the others follow, in theirs. */
    async reordenar(idProduto: number, idVendedor: number, ids: number[]) {
      await db.transaction(async (tx) => {
        await requireDono(tx, idProduto, idVendedor)
        const atuais = await repo.imagens(tx, idProduto)
        const conhecidas = new Set(atuais.map((i) => i.id))
        if (!ids.every((id) => conhecidas.has(id)))
          throw new BadRequest(GALERIA_MSG.ordem, { ids: GALERIA_MSG.ordem })
        const ordem = [...ids, ...atuais.map((i) => i.id).filter((id) => !ids.includes(id))]
        for (const [posicao, id] of ordem.entries())
          if (atuais.find((i) => i.id === id)?.posicao !== posicao) await repo.setPosicao(tx, id, posicao)
        await repo.syncCapa(tx, idProduto)
      })
      return answer(idProduto)
    },

    /** Stores the narrower files of the form's picture (image 1), recording them in `stored`. */
    async storeMenores([a, b]: [Buffer, Buffer], stored: string[]): Promise<[string, string]> {
      const put = async (bytes: Buffer) => {
        const url = await storage.put('produtos', 'webp', bytes)
        stored.push(url)
        return url
      }
      return [await put(a), await put(b)]
    },

    /** Every file of the product's gallery (its deletion removes them after the commit). */
    async arquivos(tx: Executor, idProduto: number) {
      return (await repo.imagens(tx, idProduto)).flatMap(filesOf)
    },

    /**
     * The product form set (`capa`) or removed (null) the first picture, in its transaction: the
     * gallery's first image follows. Answers the files no row points at any more.
     */
    async capaTrocada(
      tx: Executor,
      idProduto: number,
      capa: { imagem: string; imagem_detalhe: string; detalhe: Buffer; menores: [string, string] } | null,
    ): Promise<(string | null)[]> {
      const [first, ...resto] = await repo.imagens(tx, idProduto)
      if (capa) {
        const files = {
          card: capa.imagem,
          arquivo_320: capa.menores[0],
          arquivo_640: capa.menores[1],
          arquivo_1280: capa.imagem_detalhe,
          largura: await larguraDe(capa.detalhe),
        }
        if (first) await repo.replaceFiles(tx, first.id, files)
        else await repo.insert(tx, idProduto, 0, files)
        return first ? [first.arquivo_320, first.arquivo_640] : []
      }
      if (!first) return []
      await repo.delete(tx, first.id)
      for (const [posicao, img] of resto.entries()) await repo.setPosicao(tx, img.id, posicao)
      await repo.syncCapa(tx, idProduto)
      return [first.arquivo_320, first.arquivo_640]
    },
  }
}

export type ProdutoGaleria = ReturnType<typeof createProdutoGaleria>
