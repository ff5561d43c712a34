// The operator's moderation console (decision 024): the queue of what the report thresholds did with
// the reports behind each, and confirming or reversing it with a reason, the seller told and one
// audit line written; a second review is 409, an unknown one 404. Who may call it at all is
// acesso.test.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpOperator } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { denunciaFixtures } from '../denuncias/denuncias.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof denunciaFixtures>
let operador: { cookie: string; id: number; nome: string }
beforeAll(async () => {
  t = await createTestApp()
  f = denunciaFixtures(t)
  const op = await signUpOperator(t, { nome: 'Olga Operadora' })
  operador = { cookie: op.cookie, id: op.usuario.id_usuario, nome: 'Olga Operadora' }
})
afterAll(() => t.close())

const MOTIVO_CONFIRMA = 'Denúncias procedentes: fotos copiadas de outro site.'
const MOTIVO_REVERTE = 'Denúncias combinadas por concorrentes, sem fundamento.'

const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { cookie: operador.cookie },
    ...(payload ? { payload } : {}),
  })

/** A seller whose first listing five plausible groups reported: deactivated and the seller blocked. */
async function derrubado(nListings = 2) {
  const { seller, anuncios } = await f.vendedorComAnuncios(nListings)
  const idAnuncio = anuncios[0] as number
  const [novo] = await f.novos(1)
  const buyers = await f.compradores(5)
  await f.denunciarEmSequencia([novo?.cookie as string, ...buyers.map((b) => b.cookie)], [idAnuncio])
  const { rows } = await t.pool.query<{ id_evento: number; tipo: string }>(
    'select id_evento, tipo from moderacao_eventos where id_usuario_vendedor = $1 order by id_evento',
    [seller.id],
  )
  const evento = (tipo: string) => rows.find((r) => r.tipo === tipo)?.id_evento as number
  return {
    seller,
    anuncios,
    idAnuncio,
    buyers,
    novo,
    desativacao: evento('anuncio_desativado'),
    bloqueio: evento('vendedor_bloqueado'),
  }
}

const evento = (id: number) =>
  t.pool
    .query(
      'select revisao, revisado_por, revisado_em, revisao_motivo from moderacao_eventos where id_evento = $1',
      [id],
    )
    .then((r) => r.rows[0])

const avisos = (idVendedor: number) =>
  t.pool
    .query(
      `select titulo, mensagem, dados_adicionais from notificacoes
       where id_usuario = $1 and tipo = 'moderacao_revisada' order by id_notificacao`,
      [idVendedor],
    )
    .then((r) => r.rows)

const auditoria = (idEvento: number) =>
  t.pool
    .query(
      `select id_operador, acao, alvo_tipo, alvo_id, motivo, detalhes from auditoria_operador
       where alvo_tipo = 'evento_moderacao' and alvo_id = $1 order by id_registro`,
      [idEvento],
    )
    .then((r) => r.rows)

const dispensadas = (idVendedor: number) =>
  t.pool
    .query<{ n: number; total: number }>(
      `select count(*) filter (where dispensada_em is not null)::int as n, count(*)::int as total
       from denuncias where id_usuario_vendedor = $1`,
      [idVendedor],
    )
    .then((r) => r.rows[0])

/** Whether the listing is in the buyers' catalogue (its newest page: this file makes fewer listings). */
async function noCatalogo(idAnuncio: number) {
  const res = await f.call('GET', '/anuncios/ativos-comprador?limit=48')
  expect(res.statusCode).toBe(200)
  return (res.json().itens as { id_anuncio: number }[]).some((i) => i.id_anuncio === idAnuncio)
}

describe('GET /api/admin/moderacao', () => {
  it('lists pending events with the reports behind each, counted or not', async () => {
    const d = await derrubado()
    const nome = await f.nomeDoProduto(d.idAnuncio)
    const res = await admin('GET', '/admin/moderacao?limit=2')
    expect(res.statusCode).toBe(200)
    const pagina = res.json()
    expect(pagina).toMatchObject({ pagina: 1 })
    // Written in one transaction: the deactivation first (moderacao-fila.test.ts orders the queue).
    const [desativacao, bloqueio] = pagina.itens
    expect(bloqueio).toMatchObject({
      id_evento: d.bloqueio,
      tipo: 'vendedor_bloqueado',
      revisao: 'pendente',
      id_vendedor: d.seller.id,
      total_denuncias: 5,
      bloqueado_ate: expect.any(String),
      revisado_em: null,
      nome_revisor: null,
      denunciantes_afastados: [],
    })
    expect(desativacao).toMatchObject({
      id_evento: d.desativacao,
      tipo: 'anuncio_desativado',
      id_anuncio: d.idAnuncio,
      nome_anuncio: nome,
      total_denuncias: 5,
      bloqueado_ate: null,
    })
    // Six reports behind it, newest first: the fresh account's first one did not count.
    expect(desativacao.denuncias).toHaveLength(6)
    expect(desativacao.denuncias[0]).toEqual({
      id_denuncia: expect.any(Number),
      id_anuncio: d.idAnuncio,
      nome_anuncio: nome,
      nome_denunciante: expect.stringMatching(/^Pessoa Teste \d+$/),
      motivo: 'produto_falso',
      motivo_label: 'Produto falso',
      descricao: 'A foto não corresponde ao produto entregue.',
      data_criacao: expect.any(String),
      contada: true,
      dispensada: false,
    })
    expect(desativacao.denuncias.map((x: { contada: boolean }) => x.contada)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ])
    expect(bloqueio.denuncias).toHaveLength(6)
  })

  it('filters by review and refuses an unknown filter (400)', async () => {
    const res = await admin('GET', '/admin/moderacao?revisao=arquivada')
    expect([res.statusCode, res.json().mensagem]).toEqual([400, 'Filtro de revisão inválido.'])
    const revertidas = await admin('GET', '/admin/moderacao?revisao=revertida')
    expect(revertidas.statusCode).toBe(200)
    expect(revertidas.json().itens.every((i: { revisao: string }) => i.revisao === 'revertida')).toBe(true)
  })
})

describe('POST /api/admin/moderacao/{id}/confirmar', () => {
  it('confirms a deactivation and a block: both stay, the seller is told, one audit line each', async () => {
    const d = await derrubado()
    const nome = await f.nomeDoProduto(d.idAnuncio)
    const ate = await f.bloqueadoAte(d.seller.id)

    const res = await admin('POST', `/admin/moderacao/${d.desativacao}/confirmar`, {
      motivo: MOTIVO_CONFIRMA,
    })
    expect([res.statusCode, res.json().mensagem]).toEqual([
      200,
      'Desativação confirmada. O vendedor foi avisado.',
    ])
    const bloqueio = await admin('POST', `/admin/moderacao/${d.bloqueio}/confirmar`, {
      motivo: MOTIVO_CONFIRMA,
    })
    expect([bloqueio.statusCode, bloqueio.json().mensagem]).toEqual([
      200,
      'Bloqueio confirmado. O vendedor foi avisado.',
    ])

    expect(await f.row(d.idAnuncio)).toMatchObject({ status_anuncio: 'inativo' })
    expect(await f.bloqueadoAte(d.seller.id)).toEqual(ate)
    expect(await evento(d.desativacao)).toEqual({
      revisao: 'confirmada',
      revisado_por: operador.id,
      revisado_em: expect.any(Date),
      revisao_motivo: MOTIVO_CONFIRMA,
    })
    expect((await evento(d.bloqueio))?.revisao).toBe('confirmada')
    expect((await dispensadas(d.seller.id))?.n).toBe(0)
    expect(await avisos(d.seller.id)).toEqual([
      {
        titulo: 'Moderação confirmada',
        mensagem: `A desativação do anúncio "${nome}" foi confirmada pela equipe da Recria. Motivo: ${MOTIVO_CONFIRMA}`,
        dados_adicionais: {
          id_evento: d.desativacao,
          evento: 'anuncio_desativado',
          revertida: false,
          id_anuncio: d.idAnuncio,
        },
      },
      {
        titulo: 'Moderação confirmada',
        mensagem: `O bloqueio da sua conta de vendedor foi confirmado pela equipe da Recria. Motivo: ${MOTIVO_CONFIRMA}`,
        dados_adicionais: expect.objectContaining({ id_evento: d.bloqueio, revertida: false }),
      },
    ])
    expect(await auditoria(d.desativacao)).toEqual([
      {
        id_operador: operador.id,
        acao: 'desativacao_confirmada',
        alvo_tipo: 'evento_moderacao',
        alvo_id: d.desativacao,
        motivo: MOTIVO_CONFIRMA,
        detalhes: expect.objectContaining({
          tipo: 'anuncio_desativado',
          id_anuncio: d.idAnuncio,
          id_usuario_vendedor: d.seller.id,
          antes: { revisao: 'pendente' },
          depois: { revisao: 'confirmada' },
        }),
      },
    ])
    expect((await auditoria(d.bloqueio)).map((a) => a.acao)).toEqual(['bloqueio_confirmado'])

    // The queue of confirmed ones shows who reviewed it and why.
    const confirmadas = await admin('GET', '/admin/moderacao?revisao=confirmada')
    expect(
      confirmadas.json().itens.find((i: { id_evento: number }) => i.id_evento === d.desativacao),
    ).toMatchObject({ revisao: 'confirmada', nome_revisor: operador.nome, revisao_motivo: MOTIVO_CONFIRMA })
    const pendentes = await admin('GET', '/admin/moderacao')
    expect(pendentes.json().itens.map((i: { id_evento: number }) => i.id_evento)).not.toContain(d.desativacao)
  })

  it('answers 409 to a second review and 404 to an unknown event, changing nothing', async () => {
    const d = await derrubado(1)
    await admin('POST', `/admin/moderacao/${d.desativacao}/confirmar`, { motivo: MOTIVO_CONFIRMA })
    const antes = [await evento(d.desativacao), await avisos(d.seller.id), await auditoria(d.desativacao)]
    for (const acao of ['confirmar', 'reverter']) {
      const res = await admin('POST', `/admin/moderacao/${d.desativacao}/${acao}`, { motivo: MOTIVO_REVERTE })
      expect([res.statusCode, res.json().mensagem]).toEqual([409, 'Esta moderação já foi revisada.'])
    }
    expect(await f.row(d.idAnuncio)).toMatchObject({ status_anuncio: 'inativo' })
    expect([await evento(d.desativacao), await avisos(d.seller.id), await auditoria(d.desativacao)]).toEqual(
      antes,
    )

    const desconhecido = await admin('POST', '/admin/moderacao/2147483000/reverter', {
      motivo: MOTIVO_REVERTE,
    })
    expect([desconhecido.statusCode, desconhecido.json().mensagem]).toEqual([
      404,
      'Moderação não encontrada.',
    ])
  })

  it('answers two reviews of one event sent at once with one 200 and one 409', async () => {
    const d = await derrubado(1)
    const answers = await Promise.all([
      admin('POST', `/admin/moderacao/${d.bloqueio}/confirmar`, { motivo: MOTIVO_CONFIRMA }),
      admin('POST', `/admin/moderacao/${d.bloqueio}/reverter`, { motivo: MOTIVO_REVERTE }),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(await auditoria(d.bloqueio)).toHaveLength(1)
    expect(await avisos(d.seller.id)).toHaveLength(1)
  })

  it('asks for a reason of at least 10 characters, changing nothing', async () => {
    const d = await derrubado(1)
    for (const [body, mensagem] of [
      [{}, 'Informe o motivo da ação.'],
      [{ motivo: '   ' }, 'Informe o motivo da ação.'],
      [{ motivo: 'Curto.' }, 'Descreva o motivo com pelo menos 10 caracteres.'],
      [{ motivo: 42 }, 'Informe o motivo da ação.'],
    ] as const) {
      for (const acao of ['confirmar', 'reverter']) {
        const res = await admin('POST', `/admin/moderacao/${d.desativacao}/${acao}`, body)
        expect([res.statusCode, res.json().mensagem]).toEqual([400, mensagem])
      }
    }
    expect((await evento(d.desativacao))?.revisao).toBe('pendente')
    expect(await f.row(d.idAnuncio)).toMatchObject({ status_anuncio: 'inativo' })
    expect(await avisos(d.seller.id)).toEqual([])
    expect(await auditoria(d.desativacao)).toEqual([])
  })
})

describe('POST /api/admin/moderacao/{id}/reverter', () => {
  it('restores the listing and lifts the block: back in the catalogue, reports dismissed, seller told, audited', async () => {
    const d = await derrubado()
    const nome = await f.nomeDoProduto(d.idAnuncio)
    expect(await noCatalogo(d.idAnuncio)).toBe(false)

    const res = await admin('POST', `/admin/moderacao/${d.desativacao}/reverter`, { motivo: MOTIVO_REVERTE })
    expect([res.statusCode, res.json().mensagem]).toEqual([
      200,
      'Anúncio restaurado e denúncias dispensadas. O vendedor foi avisado.',
    ])
    expect(await f.row(d.idAnuncio)).toMatchObject({
      status_anuncio: 'ativo',
      desativado_por_denuncias_em: null,
    })
    // The listing's six reports no longer count; still hidden while the block lasts.
    expect(await dispensadas(d.seller.id)).toEqual({ n: 6, total: 6 })
    expect(await noCatalogo(d.idAnuncio)).toBe(false)

    const bloqueio = await admin('POST', `/admin/moderacao/${d.bloqueio}/reverter`, {
      motivo: MOTIVO_REVERTE,
    })
    expect([bloqueio.statusCode, bloqueio.json().mensagem]).toEqual([
      200,
      'Bloqueio retirado e denúncias dispensadas. O vendedor foi avisado.',
    ])
    expect(await f.bloqueadoAte(d.seller.id)).toBeNull()
    expect(await noCatalogo(d.idAnuncio)).toBe(true)
    expect((await f.call('GET', '/usuarios/me', d.seller.cookie)).json().bloqueado_ate).toBeNull()

    expect(await evento(d.desativacao)).toMatchObject({
      revisao: 'revertida',
      revisao_motivo: MOTIVO_REVERTE,
    })
    expect(await avisos(d.seller.id)).toEqual([
      {
        titulo: 'Moderação revertida',
        mensagem: `A desativação do anúncio "${nome}" foi revertida pela equipe da Recria. Motivo: ${MOTIVO_REVERTE}`,
        dados_adicionais: expect.objectContaining({ id_evento: d.desativacao, revertida: true }),
      },
      {
        titulo: 'Moderação revertida',
        mensagem: `O bloqueio da sua conta de vendedor foi revertido pela equipe da Recria. Motivo: ${MOTIVO_REVERTE}`,
        dados_adicionais: expect.objectContaining({ id_evento: d.bloqueio, revertida: true }),
      },
    ])
    expect(await auditoria(d.desativacao)).toEqual([
      expect.objectContaining({
        acao: 'anuncio_restaurado',
        motivo: MOTIVO_REVERTE,
        detalhes: expect.objectContaining({ restaurado: true, denuncias_dispensadas: 6 }),
      }),
    ])
    expect(await auditoria(d.bloqueio)).toEqual([
      expect.objectContaining({
        acao: 'bloqueio_retirado',
        detalhes: expect.objectContaining({ denuncias_dispensadas: 0 }),
      }),
    ])

    // Dismissed reports stop counting: four new groups take nothing down, the fifth does.
    const outros = await f.compradores(5)
    await f.denunciarEmSequencia(
      outros.slice(0, 4).map((b) => b.cookie),
      [d.idAnuncio],
    )
    expect(await f.row(d.idAnuncio)).toMatchObject({ status_anuncio: 'ativo' })
    await f.denunciarEmSequencia([outros[4]?.cookie as string], [d.idAnuncio])
    expect(await f.row(d.idAnuncio)).toMatchObject({ status_anuncio: 'inativo' })
  })

  it('leaves a listing the seller already changed as it is, and still dismisses its reports', async () => {
    const d = await derrubado(1)
    // The block is over and the seller activated the listing again themselves.
    await t.pool.query(
      `update usuarios set bloqueado_ate = now() - interval '1 minute' where id_usuario = $1`,
      [d.seller.id],
    )
    await t.pool.query(
      `update anuncios set status_anuncio = 'inativo', desativado_por_denuncias_em = null where id_anuncio = $1`,
      [d.idAnuncio],
    )
    const res = await admin('POST', `/admin/moderacao/${d.desativacao}/reverter`, { motivo: MOTIVO_REVERTE })
    expect(res.statusCode).toBe(200)
    expect(await f.row(d.idAnuncio)).toMatchObject({ status_anuncio: 'inativo' })
    expect((await dispensadas(d.seller.id))?.n).toBe(6)
    expect((await auditoria(d.desativacao))[0]?.detalhes).toMatchObject({ restaurado: false })
  })
})
