import { describe, expect, it } from 'vitest'
import { CATALOGO_INICIAL, catalogoQueryString } from './catalogo-url.ts'

describe('catalogoQueryString', () => {
  it('asks for page and size alone when nothing is chosen (the address the server preloads)', () => {
    expect(catalogoQueryString(CATALOGO_INICIAL, 1)).toBe('page=1&limit=12')
    expect(catalogoQueryString({ ...CATALOGO_INICIAL, id_vendedor: 7 }, 1)).toBe(
      'page=1&limit=12&id_vendedor=7',
    )
  })

  it('writes every chosen filter in one order, encoded as a form encodes it', () => {
    const query = catalogoQueryString(
      {
        busca: '  luminária & pet ',
        preco_min: '30',
        preco_max: '150.5',
        forma_pagamento: 'sustentavel',
        ordenar: 'menor_preco',
        categoria: 'iluminacao',
        materia: 3,
      },
      2,
    )
    expect(query).toBe(
      'page=2&limit=12&busca=lumin%C3%A1ria+%26+pet&preco_min=30&preco_max=150.5' +
        '&forma_pagamento=sustentavel&ordenar=menor_preco&categoria=iluminacao&materia=3',
    )
  })
})
