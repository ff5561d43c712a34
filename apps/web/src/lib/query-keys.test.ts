import { describe, expect, it } from 'vitest'
import {
  anunciosKeys,
  carrinhoKeys,
  conversoesKeys,
  materiasPrimasKeys,
  notificacoesKeys,
  pedidosKeys,
  produtosKeys,
} from './query-keys.ts'

/** TanStack Query invalidates every query whose key starts with the one given. */
const comeca = (chave: readonly unknown[], raiz: readonly unknown[]) =>
  raiz.every((parte, i) => Object.is(chave[i], parte))

describe('query keys', () => {
  it('puts every key of an area under its root, so a change refreshes the whole area', () => {
    const params = { busca: '' }
    for (const [raiz, chaves] of [
      [
        materiasPrimasKeys.all,
        [materiasPrimasKeys.lista(1, params), materiasPrimasKeys.detalhe(2), materiasPrimasKeys.ativas(1)],
      ],
      [
        conversoesKeys.all,
        [conversoesKeys.lista(1, params), conversoesKeys.detalhe(2), conversoesKeys.ativas(1)],
      ],
      [
        produtosKeys.all,
        [produtosKeys.lista(1, params), produtosKeys.ativos(1), produtosKeys.materiasPrimasEmUso(1)],
      ],
      [anunciosKeys.all, [anunciosKeys.lista(1, params), anunciosKeys.detalhe(2)]],
      [
        pedidosKeys.all,
        [pedidosKeys.detalhe(3), pedidosKeys.comprador(1, params), pedidosKeys.vendedor(1, 2, params)],
      ],
    ] as const) {
      for (const chave of chaves) expect(comeca(chave, raiz)).toBe(true)
    }
  })

  it("refreshes a buyer's orders awaiting payment with their cart", () => {
    expect(comeca(carrinhoKeys.aguardandoPagamento(7), carrinhoKeys.doUsuario(7))).toBe(true)
    expect(comeca(carrinhoKeys.aguardandoPagamento(7), carrinhoKeys.doUsuario(8))).toBe(false)
  })

  it("refreshes one user's notification lists and counts, not another's", () => {
    const lista = notificacoesKeys.lista(4, 'nao-lidas', '')
    expect(comeca(lista, notificacoesKeys.listas(4))).toBe(true)
    expect(comeca(lista, notificacoesKeys.doUsuario(4))).toBe(true)
    expect(comeca(notificacoesKeys.contagem(4, 'lidas'), notificacoesKeys.doUsuario(4))).toBe(true)
    expect(comeca(notificacoesKeys.contagem(4, 'lidas'), notificacoesKeys.listas(4))).toBe(false)
    expect(comeca(lista, notificacoesKeys.doUsuario(5))).toBe(false)
  })

  it('shares the active raw materials between the conversion and the product forms', () => {
    expect(materiasPrimasKeys.ativas(3)).toEqual(['materias-primas', 'ativas', 3])
  })
})
