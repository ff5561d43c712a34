import { diasDoPeriodo, hojeEmSaoPaulo, type Periodo } from '@recria/domain/periodo'
import type { MotivoReembolso, StatusReembolso } from '@recria/domain/reembolso'

/** The filters both refunds lists show (docs/product/reembolsos.md); '' means "no filter". */
export interface ReembolsosParams {
  busca: string
  status: '' | StatusReembolso
  motivo: '' | MotivoReembolso
  periodo: '' | Periodo
  /** YYYY-MM-DD; only with periodo 'personalizado'. */
  data_inicio: string
  data_fim: string
}

/**
 * What goes to the API: the period as São Paulo days (`dataInicio`, `dataFim`); a custom period only
 * once both days are set and in order (docs/product/reembolsos.md), until then no date filter.
 */
export function paramsDaApi({ periodo, data_inicio, data_fim, ...rest }: ReembolsosParams) {
  const dias = diasDoPeriodo(periodo, hojeEmSaoPaulo(), { inicio: data_inicio, fim: data_fim })
  return { ...rest, ...(dias ?? {}) }
}
