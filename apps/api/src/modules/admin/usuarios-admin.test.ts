// The console's Users area: an operator finds accounts by name, e-mail or document, suspends one
// (sign-in refused, sessions ended, listings out of the catalogue and off their page, orders going on)
// and reactivates it, each action with its audit line; what an operator may not do changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { comRetirada, signUp, signUpOperator } from '../../../test/fixtures.ts'
import { snapshot } from '../../../test/route-walk.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { anuncioFixtures, type Seller } from '../anuncios/anuncios.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof anuncioFixtures>
let operador: Awaited<ReturnType<typeof signUpOperator>>
let vendedor: Seller
let comprador: Awaited<ReturnType<typeof signUp>>
let idAnuncio: number
let idPedido: number
beforeAll(async () => {
  // An open order is planted in SQL (no payment, no items): not a flow to reconcile.
  t = await createTestApp({}, { reconcile: false })
  f = anuncioFixtures(t)
  operador = await signUpOperator(t, { nome: 'Olga Operadora' })
  vendedor = await signUp(t.app, {
    perfil: 'vendedor',
    nome: 'Sérgio Vendedor Suspendível',
    email: 'sergio.reciclados@exemplo.com.br',
    cnpj_cpf: '52998224725',
  }).then(async (s) => {
    const id = s.usuario.id_usuario as number
    await f.connect(id)
    await comRetirada(t.app, s)
    return { ...s, id }
  })
  const { idProduto } = await f.catalogo(vendedor.id)
  idAnuncio = (await f.anuncio(vendedor, { id_produto: idProduto, forma_de_pagamento: 'padrao' })).id_anuncio
  comprador = await signUp(t.app, { perfil: 'comprador', nome: 'Carla Compradora' })
  const { rows } = await t.pool.query<{ id_pedido: number }>(
    `insert into pedidos (id_usuario_comprador, id_usuario_vendedor, valor_total_centavos, status_pedido)
     values ($1, $2, 10000, 'confirmado') returning id_pedido`,
    [comprador.usuario.id_usuario, vendedor.id],
  )
  idPedido = rows[0]?.id_pedido as number
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })
const login = (email: string, senha: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, senha } })
const buscar = async (busca: string) =>
  (await call('GET', `/admin/usuarios?busca=${encodeURIComponent(busca)}`, operador.cookie)).json()
const noCatalogo = async () =>
  (await call('GET', '/anuncios/ativos-comprador?busca=luminaria'))
    .json()
    .itens.map((i: { id_anuncio: number }) => i.id_anuncio)
const auditoria = async () =>
  (
    await t.pool.query(
      'select id_operador, acao, alvo_tipo, alvo_id, motivo, detalhes from auditoria_operador order by id_registro',
    )
  ).rows

describe('finding an account', () => {
  it('by part of the name (accents ignored), of the e-mail, or the document with or without its mask', async () => {
    for (const busca of [
      'sergio vendedor',
      'SUSPENDÍVEL',
      'reciclados@exemplo',
      '529.982.247-25',
      '52998224725',
      '982247',
    ]) {
      const res = await buscar(busca)
      expect({ busca, ids: res.itens.map((u: { id_usuario: number }) => u.id_usuario) }).toEqual({
        busca,
        ids: [vendedor.id],
      })
    }
    const res = await buscar('sergio')
    expect(res).toEqual({
      itens: [
        {
          id_usuario: vendedor.id,
          nome: 'Sérgio Vendedor Suspendível',
          email: 'sergio.reciclados@exemplo.com.br',
          cnpj_cpf: '52998224725',
          perfis: ['vendedor'],
          criado_em: expect.any(String),
          suspenso_em: null,
          suspensao_motivo: null,
          bloqueado_ate: null,
          excluido_em: null,
        },
      ],
      total: 1,
      pagina: 1,
      total_paginas: 1,
    })
    expect((await buscar('ninguém com esse nome')).total).toBe(0)
  })

  it('lists everybody newest first, a page at a time', async () => {
    const res = (await call('GET', '/admin/usuarios?limit=2&page=1', operador.cookie)).json()
    expect(res).toMatchObject({ total: 3, pagina: 1, total_paginas: 2 })
    expect(res.itens.map((u: { id_usuario: number }) => u.id_usuario)).toEqual([
      comprador.usuario.id_usuario,
      vendedor.id,
    ])
    const dois = (await call('GET', '/admin/usuarios?limit=2&page=2', operador.cookie)).json()
    expect(dois.itens.map((u: { perfis: string[] }) => u.perfis)).toEqual([['comprador', 'administrador']])
  })

  it('answers bad paging with a message', async () => {
    const res = await call('GET', '/admin/usuarios?limit=500', operador.cookie)
    expect([res.statusCode, res.json().mensagem]).toEqual([400, 'O limite máximo é de 100 itens por página.'])
  })
})

describe('suspending and reactivating an account', () => {
  it('suspends: sign-in refused with the reason to write to, open sessions ended, listings gone; the order goes on', async () => {
    expect(await noCatalogo()).toEqual([idAnuncio])
    const antes = await call('GET', '/usuarios/me', vendedor.cookie)
    expect(antes.statusCode).toBe(200)

    const res = await call('POST', `/admin/usuarios/${vendedor.id}/suspender`, operador.cookie, {
      motivo: '  Vendas de produtos falsificados comprovadas.  ',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      mensagem: 'Usuário suspenso. As sessões dele foram encerradas e os anúncios saíram do catálogo.',
      usuario: {
        id_usuario: vendedor.id,
        suspenso_em: expect.any(String),
        suspensao_motivo: 'Vendas de produtos falsificados comprovadas.',
      },
    })
    const { rows } = await t.pool.query(
      'select suspenso_em is not null as suspenso, suspensao_motivo, (select count(*)::int from sessoes s where s.id_usuario = u.id_usuario) as sessoes from usuarios u where id_usuario = $1',
      [vendedor.id],
    )
    expect(rows).toEqual([
      { suspenso: true, suspensao_motivo: 'Vendas de produtos falsificados comprovadas.', sessoes: 0 },
    ])

    const me = await call('GET', '/usuarios/me', vendedor.cookie)
    expect([me.statusCode, me.json().mensagem]).toEqual([401, 'Sessão inválida. Faça login novamente.'])
    const entrar = await login(vendedor.email, vendedor.senha)
    expect([entrar.statusCode, entrar.json().mensagem]).toEqual([
      403,
      'Sua conta está suspensa. Fale com a Recria pelo e-mail suporte@recria.com.br.',
    ])
    expect(entrar.cookies.find((c) => c.name === 'recria_sessao')).toBeUndefined()
    const senhaErrada = await login(vendedor.email, 'nao-e-a-senha-1')
    expect([senhaErrada.statusCode, senhaErrada.json().mensagem]).toEqual([
      401,
      'E-mail ou senha inválidos. Tente novamente.',
    ])
    expect(
      (await t.pool.query('select count(*)::int as n from sessoes where id_usuario = $1', [vendedor.id]))
        .rows,
    ).toEqual([{ n: 0 }])

    expect(await noCatalogo()).toEqual([])
    const pagina = await call('GET', `/anuncios/${idAnuncio}`)
    expect([pagina.statusCode, pagina.json().mensagem]).toEqual([404, 'Anúncio não encontrado.'])

    const pedido = await call('GET', `/pedidos/${idPedido}`, comprador.cookie)
    expect(pedido.statusCode).toBe(200)
    expect(pedido.json()).toMatchObject({ id_pedido: idPedido, status_pedido: 'confirmado' })
    const { rows: pedidos } = await t.pool.query('select status_pedido from pedidos where id_pedido = $1', [
      idPedido,
    ])
    expect(pedidos).toEqual([{ status_pedido: 'confirmado' }])

    expect(await auditoria()).toEqual([
      {
        id_operador: operador.usuario.id_usuario,
        acao: 'usuario_suspenso',
        alvo_tipo: 'usuario',
        alvo_id: vendedor.id,
        motivo: 'Vendas de produtos falsificados comprovadas.',
        detalhes: {
          nome: 'Sérgio Vendedor Suspendível',
          email: 'sergio.reciclados@exemplo.com.br',
          perfis: ['vendedor'],
        },
      },
    ])
    const busca = await buscar('sergio')
    expect(busca.itens[0]).toMatchObject({ suspensao_motivo: 'Vendas de produtos falsificados comprovadas.' })
  })

  it('refuses a second suspension (409) and changes nothing', async () => {
    const antes = await snapshot(t)
    const linhas = (await auditoria()).length
    const res = await call('POST', `/admin/usuarios/${vendedor.id}/suspender`, operador.cookie, {
      motivo: 'Outra vez, por engano do operador.',
    })
    expect([res.statusCode, res.json().mensagem]).toEqual([409, 'Este usuário já está suspenso.'])
    expect(await snapshot(t)).toEqual(antes)
    expect(await auditoria()).toHaveLength(linhas)
  })

  it('reactivates: sign-in works again and the listings are back', async () => {
    const res = await call('POST', `/admin/usuarios/${vendedor.id}/reativar`, operador.cookie, {
      motivo: 'Documentos de origem apresentados e conferidos.',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      mensagem: 'Usuário reativado. Ele já pode entrar de novo e os anúncios voltaram ao catálogo.',
      usuario: { id_usuario: vendedor.id, suspenso_em: null, suspensao_motivo: null },
    })
    const entrar = await login(vendedor.email, vendedor.senha)
    expect(entrar.statusCode).toBe(200)
    expect(await noCatalogo()).toEqual([idAnuncio])
    expect((await call('GET', `/anuncios/${idAnuncio}`)).json()).toMatchObject({ disponivel: true })
    expect((await auditoria()).at(-1)).toEqual({
      id_operador: operador.usuario.id_usuario,
      acao: 'usuario_reativado',
      alvo_tipo: 'usuario',
      alvo_id: vendedor.id,
      motivo: 'Documentos de origem apresentados e conferidos.',
      detalhes: {
        nome: 'Sérgio Vendedor Suspendível',
        email: 'sergio.reciclados@exemplo.com.br',
        suspenso_em: expect.any(String),
        suspensao_motivo: 'Vendas de produtos falsificados comprovadas.',
      },
    })
  })

  it('refuses what an operator may not do, with a message, changing nothing', async () => {
    const outroOperador = await signUpOperator(t)
    const antes = await snapshot(t)
    const linhas = (await auditoria()).length
    const motivo = { motivo: 'Motivo suficiente para o teste.' }
    const casos: [string, unknown, [number, string]][] = [
      [
        `/admin/usuarios/${operador.usuario.id_usuario}/suspender`,
        motivo,
        [403, 'Você não pode suspender a sua própria conta.'],
      ],
      [
        `/admin/usuarios/${outroOperador.usuario.id_usuario}/suspender`,
        motivo,
        [403, 'Contas da equipe de operação não podem ser suspensas por aqui.'],
      ],
      [`/admin/usuarios/${vendedor.id}/reativar`, motivo, [409, 'Este usuário não está suspenso.']],
      ['/admin/usuarios/2000000000/suspender', motivo, [404, 'Usuário não encontrado.']],
      ['/admin/usuarios/2000000000/reativar', motivo, [404, 'Usuário não encontrado.']],
      [`/admin/usuarios/${vendedor.id}/suspender`, {}, [400, 'Informe o motivo da ação.']],
      [
        `/admin/usuarios/${vendedor.id}/suspender`,
        { motivo: 'curto' },
        [400, 'Descreva o motivo com pelo menos 10 caracteres.'],
      ],
      [`/admin/usuarios/${vendedor.id}/suspender`, { motivo: 42 }, [400, 'Informe o motivo da ação.']],
    ]
    const errados: string[] = []
    for (const [url, body, esperado] of casos) {
      const res = await call('POST', url, operador.cookie, body)
      const got = [res.statusCode, res.json().mensagem]
      if (JSON.stringify(got) !== JSON.stringify(esperado))
        errados.push(`${url} ${JSON.stringify(body)} → ${got}`)
    }
    expect(errados).toEqual([])
    expect(await snapshot(t)).toEqual(antes)
    expect(await auditoria()).toHaveLength(linhas)
  })
})
