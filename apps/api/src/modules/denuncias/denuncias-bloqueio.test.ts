// What a block for reports does (terms, docs/product/denuncias.md): the seller's listings leave the
// catalogue, creating or activating one is refused with the end of the block in São Paulo time, and the
// signed-in user carries bloqueado_ate while it lasts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { denunciaFixtures } from './denuncias.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof denunciaFixtures>
beforeAll(async () => {
  t = await createTestApp()
  f = denunciaFixtures(t)
})
afterAll(() => t.close())

/** "dd/mm/aaaa hh:mm" in São Paulo time, as a Brazilian seller reads the end of the block. */
const horaDeBrasilia = (date: Date) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`
}

describe('a seller blocked by reports', () => {
  it('is hidden from the catalogue, cannot create or activate listings, and sees until when', async () => {
    const { seller, anuncios } = await f.vendedorComAnuncios(5)
    const buyers = await f.compradores(5)
    const idInativo = anuncios[0] as number
    await f.call('PUT', `/anuncios/${idInativo}`, seller.cookie, {
      descricao_anuncio: 'Anúncio de teste',
      forma_de_pagamento: 'padrao',
      status_anuncio: 'inativo',
    })
    await f.denunciarEmSequencia(
      buyers.map((b) => b.cookie),
      anuncios,
    )
    const ate = (await f.bloqueadoAte(seller.id)) as Date
    const mensagem = `Sua conta está bloqueada até ${horaDeBrasilia(ate)} e não pode publicar anúncios até lá.`

    const { rows: busca } = await t.pool.query(
      `select id_anuncio, vendedor_bloqueado_ate > now() as bloqueado from anuncios_busca
       where id_usuario_vendedor = $1 order by id_anuncio`,
      [seller.id],
    )
    expect(busca).toEqual(anuncios.map((id) => ({ id_anuncio: id, bloqueado: true })))

    const { idProduto } = await f.catalogo(seller.id)
    const created = await f.call('POST', '/anuncios', seller.cookie, {
      descricao: 'Outro anúncio',
      forma_de_pagamento: 'padrao',
      id_produto: idProduto,
    })
    expect([created.statusCode, created.json().mensagem]).toEqual([422, mensagem])
    const activated = await f.call('PUT', `/anuncios/${idInativo}`, seller.cookie, {
      descricao_anuncio: 'Anúncio de teste',
      forma_de_pagamento: 'padrao',
      status_anuncio: 'ativo',
    })
    expect([activated.statusCode, activated.json().mensagem]).toEqual([422, mensagem])
    expect(await f.row(idInativo)).toMatchObject({ status_anuncio: 'inativo' })
    const { rows: total } = await t.pool.query(
      'select count(*)::int as n from anuncios where id_usuario_vendedor = $1',
      [seller.id],
    )
    expect(total).toEqual([{ n: 5 }])

    const me = await f.call('GET', '/usuarios/me', seller.cookie)
    expect(me.json().bloqueado_ate).toBe(ate.toISOString())
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: seller.email, senha: PASSWORD },
    })
    expect(login.json().usuario.bloqueado_ate).toBe(ate.toISOString())

    // Once the block is over, /usuarios/me says so and publishing works again.
    await t.pool.query(
      `update usuarios set bloqueado_ate = now() - interval '1 second' where id_usuario = $1`,
      [seller.id],
    )
    expect((await f.call('GET', '/usuarios/me', seller.cookie)).json().bloqueado_ate).toBeNull()
    const again = await f.call('PUT', `/anuncios/${idInativo}`, seller.cookie, {
      descricao_anuncio: 'Anúncio de teste',
      forma_de_pagamento: 'padrao',
      status_anuncio: 'ativo',
    })
    expect(again.statusCode).toBe(200)
  })

  it('is not told of a block in /usuarios/me when never blocked', async () => {
    const [buyer] = await f.compradores(1)
    expect((await f.call('GET', '/usuarios/me', buyer?.cookie)).json().bloqueado_ate).toBeNull()
  })

  it('keeps counting the reports of a listing its seller deleted: deleting never resets the threshold', async () => {
    const { seller, anuncios } = await f.vendedorComAnuncios(2)
    const [apagado, outro] = anuncios as [number, number]
    const buyers = await f.compradores(5)
    await f.denunciarEmSequencia(
      buyers.slice(0, 4).map((b) => b.cookie),
      [apagado],
    )
    const deleted = await f.call('DELETE', `/anuncios/${apagado}`, seller.cookie)
    expect([deleted.statusCode, deleted.json().mensagem]).toEqual([200, 'Anúncio excluído com sucesso!'])
    const { rows: kept } = await t.pool.query(
      'select id_anuncio from denuncias where id_usuario_vendedor = $1',
      [seller.id],
    )
    expect(kept).toEqual([1, 2, 3, 4].map(() => ({ id_anuncio: null })))

    await f.denunciarEmSequencia([buyers[4]?.cookie as string], [outro])
    expect(await f.bloqueadoAte(seller.id)).not.toBeNull()
    const { rows: eventos } = await t.pool.query(
      'select tipo, total_denuncias from moderacao_eventos where id_usuario_vendedor = $1',
      [seller.id],
    )
    expect(eventos).toEqual([{ tipo: 'vendedor_bloqueado', total_denuncias: 5 }])
  })
})
