// After any sequence of listing creations, credit edits, price, multiplier and unit edits, every stored
// sustainable offer is what the domain computes from the stored inputs, and every offer on sale is
// within the allowed range (decision 007).
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

const MULTIPLICADORES = ['0.50', '1.00', '2.50', '3.00', '8.00', '8.50', '12.75']
const UNIDADES = ['quilograma', 'unidade', 'metro']
const reais = (centavos: number) => `${Math.floor(centavos / 100)},${String(centavos % 100).padStart(2, '0')}`

type Passo =
  | { kind: 'anuncio'; onde: number }
  | { kind: 'creditos'; qual: number; creditos: number }
  | { kind: 'preco'; centavos: number }
  | { kind: 'multiplicador'; valor: string }
  | { kind: 'unidade'; unidade: string }
const passo: fc.Arbitrary<Passo> = fc.oneof(
  fc.record({ kind: fc.constant('anuncio' as const), onde: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({
    kind: fc.constant('creditos' as const),
    qual: fc.nat(),
    creditos: fc.integer({ min: 1, max: 400 }),
  }),
  fc.record({
    kind: fc.constant('preco' as const),
    // Low prices often enough that, with small multipliers, no count of credits fits any more.
    centavos: fc.oneof(fc.integer({ min: 100, max: 600 }), fc.integer({ min: 100, max: 80_000 })),
  }),
  fc.record({ kind: fc.constant('multiplicador' as const), valor: fc.constantFrom(...MULTIPLICADORES) }),
  fc.record({ kind: fc.constant('unidade' as const), unidade: fc.constantFrom(...UNIDADES) }),
)

type Oferta = {
  id_anuncio: number
  creditos_aceitos: number
  valor_conversao_centavos: number
  status_anuncio: string
  preco_centavos: number
  valor_multiplicavel: string
  unidade_medida: string
}

/** The sustainable listings of a product with what their cash value depends on. */
async function ofertas(idProduto: number): Promise<Oferta[]> {
  const { rows } = await t.pool.query<Oferta>(
    `select a.id_anuncio, a.creditos_aceitos, a.valor_conversao_centavos, a.status_anuncio,
            p.preco_centavos, c.valor_multiplicavel, m.unidade_medida
     from anuncios a join produtos p using (id_produto) join conversoes c using (id_conversao)
     join materias_primas m on m.id_materia_prima = c.id_materia_prima
     where a.id_produto = $1 and a.forma_de_pagamento = 'sustentavel'
     order by a.id_anuncio`,
    [idProduto],
  )
  return rows
}

describe('sustainable offers under random creations and edits', () => {
  it('always equal the domain computation and stay within range while on sale', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 500, max: 50_000 }),
        fc.constantFrom(...MULTIPLICADORES),
        fc.constantFrom(...UNIDADES),
        fc.array(passo, { minLength: 2, maxLength: 7 }),
        async (precoInicial, valorInicial, unidadeInicial, passos) => {
          const cat = await f.catalogo(s.id, {
            preco: precoInicial,
            valor: valorInicial,
            unidade: unidadeInicial,
          })
          let preco = precoInicial
          let unidade = unidadeInicial
          let multiplicador = Number(valorInicial)
          const anuncios: number[] = []
          const body = (creditos: number, status: string) => ({
            descricao_anuncio: 'Anúncio de teste',
            forma_de_pagamento: 'sustentavel',
            status_anuncio: status,
            id_conversao: cat.idConversao,
            id_materia_prima: cat.idMateria,
            creditos_aceitos: creditos,
          })

          for (const p of passos) {
            if (p.kind === 'anuncio') {
              const range = creditRange(preco, multiplicador, unidade)
              const step = creditStep(multiplicador, unidade)
              const creditos = range
                ? Math.min(
                    range.max,
                    range.min + Math.floor(((range.max - range.min) * p.onde) / step) * step,
                  )
                : 1
              const res = await f.call('POST', '/anuncios', s.cookie, {
                ...body(creditos, 'ativo'),
                id_produto: cat.idProduto,
              })
              if (range) {
                expect(res.statusCode, res.body).toBe(201)
                anuncios.push(res.json().id_anuncio)
              } else {
                expect([res.statusCode, res.json().mensagem]).toEqual([
                  400,
                  'Não é possível aplicar 8%–35% com o preço/conversão atuais.',
                ])
              }
            } else if (p.kind === 'creditos') {
              if (anuncios.length === 0) continue
              const alvo = anuncios[p.qual % anuncios.length] as number
              const { rows } = await t.pool.query(
                'select status_anuncio from anuncios where id_anuncio = $1',
                [alvo],
              )
              const res = await f.call(
                'PUT',
                `/anuncios/${alvo}`,
                s.cookie,
                body(p.creditos, rows[0].status_anuncio),
              )
              const recusa = validateCredits(preco, p.creditos, multiplicador, unidade)
              if (recusa === null) expect(res.statusCode, res.body).toBe(200)
              else expect([res.statusCode, res.json().mensagem]).toEqual([400, recusa])
            } else if (p.kind === 'preco') {
              const res = await f.call(
                'PUT',
                `/produtos/${cat.idProduto}`,
                s.cookie,
                form({
                  nome: 'Luminária de garrafa',
                  descricao: 'Feita à mão com material reciclado',
                  preco: reais(p.centavos),
                  materias_primas: JSON.stringify([cat.idMateria]),
                  categoria: 'casa_decoracao',
                }),
              )
              expect(res.statusCode, res.body).toBe(200)
              preco = p.centavos
            } else if (p.kind === 'multiplicador') {
              const res = await f.call('PUT', `/conversoes/${cat.idConversao}`, s.cookie, {
                valor_multiplicavel: p.valor,
                status_conversao: 'ativa',
              })
              expect(res.statusCode, res.body).toBe(200)
              multiplicador = Number(p.valor)
            } else {
              const res = await f.call('PUT', `/materias-primas/${cat.idMateria}`, s.cookie, {
                nome_materia_prima: 'Garrafa PET',
                descricao: 'Material reciclável limpo',
                unidade_medida: p.unidade,
                status_materia_prima: 'ativa',
              })
              expect(res.statusCode, res.body).toBe(200)
              unidade = p.unidade
            }
          }

          // Each run has its own product and conversion, so together the runs check every stored offer.
          for (const o of await ofertas(cat.idProduto)) {
            const m = Number(o.valor_multiplicavel)
            expect(o.valor_conversao_centavos, `anúncio ${o.id_anuncio}`).toBe(
              valorSustentavelCentavos(o.preco_centavos, o.creditos_aceitos, m),
            )
            if (o.status_anuncio === 'ativo')
              expect(validateCredits(o.preco_centavos, o.creditos_aceitos, m, o.unidade_medida)).toBeNull()
          }
        },
      ),
      { numRuns: 30 },
    )
  }, 180_000)
})
