// The demo seed on an empty database, as `npm start` runs it with the simulator: ateliers connected
// to simulator test accounts, a storefront worth browsing, reports and a blocked seller.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Boss, startBoss } from '../src/lib/boss.ts'
import { queueMailer } from '../src/lib/email-fila.ts'
import { createDiskStorage } from '../src/lib/storage.ts'
import { comprasMantidasRepository } from '../src/modules/pedidos/compras-mantidas.repository.ts'
import { sessionCookie } from '../test/fixtures.ts'
import { createListeningApp, testDeps } from '../test/mercadopago.ts'
import type { TestApp } from '../test/test-app.ts'
import { seedDemoAvaliacoes } from './demo-avaliacoes.ts'
import { seedDemoPedidos } from './demo-pedidos.ts'
import { seedDemoReembolsos } from './demo-reembolsos.ts'
import { seedDemo } from './seed.ts'

let t: TestApp
let boss: Boss
beforeAll(async () => {
  t = await createListeningApp()
  const { config, cipher } = testDeps(t)
  expect(await seedDemo(t.db, createDiskStorage(config.uploadsDir), { config, cipher })).toBe(true)
  // As server.ts does once it listens: the demo orders, paid on the simulator's pages.
  boss = await startBoss(t.db, t.app.log, { schedule: false })
  const deps = testDeps(t)
  await seedDemoPedidos({ ...deps, boss, mail: queueMailer(boss, deps.cipher) })
  await seedDemoAvaliacoes({ ...deps, boss, mail: queueMailer(boss, deps.cipher) })
  await seedDemoReembolsos({ ...deps, boss, mail: queueMailer(boss, deps.cipher) })
}, 180_000)
// Closing reconciles the demo's payments and refunds with the simulator, waiting for what is in
// flight: on a busy machine that has taken over a minute.
afterAll(async () => {
  await boss?.stop({ graceful: false, close: false, wait: true })
  await t.close()
}, 180_000)

const SELLERS = [
  'vendedor@recria.com.br',
  'marta@recria.com.br',
  'vidro@recria.com.br',
  'couro@recria.com.br',
  'pallet@recria.com.br',
]
const BLOCKED = 'sucata@recria.com.br'
const rows = async (text: string, params: unknown[] = []) => (await t.pool.query(text, params)).rows
/** What the storefront may show: the search documents of buyable listings of unblocked sellers. */
const BUYABLE = `(select id_anuncio from anuncios_busca
  where visivel and (vendedor_bloqueado_ate is null or vendedor_bloqueado_ate <= now())) v
  join anuncios a using (id_anuncio) join usuarios u on u.id_usuario = a.id_usuario_vendedor`

async function signIn(email: string) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, senha: 'recria123' },
  })
  expect({ email, status: login.statusCode }).toEqual({ email, status: 200 })
  return sessionCookie(login)
}

async function statusOf(email: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/auth/mercadopago/status',
    headers: { cookie: await signIn(email) },
  })
  return res.json()
}

it('connects the demo seller, with encrypted tokens Mercado Pago accepts', async () => {
  expect(await statusOf('vendedor@recria.com.br')).toMatchObject({
    conectado: true,
    userInfo: { nickname: 'TESTUSER_ATELIE_BRUNO', email: 'atelie.bruno@testuser.com' },
  })
  const [conexao] = await rows(
    `select c.* from conexoes_mercadopago c join usuarios u using (id_usuario) where u.email = $1`,
    ['vendedor@recria.com.br'],
  )
  const token = testDeps(t).cipher.decrypt(conexao.access_token_cifrado)
  expect(conexao.access_token_cifrado).not.toContain(token)
  const me = await fetch(`${t.config.mp.apiUrl}/users/me`, { headers: { authorization: `Bearer ${token}` } })
  expect(await me.json()).toMatchObject({
    id: Number(conexao.mp_user_id),
    email: 'atelie.bruno@testuser.com',
  })
})

it('connects every other atelier to a simulator account of its own', async () => {
  expect(await statusOf('marta@recria.com.br')).toMatchObject({
    conectado: true,
    userInfo: { nickname: 'TESTUSER_MARTA_COSTURA', email: 'marta.costura@testuser.com' },
  })
  const conexoes = await rows(
    `select u.email, c.mp_user_id from conexoes_mercadopago c join usuarios u using (id_usuario) order by u.email`,
  )
  expect(conexoes.map((c) => c.email)).toEqual([...SELLERS, BLOCKED].sort())
  expect(new Set(conexoes.map((c) => c.mp_user_id)).size).toBe(6)
})

it('leaves the user with both profiles to connect by themselves', async () => {
  expect(await statusOf('ambos@recria.com.br')).toEqual({
    conectado: false,
    userInfo: null,
    conectadoEm: null,
  })
})

it('lets every demo account sign in with recria123, README accounts with their profiles', async () => {
  const contas = await rows(
    `select u.email, array_agg(p.perfil order by p.ordem) as perfis from usuarios u
       join usuario_perfis p using (id_usuario) group by u.email`,
  )
  expect(contas.length).toBeGreaterThanOrEqual(12)
  expect(Object.fromEntries(contas.map((c) => [c.email, c.perfis]))).toMatchObject({
    'comprador@recria.com.br': ['comprador'],
    'vendedor@recria.com.br': ['vendedor'],
    'ambos@recria.com.br': ['comprador', 'vendedor'],
    'marta@recria.com.br': ['vendedor'],
    'admin@recria.com.br': ['administrador'],
  })
  for (const { email } of contas) await signIn(email)
})

it('gives the demo sellers varied delivery settings: pickup and shipping, local delivery in São Paulo', async () => {
  const entregas = await rows(
    `select u.email, e.configuracao as c from entregas_vendedor e join usuarios u using (id_usuario)`,
  )
  const de = Object.fromEntries(entregas.map((e) => [e.email, e.c]))
  expect(de['vendedor@recria.com.br']).toMatchObject({
    retirada: { ativa: true, endereco: { cep: '05415030', uf: 'SP' } },
    entrega_local: { ativa: false },
    envio: { ativa: true, taxas: { sudeste: 1990 } },
  })
  expect(de['marta@recria.com.br']).toMatchObject({
    retirada: { ativa: false },
    entrega_local: {
      ativa: true,
      taxa: 1250,
      cidades: expect.arrayContaining([{ cidade: 'São Paulo', uf: 'SP' }]),
    },
    envio: { ativa: false },
  })
  expect(entregas.length).toBeGreaterThanOrEqual(5)
  expect(entregas.every((e) => e.c.envio.ativa || e.c.entrega_local.ativa || e.c.retirada.ativa)).toBe(true)
})

it('gives the demo buyers addresses: Ana in São Paulo (principal) and Rio de Janeiro, Carla in Belo Horizonte', async () => {
  const enderecos = await rows(
    `select u.email, e.cidade, e.uf, e.cep, e.principal from enderecos e join usuarios u using (id_usuario)
      order by u.email, e.principal desc`,
  )
  expect(enderecos).toEqual([
    { email: 'ambos@recria.com.br', cidade: 'Belo Horizonte', uf: 'MG', cep: '30130010', principal: true },
    { email: 'comprador@recria.com.br', cidade: 'São Paulo', uf: 'SP', cep: '05435000', principal: true },
    {
      email: 'comprador@recria.com.br',
      cidade: 'Rio de Janeiro',
      uf: 'RJ',
      cep: '22280020',
      principal: false,
    },
  ])
})

it('offers at least 70 buyable listings from at least five sellers, in every unit and both forms', async () => {
  const anuncios = await rows(
    `select u.email, a.forma_de_pagamento, m.unidade_medida
       from ${BUYABLE} left join materias_primas m on m.id_materia_prima = a.id_materia_prima`,
  )
  expect(anuncios.length).toBeGreaterThanOrEqual(70)
  expect(new Set(anuncios.map((a) => a.email))).toEqual(new Set(SELLERS))
  for (const email of SELLERS)
    expect(anuncios.filter((a) => a.email === email).length).toBeGreaterThanOrEqual(8)
  expect(new Set(anuncios.map((a) => a.forma_de_pagamento))).toEqual(new Set(['padrao', 'sustentavel']))
  const sustentaveis = anuncios.filter((a) => a.forma_de_pagamento === 'sustentavel')
  expect(new Set(sustentaveis.map((a) => a.unidade_medida))).toEqual(
    new Set(['unidade', 'metro', 'centimetro', 'quilograma', 'grama']),
  )
})

it('makes buyable listings of every active raw material of every seller', async () => {
  const semAnuncio = await rows(
    `select u.email, m.nome_materia_prima from materias_primas m join usuarios u on u.id_usuario = m.id_usuario_vendedor
      where m.status_materia_prima = 'ativa' and u.email <> $1 and not exists (
        select 1 from produto_materias_primas pm join anuncios a using (id_produto) join anuncios_busca b using (id_anuncio)
         where pm.id_materia_prima = m.id_materia_prima and b.visivel)`,
    [BLOCKED],
  )
  expect(semAnuncio).toEqual([])
  const [{ n }] = await rows(`select count(distinct m.nome_materia_prima)::int as n from materias_primas m`)
  expect(n).toBeGreaterThanOrEqual(15)
})

it('keeps a few listings inactive, out of the storefront', async () => {
  const inativos = await rows(
    `select b.visivel from anuncios a join anuncios_busca b using (id_anuncio) where a.status_anuncio = 'inativo'`,
  )
  expect(inativos.length).toBeGreaterThanOrEqual(5)
  expect(inativos.every((b) => b.visivel === false)).toBe(true)
})

it('has one listing with exactly four reports from four buyers, still active and buyable', async () => {
  const [anuncio, ...outros] = await rows(
    `select d.id_anuncio, count(*)::int as n, count(distinct d.id_usuario_denunciante)::int as pessoas
       from denuncias d group by d.id_anuncio having count(*) = 4`,
  )
  expect(outros).toEqual([])
  expect(anuncio).toMatchObject({ n: 4, pessoas: 4 })
  const [visto] = await rows(
    `select p.nome, u.email from ${BUYABLE} join produtos p using (id_produto) where a.id_anuncio = $1`,
    [anuncio.id_anuncio],
  )
  expect(visto).toEqual({ nome: 'Bolsa tiracolo de jeans', email: 'marta@recria.com.br' })
})

it("records the four-report listing's atelier as blocked once, at its fifth report, weeks ago", async () => {
  const [marta] = await rows(
    `select u.id_usuario, u.bloqueado_ate < now() - interval '20 days' as terminou,
            (select count(*)::int from denuncias d where d.id_usuario_vendedor = u.id_usuario) as denuncias
       from usuarios u where email = $1`,
    ['marta@recria.com.br'],
  )
  expect(marta).toMatchObject({ terminou: true, denuncias: 6 })
  const eventos = await rows(
    `select tipo, total_denuncias, notificado_em is not null as notificado from moderacao_eventos
      where id_usuario_vendedor = $1`,
    [marta.id_usuario],
  )
  expect(eventos).toEqual([{ tipo: 'vendedor_bloqueado', total_denuncias: 5, notificado: true }])
})

it('blocks one seller for about ten more days after five reports, hiding its active listings', async () => {
  const [vendedor] = await rows(
    `select id_usuario, extract(epoch from bloqueado_ate - now()) / 86400 as dias from usuarios where email = $1`,
    [BLOCKED],
  )
  expect(Number(vendedor.dias)).toBeGreaterThan(9.9)
  expect(Number(vendedor.dias)).toBeLessThan(10.1)
  const denuncias = await rows(
    `select id_anuncio, id_usuario_denunciante from denuncias where id_usuario_vendedor = $1`,
    [vendedor.id_usuario],
  )
  expect(denuncias.length).toBeGreaterThanOrEqual(5)
  expect(new Set(denuncias.map((d) => d.id_anuncio)).size).toBeGreaterThan(1)
  // Five distinct, plausible reporters (decision 040): counted, each its own group, months old, each
  // with a kept purchase from another atelier, as the report service asks it.
  const denunciantes = [...new Set(denuncias.map((d) => d.id_usuario_denunciante as number))]
  expect(denunciantes).toHaveLength(5)
  const [plausiveis] = await rows(
    `select count(*)::int as n from denuncias d join usuarios u on u.id_usuario = d.id_usuario_denunciante
      where d.id_usuario_vendedor = $1 and d.contada and d.grupo_denunciante = u.id_usuario
        and u.criado_em < now() - interval '7 days'`,
    [vendedor.id_usuario],
  )
  expect(plausiveis.n).toBe(denuncias.length)
  for (const id of denunciantes)
    expect({ id, mantida: await comprasMantidasRepository.existe(t.db, id, vendedor.id_usuario) }).toEqual({
      id,
      mantida: true,
    })
  const eventos = await rows(
    `select tipo, total_denuncias, bloqueado_ate = (select bloqueado_ate from usuarios where id_usuario = $1) as mesma_data,
            notificado_em is not null as notificado
       from moderacao_eventos where id_usuario_vendedor = $1`,
    [vendedor.id_usuario],
  )
  expect(eventos).toEqual([
    { tipo: 'vendedor_bloqueado', total_denuncias: 5, mesma_data: true, notificado: true },
  ])
  // The seller finds the block in the panel, unread, with the day it ends.
  const avisos = await rows(
    `select titulo, mensagem, status from notificacoes where id_usuario = $1 and tipo = 'vendedor_bloqueado'`,
    [vendedor.id_usuario],
  )
  expect(avisos).toEqual([
    {
      titulo: 'Conta de vendedor bloqueada',
      mensagem: expect.stringMatching(
        /^Sua conta de vendedor foi bloqueada após denúncias até \d{2}\/\d{2}\/\d{4}\. Até lá, seus anúncios não aparecem no catálogo\. A equipe da Recria revisa cada caso\. Se achar que foi um engano, peça a revisão pelo e-mail suporte@recria\.com\.br\.$/,
      ),
      status: 'nao_lida',
    },
  ])
  const documentos = await rows(
    `select b.visivel, b.vendedor_bloqueado_ate > now() as bloqueado from anuncios_busca b
      where b.id_usuario_vendedor = $1 and exists (select 1 from anuncios a where a.id_anuncio = b.id_anuncio and a.status_anuncio = 'ativo')`,
    [vendedor.id_usuario],
  )
  expect(documentos.length).toBeGreaterThanOrEqual(5)
  expect(documentos.every((d) => d.visivel && d.bloqueado)).toBe(true) // hidden by the block alone
  const [{ n }] = await rows(`select count(*)::int as n from ${BUYABLE} where u.email = $1`, [BLOCKED])
  expect(n).toBe(0)
})

it('a fifth report of the bag deactivates it, without blocking its atelier again', async () => {
  const [{ id_anuncio }] = await rows(
    `select id_anuncio from denuncias group by id_anuncio having count(*) = 4`,
  )
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/denuncias',
    headers: { cookie: await signIn('comprador@recria.com.br') },
    payload: { motivo: 'spam', descricao: 'Anunciada de novo com outro nome.', id_anuncio },
  })
  expect(res.statusCode).toBe(201)
  const [depois] = await rows(
    `select a.status_anuncio, a.desativado_por_denuncias_em is not null as por_denuncias,
            u.bloqueado_ate < now() as livre
       from anuncios a join usuarios u on u.id_usuario = a.id_usuario_vendedor where a.id_anuncio = $1`,
    [id_anuncio],
  )
  expect(depois).toEqual({ status_anuncio: 'inativo', por_denuncias: true, livre: true })
})

it('seeds only an empty database', async () => {
  const { config, cipher } = testDeps(t)
  const before = await rows('select count(*)::int as n from anuncios')
  expect(await seedDemo(t.db, createDiskStorage(config.uploadsDir), { config, cipher })).toBe(false)
  expect(await rows('select count(*)::int as n from anuncios')).toEqual(before)
})

it('gives the demo buyer an order with the demo seller in each status a purchase reaches, really paid', async () => {
  const pedidos = await rows(
    `select p.status_pedido, p.data_reembolso is not null as reembolsado,
       (select string_agg(g.status, ',') from pagamentos g where g.id_pedido = p.id_pedido) as pagamentos,
       (select count(*)::int from pedido_eventos e where e.id_pedido = p.id_pedido) as eventos
     from pedidos p join usuarios c on c.id_usuario = p.id_usuario_comprador
     join usuarios v on v.id_usuario = p.id_usuario_vendedor
     where c.email = 'comprador@recria.com.br' and v.email = 'vendedor@recria.com.br' order by p.id_pedido`,
  )
  expect(pedidos).toEqual([
    { status_pedido: 'pagamento_pendente', reembolsado: false, pagamentos: null, eventos: 1 },
    { status_pedido: 'pagamento_aprovado', reembolsado: false, pagamentos: 'approved', eventos: 2 },
    { status_pedido: 'confirmado', reembolsado: false, pagamentos: 'approved', eventos: 3 },
    { status_pedido: 'em_preparacao', reembolsado: false, pagamentos: 'approved', eventos: 4 },
    { status_pedido: 'pronto_para_entrega', reembolsado: false, pagamentos: 'approved', eventos: 5 },
    // Paid the sustainable way: its raw material recorded as received, one more event.
    { status_pedido: 'entregue', reembolsado: false, pagamentos: 'approved', eventos: 7 },
    { status_pedido: 'cancelado', reembolsado: true, pagamentos: 'refunded', eventos: 4 },
    // The three whose refunds were asked for (demo-reembolsos.ts): approved, rejected, awaiting.
    { status_pedido: 'reembolsado', reembolsado: true, pagamentos: 'refunded', eventos: 7 },
    { status_pedido: 'entregue', reembolsado: false, pagamentos: 'approved', eventos: 6 },
    { status_pedido: 'entregue', reembolsado: false, pagamentos: 'approved', eventos: 6 },
  ])
  const [avisos] = await rows(
    `select count(*)::int as n from notificacoes n join usuarios u using (id_usuario)
     where u.email in ('comprador@recria.com.br', 'vendedor@recria.com.br')`,
  )
  expect(avisos.n).toBeGreaterThan(20)
  // The demo seller's dashboard shows the material recorded as received, equal to what was owed.
  const recebida = await rows(
    `select m.quantidade::text, (select sum(i.quantidade_recebida)::text from itens_pedido i
       join pedidos p using (id_pedido) where p.id_usuario_vendedor = m.id_usuario_vendedor) as registrada
     from materia_prima_recebida m join usuarios v on v.id_usuario = m.id_usuario_vendedor
     where v.email = 'vendedor@recria.com.br' and m.quantidade <> 0`,
  )
  expect(recebida).toHaveLength(1)
  expect(Number(recebida[0].quantidade)).toBeGreaterThan(0)
  expect(recebida[0].quantidade).toBe(recebida[0].registrada)
})

it('gives the demo seller reviews of delivered orders from several buyers, one edited, some products left unreviewed', async () => {
  const avaliacoes = await rows(
    `select c.email, a.nota, a.data_atualizacao - a.data_criacao > interval '1 second' as editada,
            p.status_pedido, p.id_usuario_vendedor = v.id_usuario as do_vendedor
       from avaliacoes a join usuarios c on c.id_usuario = a.id_usuario_comprador
       join pedidos p on p.id_pedido = a.id_pedido
       cross join (select id_usuario from usuarios where email = 'vendedor@recria.com.br') v
      order by a.data_criacao`,
  )
  expect(avaliacoes).toEqual([
    { email: 'diego@recria.com.br', nota: 5, editada: false, status_pedido: 'entregue', do_vendedor: true },
    {
      email: 'fernanda@recria.com.br',
      nota: 4,
      editada: false,
      status_pedido: 'entregue',
      do_vendedor: true,
    },
    { email: 'gustavo@recria.com.br', nota: 3, editada: false, status_pedido: 'entregue', do_vendedor: true },
    {
      email: 'comprador@recria.com.br',
      nota: 5,
      editada: true,
      status_pedido: 'entregue',
      do_vendedor: true,
    },
    { email: 'helena@recria.com.br', nota: 5, editada: false, status_pedido: 'entregue', do_vendedor: true },
    { email: 'helena@recria.com.br', nota: 2, editada: false, status_pedido: 'entregue', do_vendedor: true },
  ])
  // Diego and Gustavo reviewed one product; Helena's order has six of them; the kept figures agree.
  const [vendedor] = await rows(
    `select total, nota_media::text from avaliacoes_vendedor av join usuarios u on u.id_usuario = av.id_usuario_vendedor
      where u.email = 'vendedor@recria.com.br'`,
  )
  expect(vendedor).toEqual({ total: 6, nota_media: '4.00' })
  const [itens] = await rows(
    `select count(*)::int as n from itens_pedido i join avaliacoes a on a.id_pedido = i.id_pedido
      join usuarios c on c.id_usuario = a.id_usuario_comprador where c.email = 'helena@recria.com.br' and a.nota = 5`,
  )
  expect(itens.n).toBe(6)
  const [semAvaliacao] = await rows(
    `select count(*)::int as n from ${BUYABLE} join anuncios_busca b using (id_anuncio)
      where b.id_usuario_vendedor = (select id_usuario from usuarios where email = 'vendedor@recria.com.br')
        and b.nota = 0`,
  )
  expect(semAvaliacao.n).toBeGreaterThan(5)
})

it('gives the demo buyer refund requests to the demo seller: one refunded by the simulator, one rejected, one awaiting', async () => {
  const reembolsos = await rows(
    `select r.status, r.motivo, r.resposta_vendedor is not null as respondido, p.status_pedido,
            g.status as pagamento, g.valor_reembolsado_centavos = r.valor_solicitado_centavos as devolvido
       from reembolsos r join pedidos p on p.id_pedido = r.id_pedido
       join pagamentos g on g.id_pagamento = r.id_pagamento
       join usuarios c on c.id_usuario = r.id_usuario_comprador
       join usuarios v on v.id_usuario = r.id_usuario_vendedor
      where c.email = 'comprador@recria.com.br' and v.email = 'vendedor@recria.com.br'
      order by r.id_reembolso`,
  )
  expect(reembolsos).toEqual([
    {
      status: 'completed',
      motivo: 'defective_product',
      respondido: true,
      status_pedido: 'reembolsado',
      pagamento: 'refunded',
      devolvido: true,
    },
    {
      status: 'rejected',
      motivo: 'different_product',
      respondido: true,
      status_pedido: 'entregue',
      pagamento: 'approved',
      devolvido: false,
    },
    {
      status: 'awaiting_approval',
      motivo: 'others',
      respondido: false,
      status_pedido: 'entregue',
      pagamento: 'approved',
      devolvido: false,
    },
  ])
})
