// The thresholds of the terms (docs/product/denuncias.md): at each 5 reports of a listing it is
// deactivated, at each 5 reports across a seller's listings the seller is blocked for 15 days, both
// in the report's transaction, once each however the reports race. The reporters are plausible and
// of distinct groups (the fixture's `compradores`), so each report counts (decision 024; which do not
// is denuncias-contagem.test.ts's). What the block does is denuncias-bloqueio.test.ts's.
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

const DAY = 86_400_000

const eventos = (idVendedor: number) =>
  t.pool
    .query(
      `select tipo, id_anuncio, total_denuncias, bloqueado_ate, notificado_em
       from moderacao_eventos where id_usuario_vendedor = $1 order by id_evento`,
      [idVendedor],
    )
    .then((r) => r.rows)

const avisos = (idVendedor: number) =>
  t.pool
    .query(
      `select tipo, titulo, mensagem, status from notificacoes where id_usuario = $1 order by id_notificacao`,
      [idVendedor],
    )
    .then((r) => r.rows)

/** dd/mm/yyyy of the instant in São Paulo, written out here rather than taken from the code. */
const diaEmSaoPaulo = (d: Date) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(d)

describe('five reports of one listing sent at once', () => {
  it('deactivate it exactly once and block its seller exactly once', async () => {
    const { seller, anuncios } = await f.vendedorComAnuncios(2)
    const [idAnuncio, outro] = anuncios as [number, number]
    const buyers = await f.compradores(5)
    const antes = Date.now()
    const answers = await Promise.all(buyers.map((b) => f.denunciar(b.cookie, f.denuncia(idAnuncio))))
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201])

    const row = await f.row(idAnuncio)
    expect(row).toMatchObject({ status_anuncio: 'inativo', desativado_por_denuncias_em: expect.any(Date) })
    expect(await f.row(outro)).toMatchObject({ status_anuncio: 'ativo', desativado_por_denuncias_em: null })
    const ate = await f.bloqueadoAte(seller.id)
    expect(await eventos(seller.id)).toEqual([
      {
        tipo: 'anuncio_desativado',
        id_anuncio: idAnuncio,
        total_denuncias: 5,
        bloqueado_ate: null,
        notificado_em: expect.any(Date),
      },
      {
        tipo: 'vendedor_bloqueado',
        id_anuncio: idAnuncio,
        total_denuncias: 5,
        bloqueado_ate: ate,
        notificado_em: expect.any(Date),
      },
    ])
    expect(ate?.getTime()).toBeGreaterThanOrEqual(antes + 15 * DAY - 1000)
    expect(ate?.getTime()).toBeLessThanOrEqual(Date.now() + 15 * DAY + 1000)
    // The seller is told of both, once each, in the panel.
    expect(await avisos(seller.id)).toEqual([
      {
        tipo: 'anuncio_desativado',
        titulo: 'Anúncio desativado',
        mensagem: `O anúncio "${await f.nomeDoProduto(idAnuncio)}" foi desativado após denúncias e não aparece mais no catálogo. A equipe da Recria revisa cada caso. Se achar que foi um engano, peça a revisão pelo e-mail suporte@recria.com.br.`,
        status: 'nao_lida',
      },
      {
        tipo: 'vendedor_bloqueado',
        titulo: 'Conta de vendedor bloqueada',
        mensagem: `Sua conta de vendedor foi bloqueada após denúncias até ${diaEmSaoPaulo(ate as Date)}. Até lá, seus anúncios não aparecem no catálogo. A equipe da Recria revisa cada caso. Se achar que foi um engano, peça a revisão pelo e-mail suporte@recria.com.br.`,
        status: 'nao_lida',
      },
    ])
  })

  it('a sixth to ninth report change nothing more; the tenth deactivates it again', async () => {
    const { seller, anuncios } = await f.vendedorComAnuncios(1)
    const idAnuncio = anuncios[0] as number
    const buyers = await f.compradores(10)
    await f.denunciarEmSequencia(
      buyers.slice(0, 5).map((b) => b.cookie),
      [idAnuncio],
    )
    // The seller's list and edit page say why it is inactive.
    const marcado = async () => {
      const list = await f.call('GET', `/anuncios/usuario/${seller.id}`, seller.cookie)
      const own = await f.call('GET', `/anuncios/${idAnuncio}`, seller.cookie)
      return [list.json().itens[0].desativado_por_denuncias, own.json().desativado_por_denuncias]
    }
    expect(await marcado()).toEqual([true, true])
    // The seller activates it again once the block is over (time passes: the block is moved back).
    await t.pool.query(
      `update usuarios set bloqueado_ate = now() - interval '1 minute' where id_usuario = $1`,
      [seller.id],
    )
    const on = await f.call('PUT', `/anuncios/${idAnuncio}`, seller.cookie, {
      descricao_anuncio: 'Anúncio de teste',
      forma_de_pagamento: 'padrao',
      status_anuncio: 'ativo',
    })
    expect(on.statusCode).toBe(200)
    expect(await f.row(idAnuncio)).toMatchObject({
      status_anuncio: 'ativo',
      desativado_por_denuncias_em: null,
    })
    expect([on.json().desativado_por_denuncias, ...(await marcado())]).toEqual([false, false, false])

    await f.denunciarEmSequencia(
      buyers.slice(5, 9).map((b) => b.cookie),
      [idAnuncio],
    )
    expect(await f.row(idAnuncio)).toMatchObject({
      status_anuncio: 'ativo',
      desativado_por_denuncias_em: null,
    })
    expect(await eventos(seller.id)).toHaveLength(2)

    await f.denunciarEmSequencia([buyers[9]?.cookie as string], [idAnuncio])
    expect(await f.row(idAnuncio)).toMatchObject({
      status_anuncio: 'inativo',
      desativado_por_denuncias_em: expect.any(Date),
    })
    expect((await eventos(seller.id)).map((e) => [e.tipo, e.total_denuncias])).toEqual([
      ['anuncio_desativado', 5],
      ['vendedor_bloqueado', 5],
      ['anuncio_desativado', 10],
      ['vendedor_bloqueado', 10],
    ])
  })
})

describe('five reports across a seller’s listings', () => {
  it('block the seller at the fifth for 15 days, the tenth extends it, a longer block is kept', async () => {
    const { seller, anuncios } = await f.vendedorComAnuncios(5)
    const buyers = await f.compradores(15)
    const cookies = buyers.map((b) => b.cookie)

    await f.denunciarEmSequencia(cookies.slice(0, 4), anuncios)
    expect(await f.bloqueadoAte(seller.id)).toBeNull()
    expect(await eventos(seller.id)).toEqual([])

    const antes = Date.now()
    await f.denunciarEmSequencia(cookies.slice(4, 5), anuncios, 4)
    const ate = (await f.bloqueadoAte(seller.id)) as Date
    expect(ate.getTime()).toBeGreaterThanOrEqual(antes + 15 * DAY - 1000)
    expect(ate.getTime()).toBeLessThanOrEqual(Date.now() + 15 * DAY + 1000)
    expect(await eventos(seller.id)).toEqual([
      {
        tipo: 'vendedor_bloqueado',
        id_anuncio: anuncios[4],
        total_denuncias: 5,
        bloqueado_ate: ate,
        notificado_em: expect.any(Date),
      },
    ])
    // One report each: no listing reached its own threshold.
    for (const id of anuncios) expect(await f.row(id)).toMatchObject({ status_anuncio: 'ativo' })

    // Twelve days later, three are left; the tenth report makes it 15 days from then.
    await t.pool.query(
      `update usuarios set bloqueado_ate = now() + interval '3 days' where id_usuario = $1`,
      [seller.id],
    )
    await f.denunciarEmSequencia(cookies.slice(5, 9), anuncios, 5)
    const tresDias = (await f.bloqueadoAte(seller.id)) as Date
    expect(tresDias.getTime()).toBeLessThan(Date.now() + 3 * DAY + 1000)
    const antesDoDecimo = Date.now()
    await f.denunciarEmSequencia(cookies.slice(9, 10), anuncios, 9)
    const estendido = (await f.bloqueadoAte(seller.id)) as Date
    expect(estendido.getTime()).toBeGreaterThanOrEqual(antesDoDecimo + 15 * DAY - 1000)
    expect(estendido.getTime()).toBeLessThanOrEqual(Date.now() + 15 * DAY + 1000)
    expect((await eventos(seller.id)).map((e) => [e.tipo, e.total_denuncias, e.bloqueado_ate])).toEqual([
      ['vendedor_bloqueado', 5, ate],
      ['vendedor_bloqueado', 10, estendido],
    ])

    // A block that already runs longer is never shortened by the fifteenth report.
    await t.pool.query(
      `update usuarios set bloqueado_ate = now() + interval '40 days' where id_usuario = $1`,
      [seller.id],
    )
    const longo = (await f.bloqueadoAte(seller.id)) as Date
    await f.denunciarEmSequencia(cookies.slice(10, 15), anuncios, 10)
    expect(await f.bloqueadoAte(seller.id)).toEqual(longo)
    expect((await eventos(seller.id)).at(-1)).toMatchObject({
      tipo: 'vendedor_bloqueado',
      total_denuncias: 15,
      bloqueado_ate: longo,
    })
    // Three reports each now: still no listing reached its own threshold.
    for (const id of anuncios) expect(await f.row(id)).toMatchObject({ status_anuncio: 'ativo' })
  })
})
