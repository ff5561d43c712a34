// The operator's Financeiro area (decision 025): four lists of money that needs a person, each with
// what to do next, and the two actions on them. Every action writes its audit line in its own
// transaction; the refund goes back to the refunds module's queue, never to the provider from here.
import {
  FINANCEIRO_LIMITE_PADRAO,
  FINANCEIRO_MSG,
  type FinanceiroQuery,
  type FinanceiroResponse,
  FINANCEIRO_PROXIMO_PASSO as PASSO,
  type ResolverPendencia,
} from '@recria/domain/operador-financeiro'
import { centavosToReais } from '@recria/domain/pagamento'
import type { Deps } from '../../deps.ts'
import { NotFound } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import { paginated } from '../../lib/pagination.ts'
import type { ReconciliacaoService } from '../reconciliacao/reconciliacao.module.ts'
import { chaveDoReembolso, type ReembolsosOperadorService } from '../reembolsos/reembolsos.module.ts'
import type { AuditoriaService } from './auditoria.service.ts'
import { financeiroRepository as repo } from './financeiro.repository.ts'

const janela = (pagina = 1, limit: number) => ({ pagina, limit, offset: (pagina - 1) * limit })
const iso = (d: Date | string) => new Date(d).toISOString()

export type FinanceiroOperadorService = ReturnType<typeof createFinanceiroOperadorService>

export function createFinanceiroOperadorService(
  { db }: Pick<Deps, 'db'>,
  uses: {
    reembolsosOperador: ReembolsosOperadorService
    reconciliacao: ReconciliacaoService
    auditoria: AuditoriaService
  },
) {
  const { reembolsosOperador, reconciliacao, auditoria } = uses

  /** The check runs for every look at the page, so the list is what holds now (decision 025). */
  async function divergencias(pagina: ReturnType<typeof janela>) {
    const vistaEm = new Date()
    await repo.registrarDivergencias(db, await reconciliacao.verificar(), vistaEm)
    return { vistaEm, ...(await repo.divergencias(db, vistaEm, pagina)) }
  }

  async function listar(query: FinanceiroQuery): Promise<FinanceiroResponse> {
    const limit = query.limit ?? FINANCEIRO_LIMITE_PADRAO
    const [jr, jp, jn, jd] = [
      janela(query.pagina_reembolsos, limit),
      janela(query.pagina_pagamentos, limit),
      janela(query.pagina_notificacoes, limit),
      janela(query.pagina_divergencias, limit),
    ]
    const [reembolsos, pagamentos, notificacoes, achadas] = await Promise.all([
      reembolsosOperador.falhos(jr),
      repo.contestados(db, jp),
      repo.falhas(db, jn),
      divergencias(jd),
    ])
    return {
      reembolsos: paginated(
        reembolsos.rows.map((r) => ({
          id_reembolso: r.id_reembolso,
          id_pedido: r.id_pedido,
          mercado_pago_payment_id: r.mercado_pago_payment_id,
          comprador: r.comprador,
          vendedor: r.vendedor,
          valor: centavosToReais(Number(r.valor_centavos)),
          tentativas: r.tentativas,
          ultimo_erro: r.ultimo_erro,
          data_atualizacao: iso(r.atualizado_em),
          acao: 'reenviar' as const,
          proximo_passo: PASSO.reembolso,
        })),
        reembolsos.total,
        jr,
      ),
      pagamentos: paginated(
        pagamentos.rows.map((p) => ({
          id_pagamento: p.id_pagamento,
          id_pedido: p.id_pedido,
          mercado_pago_payment_id: Number(p.mercado_pago_payment_id),
          status: p.status,
          comprador: p.comprador,
          vendedor: p.vendedor,
          valor: centavosToReais(Number(p.valor_centavos)),
          data_atualizacao: iso(p.atualizado_em),
          acao: 'resolver' as const,
          proximo_passo: PASSO[p.status],
        })),
        pagamentos.total,
        jp,
      ),
      notificacoes: paginated(
        notificacoes.rows.map((n) => ({
          id_evento: n.id_evento,
          tipo: n.tipo,
          acao_mp: n.acao_mp,
          data_id: n.data_id,
          erro: n.erro,
          eventos: Number(n.eventos),
          recebido_em: iso(n.recebido_em),
          acao: 'resolver' as const,
          proximo_passo: PASSO.notificacao,
        })),
        notificacoes.total,
        jn,
      ),
      divergencias: paginated(
        achadas.rows.map((d) => ({
          id_divergencia: d.id_divergencia,
          regra: d.regra,
          descricao: d.descricao,
          data_primeira: iso(d.data_primeira),
          data_ultima: iso(d.data_ultima),
          acao: 'resolver' as const,
          proximo_passo: PASSO.divergencia,
        })),
        achadas.total,
        jd,
      ),
      conciliado_em: achadas.vistaEm.toISOString(),
    }
  }

  /** POST /admin/financeiro/reembolsos/{id}/reenviar: failed → approved, queued, audited. */
  async function reenviar(operador: SessionUser, idReembolso: number, motivo: string) {
    await db.transaction(async (tx) => {
      const antes = await reembolsosOperador.reenviar(tx, idReembolso)
      await auditoria.registrar(tx, {
        id_operador: operador.id_usuario,
        acao: 'reembolso_reenviado',
        alvo_tipo: 'reembolso',
        alvo_id: idReembolso,
        motivo,
        detalhes: {
          id_pedido: antes.id_pedido,
          chave_idempotencia: chaveDoReembolso(idReembolso),
          antes: { status: antes.status, tentativas: antes.tentativas, ultimo_erro: antes.ultimo_erro },
          depois: { status: 'approved', tentativas: 0 },
        },
      })
    })
    return {
      mensagem: FINANCEIRO_MSG.reembolsoReenviado,
      reembolso: { id_reembolso: idReembolso, status: 'approved' as const },
    }
  }

  /** The item as it is listed now (locked for a payment), or 404: resolved already, or never listed. */
  async function pendente(tx: Parameters<Parameters<typeof db.transaction>[0]>[0], p: ResolverPendencia) {
    if (p.tipo === 'pagamento') {
      const row = await repo.contestado(tx, p.id)
      return row && { estado: row.status, antes: { ...row, atualizado_em: iso(row.atualizado_em) } }
    }
    if (p.tipo === 'notificacao_mp') {
      const row = await repo.falha(tx, p.id)
      return row && { estado: '', antes: { ...row, recebido_em: iso(row.recebido_em) } }
    }
    const row = await repo.divergencia(tx, p.id)
    return row && { estado: '', antes: { regra: row.regra, descricao: row.descricao } }
  }

  /** POST /admin/financeiro/pendencias: the item leaves its list, with the operator's note, audited. */
  async function resolver(operador: SessionUser, p: ResolverPendencia) {
    await db.transaction(async (tx) => {
      const item = await pendente(tx, p)
      if (!item) throw new NotFound(FINANCEIRO_MSG.pendenciaNaoEncontrada)
      const feito = await repo.resolver(tx, {
        tipo: p.tipo,
        id_alvo: p.id,
        estado: item.estado,
        motivo: p.motivo,
        id_operador: operador.id_usuario,
      })
      if (!feito) throw new NotFound(FINANCEIRO_MSG.pendenciaNaoEncontrada)
      await auditoria.registrar(tx, {
        id_operador: operador.id_usuario,
        acao: 'pendencia_resolvida',
        alvo_tipo: p.tipo,
        alvo_id: p.id,
        motivo: p.motivo,
        detalhes: { antes: item.antes, depois: { resolvida: true } },
      })
    })
    return { mensagem: FINANCEIRO_MSG.pendenciaResolvida, pendencia: { tipo: p.tipo, id: p.id } }
  }

  return { listar, reenviar, resolver }
}
