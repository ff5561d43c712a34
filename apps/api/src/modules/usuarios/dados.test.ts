import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { type Pessoa, pedidosFixtures } from '../pedidos/pedidos.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof pedidosFixtures>
let comprador: Pessoa
let vendedor: Pessoa
let idPedido: number

beforeAll(async () => {
  t = await createTestApp()
  f = pedidosFixtures(t)
  comprador = await f.pessoa('comprador', 'Ana Compradora')
  vendedor = await f.pessoa('vendedor', 'Vera Vendedora')
  idPedido = await f.pedido({
    comprador: comprador.id,
    vendedor: vendedor.id,
    itens: ['Vaso de garrafa PET'],
  })
  await t.pool.query(
    `insert into conexoes_mercadopago (id_usuario, mp_user_id, access_token_cifrado, refresh_token_cifrado, public_key, expira_em, nickname, email)
     values ($1, 777, 'cifrado-acesso-secreto', 'cifrado-renovacao-secreto', 'chave-publica-vendedora', now() + interval '1 day', 'VERA_MP', 'vera@mp.example')`,
    [vendedor.id],
  )
  await t.pool.query(
    `insert into notificacoes (id_usuario, tipo, titulo, mensagem, id_pedido) values ($1, 'pedido_recebido', 'Novo pedido', 'Você recebeu um pedido.', $2)`,
    [vendedor.id, idPedido],
  )
})
afterAll(() => t.close())

const dados = (id: number | string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/usuarios/${id}/dados`, headers: cookie ? { cookie } : {} })

/** What the requests below could have touched. */
const snapshot = async () =>
  (
    await t.pool.query(
      `select (select json_agg(u order by u.id_usuario) from usuarios u) as usuarios,
              (select json_agg(p order by p.id_pedido) from pedidos p) as pedidos,
              (select json_agg(c) from conexoes_mercadopago c) as conexoes,
              (select count(*) from sessoes) as sessoes`,
    )
  ).rows[0]

describe('GET /api/usuarios/{id}/dados', () => {
  it("gives the seller their data as a file, with the order's buyer by name only and no secret", async () => {
    const res = await dados(vendedor.id, vendedor.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['content-disposition']).toBe(`attachment; filename="recria-dados-${vendedor.id}.json"`)
    const body = res.json()
    expect(body.conta).toMatchObject({
      id_usuario: vendedor.id,
      nome: 'Vera Vendedora',
      termos_versao: expect.any(String),
    })
    expect(body.conta.termos_aceitos_em).toEqual(expect.any(String))
    expect(body.perfis).toEqual([{ perfil: 'vendedor', criado_em: expect.any(String) }])
    expect(body.pedidos).toHaveLength(1)
    expect(body.pedidos[0]).toMatchObject({
      id_pedido: idPedido,
      papel: 'vendedor',
      comprador: { id_usuario: comprador.id, nome: 'Ana Compradora' },
      vendedor: { id_usuario: vendedor.id, nome: 'Vera Vendedora' },
      itens: [expect.objectContaining({ nome_produto: 'Vaso de garrafa PET', quantidade: 1 })],
    })
    expect(Object.keys(body.pedidos[0].comprador).sort()).toEqual(['id_usuario', 'nome'])
    expect(body.notificacoes).toEqual([
      expect.objectContaining({ titulo: 'Novo pedido', id_pedido: idPedido }),
    ])
    expect(body.conexao_mercadopago).toEqual({
      nickname: 'VERA_MP',
      email: 'vera@mp.example',
      conectado_em: expect.any(String),
    })

    const { rows } = await t.pool.query(
      'select senha_hash, email, cnpj_cpf from usuarios where id_usuario = $1',
      [comprador.id],
    )
    const buyerRow = rows[0]
    const own = (await t.pool.query('select senha_hash from usuarios where id_usuario = $1', [vendedor.id]))
      .rows[0]
    for (const secret of [
      own.senha_hash,
      'senha_hash',
      'cifrado-acesso-secreto',
      'cifrado-renovacao-secreto',
      'chave-publica-vendedora',
      'token',
      buyerRow.senha_hash,
      buyerRow.email,
      buyerRow.cnpj_cpf,
    ]) {
      expect(res.body).not.toContain(secret)
    }
  })

  it('gives the buyer the same order from their side', async () => {
    const res = await dados(comprador.id, comprador.cookie)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.pedidos).toEqual([
      expect.objectContaining({
        id_pedido: idPedido,
        papel: 'comprador',
        vendedor: { id_usuario: vendedor.id, nome: 'Vera Vendedora' },
      }),
    ])
    expect(body.conexao_mercadopago).toBeNull()
    expect(body.notificacoes).toEqual([])
    expect(res.body).not.toContain('vera@mp.example')
  })

  it('refuses a visitor (401), another user (403) and hostile spellings of the id (400), changing nothing', async () => {
    const before = await snapshot()

    const visitor = await dados(vendedor.id)
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json().mensagem).toBe('Você precisa estar logado para acessar este recurso.')

    const other = await dados(vendedor.id, comprador.cookie)
    expect(other.statusCode).toBe(403)
    expect(other.json()).toEqual({ mensagem: 'Você não tem permissão para acessar dados de outro usuário.' })
    expect(other.headers['content-disposition']).toBeUndefined()

    for (const spelling of ['1e0', `0${vendedor.id}`, `+${vendedor.id}`, `${vendedor.id}.0`, 'abc']) {
      const res = await dados(encodeURIComponent(spelling), vendedor.cookie)
      expect(res.statusCode, spelling).toBe(400)
      expect(res.json()).toEqual({ mensagem: 'Identificador inválido.' })
      expect(res.headers['content-disposition']).toBeUndefined()
    }

    expect(await snapshot()).toEqual(before)
  })
})
