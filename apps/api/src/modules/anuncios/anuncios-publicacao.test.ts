// Publishing — creating a listing or switching an inactive one on — needs a Mercado Pago account
// connected (spec part 2 §1) and a seller who is not blocked (15 days at each 5 reports).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { anuncioFixtures } from './anuncios.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof anuncioFixtures>
beforeAll(async () => {
  t = await createTestApp()
  f = anuncioFixtures(t)
})
afterAll(() => t.close())

const padrao = (idProduto: number) => ({
  descricao: 'Bolsa de lona',
  forma_de_pagamento: 'padrao',
  id_produto: idProduto,
})
const edit = (status_anuncio: string) => ({
  descricao_anuncio: 'Bolsa de lona',
  forma_de_pagamento: 'padrao',
  status_anuncio,
})
const count = async (idVendedor: number) =>
  (
    await f.one<{ n: number }>('select count(*)::int as n from anuncios where id_usuario_vendedor = $1', [
      idVendedor,
    ])
  ).n
const block = (idVendedor: number, until: string) =>
  t.pool.query('update usuarios set bloqueado_ate = $2 where id_usuario = $1', [idVendedor, until])

describe('Mercado Pago connection', () => {
  it('is required to create a listing (422, nothing stored) and suffices once connected', async () => {
    const s = await f.seller({ conectado: false })
    const { idProduto } = await f.catalogo(s.id)
    const refused = await f.call('POST', '/anuncios', s.cookie, padrao(idProduto))
    expect(refused.statusCode).toBe(422)
    expect(refused.json().mensagem).toBe('Conecte sua conta do Mercado Pago para publicar anúncios.')
    expect(await count(s.id)).toBe(0)

    await f.connect(s.id)
    expect((await f.call('POST', '/anuncios', s.cookie, padrao(idProduto))).statusCode).toBe(201)
  })

  it('is required to activate an inactive listing, not to edit or deactivate one', async () => {
    const s = await f.seller()
    const { idProduto } = await f.catalogo(s.id)
    const { id_anuncio } = await f.anuncio(s, padrao(idProduto))
    await t.pool.query('delete from conexoes_mercadopago where id_usuario = $1', [s.id])

    const off = await f.call('PUT', `/anuncios/${id_anuncio}`, s.cookie, edit('inativo'))
    expect([off.statusCode, off.json().status_anuncio]).toEqual([200, 'inativo'])
    const stillOff = await f.call('PUT', `/anuncios/${id_anuncio}`, s.cookie, edit('inativo'))
    expect(stillOff.statusCode).toBe(200)

    const on = await f.call('PUT', `/anuncios/${id_anuncio}`, s.cookie, edit('ativo'))
    expect([on.statusCode, on.json().mensagem]).toEqual([
      422,
      'Conecte sua conta do Mercado Pago para publicar anúncios.',
    ])
    expect(await f.row(id_anuncio)).toMatchObject({ status_anuncio: 'inativo' })

    await f.connect(s.id)
    const again = await f.call('PUT', `/anuncios/${id_anuncio}`, s.cookie, edit('ativo'))
    expect([again.statusCode, again.json().status_anuncio]).toEqual([200, 'ativo'])
  })

  it('is not asked again to edit a listing that is already active', async () => {
    const s = await f.seller()
    const { idProduto } = await f.catalogo(s.id)
    const { id_anuncio } = await f.anuncio(s, padrao(idProduto))
    await t.pool.query('delete from conexoes_mercadopago where id_usuario = $1', [s.id])
    const res = await f.call('PUT', `/anuncios/${id_anuncio}`, s.cookie, {
      ...edit('ativo'),
      descricao_anuncio: 'Nova',
    })
    expect([res.statusCode, res.json().descricao_anuncio]).toEqual([200, 'Nova'])
  })
})

describe('blocked seller', () => {
  it('cannot create a listing until the block ends; the answer names the date in pt-BR', async () => {
    const s = await f.seller()
    const { idProduto } = await f.catalogo(s.id)
    await block(s.id, '2099-03-04T15:30:00Z')
    const res = await f.call('POST', '/anuncios', s.cookie, padrao(idProduto))
    expect(res.statusCode).toBe(422)
    expect(res.json().mensagem).toBe(
      'Sua conta está bloqueada até 04/03/2099 12:30 e não pode publicar anúncios até lá.',
    )
    expect(await count(s.id)).toBe(0)

    await block(s.id, new Date(Date.now() - 1000).toISOString())
    expect((await f.call('POST', '/anuncios', s.cookie, padrao(idProduto))).statusCode).toBe(201)
  })

  it('cannot activate a listing, but can still deactivate one', async () => {
    const s = await f.seller()
    const { idProduto } = await f.catalogo(s.id)
    const { id_anuncio } = await f.anuncio(s, padrao(idProduto))
    await block(s.id, '2099-03-04T15:30:00Z')
    expect((await f.call('PUT', `/anuncios/${id_anuncio}`, s.cookie, edit('inativo'))).statusCode).toBe(200)
    const on = await f.call('PUT', `/anuncios/${id_anuncio}`, s.cookie, edit('ativo'))
    expect(on.statusCode).toBe(422)
    expect(on.json().mensagem).toMatch(/^Sua conta está bloqueada até 04\/03\/2099 12:30/)
    expect(await f.row(id_anuncio)).toMatchObject({ status_anuncio: 'inativo' })
  })
})
