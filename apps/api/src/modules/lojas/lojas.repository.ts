// A shop's header, one statement: the seller (visible only while a seller, not suspended, deleted or
// blocked), the city of its pickup place, and the figures the database keeps (decisions 018, 019, 028).
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'

export type LojaRow = {
  id_usuario: number
  nome: string
  foto_url: string | null
  cidade: string | null
  uf: string | null
  criado_em: Date
  total: number
  soma: number
  nota_1: number
  nota_2: number
  nota_3: number
  nota_4: number
  nota_5: number
  vendas: number
}

export type MateriaRow = { nome_materia_prima: string; unidade_medida: string; quantidade: string }

/** One party's kept rows of raw material, most first: the seller's received or the buyer's handed over. */
async function materiaGuardada(
  db: Executor,
  tabela: 'materia_prima_recebida' | 'materia_prima_entregue',
  dono: 'id_usuario_vendedor' | 'id_usuario_comprador',
  idUsuario: number,
) {
  const { rows } = await db.execute<MateriaRow>(sql`
      select m.nome_materia_prima, m.unidade_medida, m.quantidade::text as quantidade
      from ${sql.raw(tabela)} m
      where m.${sql.raw(dono)} = ${idUsuario} and m.quantidade > 0
      order by m.quantidade desc, m.unidade_medida, m.nome_materia_prima`)
  return rows
}

export const lojasRepository = {
  async loja(db: Executor, idVendedor: number) {
    const { rows } = await db.execute<LojaRow>(sql`
      select u.id_usuario, u.nome, u.foto_url, u.criado_em,
        nullif(e.configuracao -> 'retirada' -> 'endereco' ->> 'cidade', '') as cidade,
        nullif(e.configuracao -> 'retirada' -> 'endereco' ->> 'uf', '') as uf,
        coalesce(av.total, 0) as total, coalesce(av.soma, 0) as soma,
        coalesce(av.nota_1, 0) as nota_1, coalesce(av.nota_2, 0) as nota_2, coalesce(av.nota_3, 0) as nota_3,
        coalesce(av.nota_4, 0) as nota_4, coalesce(av.nota_5, 0) as nota_5,
        (select coalesce(sum(t.pedidos), 0)::int from pedidos_totais_dia t
          where t.id_usuario = u.id_usuario and t.lado = 'vendedor' and t.status_pedido = 'entregue') as vendas
      from usuarios u
      left join entregas_vendedor e on e.id_usuario = u.id_usuario
      left join avaliacoes_vendedor av on av.id_usuario_vendedor = u.id_usuario
      where u.id_usuario = ${idVendedor}
        and u.suspenso_em is null and u.excluido_em is null
        and (u.bloqueado_ate is null or u.bloqueado_ate <= now())
        and exists (select 1 from usuario_perfis p where p.id_usuario = u.id_usuario and p.perfil = 'vendedor')`)
    return rows[0]
  },

  /** Raw material the seller recorded as received (decision 028), per material and unit. */
  materiaDoVendedor: (db: Executor, idVendedor: number) =>
    materiaGuardada(db, 'materia_prima_recebida', 'id_usuario_vendedor', idVendedor),

  /** What the buyer handed over: the receipts recorded on their orders, kept per material and unit. */
  materiaDoComprador: (db: Executor, idComprador: number) =>
    materiaGuardada(db, 'materia_prima_entregue', 'id_usuario_comprador', idComprador),

  /** The whole platform's: the sellers' kept rows summed (a few rows per seller). */
  async materiaDaPlataforma(db: Executor) {
    const { rows } = await db.execute<MateriaRow>(sql`
      select nome_materia_prima, unidade_medida, sum(quantidade)::text as quantidade
      from materia_prima_recebida
      group by unidade_medida, nome_materia_prima
      having sum(quantidade) > 0
      order by sum(quantidade) desc, unidade_medida, nome_materia_prima`)
    return rows
  },
}
