// Which reports count (decisions 024, 040): only a plausible reporter's (7 days old and a kept purchase:
// what makes a purchase kept is denuncias-compra-mantida.test.ts's), once per registration group
// (accounts made from one origin, an IPv4 address or an IPv6 /64, less than 24 hours apart), and only
// towards a count that goes up; and the per-account report limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { denunciaFixtures, outroEndereco } from './denuncias.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof denunciaFixtures>
beforeAll(async () => {
  t = await createTestApp()
  f = denunciaFixtures(t)
})
afterAll(() => t.close())

const eventos = (idVendedor: number) =>
  t.pool
    .query(
      'select tipo, id_anuncio, total_denuncias, revisao from moderacao_eventos where id_usuario_vendedor = $1 order by id_evento',
      [idVendedor],
    )
    .then((r) => r.rows)

const denunciasDe = (idVendedor: number) =>
  t.pool
    .query(
      `select id_usuario_denunciante, contada, grupo_denunciante from denuncias
       where id_usuario_vendedor = $1 order by id_denuncia`,
      [idVendedor],
    )
    .then((r) => r.rows)

const origem = (id: number) =>
  t.pool
    .query<{ cadastro_origem: string | null; grupo_cadastro: number | null }>(
      'select cadastro_origem, grupo_cadastro from usuarios where id_usuario = $1',
      [id],
    )
    .then((r) => r.rows[0])

type Conta = Awaited<ReturnType<ReturnType<typeof denunciaFixtures>['registrarDe']>>

/** Old enough, with a kept purchase: what makes a reporter plausible but their group. */
async function plausiveis(contas: Conta[]) {
  await f.envelhecer(
    contas.map((c) => c.id),
    8,
  )
  for (const c of contas) await f.compraMantida(c.id)
}

/** Every account registered so far is `horas` older, as if that time had passed. */
const passar = (horas: number) =>
  t.pool.query(`update usuarios set criado_em = criado_em - make_interval(hours => $1)`, [horas])

/** Registered from `endereco`, `n` accounts one after the other (not in parallel: their order matters). */
async function doMesmoEndereco(endereco: string, n: number) {
  const contas: Conta[] = []
  for (let i = 0; i < n; i++) contas.push(await f.registrarDe(endereco))
  return contas
}

describe('registration', () => {
  it('keeps a keyed hash of the address, never the address, and groups accounts of one address within 24 hours', async () => {
    const endereco = outroEndereco()
    const [a, b] = (await doMesmoEndereco(endereco, 2)) as [Conta, Conta]
    const [c] = (await doMesmoEndereco(outroEndereco(), 1)) as [Conta]
    const [oa, ob, oc] = [await origem(a.id), await origem(b.id), await origem(c.id)]
    expect(oa?.cadastro_origem).toMatch(/^[0-9a-f]{64}$/)
    expect(oa?.cadastro_origem).not.toContain(endereco)
    expect(ob?.cadastro_origem).toBe(oa?.cadastro_origem)
    expect(oc?.cadastro_origem).not.toBe(oa?.cadastro_origem)
    expect([oa?.grupo_cadastro, ob?.grupo_cadastro, oc?.grupo_cadastro]).toEqual([a.id, a.id, c.id])

    // 23 hours later the same address still registers into the group; a day after the last one, not.
    await passar(23)
    const [d] = (await doMesmoEndereco(endereco, 1)) as [Conta]
    expect((await origem(d.id))?.grupo_cadastro).toBe(a.id)
    await passar(25)
    const [e] = (await doMesmoEndereco(endereco, 1)) as [Conta]
    expect((await origem(e.id))?.grupo_cadastro).toBe(e.id)
  })

  it('groups IPv6 addresses by their /64 network', async () => {
    const [a] = (await doMesmoEndereco('2001:db8:40:1::a', 1)) as [Conta]
    const [b] = (await doMesmoEndereco('2001:db8:40:1:ffff:1:2:3', 1)) as [Conta]
    const [c] = (await doMesmoEndereco('2001:db8:40:2::a', 1)) as [Conta]
    const [oa, ob, oc] = [await origem(a.id), await origem(b.id), await origem(c.id)]
    expect(ob).toEqual(oa)
    expect([oa?.grupo_cadastro, ob?.grupo_cadastro, oc?.grupo_cadastro]).toEqual([a.id, a.id, c.id])
    expect(oc?.cadastro_origem).not.toBe(oa?.cadastro_origem)
  })

  it('puts accounts registered at once from one address in one group', async () => {
    const endereco = outroEndereco()
    const contas = await Promise.all([1, 2, 3, 4].map(() => f.registrarDe(endereco)))
    const grupos = new Set(await Promise.all(contas.map(async (c) => (await origem(c.id))?.grupo_cadastro)))
    expect(grupos.size).toBe(1)
    expect(contas.map((c) => c.id)).toContain([...grupos][0])
  })
})

describe('reports that do not count', () => {
  it('one account reporting five listings of a seller blocks nobody and deactivates nothing', async () => {
    const { seller, anuncios } = await f.vendedorComAnuncios(5)
    const [buyer] = await f.compradores(1)
    for (const id of anuncios) {
      const res = await f.denunciar(buyer?.cookie, f.denuncia(id))
      expect(res.statusCode).toBe(201)
    }
    expect(await f.bloqueadoAte(seller.id)).toBeNull()
    for (const id of anuncios) expect(await f.row(id)).toMatchObject({ status_anuncio: 'ativo' })
    expect(await eventos(seller.id)).toEqual([])
  })

  it('five accounts registered together from one address, even 8 days old, count once', async () => {
    const { seller, anuncios } = await f.vendedorComAnuncios(2)
    const [idAnuncio, outro] = anuncios as [number, number]
    const contas = await doMesmoEndereco(outroEndereco(), 5)
    await plausiveis(contas)
    await f.denunciarEmSequencia(
      contas.map((c) => c.cookie),
      [idAnuncio],
    )
    await f.denunciarEmSequencia(
      contas.map((c) => c.cookie),
      [outro],
    )
    expect(await f.row(idAnuncio)).toMatchObject({
      status_anuncio: 'ativo',
      desativado_por_denuncias_em: null,
    })
    expect(await f.row(outro)).toMatchObject({ status_anuncio: 'ativo' })
    expect(await f.bloqueadoAte(seller.id)).toBeNull()
    expect(await eventos(seller.id)).toEqual([])
    const primeiro = contas[0]?.id
    expect(await denunciasDe(seller.id)).toEqual(
      [...contas, ...contas].map((c) => ({
        id_usuario_denunciante: c.id,
        contada: true,
        grupo_denunciante: primeiro,
      })),
    )
  })

  it('five accounts of one address, each registered 23 hours after the last, count once', async () => {
    const { seller, anuncios } = await f.vendedorComAnuncios(1)
    const idAnuncio = anuncios[0] as number
    const endereco = outroEndereco()
    const contas: Conta[] = []
    for (let i = 0; i < 5; i++) {
      if (i > 0) await passar(23)
      contas.push(...(await doMesmoEndereco(endereco, 1)))
    }
    await plausiveis(contas)
    await f.denunciarEmSequencia(
      contas.map((c) => c.cookie),
      [idAnuncio],
    )
    expect(await f.row(idAnuncio)).toMatchObject({
      status_anuncio: 'ativo',
      desativado_por_denuncias_em: null,
    })
    expect(await f.bloqueadoAte(seller.id)).toBeNull()
    expect(await eventos(seller.id)).toEqual([])
    expect(new Set((await denunciasDe(seller.id)).map((d) => d.grupo_denunciante))).toEqual(
      new Set([contas[0]?.id]),
    )
  })

  it('five accounts of five IPv6 addresses in one /64 count once', async () => {
    const { seller, anuncios } = await f.vendedorComAnuncios(1)
    const idAnuncio = anuncios[0] as number
    const contas: Conta[] = []
    for (const endereco of [
      '2001:db8:64:7::1',
      '2001:db8:64:7::a:b',
      '2001:db8:64:7:ffff:0:0:1',
      '2001:db8:64:7:1:2:3:4',
      '2001:0db8:0064:0007::2',
    ])
      contas.push(await f.registrarDe(endereco))
    await plausiveis(contas)
    await f.denunciarEmSequencia(
      contas.map((c) => c.cookie),
      [idAnuncio],
    )
    expect(await f.row(idAnuncio)).toMatchObject({
      status_anuncio: 'ativo',
      desativado_por_denuncias_em: null,
    })
    expect(await f.bloqueadoAte(seller.id)).toBeNull()
    expect(await eventos(seller.id)).toEqual([])
    expect(await denunciasDe(seller.id)).toEqual(
      contas.map((c) => ({ id_usuario_denunciante: c.id, contada: true, grupo_denunciante: contas[0]?.id })),
    )
  })

  it("stores a fresh account's report as not counted", async () => {
    const { seller, anuncios } = await f.vendedorComAnuncios(1)
    const [novo] = await f.novos(1)
    const res = await f.denunciar(novo?.cookie, f.denuncia(anuncios[0]))
    expect([res.statusCode, res.json().mensagem]).toEqual([201, 'Denúncia enviada com sucesso!'])
    expect(await denunciasDe(seller.id)).toEqual([
      { id_usuario_denunciante: novo?.id, contada: false, grupo_denunciante: novo?.id },
    ])
  })

  it('five fresh accounts of distinct addresses deactivate nothing; counted reports are still needed', async () => {
    const { seller, anuncios } = await f.vendedorComAnuncios(1)
    const idAnuncio = anuncios[0] as number
    const novos = await f.novos(5)
    await f.denunciarEmSequencia(
      novos.map((b) => b.cookie),
      [idAnuncio],
    )
    expect(await f.row(idAnuncio)).toMatchObject({ status_anuncio: 'ativo' })
    expect(await eventos(seller.id)).toEqual([])
    // Five plausible ones afterwards: their fifth deactivates it, counted 5 (the fresh ones never count).
    const plausiveis = await f.compradores(5)
    await f.denunciarEmSequencia(
      plausiveis.slice(0, 4).map((b) => b.cookie),
      [idAnuncio],
    )
    expect(await f.row(idAnuncio)).toMatchObject({ status_anuncio: 'ativo' })
    await f.denunciarEmSequencia([plausiveis[4]?.cookie as string], [idAnuncio])
    expect(await f.row(idAnuncio)).toMatchObject({ status_anuncio: 'inativo' })
    expect(await eventos(seller.id)).toEqual([
      { tipo: 'anuncio_desativado', id_anuncio: idAnuncio, total_denuncias: 5, revisao: 'pendente' },
      { tipo: 'vendedor_bloqueado', id_anuncio: idAnuncio, total_denuncias: 5, revisao: 'pendente' },
    ])
  })
})

describe('reports from plausible reporters of distinct groups', () => {
  it('deactivate a listing at exactly the fifth group; another account of a counted group changes nothing', async () => {
    const { seller, anuncios } = await f.vendedorComAnuncios(1)
    const idAnuncio = anuncios[0] as number
    // Four groups, one of them two accounts of one address.
    const endereco = outroEndereco()
    const [a1, a2] = await doMesmoEndereco(endereco, 2)
    const outros = await f.compradores(4)
    await plausiveis([a1, a2] as Conta[])
    await f.denunciarEmSequencia(
      [a1, ...outros.slice(0, 3), a2].map((b) => b?.cookie as string),
      [idAnuncio],
    )
    expect(await f.row(idAnuncio)).toMatchObject({ status_anuncio: 'ativo' })
    expect(await eventos(seller.id)).toEqual([])

    await f.denunciarEmSequencia([outros[3]?.cookie as string], [idAnuncio])
    expect(await f.row(idAnuncio)).toMatchObject({
      status_anuncio: 'inativo',
      desativado_por_denuncias_em: expect.any(Date),
    })
    expect((await eventos(seller.id)).map((e) => [e.tipo, e.total_denuncias])).toEqual([
      ['anuncio_desativado', 5],
      ['vendedor_bloqueado', 5],
    ])

    // A third account of the first group, registered in the same hour: the count stays 5, nothing again.
    const [a3] = await doMesmoEndereco(endereco, 1)
    await plausiveis([a3] as Conta[])
    await f.denunciarEmSequencia([a3?.cookie as string], [idAnuncio])
    expect(await eventos(seller.id)).toHaveLength(2)
  })

  it("block the seller at the fifth distinct group across the seller's listings", async () => {
    const { seller, anuncios } = await f.vendedorComAnuncios(5)
    const buyers = await f.compradores(5)
    await f.denunciarEmSequencia(
      buyers.slice(0, 4).map((b) => b.cookie),
      anuncios,
    )
    // The same four again, on other listings: still four groups.
    await f.denunciarEmSequencia(
      buyers.slice(0, 4).map((b) => b.cookie),
      anuncios,
      1,
    )
    expect(await f.bloqueadoAte(seller.id)).toBeNull()
    expect(await eventos(seller.id)).toEqual([])

    await f.denunciarEmSequencia([buyers[4]?.cookie as string], anuncios, 4)
    expect(await f.bloqueadoAte(seller.id)).toEqual(expect.any(Date))
    expect(await eventos(seller.id)).toEqual([
      { tipo: 'vendedor_bloqueado', id_anuncio: anuncios[4], total_denuncias: 5, revisao: 'pendente' },
    ])
    for (const id of anuncios) expect(await f.row(id)).toMatchObject({ status_anuncio: 'ativo' })
  })
})

describe('the report limit per account', () => {
  it('answers 429 with Retry-After and a message past 10 reports in the window, writing nothing', async () => {
    const { seller, anuncios } = await f.vendedorComAnuncios(1)
    const outro = await f.vendedorComAnuncios(1)
    const [buyer] = await f.compradores(1)
    const idAnuncio = anuncios[0] as number
    expect((await f.denunciar(buyer?.cookie, f.denuncia(idAnuncio))).statusCode).toBe(201)
    // Refused attempts count too: a repeated report is still an attempt.
    for (let i = 0; i < 9; i++)
      expect((await f.denunciar(buyer?.cookie, f.denuncia(idAnuncio))).statusCode).toBe(409)
    const res = await f.denunciar(buyer?.cookie, f.denuncia(outro.anuncios[0]))
    expect(res.statusCode).toBe(429)
    expect(res.json().mensagem).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.')
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(await denunciasDe(outro.seller.id)).toEqual([])
    expect(await denunciasDe(seller.id)).toHaveLength(1)
    // Another account is not held back.
    const [outroComprador] = await f.compradores(1)
    expect((await f.denunciar(outroComprador?.cookie, f.denuncia(outro.anuncios[0]))).statusCode).toBe(201)
  })
})
