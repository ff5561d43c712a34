// Disputes of rejected refunds (decision 027): the buyer disputes a rejection within 7 days, once; an
// operator decides, refunding in full through a new approved request (the same processing and job as
// a seller's approval, after commit) or keeping the seller's answer. Both sides are told in the
// change's transaction; the operator's audit line is written in it by the caller's `registrar`.
import {
  type AbrirDisputa,
  type DecidirDisputa,
  DISPUTA_MSG,
  recusaDaDisputa,
  type StatusDisputa,
} from '@recria/domain/disputa'
import { NOTIFICACAO_TEXTOS } from '@recria/domain/notificacao-textos'
import { centavosToReais } from '@recria/domain/pagamento'
import { REEMBOLSO_MSG } from '@recria/domain/reembolso'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { achado, BusinessRule, Conflict, Forbidden, NotFound } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import { type Paginacao, pageWindow } from '../../lib/pagination.ts'
import type { NotificacoesService } from '../notificacoes/notificacoes.module.ts'
import type { PedidosService } from '../pedidos/pedidos.module.ts'
import { type DisputaLinha, disputasRepository } from './disputas.repository.ts'
import type { ReembolsoProcessamentoService } from './reembolso-processamento.service.ts'
import { toDisputa } from './reembolsos.presenter.ts'
import { enfileirarReembolsoAprovado } from './reembolsos.queue.ts'
import { reembolsosRepository } from './reembolsos.repository.ts'
import type { ReembolsosConsultaService } from './reembolsos-consulta.service.ts'
import { reembolsosLeituraRepository } from './reembolsos-leitura.repository.ts'

/** What the operator's decision changed, for its audit line. */
export interface DisputaDecidida {
  id_disputa: number
  id_reembolso: number
  id_pedido: number
  status: Exclude<StatusDisputa, 'aberta'>
  id_reembolso_decisao: number | null
  valor_reembolso_centavos: number | null
}

function toDisputaOperador(l: DisputaLinha) {
  const { valor_total_centavos: total, valor_reembolsado_centavos: reembolsado } = l.pagamento
  return {
    ...toDisputa(l.disputa),
    id_pedido: l.disputa.id_pedido,
    comprador: l.comprador,
    vendedor: l.vendedor,
    nome_operador: l.nome_operador,
    reembolso: {
      motivo: l.reembolso.motivo,
      descricao: l.reembolso.descricao,
      valor_solicitado: centavosToReais(l.reembolso.valor_solicitado_centavos),
      resposta_vendedor: l.reembolso.resposta_vendedor,
      data_criacao: l.reembolso.data_criacao.toISOString(),
      data_resposta: l.reembolso.data_resposta?.toISOString() ?? null,
    },
    pagamento: {
      valor_total: centavosToReais(total),
      valor_reembolsado: centavosToReais(reembolsado),
      valor_a_reembolsar: centavosToReais(Math.max(total - reembolsado, 0)),
    },
  }
}

export type DisputasService = ReturnType<typeof createDisputasService>

/** What disputes read and write in the database (the unit tests pass their own). */
export interface DisputasRepo
  extends Pick<
    typeof disputasRepository,
    | 'porId'
    | 'doReembolso'
    | 'inserir'
    | 'travar'
    | 'decidir'
    | 'inserirReembolsoDecidido'
    | 'pagina'
    | 'contadores'
  > {
  /** The disputed refund request, locked. */
  travarReembolso: (typeof reembolsosRepository)['travar']
  /** The refund request with its parties and its payment. */
  reembolsoLido: (typeof reembolsosLeituraRepository)['porId']
}

const disputasRepo: DisputasRepo = {
  ...disputasRepository,
  travarReembolso: reembolsosRepository.travar,
  reembolsoLido: reembolsosLeituraRepository.porId,
}

export function createDisputasService(
  { db, boss, log }: Pick<Deps, 'db' | 'boss' | 'log'>,
  uses: {
    pedidos: PedidosService
    notificacoes: NotificacoesService
    consulta: ReembolsosConsultaService
    processamento: ReembolsoProcessamentoService
  },
  repo: DisputasRepo = disputasRepo,
) {
  const { pedidos, notificacoes, consulta, processamento } = uses

  async function avisar(
    tx: Executor,
    idUsuario: number,
    l: { id_pedido: number; id_reembolso: number },
    extra: object,
    texto: { titulo: string; mensagem: string },
    tipo: 'disputa_aberta' | 'disputa_decidida',
  ) {
    await notificacoes.notificar(tx, {
      id_usuario: idUsuario,
      tipo,
      ...texto,
      id_pedido: l.id_pedido,
      dados_adicionais: {
        id_pedido: l.id_pedido,
        pedidoId: l.id_pedido,
        id_reembolso: l.id_reembolso,
        ...extra,
      },
    })
  }

  const um = async (idDisputa: number) =>
    toDisputaOperador(achado(await repo.porId(db, idDisputa), DISPUTA_MSG.naoEncontrada))

  return {
    /**
     * POST /reembolsos/{id}/disputa: the request's buyer, the request rejected at most 7 days ago, not
     * disputed yet. The seller is told.
     */
    async abrir(user: SessionUser, idReembolso: number, input: AbrirDisputa) {
      await db.transaction(async (tx) => {
        const r = await repo.travarReembolso(tx, idReembolso)
        if (!r) throw new NotFound(REEMBOLSO_MSG.naoEncontrado)
        if (r.id_usuario_comprador !== user.id_usuario) throw new Forbidden(REEMBOLSO_MSG.semPermissao)
        if (await repo.doReembolso(tx, idReembolso)) throw new Conflict(DISPUTA_MSG.jaExiste)
        const recusa = recusaDaDisputa(r, new Date())
        if (recusa) throw new BusinessRule(recusa)
        const id = await repo.inserir(tx, {
          id_reembolso: idReembolso,
          id_pedido: r.id_pedido,
          id_usuario_comprador: r.id_usuario_comprador,
          id_usuario_vendedor: r.id_usuario_vendedor,
          descricao: input.descricao,
        })
        if (id === null) throw new Conflict(DISPUTA_MSG.jaExiste)
        const partes = await repo.reembolsoLido(tx, idReembolso)
        const texto = NOTIFICACAO_TEXTOS.disputa_aberta({
          id_pedido: r.id_pedido,
          outraParte: partes?.comprador.nome ?? '',
        })
        await avisar(tx, r.id_usuario_vendedor, r, { id_disputa: id }, texto, 'disputa_aberta')
      })
      return { mensagem: DISPUTA_MSG.aberta, reembolso: await consulta.um(idReembolso) }
    },

    /** GET /admin/disputas: a page of one status (or all) and the counters per status. */
    async listar(query: Paginacao & { status?: StatusDisputa }) {
      const janela = pageWindow(query)
      const [linhas, contadores] = await Promise.all([
        repo.pagina(db, query.status, janela),
        repo.contadores(db),
      ])
      const total = query.status ? contadores[query.status] : contadores.total
      return {
        itens: linhas.map(toDisputaOperador),
        total,
        pagina: janela.pagina,
        total_paginas: Math.ceil(total / janela.limit),
        contadores,
      }
    },

    /**
     * POST /admin/disputas/{id}/decidir, once. 'reembolsar': what is still paid of the payment (the
     * server's own numbers) goes back in full through a new request, approved and queued in this
     * transaction, tried after commit as a seller's approval is. Both sides are told; `registrar`
     * writes the audit line in the same transaction.
     */
    async decidir(
      idOperador: number,
      idDisputa: number,
      input: DecidirDisputa,
      registrar: (tx: Executor, decidida: DisputaDecidida) => Promise<void>,
    ) {
      const decidida = await db.transaction(async (tx) => {
        const d = await repo.travar(tx, idDisputa)
        if (!d) throw new NotFound(DISPUTA_MSG.naoEncontrada)
        if (d.status !== 'aberta') throw new Conflict(DISPUTA_MSG.jaDecidida)
        const reembolsar = input.decisao === 'reembolsar'
        let idNovo: number | null = null
        let valor: number | null = null
        if (reembolsar) {
          await pedidos.travar(tx, d.id_pedido)
          const l = await repo.reembolsoLido(tx, d.id_reembolso)
          if (!l) throw new NotFound(REEMBOLSO_MSG.naoEncontrado)
          valor = l.pagamento.valor_total_centavos - l.pagamento.valor_reembolsado_centavos
          if (l.pagamento.status === 'refunded' || valor <= 0)
            throw new BusinessRule(REEMBOLSO_MSG.jaReembolsado)
          idNovo = await repo.inserirReembolsoDecidido(tx, {
            id_pagamento: l.reembolso.id_pagamento,
            id_pedido: d.id_pedido,
            id_usuario_comprador: d.id_usuario_comprador,
            id_usuario_vendedor: d.id_usuario_vendedor,
            motivo: l.reembolso.motivo,
            descricao_motivo: l.reembolso.descricao_motivo,
            valor_centavos: valor,
          })
          if (idNovo === null) throw new Conflict(REEMBOLSO_MSG.solicitacaoAberta)
          await enfileirarReembolsoAprovado(boss, idNovo, tx)
        }
        const status = reembolsar ? 'reembolsada' : 'mantida'
        if (
          !(await repo.decidir(tx, idDisputa, {
            status,
            decisao_motivo: input.motivo,
            id_operador: idOperador,
            id_reembolso_decisao: idNovo,
          }))
        )
          throw new Conflict(DISPUTA_MSG.jaDecidida)
        const texto = NOTIFICACAO_TEXTOS.disputa_decidida({
          id_pedido: d.id_pedido,
          reembolsada: reembolsar,
          motivo: input.motivo,
        })
        const extra = { id_disputa: idDisputa, reembolsada: reembolsar }
        for (const idUsuario of [d.id_usuario_comprador, d.id_usuario_vendedor])
          await avisar(tx, idUsuario, d, extra, texto, 'disputa_decidida')
        const feito: DisputaDecidida = {
          id_disputa: idDisputa,
          id_reembolso: d.id_reembolso,
          id_pedido: d.id_pedido,
          status,
          id_reembolso_decisao: idNovo,
          valor_reembolso_centavos: valor,
        }
        await registrar(tx, feito)
        return feito
      })
      const idNovo = decidida.id_reembolso_decisao
      if (idNovo !== null)
        await processamento
          .processar(idNovo)
          .catch((err) =>
            log.warn({ err, idReembolso: idNovo }, 'reembolso da disputa adiado: a fila tentará de novo'),
          )
      return {
        mensagem: idNovo === null ? DISPUTA_MSG.mantida : DISPUTA_MSG.reembolsada,
        disputa: await um(idDisputa),
      }
    },
  }
}
