// The console's reports view: the denuncias module reads the reports and dismisses them; the dismissal
// and its audit line are written in one transaction opened here (decision 024).
import type { AcaoOperador } from '@recria/domain/operador'
import { DENUNCIAS_OPERADOR_MSG } from '@recria/domain/operador-denuncias'
import type { Deps } from '../../deps.ts'
import type { SessionUser } from '../../lib/guards.ts'
import type { DenunciasOperadorService } from '../denuncias/denuncias.module.ts'
import type { AuditoriaService } from './auditoria.service.ts'

export type DenunciasAdminService = ReturnType<typeof createDenunciasAdminService>

export function createDenunciasAdminService(
  { db }: Pick<Deps, 'db'>,
  {
    denunciasOperador,
    auditoria,
  }: { denunciasOperador: DenunciasOperadorService; auditoria: AuditoriaService },
) {
  return {
    listar: denunciasOperador.porAnuncio,

    dispensar: (operador: SessionUser, idAnuncio: number, input: AcaoOperador) =>
      db.transaction(async (tx) => {
        const { idVendedor, ids } = await denunciasOperador.dispensarDoAnuncio(tx, idAnuncio)
        await auditoria.registrar(tx, {
          id_operador: operador.id_usuario,
          acao: 'denuncias_dispensadas',
          alvo_tipo: 'anuncio',
          alvo_id: idAnuncio,
          motivo: input.motivo,
          detalhes: { id_usuario_vendedor: idVendedor, dispensadas: ids.length, ids_denuncias: ids },
        })
        return { mensagem: DENUNCIAS_OPERADOR_MSG.dispensadas(ids.length), dispensadas: ids.length }
      }),
  }
}
