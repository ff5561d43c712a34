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
import { createAnunciosModeracaoService } from '../anuncios/anuncios-moderacao.service.ts'
import { createNotificacoesService } from '../notificacoes/notificacoes.service.ts'
import { createBloqueioService } from '../usuarios/bloqueio.service.ts'
import { denunciasRepository as repo } from './denuncias.repository.ts'

const UNIQUE_VIOLATION = '23505'
const FOREIGN_KEY_VIOLATION = '23503'

/** Reached at every multiple, never in between: 5, 10, 15… (terms, spec part 1 §2). */
const atingiuLimiar = (total: number) => total > 0 && total % DENUNCIAS_LIMIAR === 0

export function createDenunciasService({ db }: Pick<Deps, 'db'>) {
  const anuncios = createAnunciosModeracaoService()
  const bloqueio = createBloqueioService()
  const { notificar } = createNotificacoesService({ db })

  /**
   * The thresholds, counted after the report is written and while the seller's row is locked: each
   * report of this seller sees every earlier one, so each multiple triggers exactly once. What happened
   * is recorded in moderacao_eventos and the seller is notified, in the same transaction.
   */
  async function aplicarLimiares(tx: Executor, idAnuncio: number, idVendedor: number) {
    const { doAnuncio, doVendedor } = await repo.contar(tx, idAnuncio, idVendedor)
    if (atingiuLimiar(doAnuncio)) {
      const nome = await anuncios.desativarPorDenuncias(tx, idAnuncio)
      await repo.registrarEvento(tx, {
        tipo: 'anuncio_desativado',
        id_usuario_vendedor: idVendedor,
        id_anuncio: idAnuncio,
        total_denuncias: doAnuncio,
        bloqueado_ate: null,
      })
      await notificar(tx, {
        id_usuario: idVendedor,
        tipo: 'anuncio_desativado',
        ...NOTIFICACAO_TEXTOS.anuncio_desativado({ anuncio: nome }),
        dados_adicionais: { id_anuncio: idAnuncio, total_denuncias: doAnuncio },
      })
    }
    if (atingiuLimiar(doVendedor)) {
      const ate = await bloqueio.bloquearVendedor(tx, idVendedor)
      await repo.registrarEvento(tx, {
        tipo: 'vendedor_bloqueado',
        id_usuario_vendedor: idVendedor,
        id_anuncio: idAnuncio,
        total_denuncias: doVendedor,
        bloqueado_ate: ate,
      })
      await notificar(tx, {
        id_usuario: idVendedor,
        tipo: 'vendedor_bloqueado',
        ...NOTIFICACAO_TEXTOS.vendedor_bloqueado({ ate }),
        dados_adicionais: { bloqueado_ate: ate.toISOString(), total_denuncias: doVendedor },
      })
    }
  }

  async function registrar(idDenunciante: number, input: DenunciaCreate) {
    return db.transaction(async (tx) => {
      const idVendedor = await anuncios.vendedorDe(tx, input.id_anuncio)
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
