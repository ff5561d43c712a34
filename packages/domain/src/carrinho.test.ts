import { describe, expect, it } from 'vitest'
import { CarrinhoItemCreateSchema, CarrinhoQuantidadeSchema, totaisDoCarrinho } from './carrinho.ts'

const kg = { nome_materia_prima: 'Garrafa PET', unidade_medida: 'quilograma' }
const base = { id_usuario_comprador: 7, id_anuncio: 12, quantidade: 1, forma_pagamento_selecionada: 'padrao' }

describe('CarrinhoItemCreateSchema', () => {
  it('reads the payment form in any spelling and ids and quantities as numbers or digit strings', () => {
    const parsed = CarrinhoItemCreateSchema.parse({
      id_usuario_comprador: '7',
      id_anuncio: 12,
      quantidade: '3',
      forma_pagamento_selecionada: 'Sustentável',
    })
    expect(parsed).toEqual({
      id_usuario_comprador: 7,
      id_anuncio: 12,
      quantidade: 3,
      forma_pagamento_selecionada: 'sustentavel',
    })
    const padrao = CarrinhoItemCreateSchema.parse({ ...base, forma_pagamento_selecionada: 'PADRÃO' })
    expect(padrao.forma_pagamento_selecionada).toBe('padrao')
  })

  it('refuses a zero, fractional or non-numeric quantity and an unknown form, in Portuguese', () => {
    for (const quantidade of [0, 1.5, 'um'])
      expect(CarrinhoItemCreateSchema.safeParse({ ...base, quantidade }).error?.issues[0]?.message).toBe(
        'A quantidade deve ser um número inteiro maior que zero.',
      )
    const forma = CarrinhoItemCreateSchema.safeParse({ ...base, forma_pagamento_selecionada: 'pix' })
    expect(forma.error?.issues[0]?.message).toBe(
      "Forma de pagamento inválida. Use 'padrao' ou 'sustentavel'.",
    )
  })

  it('lets a new quantity be zero or negative (it removes the item)', () => {
    const parsed = CarrinhoQuantidadeSchema.parse({ nova_quantidade: -2, id_usuario_comprador: 1 })
    expect(parsed.nova_quantidade).toBe(-2)
    expect(
      CarrinhoQuantidadeSchema.parse({ nova_quantidade: '-1', id_usuario_comprador: 1 }).nova_quantidade,
    ).toBe(-1)
  })

  it('reads no empty, null, boolean or scientific value as a number (0 would remove the item)', () => {
    for (const nova_quantidade of ['', '  ', null, false, true, [], ' 3', '2e0', '0x1', undefined])
      expect(
        CarrinhoQuantidadeSchema.safeParse({ nova_quantidade, id_usuario_comprador: 1 }).error?.issues[0]
          ?.message,
        JSON.stringify(nova_quantidade),
      ).toBe('A nova quantidade deve ser um número inteiro.')
    for (const quantidade of ['', null, true, '1e0'])
      expect(CarrinhoItemCreateSchema.safeParse({ ...base, quantidade }).error?.issues[0]?.message).toBe(
        'A quantidade deve ser um número inteiro maior que zero.',
      )
  })
})

describe('totaisDoCarrinho', () => {
  const item = (quantidade: number, creditos: number, multiplicador = 3) => ({
    quantidade,
    forma: 'sustentavel' as const,
    precoCentavos: 10_000,
    valorConversaoCentavos: null,
    creditos,
    multiplicador,
    materia: kg,
  })

  it('adds centavos and hundredths per material and unit', () => {
    // 10 credits ÷ 3 = 3,33 kg and R$ 96,67 per unit.
    const t = totaisDoCarrinho([item(3, 10), { ...item(1, 0), forma: 'padrao' as const }])
    expect(t.itens.map((i) => [i.valor_unitario, i.quantidade_materia_prima])).toEqual([
      [96.67, 9.99],
      [100, null],
    ])
    expect([t.valor_total, t.quantidade_total_itens]).toEqual([390.01, 4])
    expect(t.quantidade_total_materia_prima).toEqual([{ ...kg, quantidade: 9.99 }])
  })

  it('never drifts: ten items of 0,1 kg add up to exactly 1 kg', () => {
    const t = totaisDoCarrinho(Array.from({ length: 10 }, () => item(1, 1, 10)))
    expect(t.quantidade_total_materia_prima).toEqual([{ ...kg, quantidade: 1 }])
  })
})
