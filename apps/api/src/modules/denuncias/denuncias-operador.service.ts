// The operator's view of the reports before any threshold, grouped by listing, and dismissing a
// listing's open reports inside the caller's transaction (the admin module opens it and writes the
// audit line in it; decision 024).
import { ANUNCIO_MSG } from '@recria/domain/anuncio'
import { MOTIVOS_DENUNCIA } from '@recria/domain/denuncia'
import {
  DENUNCIAS_OPERADOR_MSG,
  type DenunciasAnuncioItem,
  type SituacaoDenuncias,
} from '@recria/domain/operador-denuncias'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import { type Paginacao, pageWindow, paginated } from '../../lib/pagination.ts'
import type { AnunciosModeracaoService } from '../anuncios/anuncios.module.ts'
import type { BloqueioService } from '../usuarios/usuarios.module.ts'
import { denunciasOperadorRepository as repo } from './denuncias-operador.repository.ts'

const MOTIVO_LABEL = new Map<string, string>(MOTIVOS_DENUNCIA.map((m) => [m.valor, m.label]))
const iso = (d: Date | string) => new Date(d).toISOString()

export function createDenunciasOperadorService(
  { db }: Pick<Deps, 'db'>,
  { anunciosModeracao, bloqueio }: { anunciosModeracao: AnunciosModeracaoService; bloqueio: BloqueioService },
) {
  return {
    /** Reported listings (with an open report by default), newest report first, in three queries. */
    async porAnuncio(query: Paginacao & { situacao?: SituacaoDenuncias | undefined }) {
      const janela = pageWindow(query)
      const { rows, total } = await repo.pagina(
        db,
        { situacao: query.situacao ?? 'abertas', busca: query.busca },
        janela,
      )
      const denuncias = await repo.denunciasDosGrupos(db, rows)
      const itens: DenunciasAnuncioItem[] = rows.map((g) => ({
        ...g,
        ultima_denuncia: iso(g.ultima_denuncia),
        denuncias: denuncias
          .filter((d) => d.id_vendedor === g.id_vendedor && d.id_anuncio === g.id_anuncio)
          .map((d) => ({
            id_denuncia: d.id_denuncia,
            id_denunciante: d.id_denunciante,
            nome_denunciante: d.nome_denunciante,
            motivo: d.motivo,
            motivo_label: MOTIVO_LABEL.get(d.motivo) ?? d.motivo,
            descricao: d.descricao,
            data_criacao: iso(d.data_criacao),
            contada: d.contada,
            dispensada: d.dispensada,
          })),
      }))
      return paginated(itens, total, janela)
    },

    /**
     * Every open report of the listing is dismissed and stops counting towards the listing's and the
     * seller's thresholds; the listing's status is left as it is. Under the seller's row lock, which
     * reports take before counting: none counts halfway through. 404 for an unknown listing, 409 when
     * it has no open report.
     */
    async dispensarDoAnuncio(tx: Executor, idAnuncio: number) {
      const idVendedor = await anunciosModeracao.vendedorDe(tx, idAnuncio)
      if (idVendedor === null) throw new NotFound(ANUNCIO_MSG.naoEncontrado)
      await bloqueio.travarVendedor(tx, idVendedor)
      const ids = await repo.dispensarDoAnuncio(tx, idAnuncio)
      if (ids.length === 0) throw new Conflict(DENUNCIAS_OPERADOR_MSG.semAbertas)
      return { idVendedor, ids }
    },
  }
}

export type DenunciasOperadorService = ReturnType<typeof createDenunciasOperadorService>
