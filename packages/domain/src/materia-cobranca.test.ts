import { describe, expect, it } from 'vitest'
import {
  cobrancaDaMateria,
  cobrancaDaReferencia,
  type ItemMateriaDevida,
  materiaNaoResolvida,
  referenciaDaCobranca,
} from './materia-cobranca.ts'

const item = (over: Partial<ItemMateriaDevida> = {}): ItemMateriaDevida => ({
  id_item_pedido: 1,
  nome_materia_prima: 'Garrafa de vidro',
  unidade_medida: 'unidade',
  quantidade: 2,
  quantidade_materia_prima: 16,
  quantidade_recebida: 10,
  valor_unitario_centavos: 4000,
  valor_padrao_unitario_centavos: 8000,
  ...over,
})

describe('cobrancaDaMateria', () => {
  it('charges the missing fraction of the price difference: 6 of 16 un × 2 × R$ 40,00 = R$ 30,00', () => {
    expect(cobrancaDaMateria([item()])).toEqual({
      valor_centavos: 3000,
      itens: [
        {
          id_item_pedido: 1,
          nome_materia_prima: 'Garrafa de vidro',
          unidade_medida: 'unidade',
          devida: 16,
          recebida: 10,
          faltante: 6,
          valor_centavos: 3000,
        },
      ],
    })
  })

  it('rounds half-up to the centavo per item, then sums', () => {
    // 1 of 3 kg × 1 × 1000 = 333,33… → 333; 0,5 of 1 × 1 × 1 = 0,5 → 1.
    const a = item({
      id_item_pedido: 1,
      quantidade: 1,
      quantidade_materia_prima: 3,
      quantidade_recebida: 2,
      valor_padrao_unitario_centavos: 5000,
      valor_unitario_centavos: 4000,
    })
    const b = item({
      id_item_pedido: 2,
      quantidade: 1,
      quantidade_materia_prima: 1,
      quantidade_recebida: 0.5,
      valor_padrao_unitario_centavos: 101,
      valor_unitario_centavos: 100,
    })
    const r = cobrancaDaMateria([a, b])
    expect(r.itens.map((i) => i.valor_centavos)).toEqual([333, 1])
    expect(r.valor_centavos).toBe(334)
  })

  it('counts nothing recorded as nothing received, and skips items that arrived in full', () => {
    const r = cobrancaDaMateria([
      item({ id_item_pedido: 1, quantidade_recebida: null }),
      item({ id_item_pedido: 2, quantidade_recebida: 16 }),
    ])
    expect(r.itens.map((i) => [i.id_item_pedido, i.faltante, i.valor_centavos])).toEqual([[1, 16, 8000]])
  })

  it('is zero when the standard price is unknown or not above the price paid', () => {
    expect(cobrancaDaMateria([item({ valor_padrao_unitario_centavos: null })]).valor_centavos).toBe(0)
    expect(cobrancaDaMateria([item({ valor_padrao_unitario_centavos: 3000 })]).valor_centavos).toBe(0)
  })

  it('handles two-decimal quantities exactly (12,5 kg owed, 2,5 received)', () => {
    const r = cobrancaDaMateria([
      item({
        quantidade: 1,
        quantidade_materia_prima: 12.5,
        quantidade_recebida: 2.5,
        valor_unitario_centavos: 5000,
        valor_padrao_unitario_centavos: 9999,
      }),
    ])
    // 10/12.5 × 4999 = 3999.2 → 3999
    expect(r.valor_centavos).toBe(3999)
  })
})

describe('materiaNaoResolvida', () => {
  it('is unresolved while something is short and nothing settled it', () => {
    expect(materiaNaoResolvida([item()], null)).toBe(true)
    expect(materiaNaoResolvida([item({ quantidade_recebida: null })], null)).toBe(true)
    expect(materiaNaoResolvida([item({ quantidade_recebida: 16 })], null)).toBe(false)
    expect(materiaNaoResolvida([item()], 'dispensada')).toBe(false)
    expect(materiaNaoResolvida([item()], 'paga')).toBe(false)
    expect(materiaNaoResolvida([], null)).toBe(false)
  })
})

describe('the charge reference', () => {
  it('round-trips and never reads an order reference', () => {
    expect(referenciaDaCobranca(42)).toBe('cobranca-42')
    expect(cobrancaDaReferencia('cobranca-42')).toBe(42)
    expect(cobrancaDaReferencia('42')).toBeNull()
    expect(cobrancaDaReferencia('cobranca-x')).toBeNull()
    expect(cobrancaDaReferencia(null)).toBeNull()
  })
})
