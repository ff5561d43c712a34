import {
  CARRINHO_ITEM_MAX,
  CARRINHO_MSG,
  type CarrinhoItemCreate,
  IMPEDIMENTO_MSG,
  impedimentoDeCompra,
} from '@recria/domain/carrinho'
import { HTTP_MSG } from '@recria/domain/http'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { BusinessRule, Forbidden, NotFound } from '../../lib/errors.ts'
import { type AnunciosCompraService, paraCompraDaLinha } from '../anuncios/anuncios.module.ts'
import { toCarrinho } from './carrinho.presenter.ts'
import { carrinhoRepository as repo } from './carrinho.repository.ts'

export type CarrinhoService = ReturnType<typeof createCarrinhoService>

export function createCarrinhoService(
  { db }: Pick<Deps, 'db'>,
  { anunciosCompra: anuncios }: { anunciosCompra: AnunciosCompraService },
) {
  /** The cart with its listings read in one query, whatever the number of items. */
  async function carrinho(idCarrinho: number) {
    const itens = await repo.itens(db, idCarrinho)
    return toCarrinho(idCarrinho, itens, await anuncios.paraCompra(itens.map((i) => i.id_anuncio)))
  }

  async function ativo(idComprador: number) {
    const id = await repo.ativo(db, idComprador)
    if (id === null) throw new NotFound(CARRINHO_MSG.naoEncontrado)
    return id
  }

  /** The body names the buyer too (docs/product/carrinho-e-checkout.md): it must be the signed-in one. */
  function mesmoComprador(idUsuario: number, idComprador: number) {
    if (idUsuario !== idComprador) throw new Forbidden(HTTP_MSG.dadosDeOutroUsuario)
  }

  /** Only a listing a buyer may buy now, in a form it accepts; nothing is written before this. */
  async function requireCompravel(idUsuario: number, input: CarrinhoItemCreate) {
    const a = (await anuncios.paraCompra([input.id_anuncio])).get(input.id_anuncio)
    if (!a) throw new NotFound(CARRINHO_MSG.anuncioNaoEncontrado)
    const impedimento = impedimentoDeCompra(a, idUsuario, input.forma_pagamento_selecionada)
    if (impedimento) throw new BusinessRule(IMPEDIMENTO_MSG[impedimento])
  }

  return {
    /** The cart, its items and their listings in one query, whatever the number of items. */
    async get(idComprador: number) {
      const completo = await repo.ativoCompleto(db, idComprador)
      if (!completo) throw new NotFound(CARRINHO_MSG.naoEncontrado)
      const { id_carrinho, itens, anuncios: linhas } = completo
      const listados = new Map(linhas.map((linha) => [linha.id_anuncio, paraCompraDaLinha(linha)]))
      return toCarrinho(id_carrinho, itens, listados)
    },

    /** Adds units; `criado` is true when the item is new (201), false when its quantity rose (200). */
    async adicionar(idUsuario: number, input: CarrinhoItemCreate) {
      mesmoComprador(idUsuario, input.id_usuario_comprador)
      await requireCompravel(idUsuario, input)
      if (input.quantidade > CARRINHO_ITEM_MAX) throw new BusinessRule(CARRINHO_MSG.quantidadeMaxima)
      const idCarrinho = await repo.garantirAtivo(db, idUsuario)
      const { id_anuncio, quantidade, forma_pagamento_selecionada: forma } = input
      const feito = await repo.adicionar(db, idCarrinho, id_anuncio, quantidade, forma)
      if (!feito) throw new BusinessRule(CARRINHO_MSG.quantidadeMaxima)
      return { criado: feito.inserido, carrinho: await carrinho(idCarrinho) }
    },

    /** 0 or less removes the item; above the cap is refused and nothing changes. */
    async mudarQuantidade(idUsuario: number, idItem: number, idComprador: number, nova: number) {
      mesmoComprador(idUsuario, idComprador)
      if (!(await repo.item(db, idItem, idUsuario))) throw new NotFound(CARRINHO_MSG.itemNaoEncontrado)
      if (nova > CARRINHO_ITEM_MAX) throw new BusinessRule(CARRINHO_MSG.quantidadeMaxima)
      const feito =
        nova <= 0
          ? await repo.remover(db, idItem, idUsuario)
          : await repo.mudarQuantidade(db, idItem, idUsuario, nova)
      if (!feito) throw new NotFound(CARRINHO_MSG.itemNaoEncontrado)
      return carrinho(await ativo(idUsuario))
    },

    async remover(idUsuario: number, idItem: number, idComprador: number) {
      mesmoComprador(idUsuario, idComprador)
      if (!(await repo.remover(db, idItem, idUsuario))) throw new NotFound(CARRINHO_MSG.itemNaoEncontrado)
      return carrinho(await ativo(idUsuario))
    },

    /** The buyer deleted their account: the active cart goes, in the deletion's transaction. */
    descartar: (tx: Executor, idComprador: number) => repo.descartarAtivo(tx, idComprador),

    async limpar(idComprador: number) {
      const idCarrinho = await ativo(idComprador)
      await repo.limpar(db, idCarrinho)
      return carrinho(idCarrinho)
    },
  }
}
