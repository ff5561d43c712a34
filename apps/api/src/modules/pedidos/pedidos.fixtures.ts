// Orders written straight into the tables, at chosen instants and in chosen statuses, for the
// orders lists' tests; and the calls of the orders pages.
import { signUp } from '../../../test/fixtures.ts'
import type { TestApp } from '../../../test/test-app.ts'

export interface Pessoa {
  id: number
  cookie: string
}

export interface PedidoInserido {
  comprador: number
  vendedor: number
  status?: string
  /** ISO instant; now when absent. */
  em?: string
  centavos?: number
  itens?: string[]
}

export function pedidosFixtures(t: TestApp) {
  async function pessoa(perfil: 'comprador' | 'vendedor', nome?: string): Promise<Pessoa> {
    const s = await signUp(t.app, { perfil, ...(nome && { nome }) })
    return { id: s.usuario.id_usuario as number, cookie: s.cookie }
  }

  /** One order with its items (product names; each item one unit of R$ 10,00). */
  async function pedido(p: PedidoInserido): Promise<number> {
    const { rows } = await t.pool.query<{ id_pedido: number }>(
      `insert into pedidos (id_usuario_comprador, id_usuario_vendedor, status_pedido, valor_total_centavos, data_criacao)
       values ($1, $2, $3, $4, coalesce($5::timestamptz, now())) returning id_pedido`,
      [p.comprador, p.vendedor, p.status ?? 'pagamento_pendente', p.centavos ?? 1000, p.em ?? null],
    )
    const id = (rows[0] as { id_pedido: number }).id_pedido
    for (const nome of p.itens ?? []) {
      await t.pool.query(
        `insert into itens_pedido (id_pedido, nome_produto, imagem_produto, quantidade, valor_unitario_centavos, forma_pagamento_selecionada)
         values ($1, $2, $3, 1, 1000, 'padrao')`,
        [id, nome, `/api/arquivos/produtos/${id}.webp`],
      )
    }
    return id
  }

  const listar = (lado: 'vendedor' | 'comprador', quem: Pessoa, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/pedidos/${lado}/${quem.id}${query && `?${query}`}`,
      headers: { cookie: quem.cookie },
    })

  /** The ids of a list's page, in its order. */
  const ids = async (lado: 'vendedor' | 'comprador', quem: Pessoa, query = '') => {
    const res = await listar(lado, quem, query)
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`)
    return (res.json().itens as { id_pedido: number }[]).map((p) => p.id_pedido)
  }

  /** The instant São Paulo's day `offset` days from today begins, as PostgreSQL computes it. */
  async function inicioDoDia(offset = 0): Promise<Date> {
    const { rows } = await t.pool.query<{ d: Date }>(
      `select (((now() at time zone 'America/Sao_Paulo')::date + $1::int)::timestamp
               at time zone 'America/Sao_Paulo') as d`,
      [offset],
    )
    return (rows[0] as { d: Date }).d
  }

  return { pessoa, pedido, listar, ids, inicioDoDia }
}
