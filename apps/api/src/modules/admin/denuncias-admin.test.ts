// The console's reports view (decision 024): the reports themselves grouped by listing before any
// threshold, with the count of distinct counted groups the thresholds compare, filtered, searched and
// paged; dismissing a listing's open reports with a reason, audited, after which they stop counting.
// Who may call it at all is acesso.test.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpOperator } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { denunciaFixtures, outroEndereco } from '../denuncias/denuncias.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof denunciaFixtures>
let operador: { cookie: string; id: number }
beforeAll(async () => {
  t = await createTestApp()
  f = denunciaFixtures(t)
  const op = await signUpOperator(t, { nome: 'Otávio Operador' })
  operador = { cookie: op.cookie, id: op.usuario.id_usuario }
})
afterAll(() => t.close())

const MOTIVO = 'Denúncias combinadas por concorrentes, sem fundamento.'

const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { cookie: operador.cookie },
    ...(payload ? { payload } : {}),
  })

/** A connected seller named `nome` with one active padrão listing per product name. */
async function vendedor(nome: string, produtos: string[]) {
  const seller = await f.seller()
  await t.pool.query('update usuarios set nome = $2 where id_usuario = $1', [seller.id, nome])
  const idMateria = await f.materia(seller.id)
  await f.conversao(seller.id, idMateria)
  const anuncios: number[] = []
  for (const produto of produtos) {
    const idProduto = await f.produto(seller.id, [idMateria], { nome: produto })
    const a = await f.anuncio(seller, { id_produto: idProduto, forma_de_pagamento: 'padrao' })
    anuncios.push(a.id_anuncio)
  }
  return { seller, anuncios }
}

const denunciar = async (cookie: string, idAnuncio: number) => {
  const res = await f.denunciar(cookie, f.denuncia(idAnuncio))
  expect(res.statusCode).toBe(201)
  return res.json().id_denuncia as number
}

const listar = async (query: string) => {
  const res = await admin('GET', `/admin/denuncias?${new URLSearchParams(query)}`)
  expect(res.statusCode).toBe(200)
  return res.json()
}

const dispensadas = (idAnuncio: number) =>
  t.pool
    .query<{ id_denuncia: number; dispensada: boolean }>(
      `select id_denuncia, dispensada_em is not null as dispensada from denuncias
       where id_anuncio = $1 order by id_denuncia`,
      [idAnuncio],
    )
    .then((r) => r.rows)

const auditoria = (idAnuncio: number) =>
  t.pool
    .query(
      `select id_operador, acao, alvo_tipo, alvo_id, motivo, detalhes from auditoria_operador
       where alvo_tipo = 'anuncio' and alvo_id = $1 order by id_registro`,
      [idAnuncio],
    )
    .then((r) => r.rows)

const estado = async () =>
  (
    await t.pool.query(`select
      (select json_agg(json_build_object('id', id_denuncia, 'em', dispensada_em) order by id_denuncia) from denuncias) as denuncias,
      (select count(*)::int from auditoria_operador) as auditoria,
      (select json_agg(json_build_object('id', id_anuncio, 's', status_anuncio) order by id_anuncio) from anuncios) as anuncios`)
  ).rows[0]

describe('GET /api/admin/denuncias', () => {
  it('groups the reports by listing, newest report first, with the distinct counted groups and every report', async () => {
    const { seller, anuncios } = await vendedor('Ateliê Agrupado', [
      'Bolsa de lona única',
      'Vaso de pneu único',
    ])
    const [lona, vaso] = anuncios as [number, number]
    // Three plausible groups, a fresh account (does not count) and a second account of the first
    // reporter's address and hour (counts, but for the same group).
    const endereco = outroEndereco()
    const p1 = await f.registrarDe(endereco)
    const p1b = await f.registrarDe(endereco)
    const [p2, p3] = await f.compradores(2)
    const [novo] = await f.novos(1)
    await f.envelhecer([p1.id, p1b.id], 8)
    for (const p of [p1, p1b]) await f.compraMantida(p.id)
    for (const b of [p1, p2, p3, novo, p1b]) await denunciar(b?.cookie as string, lona)
    await denunciar(p2?.cookie as string, vaso)

    const pagina = await listar('busca=Ateliê Agrupado')
    expect(pagina).toMatchObject({ total: 2, pagina: 1, total_paginas: 1 })
    const [itemVaso, itemLona] = pagina.itens
    expect(itemVaso).toMatchObject({
      id_anuncio: vaso,
      nome_anuncio: 'Vaso de pneu único',
      grupos_contados: 1,
      total_denuncias: 1,
      abertas: 1,
    })
    expect(itemLona).toEqual({
      id_anuncio: lona,
      nome_anuncio: 'Bolsa de lona única',
      status_anuncio: 'ativo',
      id_vendedor: seller.id,
      nome_vendedor: 'Ateliê Agrupado',
      grupos_contados: 3,
      total_denuncias: 5,
      abertas: 5,
      ultima_denuncia: expect.any(String),
      denuncias: expect.any(Array),
    })
    expect(itemLona.denuncias[0]).toEqual({
      id_denuncia: expect.any(Number),
      id_denunciante: p1b.id,
      nome_denunciante: expect.stringMatching(/^Pessoa Teste \d+$/),
      motivo: 'produto_falso',
      motivo_label: 'Produto falso',
      descricao: 'A foto não corresponde ao produto entregue.',
      data_criacao: expect.any(String),
      contada: true,
      dispensada: false,
    })
    // Newest first: the fresh account's report is there, not counted.
    expect(
      itemLona.denuncias.map((d: { id_denunciante: number; contada: boolean }) => [
        d.id_denunciante,
        d.contada,
      ]),
    ).toEqual([
      [p1b.id, true],
      [novo?.id, false],
      [p3?.id, true],
      [p2?.id, true],
      [p1.id, true],
    ])
    // Four counted groups below the threshold: nothing was taken down.
    expect(await f.row(lona)).toMatchObject({ status_anuncio: 'ativo' })
  })

  it('searches the product or the seller name, accents and case aside, and refuses an unknown filter', async () => {
    const { anuncios } = await vendedor('Brechó Buscável', ['Cesto de jornal trançado', 'Tapete de retalhos'])
    const [b] = await f.compradores(1)
    for (const id of anuncios) await denunciar(b?.cookie as string, id)

    const ids = async (query: string) =>
      (await listar(query)).itens.map((i: { id_anuncio: number }) => i.id_anuncio)
    expect(await ids('busca=JORNAL TRANCADO')).toEqual([anuncios[0]])
    expect(await ids('busca=brecho busc')).toEqual([anuncios[1], anuncios[0]])
    expect(await ids('busca=ninguém com este nome')).toEqual([])
    // `%` is a character to find, not a wildcard.
    expect(await ids('busca=%')).toEqual([])

    const res = await admin('GET', '/admin/denuncias?situacao=arquivadas')
    expect([res.statusCode, res.json().mensagem]).toEqual([400, 'Filtro de situação inválido.'])
  })

  it('pages in SQL: the total, each page its own listings', async () => {
    const { anuncios } = await vendedor('Paginado Reciclados', ['Peça um', 'Peça dois', 'Peça três'])
    const [b] = await f.compradores(1)
    for (const id of anuncios) await denunciar(b?.cookie as string, id)

    const primeira = await listar('busca=Paginado Reciclados&limit=2')
    expect(primeira).toMatchObject({ total: 3, pagina: 1, total_paginas: 2 })
    const segunda = await listar('busca=Paginado Reciclados&limit=2&page=2')
    expect(segunda).toMatchObject({ total: 3, pagina: 2, total_paginas: 2 })
    expect([...primeira.itens, ...segunda.itens].map((i: { id_anuncio: number }) => i.id_anuncio)).toEqual(
      [...anuncios].reverse(),
    )
    const alem = await listar('busca=Paginado Reciclados&limit=2&page=3')
    expect(alem).toMatchObject({ itens: [], total: 3 })
  })

  it("keeps a deleted listing's reports under its seller, with no listing", async () => {
    const { seller, anuncios } = await vendedor('Ateliê Sem Anúncio', ['Peça que some'])
    const [b] = await f.compradores(1)
    await denunciar(b?.cookie as string, anuncios[0] as number)
    await t.pool.query('delete from anuncios where id_anuncio = $1', [anuncios[0]])

    const [item] = (await listar('busca=Ateliê Sem Anúncio')).itens
    expect(item).toMatchObject({
      id_anuncio: null,
      nome_anuncio: null,
      status_anuncio: null,
      id_vendedor: seller.id,
      grupos_contados: 1,
      total_denuncias: 1,
    })
    expect(item.denuncias).toHaveLength(1)
  })
})

describe('POST /api/admin/denuncias/anuncio/{id}/dispensar', () => {
  it('dismisses the open reports of the listing, audited: they stop counting for the listing and the seller', async () => {
    const { seller, anuncios } = await vendedor('Ateliê Dispensado', [
      'Colar de tampinhas',
      'Brinco de lacre',
    ])
    const [colar, brinco] = anuncios as [number, number]
    const quatro = await f.compradores(4)
    const [novo] = await f.novos(1)
    for (const b of quatro) await denunciar(b.cookie, colar)
    await denunciar(novo?.cookie as string, colar)
    await denunciar(novo?.cookie as string, brinco)

    const res = await admin('POST', `/admin/denuncias/anuncio/${colar}/dispensar`, { motivo: MOTIVO })
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { mensagem: '5 denúncias dispensadas. Elas deixam de contar.', dispensadas: 5 },
    ])
    const doColar = await dispensadas(colar)
    expect(doColar.map((d) => d.dispensada)).toEqual([true, true, true, true, true])
    expect((await dispensadas(brinco)).map((d) => d.dispensada)).toEqual([false])
    expect(await f.row(colar)).toMatchObject({ status_anuncio: 'ativo' })
    expect(await auditoria(colar)).toEqual([
      {
        id_operador: operador.id,
        acao: 'denuncias_dispensadas',
        alvo_tipo: 'anuncio',
        alvo_id: colar,
        motivo: MOTIVO,
        detalhes: {
          id_usuario_vendedor: seller.id,
          dispensadas: 5,
          ids_denuncias: doColar.map((d) => d.id_denuncia),
        },
      },
    ])

    // No longer open; still among all of them, with none open and nothing counted.
    expect((await listar('busca=Colar de tampinhas')).itens).toEqual([])
    const [todas] = (await listar('busca=Colar de tampinhas&situacao=todas')).itens
    expect(todas).toMatchObject({ id_anuncio: colar, grupos_contados: 0, total_denuncias: 5, abertas: 0 })
    expect(todas.denuncias.every((d: { dispensada: boolean }) => d.dispensada)).toBe(true)

    // Four new groups take neither the listing nor the seller down; the fifth does both.
    const outros = await f.compradores(5)
    for (const b of outros.slice(0, 4)) await denunciar(b.cookie, colar)
    expect(await f.row(colar)).toMatchObject({ status_anuncio: 'ativo' })
    expect(await f.bloqueadoAte(seller.id)).toBeNull()
    expect((await listar('busca=Colar de tampinhas')).itens[0]).toMatchObject({
      grupos_contados: 4,
      total_denuncias: 9,
      abertas: 4,
    })
    await denunciar(outros[4]?.cookie as string, colar)
    expect(await f.row(colar)).toMatchObject({ status_anuncio: 'inativo' })
    expect(await f.bloqueadoAte(seller.id)).not.toBeNull()

    // Dismissing does not restore a deactivated listing (the moderation queue's reversal does).
    const again = await admin('POST', `/admin/denuncias/anuncio/${colar}/dispensar`, { motivo: MOTIVO })
    expect([again.statusCode, again.json().dispensadas]).toEqual([200, 5])
    expect(await f.row(colar)).toMatchObject({ status_anuncio: 'inativo' })
    expect(await auditoria(colar)).toHaveLength(2)
  })

  it('answers 409 without open reports and 404 for an unknown listing, changing nothing', async () => {
    const { anuncios } = await vendedor('Ateliê Recusado', ['Peça sem denúncia', 'Peça já dispensada'])
    const [limpa, dispensada] = anuncios as [number, number]
    const [b] = await f.compradores(1)
    await denunciar(b?.cookie as string, dispensada)
    expect(
      (await admin('POST', `/admin/denuncias/anuncio/${dispensada}/dispensar`, { motivo: MOTIVO }))
        .statusCode,
    ).toBe(200)

    const antes = await estado()
    for (const id of [limpa, dispensada]) {
      const res = await admin('POST', `/admin/denuncias/anuncio/${id}/dispensar`, { motivo: MOTIVO })
      expect([res.statusCode, res.json().mensagem]).toEqual([409, 'Este anúncio não tem denúncias abertas.'])
    }
    const desconhecido = await admin('POST', '/admin/denuncias/anuncio/2147483000/dispensar', {
      motivo: MOTIVO,
    })
    expect([desconhecido.statusCode, desconhecido.json().mensagem]).toEqual([404, 'Anúncio não encontrado.'])
    expect(await estado()).toEqual(antes)
  })

  it('asks for a reason of at least 10 characters, changing nothing', async () => {
    const { anuncios } = await vendedor('Ateliê Sem Motivo', ['Peça com denúncia'])
    const [b] = await f.compradores(1)
    await denunciar(b?.cookie as string, anuncios[0] as number)
    const antes = await estado()
    for (const [body, mensagem] of [
      [{}, 'Informe o motivo da ação.'],
      [{ motivo: '   ' }, 'Informe o motivo da ação.'],
      [{ motivo: 'Curto.' }, 'Descreva o motivo com pelo menos 10 caracteres.'],
      [{ motivo: 42 }, 'Informe o motivo da ação.'],
    ] as const) {
      const res = await admin('POST', `/admin/denuncias/anuncio/${anuncios[0]}/dispensar`, body)
      expect([res.statusCode, res.json().mensagem]).toEqual([400, mensagem])
    }
    expect(await estado()).toEqual(antes)
  })

  it('answers two dismissals of one listing sent at once with one 200 and one 409', async () => {
    const { anuncios } = await vendedor('Ateliê Concorrido', ['Peça disputada'])
    const [b] = await f.compradores(1)
    await denunciar(b?.cookie as string, anuncios[0] as number)
    const answers = await Promise.all([
      admin('POST', `/admin/denuncias/anuncio/${anuncios[0]}/dispensar`, { motivo: MOTIVO }),
      admin('POST', `/admin/denuncias/anuncio/${anuncios[0]}/dispensar`, { motivo: MOTIVO }),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(await auditoria(anuncios[0] as number)).toHaveLength(1)
  })
})
