// The orders lists of both sides (docs/product/pedidos.md): one page of
// cards over the (owner, status, date) indexes, and the eight status counters from the kept totals.
import { STATUS_PEDIDO, type StatusPedido } from '@recria/domain/pedido'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { mensagensPedido } from '../../db/schema/mensagens.ts'
import { itensPedido, pedidos } from '../../db/schema/pedidos.ts'
import { pedidosTotaisDia } from '../../db/schema/pedidos-totais.ts'
import { usuarios } from '../../db/schema/usuarios.ts'
import { contains, newestFirst, type PageSlice } from '../../lib/pagination.ts'
import { diasDoPeriodo, type FiltroPeriodo, noPeriodo } from '../../lib/periodo.ts'

export type Lado = 'vendedor' | 'comprador'

export interface FiltroPedidos extends FiltroPeriodo {
  busca?: string
  status?: StatusPedido
}

/** Whose orders (the list's owner) and who the other party is, per side. */
const COLUNAS = {
  vendedor: { dono: pedidos.id_usuario_vendedor, outro: pedidos.id_usuario_comprador },
  comprador: { dono: pedidos.id_usuario_comprador, outro: pedidos.id_usuario_vendedor },
}

/** Order number (with or without '#') or the other party's name, accent-insensitive. */
function busca(lado: Lado, termo: string): SQL {
  const nome = sql`exists (select 1 from ${usuarios} where ${usuarios.id_usuario} = ${COLUNAS[lado].outro}
    and ${contains(usuarios.nome, termo)})`
  const numero = /^#?\d{1,9}$/.test(termo) ? Number(termo.replace('#', '')) : null
  return numero === null ? nome : sql`(${pedidos.id_pedido} = ${numero} or ${nome})`
}

function filtros(lado: Lado, idUsuario: number, f: FiltroPedidos, comStatus: boolean) {
  return and(
    eq(COLUNAS[lado].dono, idUsuario),
    comStatus && f.status ? eq(pedidos.status_pedido, f.status) : undefined,
    ...noPeriodo(pedidos.data_criacao, f),
    f.busca ? busca(lado, f.busca) : undefined,
  )
}

/** count(*) per status over the orders, or the kept totals' sums per status (decision 018). */
function contadores(quantos: SQL, status: SQL) {
  return {
    total: sql<number>`coalesce(${quantos}, 0)::int`,
    ...(Object.fromEntries(
      STATUS_PEDIDO.map((s) => [
        s,
        sql<number>`coalesce(${quantos} filter (where ${status} = ${s}), 0)::int`,
      ]),
    ) as Record<StatusPedido, SQL<number>>),
  }
}

/** The kept totals of the owner's side, for the period's days when there is one. */
function totaisFiltrados(lado: Lado, idUsuario: number, f: FiltroPedidos) {
  const [de, ate] = diasDoPeriodo(f)
  return and(
    eq(pedidosTotaisDia.id_usuario, idUsuario),
    eq(pedidosTotaisDia.lado, lado),
    de ? sql`${pedidosTotaisDia.dia} >= ${de}` : undefined,
    ate ? sql`${pedidosTotaisDia.dia} < ${ate}` : undefined,
  )
}

export const pedidosListaRepository = {
  /**
   * One page of cards, newest first: the other party and the first item read in the same query.
   * Answers the query itself (awaiting it runs it) so its plan can be read too.
   */
  pagina(db: Executor, lado: Lado, idUsuario: number, f: FiltroPedidos, page: PageSlice) {
    const primeiro = sql`(select ${itensPedido.nome_produto} from ${itensPedido}
      where ${itensPedido.id_pedido} = ${pedidos.id_pedido} order by ${itensPedido.id_item_pedido} limit 1)`
    const imagem = sql`(select ${itensPedido.imagem_produto} from ${itensPedido}
      where ${itensPedido.id_pedido} = ${pedidos.id_pedido} order by ${itensPedido.id_item_pedido} limit 1)`
    return db
      .select({
        id_pedido: pedidos.id_pedido,
        status_pedido: sql<StatusPedido>`${pedidos.status_pedido}`,
        valor_total_centavos: pedidos.valor_total_centavos,
        quantidade_total_materia_prima: sql<string>`${pedidos.quantidade_total_materia_prima}`,
        data_criacao: pedidos.data_criacao,
        outro: { id_usuario: usuarios.id_usuario, nome: usuarios.nome },
        quantidade_itens: sql<number>`(select count(*) from ${itensPedido}
          where ${itensPedido.id_pedido} = ${pedidos.id_pedido})::int`,
        nome_produto: sql<string | null>`${primeiro}`,
        imagem_produto: sql<string | null>`${imagem}`,
        // The other party's unread messages, over the partial index of unread ones per order.
        mensagens_nao_lidas: sql<number>`(select count(*) from ${mensagensPedido}
          where ${mensagensPedido.id_pedido} = ${pedidos.id_pedido} and ${mensagensPedido.id_autor} = ${COLUNAS[lado].outro}
            and ${mensagensPedido.lida_em} is null)::int`,
      })
      .from(pedidos)
      .innerJoin(usuarios, eq(usuarios.id_usuario, COLUNAS[lado].outro))
      .where(filtros(lado, idUsuario, f, true))
      .orderBy(...newestFirst(pedidos.data_criacao, pedidos.id_pedido))
      .limit(page.limit)
      .offset(page.offset)
  },

  /** Per status and in all, for the same filters without the status one. */
  /**
   * The eight counters for the filters without the status. Without a search they are the kept
   * totals' few rows per day of the owner; a search must look at the orders it matches.
   */
  contadoresQuery: (db: Executor, lado: Lado, idUsuario: number, f: FiltroPedidos) =>
    f.busca
      ? db
          .select(contadores(sql`count(*)`, sql`${pedidos.status_pedido}`))
          .from(pedidos)
          .where(filtros(lado, idUsuario, f, false))
      : db
          .select(contadores(sql`sum(${pedidosTotaisDia.pedidos})`, sql`${pedidosTotaisDia.status_pedido}`))
          .from(pedidosTotaisDia)
          .where(totaisFiltrados(lado, idUsuario, f)),

  async contadores(db: Executor, lado: Lado, idUsuario: number, f: FiltroPedidos) {
    const [row] = await pedidosListaRepository.contadoresQuery(db, lado, idUsuario, f)
    return row as { [K in StatusPedido | 'total']: number }
  },
}

export type PedidoListaRow = Awaited<ReturnType<typeof pedidosListaRepository.pagina>>[number]
