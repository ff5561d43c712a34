// The cart's rules: whose cart it is, which listings may go in and in which form, the 99-unit cap,
// and that nothing is written before the checks; the repository and the listings faked (the database
// side is carrinho*.test.ts).
import type { CarrinhoItemCreate } from '@recria/domain/carrinho'
import { describe, expect, it, vi } from 'vitest'
import { comoDb, dbFalso, falso } from '../../../test/unidade.ts'
import type { AnuncioParaCompra, AnunciosCompraService } from '../anuncios/anuncios-compra.service.ts'
import { type CarrinhoRepo, createCarrinhoService } from './carrinho.service.ts'

const COMPRADOR = 10
const VENDEDOR = 20
const ANUNCIO = 500
const CARRINHO = 77
const ITEM = 9

const anuncioDe = (campos: Partial<AnuncioParaCompra> = {}) =>
  ({
    idVendedor: VENDEDOR,
    disponibilidade: 'disponivel',
    aceitaSustentavel: true,
    precoCentavos: 2_000,
    ...campos,
  }) as AnuncioParaCompra

const item = (campos: Partial<CarrinhoItemCreate> = {}): CarrinhoItemCreate => ({
  id_usuario_comprador: COMPRADOR,
  id_anuncio: ANUNCIO,
  quantidade: 2,
  forma_pagamento_selecionada: 'padrao',
  ...campos,
})

function montar(
  o: {
    anuncio?: AnuncioParaCompra | null
    adicionado?: { inserido: boolean } | null
    ativo?: number | null
    doComprador?: boolean
    feito?: boolean
  } = {},
) {
  const db = dbFalso()
  const repo: CarrinhoRepo = {
    itens: vi.fn(async () => []),
    ativo: vi.fn(async () => (o.ativo === undefined ? CARRINHO : o.ativo)),
    ativoCompleto: vi.fn(async () => null),
    garantirAtivo: vi.fn(async () => CARRINHO),
    adicionar: vi.fn(async () => (o.adicionado === undefined ? { inserido: true } : o.adicionado)),
    item: vi.fn(async () =>
      o.doComprador === false
        ? null
        : {
            id_item_carrinho: ITEM,
            id_anuncio: ANUNCIO,
            quantidade: 2,
            forma_pagamento_selecionada: 'padrao' as const,
          },
    ),
    mudarQuantidade: vi.fn(async () => o.feito ?? true),
    remover: vi.fn(async () => o.feito ?? true),
    descartarAtivo: vi.fn(async () => {}),
    limpar: vi.fn(async () => {}),
  }
  const anunciosCompra = {
    paraCompra: vi.fn(async (ids: readonly number[]) => {
      const a = o.anuncio === undefined ? anuncioDe() : o.anuncio
      return new Map(a && ids.includes(ANUNCIO) ? [[ANUNCIO, a]] : [])
    }),
  }
  const service = createCarrinhoService(
    { db: comoDb(db) },
    { anunciosCompra: falso<AnunciosCompraService>(anunciosCompra as Partial<AnunciosCompraService>) },
    repo,
  )
  return { service, repo }
}

const nadaEscrito = (repo: CarrinhoRepo) => {
  expect(repo.garantirAtivo).not.toHaveBeenCalled()
  expect(repo.adicionar).not.toHaveBeenCalled()
}

describe('adicionar', () => {
  it('adds the units in the chosen form to the buyer’s active cart; new is 201, a raise is 200', async () => {
    const t = montar()
    const novo = await t.service.adicionar(
      COMPRADOR,
      item({ forma_pagamento_selecionada: 'sustentavel', quantidade: 3 }),
    )
    expect(novo).toMatchObject({ criado: true, carrinho: { id_carrinho: CARRINHO, itens: [] } })
    expect(t.repo.garantirAtivo).toHaveBeenCalledWith(expect.anything(), COMPRADOR)
    expect(t.repo.adicionar).toHaveBeenCalledWith(expect.anything(), CARRINHO, ANUNCIO, 3, 'sustentavel')
    const mais = montar({ adicionado: { inserido: false } })
    await expect(mais.service.adicionar(COMPRADOR, item())).resolves.toMatchObject({ criado: false })
  })

  it('refuses a body naming another buyer', async () => {
    const t = montar()
    await expect(t.service.adicionar(COMPRADOR, item({ id_usuario_comprador: 11 }))).rejects.toMatchObject({
      statusCode: 403,
      message: 'Você não tem permissão para acessar dados de outro usuário.',
    })
    nadaEscrito(t.repo)
  })

  it('refuses, writing nothing, a listing that is gone, one’s own, unavailable or of a blocked seller', async () => {
    const casos: [AnuncioParaCompra | null, number, string][] = [
      [null, 404, 'Anúncio não encontrado.'],
      [anuncioDe({ idVendedor: COMPRADOR }), 422, 'Você não pode comprar seu próprio anúncio.'],
      [
        anuncioDe({ disponibilidade: 'indisponivel' }),
        422,
        'Este anúncio não está disponível para compra no momento.',
      ],
      [
        anuncioDe({ disponibilidade: 'vendedor_bloqueado' }),
        422,
        'O vendedor deste anúncio está temporariamente bloqueado. Não é possível comprá-lo agora.',
      ],
    ]
    for (const [anuncio, statusCode, message] of casos) {
      const t = montar({ anuncio })
      await expect(t.service.adicionar(COMPRADOR, item())).rejects.toMatchObject({ statusCode, message })
      nadaEscrito(t.repo)
    }
  })

  it('the sustainable form only for a listing that accepts it', async () => {
    const t = montar({ anuncio: anuncioDe({ aceitaSustentavel: false }) })
    await expect(
      t.service.adicionar(COMPRADOR, item({ forma_pagamento_selecionada: 'sustentavel' })),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: 'Este anúncio não aceita pagamento sustentável. Escolha a forma de pagamento padrão.',
    })
    nadaEscrito(t.repo)
    const padrao = montar({ anuncio: anuncioDe({ aceitaSustentavel: false }) })
    await expect(padrao.service.adicionar(COMPRADOR, item())).resolves.toMatchObject({ criado: true })
  })

  it('at most 99 units an item: asked at once, or reached with what is already there', async () => {
    const t = montar()
    await expect(t.service.adicionar(COMPRADOR, item({ quantidade: 100 }))).rejects.toMatchObject({
      statusCode: 422,
      message: 'Cada item do carrinho pode ter no máximo 99 unidades.',
    })
    nadaEscrito(t.repo)
    await expect(montar().service.adicionar(COMPRADOR, item({ quantidade: 99 }))).resolves.toMatchObject({
      criado: true,
    })
    const soma = montar({ adicionado: null })
    await expect(soma.service.adicionar(COMPRADOR, item({ quantidade: 50 }))).rejects.toMatchObject({
      statusCode: 422,
      message: 'Cada item do carrinho pode ter no máximo 99 unidades.',
    })
  })
})

describe('mudarQuantidade', () => {
  it('sets the new quantity of the buyer’s own item', async () => {
    const t = montar()
    await t.service.mudarQuantidade(COMPRADOR, ITEM, COMPRADOR, 5)
    expect(t.repo.mudarQuantidade).toHaveBeenCalledWith(expect.anything(), ITEM, COMPRADOR, 5)
    expect(t.repo.remover).not.toHaveBeenCalled()
  })

  it('0 or less removes the item', async () => {
    for (const nova of [0, -3]) {
      const t = montar()
      await t.service.mudarQuantidade(COMPRADOR, ITEM, COMPRADOR, nova)
      expect(t.repo.remover).toHaveBeenCalledWith(expect.anything(), ITEM, COMPRADOR)
      expect(t.repo.mudarQuantidade).not.toHaveBeenCalled()
    }
  })

  it('above the cap is refused and nothing changes', async () => {
    const t = montar()
    await expect(t.service.mudarQuantidade(COMPRADOR, ITEM, COMPRADOR, 100)).rejects.toMatchObject({
      statusCode: 422,
      message: 'Cada item do carrinho pode ter no máximo 99 unidades.',
    })
    expect(t.repo.mudarQuantidade).not.toHaveBeenCalled()
    expect(t.repo.remover).not.toHaveBeenCalled()
  })

  it('refuses another buyer’s item, or one gone meanwhile, as not found', async () => {
    const alheio = montar({ doComprador: false })
    await expect(alheio.service.mudarQuantidade(COMPRADOR, ITEM, COMPRADOR, 5)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Item do carrinho não encontrado.',
    })
    expect(alheio.repo.mudarQuantidade).not.toHaveBeenCalled()
    const sumiu = montar({ feito: false })
    await expect(sumiu.service.mudarQuantidade(COMPRADOR, ITEM, COMPRADOR, 5)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Item do carrinho não encontrado.',
    })
  })

  it('refuses a body naming another buyer', async () => {
    const t = montar()
    await expect(t.service.mudarQuantidade(COMPRADOR, ITEM, 11, 5)).rejects.toMatchObject({
      statusCode: 403,
      message: 'Você não tem permissão para acessar dados de outro usuário.',
    })
    expect(t.repo.item).not.toHaveBeenCalled()
  })
})

describe('remover e limpar', () => {
  it('removing an item not the buyer’s is not found', async () => {
    const t = montar({ feito: false })
    await expect(t.service.remover(COMPRADOR, ITEM, COMPRADOR)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Item do carrinho não encontrado.',
    })
  })

  it('emptying needs an active cart', async () => {
    const t = montar({ ativo: null })
    await expect(t.service.limpar(COMPRADOR)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Carrinho não encontrado.',
    })
    expect(t.repo.limpar).not.toHaveBeenCalled()
  })

  it('the cart is read whole, or is not found', async () => {
    const t = montar()
    await expect(t.service.get(COMPRADOR)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Carrinho não encontrado.',
    })
  })
})
