import { displayBRL } from '@recria/domain/format'
import { type MateriaDoPedido, MATERIA_COBRANCA_MSG as MSG } from '@recria/domain/materia-cobranca'

/**
 * How the raw material that did not arrive was settled (waived, its charge refunded, paid), for buyer
 * and seller alike; null while it is not. `pago` is the value shown when the paid charge has none.
 */
export function MateriaResolvida({ materia, pago }: { materia: MateriaDoPedido; pago: number }) {
  const cobranca = materia.cobranca
  if (materia.resolucao === 'dispensada')
    return <p className="text-sm font-medium text-stone-800">{MSG.resolvidaDispensada}</p>
  if (cobranca?.status === 'reembolsada')
    return <p className="text-sm font-medium text-stone-800">{MSG.reembolsada(displayBRL(cobranca.valor))}</p>
  if (materia.resolucao === 'paga')
    return (
      <p className="text-sm font-medium text-emerald-800">
        {MSG.resolvidaPaga(displayBRL(cobranca?.valor ?? pago))}
      </p>
    )
  return null
}

/** Whether the raw material that did not arrive is settled: `MateriaResolvida` then says how. */
export function materiaResolvida(materia: MateriaDoPedido) {
  return (
    materia.resolucao === 'dispensada' ||
    materia.cobranca?.status === 'reembolsada' ||
    materia.resolucao === 'paga'
  )
}
