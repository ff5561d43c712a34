// The catalogue's search as a Brazilian buyer types it: accents and case ignored, plurals
// and stems, the last word while it is being typed, typos, over the product name, the listing
// description and the raw materials, name matches first; whatever is typed, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { catalogoFixtures } from './catalogo.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof catalogoFixtures>
const id: Record<string, number> = {}
beforeAll(async () => {
  t = await createTestApp()
  f = catalogoFixtures(t)
  const s = await f.vendedor({ materia: 'Tampinha plástica' })
  const lacres = await f.vendedor({ materia: 'Lacre de alumínio' })
  id.luminaria = await f.anuncio(s, { nome: 'Luminária de garrafa PET', minutos: 30 })
  id.pendentes = await f.anuncio(s, { nome: 'Luminárias pendentes', minutos: 20 })
  id.garrafas = await f.anuncio(s, { nome: 'Garrafas decoradas', minutos: 10 })
  // The newest, but the word is only in its description: after every name match.
  id.vaso = await f.anuncio(s, {
    nome: 'Vaso de cerâmica',
    descricao: 'Combina com uma luminária',
    minutos: 5,
  })
  id.brincos = await f.anuncio(lacres, { nome: 'Brincos leves', minutos: 40 })
  await f.anuncio(s, { nome: 'Luminária guardada', status_anuncio: 'inativo', minutos: 1 })
})
afterAll(() => t.close())

const busca = async (texto: string, extra = '') => {
  const res = await f.vitrine(`busca=${encodeURIComponent(texto)}${extra}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.ids
}

describe('search', () => {
  it('ignores accents and case, and ranks name matches first, the newest first among them', async () => {
    const esperado = [id.pendentes, id.luminaria, id.vaso]
    for (const texto of ['luminaria', 'LUMINÁRIA', 'Luminária', '  luminaria  ']) {
      expect(await busca(texto)).toEqual(esperado)
    }
  })

  it('finds plurals and singulars through their stems', async () => {
    expect(await busca('garrafas')).toEqual([id.garrafas, id.luminaria])
    expect(await busca('garrafa')).toEqual([id.garrafas, id.luminaria])
    expect(await busca('luminárias')).toEqual([id.pendentes, id.luminaria, id.vaso])
  })

  it('completes the last word while it is being typed', async () => {
    for (const texto of ['lumin', 'lumina', 'luminari']) {
      expect(await busca(texto)).toEqual([id.pendentes, id.luminaria, id.vaso])
    }
    expect(await busca('garr')).toEqual([id.garrafas, id.luminaria])
    expect(await busca('luminaria garr')).toEqual([id.luminaria])
    expect(await busca('pend')).toEqual([id.pendentes])
  })

  it('forgives typos', async () => {
    expect(await busca('luminaira')).toEqual([id.pendentes, id.luminaria, id.vaso])
    expect(await busca('garafa')).toEqual([id.garrafas, id.luminaria])
    expect(await busca('luminaria garafa')).toEqual([id.luminaria])
  })

  it('reads the description and the raw materials, and needs every word', async () => {
    expect(await busca('ceramica')).toEqual([id.vaso])
    expect(await busca('combina')).toEqual([id.vaso])
    expect(await busca('lacre aluminio')).toEqual([id.brincos])
    expect(await busca('tampinha')).toEqual([id.vaso, id.garrafas, id.pendentes, id.luminaria])
    expect(await busca('luminaria decoradas')).toEqual([])
    expect(await busca('xilogravura')).toEqual([])
    expect(await busca('luminaria xilogravura')).toEqual([])
  })

  it('orders a search by date or price when asked, not by relevance', async () => {
    expect(await busca('luminaria', '&ordenar=recentes')).toEqual([id.vaso, id.pendentes, id.luminaria])
  })

  it('answers 200 to text that would break a query: quotes, operators, only punctuation, other scripts', async () => {
    const hostis = [
      "lumin'aria",
      "'luminaria",
      '"luminaria"',
      'luminaria & | !',
      'luminaria:*',
      '(luminaria',
      'luminaria <-> vaso',
      '\\luminaria\\',
      "'; drop table anuncios; --",
      '!!!',
      '%_%',
      '& | ! ( ) : *',
      'de',
      'a e o',
      '🙂 luminária',
      '灯 лампа',
      'x'.repeat(100),
    ]
    for (const texto of hostis) await busca(texto)
    expect(await busca("'luminaria")).toEqual([id.pendentes, id.luminaria, id.vaso])
    expect(await busca('luminaria & | !')).toEqual([id.pendentes, id.luminaria, id.vaso])
    expect(await busca('!!!')).toEqual([])
    // A stop word alone searches nothing, unless it is the start of a word being typed.
    expect(await busca('de pendentes')).toEqual([id.pendentes])
    expect(await busca('de')).toEqual([id.garrafas])
  })
})

describe('GET /anuncios/sugestoes', () => {
  const sugestoes = async (texto: string) => {
    const res = await f.call('GET', `/anuncios/sugestoes?busca=${encodeURIComponent(texto)}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().sugestoes as string[]
  }

  it('suggests product names as they are written, name matches first, from a prefix or a typo', async () => {
    const esperado = ['Luminárias pendentes', 'Luminária de garrafa PET', 'Vaso de cerâmica']
    expect(await sugestoes('lumin')).toEqual(esperado)
    expect(await sugestoes('luminaira')).toEqual(esperado)
    expect(await sugestoes('GARR')).toEqual(['Garrafas decoradas', 'Luminária de garrafa PET'])
  })

  it('answers each name once, at most 8, never one that cannot be bought', async () => {
    const s = await f.vendedor()
    const outro = await f.vendedor()
    for (let i = 1; i <= 10; i++) await f.anuncio(s, { nome: `Caneca ${i}` })
    await f.anuncio(outro, { nome: 'Caneca 1' })
    await f.anuncio(outro, { nome: 'Caneca esquecida', status_produto: 'inativo' })
    const nomes = await sugestoes('caneca')
    expect(nomes).toHaveLength(8)
    expect(new Set(nomes).size).toBe(8)
    expect(nomes).not.toContain('Caneca esquecida')
    expect(await sugestoes('guardada')).toEqual([])
  })

  it('answers an empty list without a search, and 200 to any text', async () => {
    expect(await sugestoes('')).toEqual([])
    expect((await f.call('GET', '/anuncios/sugestoes')).json()).toEqual({ sugestoes: [] })
    for (const texto of ["'", '& | !', ':*', '\\', '🙂']) expect(await sugestoes(texto)).toEqual([])
    const longa = await f.call('GET', `/anuncios/sugestoes?busca=${'a'.repeat(101)}`)
    expect([longa.statusCode, longa.json().mensagem]).toEqual([
      400,
      'A busca deve ter no máximo 100 caracteres.',
    ])
  })
})
