// The order's thread (`mensagens_pedido`): its pages, the reading and the writing of a message.
import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { mensagensPedido } from '../../db/schema/mensagens.ts'
import { pedidos } from '../../db/schema/pedidos.ts'
import { usuarios } from '../../db/schema/usuarios.ts'

export interface PartesDaConversa {
  id_pedido: number
  id_comprador: number
  comprador: string
  email_comprador: string
  id_vendedor: number
  vendedor: string
  email_vendedor: string
}

export const pedidosMensagensRepository = {
  /**
   * One page, newest first, and one more row to tell whether an older page exists: the (order, id)
   * index read backwards from the cursor, the authors joined in the same query.
   */
  pagina(db: Executor, idPedido: number, antes: number | undefined, limit: number) {
    return db
      .select({
        id_mensagem: mensagensPedido.id_mensagem,
        id_pedido: mensagensPedido.id_pedido,
        autor: { id_usuario: usuarios.id_usuario, nome: usuarios.nome },
        texto: mensagensPedido.texto,
        criada_em: mensagensPedido.criada_em,
        lida_em: mensagensPedido.lida_em,
      })
      .from(mensagensPedido)
      .innerJoin(usuarios, eq(usuarios.id_usuario, mensagensPedido.id_autor))
      .where(
        and(
          eq(mensagensPedido.id_pedido, idPedido),
          antes === undefined ? undefined : lt(mensagensPedido.id_mensagem, antes),
        ),
      )
      .orderBy(desc(mensagensPedido.id_mensagem))
      .limit(limit + 1)
  },

  /** The other side's unread messages on the order become read for `idLeitor`; how many did. */
  async marcarLidas(db: Executor, idPedido: number, idLeitor: number) {
    const rows = await db
      .update(mensagensPedido)
      .set({ lida_em: sql`now()` })
      .where(
        and(
          eq(mensagensPedido.id_pedido, idPedido),
          ne(mensagensPedido.id_autor, idLeitor),
          isNull(mensagensPedido.lida_em),
        ),
      )
      .returning({ id_mensagem: mensagensPedido.id_mensagem })
    return rows.length
  },

  /**
   * The order's two parties with their names and e-mails, the order's row locked (no key update) so
   * two messages of one author never both count as the first unread of a run.
   */
  async travarPartes(tx: Executor, idPedido: number): Promise<PartesDaConversa | null> {
    const { rows } = await tx.execute<PartesDaConversa & Record<string, unknown>>(sql`
      select p.id_pedido, c.id_usuario as id_comprador, c.nome as comprador, c.email as email_comprador,
             v.id_usuario as id_vendedor, v.nome as vendedor, v.email as email_vendedor
      from ${pedidos} p join ${usuarios} c on c.id_usuario = p.id_usuario_comprador
      join ${usuarios} v on v.id_usuario = p.id_usuario_vendedor
      where p.id_pedido = ${idPedido}
      for no key update of p`)
    return rows[0] ?? null
  },

  /** Whether the author still has unread messages on the order (before the new one is written). */
  async temNaoLidas(tx: Executor, idPedido: number, idAutor: number) {
    const { rows } = await tx.execute(sql`
      select 1 from ${mensagensPedido}
      where ${mensagensPedido.id_pedido} = ${idPedido} and ${mensagensPedido.id_autor} = ${idAutor}
        and ${mensagensPedido.lida_em} is null
      limit 1`)
    return rows.length > 0
  },

  async inserir(tx: Executor, nova: { id_pedido: number; id_autor: number; texto: string }) {
    const [row] = await tx.insert(mensagensPedido).values(nova).returning()
    if (!row) throw new Error('mensagem não inserida')
    return row
  },
}

export type MensagemRow = Awaited<ReturnType<typeof pedidosMensagensRepository.pagina>>[number]
