// After any sequence of price and multiplier edits, every stored sustainable offer is what the
// domain computes from the stored inputs, and every offer on sale is within the allowed range.
import { creditRange, creditStep, validateCredits, valorSustentavelCentavos } from '@recria/domain/creditos'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { form } from '../../../test/forms.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { anuncioFixtures, type Seller } from './anuncios.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof anuncioFixtures>
let s: Seller
beforeAll(async () => {
  t = await createTestApp()
  f = anuncioFixtures(t)
  s = await f.seller()
})
afterAll(() => t.close())

const MULTIPLICADORES = ['0.50', '1.00', '2.50', '3.00', '8.00', '12.75']
const reais = (centavos: number) => `${Math.floor(centavos / 100)},${String(centavos % 100).padStart(2, '0')}`

type Edit = { kind: 'preco'; centavos: number } | { kind: 'multiplicador'; valor: string }
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('preco' as const), centavos: fc.integer({ min: 100, max: 80_000 }) }),
  fc.record({ kind: fc.constant('multiplicador' as const), valor: fc.constantFrom(...MULTIPLICADORES) }),
)

async function stored(idAnuncio: number) {
  const { rows } = await t.pool.query(
    `select a.creditos_aceitos, a.valor_conversao_centavos, a.status_anuncio, p.preco_centavos,
            c.valor_multiplicavel, m.unidade_medida
     from anuncios a join produtos p using (id_produto) join conversoes c using (id_conversao)
     join materias_primas m on m.id_materia_prima = c.id_materia_prima
     where a.id_anuncio = $1`,
    [idAnuncio],
  )
  return rows[0]
}

describe('sustainable offers under random edits', () => {
  it('always equal the domain computation and stay within range while on sale', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1_000, max: 50_000 }),
        fc.constantFrom(...MULTIPLICADORES),
        fc.constantFrom('quilograma', 'unidade', 'metro'),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(edit, { minLength: 1, maxLength: 4 }),
        async (preco, valor, unidade, where, edits) => {
          const range = creditRange(preco, Number(valor), unidade)
          fc.pre(range !== null)
          if (!range) return
          const passo = creditStep(Number(valor), unidade)
          const creditos = Math.min(
            range.max,
            range.min + Math.floor(((range.max - range.min) * where) / passo) * passo,
          )
          const cat = await f.catalogo(s.id, { preco, valor, unidade })
          const anuncio = await f.anuncio(s, {
            forma_de_pagamento: 'sustentavel',
            id_produto: cat.idProduto,
            id_conversao: cat.idConversao,
            creditos_aceitos: creditos,
          })
          for (const e of edits) {
            const res =
              e.kind === 'preco'
                ? await f.call(
                    'PUT',
                    `/produtos/${cat.idProduto}`,
                    s.cookie,
                    form({
                      nome: 'Luminária de garrafa',
                      descricao: 'Feita à mão com material reciclado',
                      preco: reais(e.centavos),
                      materias_primas: JSON.stringify([cat.idMateria]),
                    }),
                  )
                : await f.call('PUT', `/conversoes/${cat.idConversao}`, s.cookie, {
                    valor_multiplicavel: e.valor,
                    status_conversao: 'ativa',
                  })
            expect(res.statusCode, res.body).toBe(200)
          }
          const row = await stored(anuncio.id_anuncio)
          const m = Number(row.valor_multiplicavel)
          if (creditRange(row.preco_centavos, m, row.unidade_medida) === null) {
            expect(row.status_anuncio).toBe('inativo')
            return
          }
          expect(row.valor_conversao_centavos).toBe(
            valorSustentavelCentavos(row.preco_centavos, row.creditos_aceitos, m),
          )
          expect(validateCredits(row.preco_centavos, row.creditos_aceitos, m, row.unidade_medida)).toBeNull()
        },
      ),
      { numRuns: 25 },
    )
  }, 120_000)
})
