// Publishing — creating a listing or switching an inactive one on — needs a Mercado Pago account
// connected (docs/product/anuncios.md), a seller who is not blocked (15 days at each 5 reports) and at least
// one active delivery mode (pickup, local delivery or shipping).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { comRetirada } from '../../../test/fixtures.ts'
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

describe('delivery mode', () => {
  const SEM_ENTREGA = 'Configure pelo menos uma forma de entrega antes de publicar um anúncio.'
  const inativos = {
    retirada: { ativa: false },
    entrega_local: { ativa: false },
    envio: { ativa: false },
  }

  it('is required to create a listing (422, nothing stored) and suffices once one is active', async () => {
    const s = await f.seller({ entrega: false })
    const { idProduto } = await f.catalogo(s.id)
    const refused = await f.call('POST', '/anuncios', s.cookie, padrao(idProduto))
    expect([refused.statusCode, refused.json().mensagem]).toEqual([422, SEM_ENTREGA])
    expect(await count(s.id)).toBe(0)

    // A settings row whose every mode is inactive counts as none (written as an old row would be).
    await t.pool.query(`insert into entregas_vendedor (id_usuario, configuracao) values ($1, $2::jsonb)`, [
      s.id,
      JSON.stringify({
        retirada: { ativa: false, endereco: null, horario: null },
        entrega_local: { ativa: false, taxa: null, cidades: [], prazo_dias: null },
        envio: {
          ativa: false,
          taxas: { norte: null, nordeste: null, centro_oeste: null, sudeste: null, sul: null },
          prazo_postagem_dias: null,
        },
      }),
    ])
    const stillRefused = await f.call('POST', '/anuncios', s.cookie, padrao(idProduto))
    expect([stillRefused.statusCode, stillRefused.json().mensagem]).toEqual([422, SEM_ENTREGA])
    expect(await count(s.id)).toBe(0)

    await comRetirada(t.app, s)
    expect((await f.call('POST', '/anuncios', s.cookie, padrao(idProduto))).statusCode).toBe(201)
    expect(await count(s.id)).toBe(1)
  })

  it('shipping alone is enough', async () => {
    const s = await f.seller({ entrega: false })
    const { idProduto } = await f.catalogo(s.id)
    await comRetirada(t.app, s, {
      ...inativos,
      envio: { ativa: true, taxas: { sudeste: '20,00' }, prazo_postagem_dias: 2 },
    })
    expect((await f.call('POST', '/anuncios', s.cookie, padrao(idProduto))).statusCode).toBe(201)
  })

  it('is required to activate an inactive listing, not to keep it inactive or edit an active one', async () => {
    const s = await f.seller()
    const { idProduto } = await f.catalogo(s.id)
    const { id_anuncio } = await f.anuncio(s, padrao(idProduto))
    const outro = (await f.anuncio(s, padrao(idProduto))).id_anuncio
    await t.pool.query('delete from entregas_vendedor where id_usuario = $1', [s.id])

    const editado = await f.call('PUT', `/anuncios/${outro}`, s.cookie, {
      ...edit('ativo'),
      descricao_anuncio: 'Nova',
    })
    expect([editado.statusCode, editado.json().descricao_anuncio]).toEqual([200, 'Nova'])

    const off = await f.call('PUT', `/anuncios/${id_anuncio}`, s.cookie, edit('inativo'))
    expect([off.statusCode, off.json().status_anuncio]).toEqual([200, 'inativo'])
    const antes = await f.row(id_anuncio)
    const on = await f.call('PUT', `/anuncios/${id_anuncio}`, s.cookie, {
      ...edit('ativo'),
      descricao_anuncio: 'Não deve ficar',
    })
    expect([on.statusCode, on.json().mensagem]).toEqual([422, SEM_ENTREGA])
    expect(await f.row(id_anuncio)).toEqual(antes)

    await comRetirada(t.app, s)
    const again = await f.call('PUT', `/anuncios/${id_anuncio}`, s.cookie, edit('ativo'))
    expect([again.statusCode, again.json().status_anuncio]).toEqual([200, 'ativo'])
  })
})
