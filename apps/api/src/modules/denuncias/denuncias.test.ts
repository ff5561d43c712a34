// Reports (docs/product/denuncias.md): the reasons, who may report, one report per user and listing. The
// form's rules are denuncias-validacao.test.ts's, the thresholds denuncias-limiares.test.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { comRetirada, signUp } from '../../../test/fixtures.ts'
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

describe('GET /api/denuncias/motivos', () => {
  it('answers the default reasons with their Portuguese labels, to anyone', async () => {
    const res = await f.call('GET', '/denuncias/motivos')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([
      { valor: 'produto_falso', label: 'Produto falso' },
      { valor: 'preco_abusivo', label: 'Preço abusivo' },
      { valor: 'informacoes_incorretas', label: 'Informações incorretas' },
      { valor: 'vendedor_suspeito', label: 'Vendedor suspeito' },
      { valor: 'spam', label: 'Spam' },
      { valor: 'outros', label: 'Outros' },
    ])
  })
})

describe('POST /api/denuncias', () => {
  it('refuses a visitor (401) and writes nothing', async () => {
    const { anuncios } = await f.vendedorComAnuncios()
    const res = await f.denunciar(undefined, f.denuncia(anuncios[0]))
    expect([res.statusCode, res.json().mensagem]).toEqual([
      401,
      'Você precisa estar logado para acessar este recurso.',
    ])
    expect(await reportsOf(anuncios[0] as number)).toEqual([])
  })

  it("takes a buyer's report: 201, the message, the row with the trimmed description", async () => {
    const { seller, anuncios } = await f.vendedorComAnuncios()
    const [buyer] = await f.compradores(1)
    const idAnuncio = anuncios[0] as number
    const res = await f.denunciar(buyer?.cookie, {
      motivo: 'preco_abusivo',
      descricao: '  Preço três vezes maior que o de mercado.  ',
      id_anuncio: String(idAnuncio),
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ mensagem: 'Denúncia enviada com sucesso!', id_denuncia: expect.any(Number) })
    expect(await reportsOf(idAnuncio)).toEqual([
      {
        id_denuncia: res.json().id_denuncia,
        id_anuncio: idAnuncio,
        id_usuario_vendedor: seller.id,
        id_usuario_denunciante: buyer?.usuario.id_usuario,
        motivo: 'preco_abusivo',
        descricao: 'Preço três vezes maior que o de mercado.',
        contada: true,
        grupo_denunciante: buyer?.usuario.id_usuario,
        dispensada_em: null,
        id_evento_reversao: null,
        data_criacao: expect.any(Date),
      },
    ])
    expect(await f.row(idAnuncio)).toMatchObject({
      status_anuncio: 'ativo',
      desativado_por_denuncias_em: null,
    })
  })

  it("takes another seller's report of a listing that is not theirs", async () => {
    const { anuncios } = await f.vendedorComAnuncios()
    const other = await f.seller()
    const res = await f.denunciar(other.cookie, f.denuncia(anuncios[0]))
    expect([res.statusCode, res.json().mensagem]).toEqual([201, 'Denúncia enviada com sucesso!'])
  })

  it('takes a report of an inactive listing: the buyer page still shows it as unavailable', async () => {
    const { anuncios } = await f.vendedorComAnuncios()
    const idAnuncio = anuncios[0] as number
    await t.pool.query(`update anuncios set status_anuncio = 'inativo' where id_anuncio = $1`, [idAnuncio])
    const [buyer] = await f.compradores(1)
    expect((await f.denunciar(buyer?.cookie, f.denuncia(idAnuncio))).statusCode).toBe(201)
  })

  it("refuses the listing's own seller (403), also with both profiles, and writes nothing", async () => {
    const { seller, anuncios } = await f.vendedorComAnuncios()
    const res = await f.denunciar(seller.cookie, f.denuncia(anuncios[0]))
    expect([res.statusCode, res.json().mensagem]).toEqual([
      403,
      'Você não pode denunciar seu próprio anúncio.',
    ])

    const ambos = await signUp(t.app, { perfil: 'vendedor', perfis: ['vendedor', 'comprador'] })
    const idAmbos = ambos.usuario.id_usuario as number
    await f.connect(idAmbos)
    await comRetirada(t.app, ambos)
    const { idProduto } = await f.catalogo(idAmbos)
    const deAmbos = await f.anuncio(
      { ...ambos, id: idAmbos },
      { id_produto: idProduto, forma_de_pagamento: 'padrao' },
    )
    const again = await f.denunciar(ambos.cookie, f.denuncia(deAmbos.id_anuncio))
    expect([again.statusCode, again.json().mensagem]).toEqual([
      403,
      'Você não pode denunciar seu próprio anúncio.',
    ])
    expect(await reportsOf(anuncios[0] as number)).toEqual([])
    expect(await reportsOf(deAmbos.id_anuncio)).toEqual([])
  })

  it('takes one report per user and listing: the second is 409 and the first stays alone', async () => {
    const { anuncios } = await f.vendedorComAnuncios()
    const idAnuncio = anuncios[0] as number
    const [buyer] = await f.compradores(1)
    expect((await f.denunciar(buyer?.cookie, f.denuncia(idAnuncio))).statusCode).toBe(201)
    const second = await f.denunciar(buyer?.cookie, { ...f.denuncia(idAnuncio), motivo: 'spam' })
    expect([second.statusCode, second.json().mensagem]).toEqual([409, 'Você já denunciou este anúncio.'])
    expect((await reportsOf(idAnuncio)).map((r) => r.motivo)).toEqual(['produto_falso'])
  })

  it('answers two identical reports sent at once with one 201 and one 409, never a 500', async () => {
    const { anuncios } = await f.vendedorComAnuncios()
    const idAnuncio = anuncios[0] as number
    const [buyer] = await f.compradores(1)
    const answers = await Promise.all([
      f.denunciar(buyer?.cookie, f.denuncia(idAnuncio)),
      f.denunciar(buyer?.cookie, f.denuncia(idAnuncio)),
      f.denunciar(buyer?.cookie, f.denuncia(idAnuncio)),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409])
    expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json().mensagem)).toEqual([
      'Você já denunciou este anúncio.',
      'Você já denunciou este anúncio.',
    ])
    expect(await reportsOf(idAnuncio)).toHaveLength(1)
  })

  it('answers 404 for a listing that does not exist, and writes nothing', async () => {
    const [buyer] = await f.compradores(1)
    const before = await f.contar('denuncias')
    const res = await f.denunciar(buyer?.cookie, f.denuncia(2_147_483_000))
    expect([res.statusCode, res.json().mensagem]).toEqual([404, 'Anúncio não encontrado.'])
    expect(await f.contar('denuncias')).toBe(before)
  })
})
