import { DENUNCIANTE_AFASTAMENTO_DIAS } from '@recria/domain/denuncia'
import type { RevisaoModeracao } from '@recria/domain/operador-moderacao'
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { anuncios, produtos } from '../../db/schema/back-office.ts'
import { denuncias, moderacaoEventos } from '../../db/schema/catalogo.ts'
import { usuarios } from '../../db/schema/usuarios.ts'
import { countWhere, newestFirst, type PageSlice, pageWithTotal } from '../../lib/pagination.ts'

/** Reports shown per event: a seller's block can stand on many; the count is the event's. */
const DENUNCIAS_POR_EVENTO = 50

const vendedor = alias(usuarios, 'vendedor')
const revisor = alias(usuarios, 'revisor')

export type EventoModeracao = typeof moderacaoEventos.$inferSelect

export interface DenuncianteAfastadoRow {
  id_evento: number
  id_usuario: number
  nome: string
  email: string
  afastado_ate: Date | string
}

/** A report as the operator reads it: who made it, why, when, and whether it counts. */
export interface DenunciaLidaRow {
  id_denuncia: number
  nome_denunciante: string
  motivo: string
  descricao: string
  data_criacao: Date | string
  contada: boolean
  dispensada: boolean
}

export interface DenunciaDoEventoRow extends DenunciaLidaRow {
  id_evento: number
  id_anuncio: number | null
  nome_anuncio: string | null
}

/**
 * The reports behind an event: those of its listing (a deactivation) or of all its seller's listings
 * (a block) written up to the event, which was written in the same transaction as the last of them.
 * The event's date is read in SQL: a JavaScript date would drop its microseconds.
 */
const atras = (e: EventoModeracao) =>
  and(
    eq(denuncias.id_usuario_vendedor, e.id_usuario_vendedor),
    e.tipo === 'anuncio_desativado' ? eq(denuncias.id_anuncio, e.id_anuncio ?? -1) : undefined,
    lte(
      denuncias.data_criacao,
      sql`(select ${moderacaoEventos.data_criacao} from ${moderacaoEventos} where ${moderacaoEventos.id_evento} = ${e.id_evento})`,
    ),
  )

export const moderacaoRepository = {
  /**
   * A page of events with that review, with their seller, listing and reviewer: pending ones oldest
   * first (the one waiting longest is reviewed first, decision 040), reviewed ones newest first.
   */
  async pagina(db: Executor, revisao: RevisaoModeracao, slice: PageSlice) {
    const where = eq(moderacaoEventos.revisao, revisao)
    const ordem =
      revisao === 'pendente'
        ? [asc(moderacaoEventos.data_criacao), asc(moderacaoEventos.id_evento)]
        : newestFirst(moderacaoEventos.data_criacao, moderacaoEventos.id_evento)
    return pageWithTotal(
      db
        .select({
          id_evento: moderacaoEventos.id_evento,
          tipo: moderacaoEventos.tipo,
          revisao: moderacaoEventos.revisao,
          id_anuncio: moderacaoEventos.id_anuncio,
          nome_anuncio: produtos.nome,
          id_vendedor: moderacaoEventos.id_usuario_vendedor,
          nome_vendedor: vendedor.nome,
          total_denuncias: moderacaoEventos.total_denuncias,
          bloqueado_ate: moderacaoEventos.bloqueado_ate,
          data_criacao: moderacaoEventos.data_criacao,
          revisado_em: moderacaoEventos.revisado_em,
          nome_revisor: revisor.nome,
          revisao_motivo: moderacaoEventos.revisao_motivo,
        })
        .from(moderacaoEventos)
        .innerJoin(vendedor, eq(vendedor.id_usuario, moderacaoEventos.id_usuario_vendedor))
        .leftJoin(anuncios, eq(anuncios.id_anuncio, moderacaoEventos.id_anuncio))
        .leftJoin(produtos, eq(produtos.id_produto, anuncios.id_produto))
        .leftJoin(revisor, eq(revisor.id_usuario, moderacaoEventos.revisado_por))
        .where(where)
        .orderBy(...ordem)
        .$dynamic(),
      slice,
      countWhere(db, moderacaoEventos, where),
    )
  },

  /** The reports behind each of the events, newest first, in one query (up to 50 per event). */
  async denunciasDosEventos(db: Executor, ids: number[]): Promise<DenunciaDoEventoRow[]> {
    if (ids.length === 0) return []
    const { rows } = await db.execute<DenunciaDoEventoRow & Record<string, unknown>>(sql`
      select e.id_evento, d.id_denuncia, d.id_anuncio, p.nome as nome_anuncio, u.nome as nome_denunciante,
             d.motivo, d.descricao, d.data_criacao, d.contada, d.dispensada_em is not null as dispensada
      from ${moderacaoEventos} e
      cross join lateral (
        select * from ${denuncias} d
        where d.id_usuario_vendedor = e.id_usuario_vendedor
          and (e.tipo = 'vendedor_bloqueado' or d.id_anuncio = e.id_anuncio)
          and d.data_criacao <= e.data_criacao
        order by d.data_criacao desc, d.id_denuncia desc
        limit ${DENUNCIAS_POR_EVENTO}
      ) d
      join ${usuarios} u on u.id_usuario = d.id_usuario_denunciante
      left join ${anuncios} a on a.id_anuncio = d.id_anuncio
      left join ${produtos} p on p.id_produto = a.id_produto
      where e.id_evento in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by e.id_evento, d.data_criacao desc, d.id_denuncia desc`)
    return rows
  },

  /**
   * Who reported behind each reversed event: the reporters a reversal set aside (decision 040), with
   * the day their reports count again (90 days after their latest reversal).
   */
  async denunciantesAfastados(db: Executor, ids: number[]): Promise<DenuncianteAfastadoRow[]> {
    if (ids.length === 0) return []
    const { rows } = await db.execute<DenuncianteAfastadoRow & Record<string, unknown>>(sql`
      select e.id_evento, u.id_usuario, u.nome, u.email,
             (select max(r.dispensada_em) from ${denuncias} r
               where r.id_usuario_denunciante = u.id_usuario and r.id_evento_reversao is not null)
               + make_interval(days => ${DENUNCIANTE_AFASTAMENTO_DIAS}::int) as afastado_ate
      from ${moderacaoEventos} e
      join ${denuncias} d on d.id_usuario_vendedor = e.id_usuario_vendedor
        and (e.tipo = 'vendedor_bloqueado' or d.id_anuncio = e.id_anuncio)
        and d.data_criacao <= e.data_criacao
        and d.id_evento_reversao is not null
      join ${usuarios} u on u.id_usuario = d.id_usuario_denunciante
      where e.revisao = 'revertida' and e.id_evento in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by e.id_evento, u.id_usuario
      order by e.id_evento, u.nome, u.id_usuario`)
    return rows
  },

  /** The event, locked until the review's transaction ends: two reviews of it queue, the second sees the first. */
  async travar(db: Executor, idEvento: number): Promise<EventoModeracao | null> {
    const [row] = await db
      .select()
      .from(moderacaoEventos)
      .where(eq(moderacaoEventos.id_evento, idEvento))
      .for('update')
    return row ?? null
  },

  async marcarRevisao(
    db: Executor,
    idEvento: number,
    revisao: Exclude<RevisaoModeracao, 'pendente'>,
    idOperador: number,
    motivo: string,
  ) {
    await db
      .update(moderacaoEventos)
      .set({ revisao, revisado_por: idOperador, revisado_em: sql`now()`, revisao_motivo: motivo })
      .where(eq(moderacaoEventos.id_evento, idEvento))
  },

  /**
   * The reports behind the event stop counting, marked with the reversal that dismissed them (their
   * reporters are set aside, decision 040); answers how many were dismissed now.
   */
  async dispensar(db: Executor, evento: EventoModeracao) {
    const rows = await db
      .update(denuncias)
      .set({ dispensada_em: sql`now()`, id_evento_reversao: evento.id_evento })
      .where(and(atras(evento), isNull(denuncias.dispensada_em)))
      .returning({ id_denuncia: denuncias.id_denuncia })
    return rows.length
  },
}
