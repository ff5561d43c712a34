import { ANUNCIO_MSG } from '@recria/domain/anuncio'
import {
  DENUNCIA_MSG,
  DENUNCIAS_LIMIAR,
  type DenunciaCreate,
  MOTIVOS_DENUNCIA,
} from '@recria/domain/denuncia'
import { NOTIFICACAO_TEXTOS } from '@recria/domain/notificacao-textos'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { Conflict, Forbidden, NotFound, pgErrorCode } from '../../lib/errors.ts'
import type { AnunciosModeracaoService } from '../anuncios/anuncios-moderacao.service.ts'
import type { NotificacoesService } from '../notificacoes/notificacoes.service.ts'
import type { BloqueioService } from '../usuarios/bloqueio.service.ts'
import { type ModeracaoEventoValues, denunciasRepository as repo } from './denuncias.repository.ts'

const UNIQUE_VIOLATION = '23505'
const FOREIGN_KEY_VIOLATION = '23503'

/** Reached at every multiple, never in between: 5, 10, 15… (terms, spec part 1 §2). */
const atingiuLimiar = (total: number) => total > 0 && total % DENUNCIAS_LIMIAR === 0

export function createDenunciasService(
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
  /** What a threshold did goes to moderacao_eventos and to the seller's panel, in the same transaction. */
  async function registrarEvento(
    tx: Executor,
    evento: ModeracaoEventoValues & { tipo: 'anuncio_desativado' | 'vendedor_bloqueado' },
    texto: { titulo: string; mensagem: string },
    dados_adicionais: Record<string, unknown>,
  ) {
    await repo.registrarEvento(tx, evento)
    await notificacoes.notificar(tx, {
      id_usuario: evento.id_usuario_vendedor,
      tipo: evento.tipo,
      ...texto,
      dados_adicionais,
    })
  }

  /**
   * The thresholds, counted after the report is written and while the seller's row is locked: each
   * report of this seller sees every earlier one, so each multiple triggers exactly once.
   */
  async function aplicarLimiares(tx: Executor, idAnuncio: number, idVendedor: number) {
    const { doAnuncio, doVendedor } = await repo.contar(tx, idAnuncio, idVendedor)
    const evento = { id_usuario_vendedor: idVendedor, id_anuncio: idAnuncio }
    if (atingiuLimiar(doAnuncio)) {
      const nome = await anunciosModeracao.desativarPorDenuncias(tx, idAnuncio)
      await registrarEvento(
        tx,
        { ...evento, tipo: 'anuncio_desativado', total_denuncias: doAnuncio, bloqueado_ate: null },
        NOTIFICACAO_TEXTOS.anuncio_desativado({ anuncio: nome }),
        { id_anuncio: idAnuncio, total_denuncias: doAnuncio },
      )
    }
    if (atingiuLimiar(doVendedor)) {
      const ate = await bloqueio.bloquearVendedor(tx, idVendedor)
      await registrarEvento(
        tx,
        { ...evento, tipo: 'vendedor_bloqueado', total_denuncias: doVendedor, bloqueado_ate: ate },
        NOTIFICACAO_TEXTOS.vendedor_bloqueado({ ate }),
        { bloqueado_ate: ate.toISOString(), total_denuncias: doVendedor },
      )
    }
  }

  async function registrar(idDenunciante: number, input: DenunciaCreate) {
    return db.transaction(async (tx) => {
      const idVendedor = await anunciosModeracao.vendedorDe(tx, input.id_anuncio)
      if (idVendedor === null) throw new NotFound(ANUNCIO_MSG.naoEncontrado)
      if (idVendedor === idDenunciante) throw new Forbidden(DENUNCIA_MSG.propria)
      // The seller's row first, before anything else is written: reports of one seller queue here.
      await bloqueio.travarVendedor(tx, idVendedor)
      const idDenuncia = await repo.insert(tx, {
        id_anuncio: input.id_anuncio,
        id_usuario_vendedor: idVendedor,
        id_usuario_denunciante: idDenunciante,
        motivo: input.motivo,
        descricao: input.descricao,
      })
      if (idDenuncia === null) throw new Conflict(DENUNCIA_MSG.repetida)
      await aplicarLimiares(tx, input.id_anuncio, idVendedor)
      return idDenuncia
    })
  }

  return {
    motivos: () => MOTIVOS_DENUNCIA.map(({ valor, label }) => ({ valor, label })),

    /** POST /denuncias: one report per user and listing, never of one's own listing. */
    async create(idDenunciante: number, input: DenunciaCreate) {
      try {
        const id_denuncia = await registrar(idDenunciante, input)
        return { mensagem: DENUNCIA_MSG.enviada, id_denuncia }
      } catch (error) {
        // The insert skips a duplicate; these stay as a net: a twin report racing past it, or the
        // listing deleted between its lookup and the insert.
        const code = pgErrorCode(error)
        if (code === UNIQUE_VIOLATION) throw new Conflict(DENUNCIA_MSG.repetida)
        if (code === FOREIGN_KEY_VIOLATION) throw new NotFound(ANUNCIO_MSG.naoEncontrado)
        throw error
      }
    },
  }
}

export type DenunciasService = ReturnType<typeof createDenunciasService>
