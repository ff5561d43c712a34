import { ANUNCIO_MSG } from '@recria/domain/anuncio'
import {
  atingiuLimiar,
  DENUNCIA_MSG,
  DENUNCIANTE_AFASTAMENTO_DIAS,
  type DenunciaCreate,
  denunciantePlausivel,
  MOTIVOS_DENUNCIA,
} from '@recria/domain/denuncia'
import { NOTIFICACAO_TEXTOS } from '@recria/domain/notificacao-textos'
import { USUARIO_MSG } from '@recria/domain/usuario'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { Conflict, Forbidden, NotFound, pgErrorCode } from '../../lib/errors.ts'
import type { AnunciosModeracaoService } from '../anuncios/anuncios.module.ts'
import type { NotificacoesService } from '../notificacoes/notificacoes.module.ts'
import type { BloqueioService } from '../usuarios/usuarios.module.ts'
import { type ModeracaoEventoValues, denunciasRepository as repo } from './denuncias.repository.ts'

const UNIQUE_VIOLATION = '23505'
const FOREIGN_KEY_VIOLATION = '23503'

/**
 * Whether the user kept a purchase from a seller other than `idVendedor` and outside their registration
 * group (decision 040): the orders module, above this one, answers it (handed in by services.ts).
 */
export type TemCompraMantida = (tx: Executor, idUsuario: number, idVendedor: number) => Promise<boolean>

export function createDenunciasService(
  { db }: Pick<Deps, 'db'>,
  {
    anunciosModeracao,
    bloqueio,
    notificacoes,
    temCompraMantida,
  }: {
    anunciosModeracao: AnunciosModeracaoService
    bloqueio: BloqueioService
    notificacoes: NotificacoesService
    temCompraMantida: TemCompraMantida
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
   * report of this seller sees every earlier one. They count distinct reporter groups among counted,
   * non-dismissed reports (decisions 024, 040), and trigger only when this report took a count up to a
   * multiple: a group reporting again never triggers twice.
   */
  async function aplicarLimiares(tx: Executor, idAnuncio: number, idVendedor: number, idDenuncia: number) {
    const c = await repo.contarGrupos(tx, idAnuncio, idVendedor, idDenuncia)
    const evento = { id_usuario_vendedor: idVendedor, id_anuncio: idAnuncio }
    if (atingiuLimiar(c.anuncioAntes, c.anuncioDepois)) {
      const nome = await anunciosModeracao.desativarPorDenuncias(tx, idAnuncio)
      await registrarEvento(
        tx,
        { ...evento, tipo: 'anuncio_desativado', total_denuncias: c.anuncioDepois, bloqueado_ate: null },
        NOTIFICACAO_TEXTOS.anuncio_desativado({ anuncio: nome }),
        { id_anuncio: idAnuncio, total_denuncias: c.anuncioDepois },
      )
    }
    if (atingiuLimiar(c.vendedorAntes, c.vendedorDepois)) {
      const ate = await bloqueio.bloquearVendedor(tx, idVendedor)
      await registrarEvento(
        tx,
        { ...evento, tipo: 'vendedor_bloqueado', total_denuncias: c.vendedorDepois, bloqueado_ate: ate },
        NOTIFICACAO_TEXTOS.vendedor_bloqueado({ ate }),
        { bloqueado_ate: ate.toISOString(), total_denuncias: c.vendedorDepois },
      )
    }
  }

  /**
   * Whether this report of `idVendedor` counts, and the registration group it counts for (decision
   * 040): an account old enough, with a kept purchase from someone else, not set aside by a reversal.
   */
  async function quemDenuncia(tx: Executor, idDenunciante: number, idVendedor: number) {
    const denunciante = await bloqueio.denunciante(tx, idDenunciante)
    if (!denunciante) throw new NotFound(USUARIO_MSG.naoEncontrado)
    const contada = denunciantePlausivel(
      {
        criadoEm: denunciante.criado_em,
        temCompraMantida: await temCompraMantida(tx, idDenunciante, idVendedor),
        afastado: await repo.afastado(tx, idDenunciante, DENUNCIANTE_AFASTAMENTO_DIAS),
      },
      new Date(),
    )
    return { contada, grupo_denunciante: denunciante.grupo }
  }

  async function registrar(idDenunciante: number, input: DenunciaCreate) {
    return db.transaction(async (tx) => {
      const idVendedor = await anunciosModeracao.vendedorDe(tx, input.id_anuncio)
      if (idVendedor === null) throw new NotFound(ANUNCIO_MSG.naoEncontrado)
      if (idVendedor === idDenunciante) throw new Forbidden(DENUNCIA_MSG.propria)
      // The seller's row first, before anything else is written: reports of one seller queue here.
      await bloqueio.travarVendedor(tx, idVendedor)
      const conta = await quemDenuncia(tx, idDenunciante, idVendedor)
      const idDenuncia = await repo.insert(tx, {
        id_anuncio: input.id_anuncio,
        id_usuario_vendedor: idVendedor,
        id_usuario_denunciante: idDenunciante,
        motivo: input.motivo,
        descricao: input.descricao,
        ...conta,
      })
      if (idDenuncia === null) throw new Conflict(DENUNCIA_MSG.repetida)
      if (conta.contada) await aplicarLimiares(tx, input.id_anuncio, idVendedor, idDenuncia)
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
