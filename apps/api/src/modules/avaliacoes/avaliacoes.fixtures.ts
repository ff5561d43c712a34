// Test data for the ratings tests: sellers with listings on sale (through the catalogue's fixtures),
// buyers, and orders written straight into the tables in the status a test needs (delivered ones
// carry their delivery date), each item pointing at a listing; then the ratings calls.
import type { InjectOptions } from 'fastify'
import { signUp } from '../../../test/fixtures.ts'
import type { TestApp } from '../../../test/test-app.ts'
import { catalogoFixtures, type VitrineSeller } from '../anuncios/catalogo.fixtures.ts'

export interface Pessoa {
  id: number
  cookie: string
  nome: string
}

export interface Oferta {
  vendedor: VitrineSeller
  idAnuncio: number
  idProduto: number
  nome: string
}

export function avaliacoesFixtures(t: TestApp) {
  const c = catalogoFixtures(t)
  const one = async <T>(text: string, values: unknown[] = []) =>
    (await t.pool.query(text, values)).rows[0] as T

  async function comprador(nome?: string): Promise<Pessoa> {
    const s = await signUp(t.app, { perfil: 'comprador', ...(nome && { nome }) })
    return { id: s.usuario.id_usuario, cookie: s.cookie, nome: s.usuario.nome }
  }

  /** A connected seller with one listing on sale (a product of `preco_centavos`, padrão). */
  async function oferta(nome = 'Luminária de garrafa', vendedor?: VitrineSeller): Promise<Oferta> {
    const v = vendedor ?? (await c.vendedor())
    const idAnuncio = await c.anuncio(v, { nome })
    const { id_produto } = await one<{ id_produto: number }>(
      'select id_produto from anuncios where id_anuncio = $1',
      [idAnuncio],
    )
    return { vendedor: v, idAnuncio, idProduto: id_produto, nome }
  }

  /**
   * An order of `comprador` from the offers' seller, one unit of each offer at R$ 100,00, in `status`;
   * delivered (or refunded after delivery) ones carry their delivery date.
   */
  async function pedido(quem: Pessoa, ofertas: Oferta[], status = 'entregue'): Promise<number> {
    const [primeira] = ofertas
    if (!primeira) throw new Error('pedido sem itens')
    const entregue = status === 'entregue' || status === 'reembolsado'
    const { id } = await one<{ id: number }>(
      `insert into pedidos (id_usuario_comprador, id_usuario_vendedor, status_pedido, valor_total_centavos,
         data_entrega_realizada)
       values ($1, $2, $3, $4, ${entregue ? 'now()' : 'null'}) returning id_pedido as id`,
      [quem.id, primeira.vendedor.id, status, 10_000 * ofertas.length],
    )
    for (const o of ofertas)
      await t.pool.query(
        `insert into itens_pedido (id_pedido, id_anuncio, nome_produto, imagem_produto, quantidade,
           valor_unitario_centavos, forma_pagamento_selecionada)
         values ($1, $2, $3, '/api/arquivos/produtos/x.webp', 1, 10000, 'padrao')`,
        [id, o.idAnuncio, o.nome],
      )
    return id
  }

  const call = (method: InjectOptions['method'], url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    })

  const avaliar = (quem: Pessoa | undefined, body: Record<string, unknown>) =>
    call('POST', '/avaliacoes', quem?.cookie, body)

  const editar = (quem: Pessoa | undefined, id: number | string, body: Record<string, unknown>) =>
    call('PUT', `/avaliacoes/${id}`, quem?.cookie, body)

  /** A review written through the API; answers its id. */
  async function avaliada(quem: Pessoa, idProduto: number, nota = 5, comentario = 'Produto muito bonito.') {
    const res = await avaliar(quem, { id_produto: idProduto, nota, comentario })
    if (res.statusCode !== 201) throw new Error(`avaliação falhou: ${res.statusCode} ${res.body}`)
    return res.json().dados.avaliacao.id_avaliacao as number
  }

  /** The kept figures of a product, of a seller, and the catalogue's nota of a listing. */
  const figuras = async (o: Oferta) => ({
    produto: await one<{ total: number; soma: number; nota_media: string }>(
      'select total, soma, nota_media::text from avaliacoes_produto where id_produto = $1',
      [o.idProduto],
    ),
    vendedor: await one<Record<string, number | string>>(
      `select total, soma, nota_1, nota_2, nota_3, nota_4, nota_5, nota_media::text
         from avaliacoes_vendedor where id_usuario_vendedor = $1`,
      [o.vendedor.id],
    ),
    nota: (
      await one<{ nota: string }>('select nota::text from anuncios_busca where id_anuncio = $1', [
        o.idAnuncio,
      ])
    ).nota,
  })

  const vendedorPessoa = (o: Oferta): Pessoa => ({
    id: o.vendedor.id,
    cookie: o.vendedor.cookie,
    nome: o.vendedor.usuario.nome,
  })

  return { ...c, one, comprador, oferta, pedido, call, avaliar, editar, avaliada, figuras, vendedorPessoa }
}
