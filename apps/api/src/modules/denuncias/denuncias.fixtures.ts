// Test data for the report tests: a seller with listings (through the listing fixtures) and buyers
// who report them through the API. Reports count only from plausible reporters, once per registration
// group (decisions 024, 040): `compradores` registers each from its own address, backdates it 8 days
// and gives it a kept purchase from a shop of its own (`compraMantida`).
import { registration, sessionCookie } from '../../../test/fixtures.ts'
import type { TestApp } from '../../../test/test-app.ts'
import { anuncioFixtures, type Seller } from '../anuncios/anuncios.fixtures.ts'

let enderecos = 0
/** An address no other account of the run registered from: its own registration group. */
export const outroEndereco = () => {
  const n = ++enderecos
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

export function denunciaFixtures(t: TestApp) {
  const f = anuncioFixtures(t)

  /** A connected seller with `n` active padrão listings of one product. */
  async function vendedorComAnuncios(n = 1): Promise<{ seller: Seller; anuncios: number[] }> {
    const seller = await f.seller()
    const { idProduto } = await f.catalogo(seller.id)
    const anuncios: number[] = []
    for (let i = 0; i < n; i++) {
      const a = await f.anuncio(seller, { id_produto: idProduto, forma_de_pagamento: 'padrao' })
      anuncios.push(a.id_anuncio)
    }
    return { seller, anuncios }
  }

  /** A buyer registered from `endereco` (the registration's `req.ip`), signed in. */
  async function registrarDe(endereco: string, overrides: Record<string, unknown> = {}) {
    const body = registration({ perfil: 'comprador', ...overrides })
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      payload: body,
      remoteAddress: endereco,
    })
    if (created.statusCode !== 201) throw new Error(`register failed: ${created.body}`)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, senha: body.senha },
      remoteAddress: endereco,
    })
    return {
      usuario: created.json() as { id_usuario: number },
      id: created.json().id_usuario as number,
      cookie: sessionCookie(login),
      email: body.email,
    }
  }

  /** Registered `dias` days ago, as if time had passed (the reporter's age, decision 024). */
  const envelhecer = (ids: number[], dias: number) =>
    t.pool.query(
      `update usuarios set criado_em = criado_em - make_interval(days => $2) where id_usuario = any($1)`,
      [ids, dias],
    )

  /**
   * A purchase of the buyer planted with its item (R$ 29,90, its total), as the order steps leave it:
   * by default delivered, paid and kept. No provider payment: nothing for the reconciliation to check.
   */
  async function compra(
    idComprador: number,
    idVendedor: number,
    { status = 'entregue', cancelado = false, reembolsado = false } = {},
  ) {
    const { rows } = await t.pool.query<{ id: number }>(
      `insert into pedidos (id_usuario_comprador, id_usuario_vendedor, status_pedido, valor_total_centavos,
         data_pagamento_aprovado, data_entrega_realizada, data_cancelamento, data_reembolso)
       values ($1, $2, $3, 2990, now(), case when $4::boolean then now() end,
         case when $5::boolean then now() end, case when $6::boolean then now() end)
       returning id_pedido as id`,
      [idComprador, idVendedor, status, status === 'entregue', cancelado, reembolsado],
    )
    const id = (rows[0] as { id: number }).id
    await t.pool.query(
      `insert into itens_pedido (id_pedido, nome_produto, imagem_produto, quantidade, valor_unitario_centavos, forma_pagamento_selecionada)
       values ($1, 'Vaso de garrafa PET', '/api/arquivos/produtos/vaso.webp', 1, 2990, 'padrao')`,
      [id],
    )
    return id
  }

  // The shop the plausible buyers bought from: registered from the tests' own address, never reported.
  let loja: Promise<Seller> | undefined
  /** A delivered purchase kept by the buyer, from a shop outside their registration group. */
  async function compraMantida(idComprador: number) {
    loja ??= f.seller()
    return compra(idComprador, (await loja).id)
  }

  /** `n` fresh buyers, each from its own address: reports that do not count yet. */
  const novos = (n: number) => Promise.all(Array.from({ length: n }, () => registrarDe(outroEndereco())))

  /**
   * `n` plausible reporters of distinct groups: each from its own address, registered 8 days ago, with
   * a kept purchase.
   */
  async function compradores(n: number) {
    const buyers = await novos(n)
    await envelhecer(
      buyers.map((b) => b.id),
      8,
    )
    for (const b of buyers) await compraMantida(b.id)
    return buyers
  }

  const denunciar = (cookie: string | undefined, body: unknown) => f.call('POST', '/denuncias', cookie, body)

  /** A valid report of the listing. */
  const denuncia = (id_anuncio: unknown) => ({
    motivo: 'produto_falso',
    descricao: 'A foto não corresponde ao produto entregue.',
    id_anuncio,
  })

  /**
   * One report per buyer, one after the other, the i-th of them (counting from `desde`) on the listing
   * at that index, the listings taken in turn.
   */
  async function denunciarEmSequencia(cookies: string[], anuncios: number[], desde = 0) {
    for (const [i, cookie] of cookies.entries()) {
      const res = await denunciar(cookie, denuncia(anuncios[(desde + i) % anuncios.length]))
      if (res.statusCode !== 201) throw new Error(`report failed: ${res.statusCode} ${res.body}`)
    }
  }

  const bloqueadoAte = async (idVendedor: number) =>
    (
      await f.one<{ ate: Date | null }>('select bloqueado_ate as ate from usuarios where id_usuario = $1', [
        idVendedor,
      ])
    ).ate

  const nomeDoProduto = async (idAnuncio: number) =>
    (
      await f.one<{ nome: string }>(
        'select p.nome from anuncios a join produtos p using (id_produto) where a.id_anuncio = $1',
        [idAnuncio],
      )
    ).nome

  const contar = async (table: 'denuncias' | 'moderacao_eventos') =>
    (await f.one<{ n: number }>(`select count(*)::int as n from ${table}`, [])).n

  return {
    ...f,
    vendedorComAnuncios,
    registrarDe,
    envelhecer,
    compra,
    compraMantida,
    novos,
    compradores,
    denunciar,
    denuncia,
    denunciarEmSequencia,
    bloqueadoAte,
    nomeDoProduto,
    contar,
  }
}
