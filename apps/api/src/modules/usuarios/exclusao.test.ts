// DELETE /usuarios/{id} (LGPD, art. 18): the user deletes their own account with their password.
// Refused to strangers, with a wrong password, and while an order, a refund request or a dispute is
// open (or a sale may still be refunded); otherwise the row is anonymised, every way in ends, the
// listings, cart and Mercado Pago connection go, and the other party's order stays readable.
import { mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registration, signUp } from '../../../test/fixtures.ts'
import { snapshot } from '../../../test/route-walk.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { anuncioFixtures } from '../anuncios/anuncios.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof anuncioFixtures>
beforeAll(async () => {
  // Orders, payments and refunds are planted in SQL (no provider payment): not a flow to reconcile.
  t = await createTestApp({}, { reconcile: false })
  f = anuncioFixtures(t)
})
afterAll(() => t.close())

const excluir = (id: number | string, cookie?: string, payload: unknown = {}) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/usuarios/${id}`,
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  })
const resposta = (res: Awaited<ReturnType<typeof excluir>>) => [res.statusCode, res.json().mensagem]
const um = async <T>(text: string, values: unknown[]) => (await t.pool.query(text, values)).rows[0] as T

/** An order between the two, in `status`; delivered `diasAtras` days ago when delivered. */
async function pedido(idComprador: number, idVendedor: number, status: string, diasAtras = 30) {
  const row = await um<{ id_pedido: number }>(
    `insert into pedidos (id_usuario_comprador, id_usuario_vendedor, valor_total_centavos, status_pedido,
       data_entrega_realizada)
     values ($1, $2, 10000, $3::text, case when $3::text = 'entregue' then now() - make_interval(days => $4::int) end)
     returning id_pedido`,
    [idComprador, idVendedor, status, diasAtras],
  )
  return row.id_pedido
}

async function reembolsoAberto(idPedido: number, idComprador: number, idVendedor: number) {
  const pagamento = await um<{ id: number }>(
    `insert into pagamentos (id_pedido, id_usuario_vendedor, mercado_pago_payment_id, status, valor_total_centavos,
       data_criacao, data_atualizacao_mp)
     values ($1, $2, 777000 + $1, 'approved', 10000, now(), now()) returning id_pagamento as id`,
    [idPedido, idVendedor],
  )
  await t.pool.query(
    `insert into reembolsos (id_pagamento, id_pedido, id_usuario_comprador, id_usuario_vendedor, motivo,
       descricao_motivo, valor_solicitado_centavos)
     values ($1, $2, $3, $4, 'defective_product', 'Chegou quebrado.', 10000)`,
    [pagamento.id, idPedido, idComprador, idVendedor],
  )
}

describe('who may delete an account', () => {
  it('refuses a visitor (401) and another user (403), whatever the password, changing nothing', async () => {
    const dono = await signUp(t.app)
    const outro = await signUp(t.app)
    const antes = await snapshot(t)
    expect(resposta(await excluir(dono.usuario.id_usuario, undefined, { senha: dono.senha }))).toEqual([
      401,
      'Você precisa estar logado para acessar este recurso.',
    ])
    for (const senha of [dono.senha, outro.senha])
      expect(resposta(await excluir(dono.usuario.id_usuario, outro.cookie, { senha }))).toEqual([
        403,
        'Você não tem permissão para acessar dados de outro usuário.',
      ])
    expect(await snapshot(t)).toEqual(antes)
  })

  it("asks for the password and refuses a wrong one with the password change's words, changing nothing", async () => {
    const dono = await signUp(t.app)
    const antes = await snapshot(t)
    expect(resposta(await excluir(dono.usuario.id_usuario, dono.cookie, {}))).toEqual([
      400,
      'Informe sua senha para confirmar.',
    ])
    expect(resposta(await excluir(dono.usuario.id_usuario, dono.cookie, { senha: '' }))).toEqual([
      400,
      'Informe sua senha para confirmar.',
    ])
    const errada = await excluir(dono.usuario.id_usuario, dono.cookie, { senha: 'outra-senha-123' })
    expect(resposta(errada)).toEqual([400, 'Senha atual incorreta.'])
    expect(errada.json().erros).toEqual({ senha: 'Senha atual incorreta.' })
    expect(await snapshot(t)).toEqual(antes)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/usuarios/me', headers: { cookie: dono.cookie } }))
        .statusCode,
    ).toBe(200)
  })
})

describe('what keeps an account', () => {
  it('an order under way, as buyer or seller: named in the refusal', async () => {
    const comprador = await signUp(t.app)
    const vendedor = await f.seller()
    const a = await pedido(comprador.usuario.id_usuario, vendedor.id, 'confirmado')
    const b = await pedido(comprador.usuario.id_usuario, vendedor.id, 'pagamento_pendente')
    await pedido(comprador.usuario.id_usuario, vendedor.id, 'cancelado')
    const antes = await snapshot(t)
    expect(
      resposta(await excluir(comprador.usuario.id_usuario, comprador.cookie, { senha: comprador.senha })),
    ).toEqual([409, `Você tem pedidos em andamento (#${a}, #${b}). Conclua-os antes de excluir a conta.`])
    expect(resposta(await excluir(vendedor.id, vendedor.cookie, { senha: vendedor.senha }))).toEqual([
      409,
      `Você tem pedidos em andamento (#${a}, #${b}). Conclua-os antes de excluir a conta.`,
    ])
    expect(await snapshot(t)).toEqual(antes)
  })

  it('an open refund request, and for the seller a sale still within the refund window', async () => {
    const comprador = await signUp(t.app)
    const vendedor = await f.seller()
    const entregue = await pedido(comprador.usuario.id_usuario, vendedor.id, 'entregue', 30)
    await reembolsoAberto(entregue, comprador.usuario.id_usuario, vendedor.id)
    const recente = await pedido(comprador.usuario.id_usuario, vendedor.id, 'entregue', 2)
    const antes = await snapshot(t)
    expect(
      resposta(await excluir(comprador.usuario.id_usuario, comprador.cookie, { senha: comprador.senha })),
    ).toEqual([
      409,
      `Você tem pedidos de reembolso em aberto (#${entregue}). Aguarde a conclusão antes de excluir a conta.`,
    ])
    expect(resposta(await excluir(vendedor.id, vendedor.cookie, { senha: vendedor.senha }))).toEqual([
      409,
      `Você tem pedidos de reembolso em aberto (#${entregue}). Aguarde a conclusão antes de excluir a conta. ` +
        `Você tem vendas entregues ainda no prazo de reembolso (#${recente}). Aguarde o fim do prazo antes de excluir a conta.`,
    ])
    expect(await snapshot(t)).toEqual(antes)
  })

  it('an open dispute, named with its order', async () => {
    const comprador = await signUp(t.app)
    const vendedor = await f.seller()
    const idPedido = await pedido(comprador.usuario.id_usuario, vendedor.id, 'entregue', 30)
    await reembolsoAberto(idPedido, comprador.usuario.id_usuario, vendedor.id)
    await t.pool.query(`update reembolsos set status = 'rejected' where id_pedido = $1;`, [idPedido])
    await t.pool.query(
      `insert into disputas (id_reembolso, id_pedido, id_usuario_comprador, id_usuario_vendedor, descricao)
       select id_reembolso, id_pedido, id_usuario_comprador, id_usuario_vendedor, 'O vendedor recusou sem motivo.'
       from reembolsos where id_pedido = $1`,
      [idPedido],
    )
    const antes = await snapshot(t)
    expect(
      resposta(await excluir(comprador.usuario.id_usuario, comprador.cookie, { senha: comprador.senha })),
    ).toEqual([
      409,
      `Você tem disputas em aberto (#${idPedido}). Aguarde a decisão da Recria antes de excluir a conta.`,
    ])
    expect(await snapshot(t)).toEqual(antes)
  })
})

describe('deleting an account', () => {
  it("anonymises a seller's row, ends every way in, takes the listings and the connection away; the buyer's order stays", async () => {
    const vendedor = await f.seller()
    const { idProduto } = await f.catalogo(vendedor.id)
    const anuncio = await f.anuncio(vendedor, { id_produto: idProduto, forma_de_pagamento: 'padrao' })
    const comprador = await signUp(t.app)
    const idPedido = await pedido(comprador.usuario.id_usuario, vendedor.id, 'entregue', 30)
    // A second session, a reset link and a photo on disk.
    const outraSessao = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: vendedor.email, senha: vendedor.senha },
    })
    expect(outraSessao.statusCode).toBe(200)
    await t.app.inject({ method: 'POST', url: '/api/auth/esqueci-senha', payload: { email: vendedor.email } })
    await mkdir(path.join(t.config.uploadsDir, 'fotos'), { recursive: true })
    const arquivo = path.join(t.config.uploadsDir, 'fotos', 'vendedor-excluido.webp')
    await writeFile(arquivo, 'imagem')
    await t.pool.query(
      `update usuarios set foto_url = '/api/arquivos/fotos/vendedor-excluido.webp' where id_usuario = $1`,
      [vendedor.id],
    )
    const busca = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/anuncios/ativos-comprador' }))
        .json()
        .itens.map((i: { id_anuncio: number }) => i.id_anuncio)
    expect(await busca()).toContain(anuncio.id_anuncio)

    const res = await excluir(vendedor.id, vendedor.cookie, { senha: vendedor.senha })
    expect(resposta(res)).toEqual([200, 'Sua conta foi excluída.'])
    const cookie = res.cookies.find((c) => c.name === 'recria_sessao')
    expect(cookie?.value).toBe('')

    expect(
      await um(
        `select nome, email, cnpj_cpf, telefone, foto_url, excluido_em is not null as excluida,
           senha_hash like 'conta-excluida:%' as senha_inutil from usuarios where id_usuario = $1`,
        [vendedor.id],
      ),
    ).toEqual({
      nome: 'Conta excluída',
      email: `excluida-${vendedor.id}@recria.invalid`,
      cnpj_cpf: '00000000000',
      telefone: null,
      foto_url: null,
      excluida: true,
      senha_inutil: true,
    })
    await expect(stat(arquivo)).rejects.toThrow('ENOENT')
    const contagens = await um(
      `select (select count(*)::int from sessoes where id_usuario = $1) as sessoes,
         (select count(*)::int from tokens_redefinicao_senha where id_usuario = $1 and usado_em is null) as links,
         (select count(*)::int from conexoes_mercadopago where id_usuario = $1) as conexoes,
         (select count(*)::int from anuncios where id_usuario_vendedor = $1 and status_anuncio = 'ativo') as ativos,
         (select count(*)::int from pedidos where id_usuario_vendedor = $1) as pedidos`,
      [vendedor.id],
    )
    expect(contagens).toEqual({ sessoes: 0, links: 0, conexoes: 0, ativos: 0, pedidos: 1 })
    expect(await busca()).not.toContain(anuncio.id_anuncio)
    const pagina = await t.app.inject({ method: 'GET', url: `/api/anuncios/${anuncio.id_anuncio}` })
    expect(resposta(pagina)).toEqual([404, 'Anúncio não encontrado.'])

    // Every way in is closed: the old cookies, the old credentials, the deleted account's address.
    for (const c of [
      vendedor.cookie,
      `recria_sessao=${outraSessao.cookies.find((k) => k.name === 'recria_sessao')?.value}`,
    ]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/usuarios/me', headers: { cookie: c } })
      expect(me.statusCode).toBe(401)
    }
    for (const email of [vendedor.email, `excluida-${vendedor.id}@recria.invalid`]) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, senha: vendedor.senha },
      })
      expect(resposta(login)).toEqual([401, 'E-mail ou senha inválidos. Tente novamente.'])
    }

    // The buyer still reads the order; the seller appears as the deleted account.
    const doComprador = await t.app.inject({
      method: 'GET',
      url: `/api/pedidos/${idPedido}`,
      headers: { cookie: comprador.cookie },
    })
    expect(doComprador.statusCode).toBe(200)
    expect(doComprador.json()).toMatchObject({ id_pedido: idPedido, status_pedido: 'entregue' })
    expect(JSON.stringify(doComprador.json())).toContain('Conta excluída')

    // The same address and document may open a new account.
    const { rows } = await t.pool.query('select 1 from usuarios where email = $1', [vendedor.email])
    expect(rows).toEqual([])
    const nova = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      payload: registration({ email: vendedor.email, cnpj_cpf: vendedor.usuario.cnpj_cpf }),
    })
    expect(nova.statusCode).toBe(201)
    expect(nova.json().id_usuario).not.toBe(vendedor.id)
  })

  it("takes a buyer's active cart away and refuses a second deletion", async () => {
    const vendedor = await f.seller()
    const { idProduto } = await f.catalogo(vendedor.id)
    const anuncio = await f.anuncio(vendedor, { id_produto: idProduto, forma_de_pagamento: 'padrao' })
    const comprador = await signUp(t.app)
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/carrinho/item',
      headers: { cookie: comprador.cookie },
      payload: {
        id_usuario_comprador: comprador.usuario.id_usuario,
        id_anuncio: anuncio.id_anuncio,
        quantidade: 1,
        forma_pagamento_selecionada: 'padrao',
      },
    })
    expect(add.statusCode).toBeLessThan(300)
    const carrinhos = () =>
      um<{ n: number }>('select count(*)::int as n from carrinhos where id_usuario_comprador = $1', [
        comprador.usuario.id_usuario,
      ])
    expect(await carrinhos()).toEqual({ n: 1 })

    expect(
      resposta(await excluir(comprador.usuario.id_usuario, comprador.cookie, { senha: comprador.senha })),
    ).toEqual([200, 'Sua conta foi excluída.'])
    expect(await carrinhos()).toEqual({ n: 0 })
    const deNovo = await excluir(comprador.usuario.id_usuario, comprador.cookie, { senha: comprador.senha })
    expect(resposta(deNovo)).toEqual([401, 'Sessão inválida. Faça login novamente.'])
  })
})
