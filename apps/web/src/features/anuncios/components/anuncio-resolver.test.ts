import type { FieldErrors, ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { firstError } from '../../../lib/form-errors.ts'
import type { ConversaoOpcao, ProdutoOpcao } from '../api/opcoes.ts'
import { type AnuncioFormValues, anuncioResolver, type Escolhas, ORDER } from './anuncio-resolver.ts'

const DATA = '2025-03-01T12:00:00.000Z'
const materia = (id: number, nome: string, unidade_medida: string) => ({
  id_materia_prima: id,
  nome_materia_prima: nome,
  unidade_medida,
})
const TECIDO = materia(3, 'Tecido', 'metro')
const TAMPINHA = materia(4, 'Tampinha', 'unidade')
const PET = materia(5, 'Garrafa PET', 'quilograma')

const produto = (id_produto: number, preco: number): ProdutoOpcao => ({
  id_produto,
  nome: `Produto ${id_produto}`,
  descricao: 'Feito de material reciclado.',
  preco,
  imagem: null,
  imagem_detalhe: null,
  status_produto: 'ativo',
  categoria: 'casa_decoracao' as const,
  materias_primas: [TECIDO, TAMPINHA, PET],
  id_usuario_vendedor: 9,
  data_criacao: DATA,
  data_atualizacao: DATA,
})
const conversao = (
  id_conversao: number,
  valor_multiplicavel: number,
  materia_prima: typeof TECIDO,
): ConversaoOpcao => ({
  id_conversao,
  valor_multiplicavel,
  status_conversao: 'ativa',
  id_materia_prima: materia_prima.id_materia_prima,
  materia_prima,
  id_usuario_vendedor: 9,
  data_criacao: DATA,
  data_atualizacao: DATA,
})

const ESCOLHAS: Escolhas = {
  // R$ 100,00; R$ 1,00; R$ 12,90.
  produtos: [produto(1, 100), produto(2, 1), produto(3, 12.9)],
  // 1 credit a metre of Tecido; 2,5 credits a Tampinha; 3 credits a kg of Garrafa PET.
  conversoes: [conversao(7, 1, TECIDO), conversao(8, 2.5, TAMPINHA), conversao(9, 3, PET)],
}
const OPTIONS: ResolverOptions<AnuncioFormValues> = { fields: {}, shouldUseNativeValidation: false }

const EMPTY: AnuncioFormValues = {
  id_produto: '',
  descricao: '',
  forma_de_pagamento: 'padrao',
  id_conversao: '',
  creditos_aceitos: '',
}
const SUSTENTAVEL: AnuncioFormValues = {
  id_produto: '1',
  descricao: 'Bolsa de retalhos',
  forma_de_pagamento: 'sustentavel',
  id_conversao: '7',
  creditos_aceitos: '10',
}

function validar(values: AnuncioFormValues, mode: 'create' | 'edit' = 'create') {
  return anuncioResolver(mode, () => ESCOLHAS)(values, undefined, OPTIONS)
}

/** Each field's message, and the one the form shows first (its validation order). */
async function mensagens(values: AnuncioFormValues, mode: 'create' | 'edit' = 'create') {
  const { values: aceitos, errors } = await validar(values, mode)
  expect(aceitos).toEqual({})
  const porCampo = Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]))
  return { porCampo, primeira: firstError(errors as FieldErrors<AnuncioFormValues>, ORDER)?.message }
}

describe('anuncioResolver: the first failing rule (docs/product/anuncios.md)', () => {
  it('asks for the product first, then the description', async () => {
    expect(await mensagens(EMPTY)).toEqual({
      porCampo: {
        id_produto: 'Selecione um produto.',
        descricao: 'A descrição do anúncio é obrigatória.',
      },
      primeira: 'Selecione um produto.',
    })
    expect((await mensagens({ ...EMPTY, id_produto: '1', descricao: '   ' })).primeira).toBe(
      'A descrição do anúncio é obrigatória.',
    )
    expect((await mensagens({ ...EMPTY, id_produto: '1', descricao: 'a'.repeat(301) })).primeira).toBe(
      'A descrição deve ter no máximo 300 caracteres.',
    )
  })

  it('asks a sustainable listing for a conversion, then for at least 1 credit', async () => {
    expect(await mensagens({ ...SUSTENTAVEL, id_conversao: '', creditos_aceitos: '' })).toEqual({
      porCampo: {
        id_conversao: 'Selecione uma conversão.',
        creditos_aceitos: 'Informe a quantidade de créditos (mínimo 1).',
      },
      primeira: 'Selecione uma conversão.',
    })
    expect((await mensagens({ ...SUSTENTAVEL, creditos_aceitos: '0' })).primeira).toBe(
      'Informe a quantidade de créditos (mínimo 1).',
    )
  })

  it("reads '2,5' credits as it reads '2.5': not a whole number", async () => {
    for (const creditos_aceitos of ['2,5', '2.5']) {
      expect((await mensagens({ ...SUSTENTAVEL, creditos_aceitos })).porCampo).toEqual({
        creditos_aceitos: 'Informe a quantidade de créditos (mínimo 1).',
      })
    }
  })

  it("keeps the credits within 8%–35% of the chosen product's price", async () => {
    expect((await mensagens({ ...SUSTENTAVEL, creditos_aceitos: '50' })).porCampo).toEqual({
      creditos_aceitos: 'Os créditos devem estar entre 8 e 35.',
    })
    expect((await mensagens({ ...SUSTENTAVEL, creditos_aceitos: '7' })).primeira).toBe(
      'Os créditos devem estar entre 8 e 35.',
    )
  })

  it('keeps credits of a raw material counted in units on multiples of the step', async () => {
    expect((await mensagens({ ...SUSTENTAVEL, id_conversao: '8', creditos_aceitos: '22' })).primeira).toBe(
      'Para matérias-primas medidas em unidade, os créditos devem ser múltiplos de 5.',
    )
  })

  it('says when no count of credits fits the price and the conversion', async () => {
    expect((await mensagens({ ...SUSTENTAVEL, id_produto: '2', creditos_aceitos: '1' })).primeira).toBe(
      'Não é possível aplicar 8%–35% com o preço/conversão atuais.',
    )
  })

  it("names the edit form's description error after its field", async () => {
    const edit = { ...EMPTY, id_produto: '1', status_anuncio: 'ativo' as const }
    expect(await mensagens(edit, 'edit')).toEqual({
      porCampo: { descricao: 'A descrição do anúncio é obrigatória.' },
      primeira: 'A descrição do anúncio é obrigatória.',
    })
  })
})

describe('anuncioResolver: the body sent (docs/product/anuncios.md)', () => {
  it("sends the conversion's raw material and the cash value the server computes", async () => {
    expect(await validar({ ...SUSTENTAVEL, descricao: '  Bolsa de retalhos  ' })).toEqual({
      values: {
        id_produto: 1,
        descricao: 'Bolsa de retalhos',
        forma_de_pagamento: 'sustentavel',
        creditos_aceitos: 10,
        id_conversao: 7,
        id_materia_prima: 3,
        valor_conversao: 90,
      },
      errors: {},
    })
  })

  it('rounds the cash value to the centavo (R$ 12,90 less 7 credits at 3 a kg: R$ 10,57)', async () => {
    const { values } = await validar({
      ...SUSTENTAVEL,
      id_produto: '3',
      id_conversao: '9',
      creditos_aceitos: '7',
    })
    expect(values).toMatchObject({ creditos_aceitos: 7, id_materia_prima: 5, valor_conversao: 10.57 })
  })

  it('clears the conversion, the credits and the cash value of a padrão listing', async () => {
    expect((await validar({ ...SUSTENTAVEL, forma_de_pagamento: 'padrao' })).values).toEqual({
      id_produto: 1,
      descricao: 'Bolsa de retalhos',
      forma_de_pagamento: 'padrao',
      creditos_aceitos: 0,
      id_conversao: null,
      id_materia_prima: null,
      valor_conversao: null,
    })
  })

  it('sends the edit form its description as descricao_anuncio, with the status', async () => {
    const { values } = await validar({ ...SUSTENTAVEL, status_anuncio: 'inativo' }, 'edit')
    expect(values).toEqual({
      id_produto: 1,
      descricao_anuncio: 'Bolsa de retalhos',
      status_anuncio: 'inativo',
      forma_de_pagamento: 'sustentavel',
      creditos_aceitos: 10,
      id_conversao: 7,
      id_materia_prima: 3,
      valor_conversao: 90,
    })
  })
})
