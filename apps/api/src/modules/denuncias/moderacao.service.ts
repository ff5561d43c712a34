// The operator's review of what the report thresholds did (decision 024): the queue of moderation
// events with the reports behind each, and confirming or reversing one inside the caller's
// transaction (the admin module opens it and writes the audit line in it).

import { MOTIVOS_DENUNCIA } from '@recria/domain/denuncia'
import { NOTIFICACAO_TEXTOS } from '@recria/domain/notificacao-textos'
import type { AcaoOperadorTipo } from '@recria/domain/operador'
import {
  MODERACAO_MSG,
  type ModeracaoItem,
  type RevisaoModeracao,
  type TipoEventoModeracao,
} from '@recria/domain/operador-moderacao'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import { type Paginacao, pageWindow, paginated } from '../../lib/pagination.ts'
import type { AnunciosModeracaoService } from '../anuncios/anuncios.module.ts'
import type { NotificacoesService } from '../notificacoes/notificacoes.module.ts'
import type { BloqueioService } from '../usuarios/usuarios.module.ts'
import { type DenunciaDoEventoRow, moderacaoRepository as repo } from './moderacao.repository.ts'

export type DecisaoModeracao = 'confirmar' | 'reverter'

const MOTIVO_LABEL = new Map<string, string>(MOTIVOS_DENUNCIA.map((m) => [m.valor, m.label]))
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())

const ACAO_MSG = {
  desativacao_confirmada: MODERACAO_MSG.desativacaoConfirmada,
  anuncio_restaurado: MODERACAO_MSG.anuncioRestaurado,
  bloqueio_confirmado: MODERACAO_MSG.bloqueioConfirmado,
  bloqueio_retirado: MODERACAO_MSG.bloqueioRetirado,
} as const satisfies Partial<Record<AcaoOperadorTipo, string>>
type AcaoModeracao = keyof typeof ACAO_MSG

const ACAO: Record<TipoEventoModeracao, Record<DecisaoModeracao, AcaoModeracao>> = {
  anuncio_desativado: { confirmar: 'desativacao_confirmada', reverter: 'anuncio_restaurado' },
  vendedor_bloqueado: { confirmar: 'bloqueio_confirmado', reverter: 'bloqueio_retirado' },
}

function toDenuncia(row: DenunciaDoEventoRow) {
  return {
    id_denuncia: row.id_denuncia,
    id_anuncio: row.id_anuncio,
    nome_anuncio: row.nome_anuncio,
    nome_denunciante: row.nome_denunciante,
    motivo: row.motivo,
    motivo_label: MOTIVO_LABEL.get(row.motivo) ?? row.motivo,
    descricao: row.descricao,
    data_criacao: new Date(row.data_criacao).toISOString(),
    contada: row.contada,
    dispensada: row.dispensada,
  }
}

export function createModeracaoService(
  { db }: Pick<Deps, 'db'>,
  {
    anunciosModeracao,
    bloqueio,
    notificacoes,
  }: {
    anunciosModeracao: AnunciosModeracaoService
    bloqueio: BloqueioService
    notificacoes: NotificacoesService
  },
) {
  return {
    /**
     * The queue (pending by default, oldest first): a page of events, the reports behind them and, on
     * reversed ones, the reporters set aside, in four queries.
     */
    async fila(query: Paginacao & { revisao?: RevisaoModeracao | undefined }) {
      const janela = pageWindow(query)
      const { rows, total } = await repo.pagina(db, query.revisao ?? 'pendente', janela)
      const ids = rows.map((r) => r.id_evento)
      const denuncias = await repo.denunciasDosEventos(db, ids)
      const afastados = await repo.denunciantesAfastados(db, ids)
      const itens: ModeracaoItem[] = rows.map((r) => ({
        ...r,
        tipo: r.tipo as TipoEventoModeracao,
        revisao: r.revisao as RevisaoModeracao,
        bloqueado_ate: iso(r.bloqueado_ate),
        data_criacao: r.data_criacao.toISOString(),
        revisado_em: iso(r.revisado_em),
        denuncias: denuncias.filter((d) => d.id_evento === r.id_evento).map(toDenuncia),
        denunciantes_afastados: afastados
          .filter((a) => a.id_evento === r.id_evento)
          .map(({ id_usuario, nome, email, afastado_ate }) => ({
            id_usuario,
            nome,
            email,
            afastado_ate: new Date(afastado_ate).toISOString(),
          })),
      }))
      return paginated(itens, total, janela)
    },

    /**
     * Confirms or reverses a pending event, in the caller's transaction: reversing restores the
     * listing (if it is still the one reports deactivated) or lifts the block, and dismisses the
     * reports behind it so they stop counting, setting their reporters aside (decision 040). The seller is told, with the operator's reason. Answers
     * what the audit line needs. 404 for an unknown event, 409 once it was reviewed.
     */
    async revisar(
      tx: Executor,
      idEvento: number,
      { decisao, idOperador, motivo }: { decisao: DecisaoModeracao; idOperador: number; motivo: string },
    ) {
      // A second review of the event waits here and then finds it reviewed.
      const evento = await repo.travar(tx, idEvento)
      if (!evento) throw new NotFound(MODERACAO_MSG.naoEncontrada)
      if (evento.revisao !== 'pendente') throw new Conflict(MODERACAO_MSG.jaRevisada)
      // Then the seller's row, which reports take before counting: none counts while reports are dismissed.
      await bloqueio.travarVendedor(tx, evento.id_usuario_vendedor)
      const tipo = evento.tipo as TipoEventoModeracao
      const reverter = decisao === 'reverter'

      let anuncio: string | undefined
      let restaurado = false
      let dispensadas = 0
      if (tipo === 'anuncio_desativado' && evento.id_anuncio !== null) {
        const nome = reverter ? await anunciosModeracao.restaurar(tx, evento.id_anuncio) : null
        restaurado = nome !== null
        anuncio = nome ?? (await anunciosModeracao.nomeDe(tx, evento.id_anuncio)) ?? undefined
      }
      if (tipo === 'vendedor_bloqueado' && reverter)
        await bloqueio.desbloquearVendedor(tx, evento.id_usuario_vendedor)
      if (reverter) dispensadas = await repo.dispensar(tx, evento)
      await repo.marcarRevisao(tx, idEvento, reverter ? 'revertida' : 'confirmada', idOperador, motivo)

      await notificacoes.notificar(tx, {
        id_usuario: evento.id_usuario_vendedor,
        tipo: 'moderacao_revisada',
        ...NOTIFICACAO_TEXTOS.moderacao_revisada({ evento: tipo, anuncio, revertida: reverter, motivo }),
        dados_adicionais: {
          id_evento: idEvento,
          evento: tipo,
          revertida: reverter,
          id_anuncio: evento.id_anuncio,
        },
      })

      const acao = ACAO[tipo][decisao]
      return {
        acao,
        mensagem: ACAO_MSG[acao],
        detalhes: {
          tipo,
          id_usuario_vendedor: evento.id_usuario_vendedor,
          id_anuncio: evento.id_anuncio,
          total_denuncias: evento.total_denuncias,
          ...(tipo === 'anuncio_desativado' && reverter && { restaurado }),
          ...(tipo === 'vendedor_bloqueado' && { bloqueado_ate: iso(evento.bloqueado_ate) }),
          ...(reverter && { denuncias_dispensadas: dispensadas }),
        },
      }
    },
  }
}

export type ModeracaoService = ReturnType<typeof createModeracaoService>
