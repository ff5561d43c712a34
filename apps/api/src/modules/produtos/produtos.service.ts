import { PRODUTO_MSG, type ProdutoDados as ProdutoInput } from '@recria/domain/produto'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { BadRequest, BusinessRule, Conflict, NotFound, pgErrorCode } from '../../lib/errors.ts'
import { toLargurasMenores, toProdutoWebp } from '../../lib/images.ts'
import { pageWindow } from '../../lib/pagination.ts'
import type { AnunciosValoresService } from '../anuncios/anuncios.module.ts'
import { toProduto } from './produtos.presenter.ts'
import { produtosRepository as repo } from './produtos.repository.ts'
import type { ProdutoListQuery } from './produtos.schema.ts'
import { createProdutoArquivos } from './produtos-arquivos.ts'
import { createProdutoGaleria } from './produtos-galeria.service.ts'
import { produtosListaRepository as lista, type ProdutoFilters } from './produtos-lista.repository.ts'

export interface ImagemEnviada {
  data?: Buffer
  remove: boolean
}

export function createProdutosService(
  deps: Pick<Deps, 'db' | 'storage' | 'log'>,
  { anunciosValores }: { anunciosValores: AnunciosValoresService },
) {
  const { db } = deps
  const arquivos = createProdutoArquivos(deps)
  const galeria = createProdutoGaleria(deps)

  async function get(idProduto: number, idVendedor: number) {
    const row = await repo.findOwned(db, idProduto, idVendedor)
    if (!row) throw new NotFound(PRODUTO_MSG.naoEncontrado)
    return toProduto(row, await repo.materiasOf(db, [idProduto]))
  }

  /**
   * Only the seller's own active raw materials may be attached; one already attached to this product
   * stays allowed after it was deactivated, so the product can still be edited. The rows stay share
   * locked until the transaction ends, so none is deactivated or deleted meanwhile.
   */
  async function checkMaterias(tx: Executor, idVendedor: number, ids: number[], jaVinculadas: number[]) {
    const found = await repo.materiasDoVendedor(tx, idVendedor, ids)
    if (found.length !== ids.length)
      throw new BadRequest(PRODUTO_MSG.materiaDesconhecida, {
        materias_primas: PRODUTO_MSG.materiaDesconhecida,
      })
    const inativa = found.find(
      (m) => m.status_materia_prima !== 'ativa' && !jaVinculadas.includes(m.id_materia_prima),
    )
    if (inativa) throw new BusinessRule(PRODUTO_MSG.materiaInativa(inativa.nome_materia_prima))
  }

  return {
    get,
    galeria,

    async list(idVendedor: number, query: ProdutoListQuery) {
      const window = pageWindow(query)
      const filters: ProdutoFilters = {
        status: query.status,
        id_materia_prima: query.id_materia_prima,
        preco_min_centavos: query.preco_min,
        preco_max_centavos: query.preco_max,
        busca: query.busca,
      }
      const { rows, total } = await lista.page(db, idVendedor, filters, window.limit, window.offset)
      const materias = await repo.materiasOf(
        db,
        rows.map((r) => r.id_produto),
      )
      return {
        itens: rows.map((row) => toProduto(row, materias)),
        total,
        pagina: window.pagina,
        total_paginas: Math.ceil(total / window.limit),
      }
    },

    materiasEmUso: (idVendedor: number) => lista.materiasEmUso(db, idVendedor),

    /** The image is re-encoded before anything is written; product and links are one transaction. */
    async create(idVendedor: number, input: ProdutoInput, imagem: Buffer) {
      const encoded = await toProdutoWebp(imagem)
      const larguras = await toLargurasMenores(imagem)
      const id = await arquivos.withCleanup((stored) =>
        db.transaction(async (tx) => {
          await checkMaterias(tx, idVendedor, input.materias_primas, [])
          const { materias_primas, status_produto: _ignored, ...fields } = input
          const capa = await arquivos.store(encoded, stored)
          const menores = await galeria.storeMenores(larguras, stored)
          const id = await repo.insert(tx, idVendedor, { ...fields, ...capa })
          await galeria.capaTrocada(tx, id, { ...capa, detalhe: encoded.detalhe, menores })
          await repo.setMaterias(tx, id, materias_primas)
          return id
        }),
      )
      return get(id, idVendedor)
    },

    /** Replaced or removed image files are deleted only once the new row is committed. */
    async update(idProduto: number, idVendedor: number, input: ProdutoInput, imagem: ImagemEnviada) {
      const encoded = imagem.data ? await toProdutoWebp(imagem.data) : undefined
      const larguras = imagem.data ? await toLargurasMenores(imagem.data) : undefined
      const old = await arquivos.withCleanup((stored) =>
        db.transaction(async (tx) => {
          const current = await repo.findOwned(tx, idProduto, idVendedor, true)
          if (!current) throw new NotFound(PRODUTO_MSG.naoEncontrado)
          const linked = (await repo.materiasOf(tx, [idProduto])).map((m) => m.id_materia_prima)
          await checkMaterias(tx, idVendedor, input.materias_primas, linked)
          const images = encoded
            ? await arquivos.store(encoded, stored)
            : imagem.remove
              ? { imagem: null, imagem_detalhe: null }
              : {}
          const { materias_primas, ...fields } = input
          await repo.update(tx, idProduto, { ...fields, ...images })
          // The gallery's first image follows the form's picture (it may bring the next one forward).
          const galeriaOld =
            'imagem' in images
              ? await galeria.capaTrocada(
                  tx,
                  idProduto,
                  encoded && larguras && images.imagem && images.imagem_detalhe
                    ? {
                        imagem: images.imagem,
                        imagem_detalhe: images.imagem_detalhe,
                        detalhe: encoded.detalhe,
                        menores: await galeria.storeMenores(larguras, stored),
                      }
                    : null,
                )
              : []
          await repo.setMaterias(tx, idProduto, materias_primas)
          if (fields.preco_centavos !== current.preco_centavos)
            await anunciosValores.reajustarOfertas(tx, { idProduto })
          return 'imagem' in images ? [current.imagem, current.imagem_detalhe, ...galeriaOld] : []
        }),
      )
      await arquivos.remove(old)
      return get(idProduto, idVendedor)
    },

    /** Refused while any listing uses the product: the seller deactivates it instead (409). */
    async remove(idProduto: number, idVendedor: number) {
      let files: (string | null)[] = []
      try {
        await db.transaction(async (tx) => {
          const current = await repo.findOwned(tx, idProduto, idVendedor, true)
          if (!current) throw new NotFound(PRODUTO_MSG.naoEncontrado)
          if ((await repo.countAnuncios(tx, idProduto)) > 0) throw new Conflict(PRODUTO_MSG.emUso)
          const daGaleria = await galeria.arquivos(tx, idProduto)
          await repo.delete(tx, idProduto)
          files = [...new Set([current.imagem, current.imagem_detalhe, ...daGaleria])]
        })
      } catch (error) {
        // A listing created between the check and the delete still trips the foreign key.
        if (pgErrorCode(error) === '23503') throw new Conflict(PRODUTO_MSG.emUso)
        throw error
      }
      await arquivos.remove(files)
      return { mensagem: PRODUTO_MSG.excluido }
    },
  }
}

export type ProdutosService = ReturnType<typeof createProdutosService>
