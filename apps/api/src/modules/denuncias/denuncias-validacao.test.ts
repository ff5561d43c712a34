// A report's form (docs/product/denuncias.md): a reason from the list, a trimmed description of at most 500
// characters, a listing named by a plain id. Each bad body gets 400 with the field's message, and
// nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { denunciaFixtures } from './denuncias.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof denunciaFixtures>
beforeAll(async () => {
  t = await createTestApp()
  f = denunciaFixtures(t)
})
afterAll(() => t.close())

const reportsOf = (idAnuncio: number) =>
  t.pool
    .query('select * from denuncias where id_anuncio = $1 order by id_denuncia', [idAnuncio])
    .then((r) => r.rows)

describe('POST /api/denuncias with a bad body', () => {
  const fullWidth = (id: number) =>
    [...String(id)].map((digit) => String.fromCharCode(0xff10 + Number(digit))).join('')

  it('answers 400 with the field message for each rule, and writes nothing', async () => {
    const { anuncios } = await f.vendedorComAnuncios()
    const id = anuncios[0] as number
    const [buyer] = await f.compradores(1)
    const before = await f.contar('denuncias')
    const { motivo: _, ...semMotivo } = f.denuncia(id)
    const { descricao: __, ...semDescricao } = f.denuncia(id)
    const cases: [unknown, string, string][] = [
      [semMotivo, 'motivo', 'Selecione o motivo da denúncia.'],
      [{ ...f.denuncia(id), motivo: 'golpe' }, 'motivo', 'Selecione o motivo da denúncia.'],
      [{ ...f.denuncia(id), motivo: 'Produto falso' }, 'motivo', 'Selecione o motivo da denúncia.'],
      [semDescricao, 'descricao', 'Descreva o motivo da denúncia.'],
      [{ ...f.denuncia(id), descricao: '' }, 'descricao', 'Descreva o motivo da denúncia.'],
      [{ ...f.denuncia(id), descricao: ' \n\t ' }, 'descricao', 'Descreva o motivo da denúncia.'],
      [{ ...f.denuncia(id), descricao: 42 }, 'descricao', 'Descreva o motivo da denúncia.'],
      [
        { ...f.denuncia(id), descricao: 'a'.repeat(501) },
        'descricao',
        'A descrição deve ter no máximo 500 caracteres.',
      ],
      [{ motivo: 'spam', descricao: 'Anúncio repetido.' }, 'id_anuncio', 'Informe um anúncio válido.'],
    ]
    for (const spelling of [
      `${id}e0`,
      `${id}.0`,
      `0x${id.toString(16)}`,
      `+${id}`,
      ` ${id}`,
      `0${id}`,
      `-${id}`,
      -id,
      id + 0.5,
      0,
      '2147483648',
      2_147_483_648,
      fullWidth(id),
      '',
      null,
      true,
      [id],
      { id },
    ])
      cases.push([{ ...f.denuncia(id), id_anuncio: spelling }, 'id_anuncio', 'Informe um anúncio válido.'])

    const unexpected: string[] = []
    for (const [body, campo, mensagem] of cases) {
      const res = await f.denunciar(buyer?.cookie, body)
      const got = [res.statusCode, res.json().mensagem, res.json().erros?.[campo]]
      if (JSON.stringify(got) !== JSON.stringify([400, mensagem, mensagem]))
        unexpected.push(`${JSON.stringify(body).slice(0, 80)} → ${res.statusCode} ${res.body}`)
    }
    expect(unexpected).toEqual([])
    expect(await f.contar('denuncias')).toBe(before)
  })

  it('accepts exactly 500 characters once trimmed', async () => {
    const { anuncios } = await f.vendedorComAnuncios()
    const [buyer] = await f.compradores(1)
    const res = await f.denunciar(buyer?.cookie, {
      ...f.denuncia(anuncios[0]),
      descricao: ` ${'é'.repeat(500)} `,
    })
    expect(res.statusCode).toBe(201)
    expect((await reportsOf(anuncios[0] as number))[0]?.descricao).toBe('é'.repeat(500))
  })

  it('answers an empty report with every field message, and a body that is no object with 400', async () => {
    const [buyer] = await f.compradores(1)
    const empty = await f.denunciar(buyer?.cookie, {})
    expect([empty.statusCode, empty.json()]).toEqual([
      400,
      {
        mensagem: 'Selecione o motivo da denúncia.',
        erros: {
          motivo: 'Selecione o motivo da denúncia.',
          descricao: 'Descreva o motivo da denúncia.',
          id_anuncio: 'Informe um anúncio válido.',
        },
      },
    ])
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias',
      headers: { cookie: buyer?.cookie as string, 'content-type': 'application/json' },
      payload: '[]',
    })
    expect([list.statusCode, list.json().mensagem]).toEqual([
      400,
      'Entrada inválida: esperava um objeto, recebeu um vetor',
    ])
  })
})
