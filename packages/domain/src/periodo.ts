// The period filters of the lists (docs/product/pedidos.md: hoje, ontem, semana, mes, personalizado)
// as days of São Paulo, for the calls that take a first and a last day (YYYY-MM-DD, both included).
import { PERIODOS_PEDIDO, type PeriodoPedido } from './pedidos-consulta.ts'

export const PERIODOS = PERIODOS_PEDIDO
export type Periodo = PeriodoPedido

export const PERIODO_LABELS: Record<Periodo, string> = {
  hoje: 'Hoje',
  ontem: 'Ontem',
  semana: 'Últimos 7 dias',
  mes: 'Este mês',
  personalizado: 'Personalizado',
}

const diaEmSaoPaulo = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Today's date in São Paulo, YYYY-MM-DD, whatever the device's zone. */
export function hojeEmSaoPaulo(agora: Date = new Date()): string {
  return diaEmSaoPaulo.format(agora)
}

/** `dia` (YYYY-MM-DD) moved by `dias` calendar days. */
export function somarDias(dia: string, dias: number): string {
  const data = new Date(`${dia}T00:00:00Z`)
  data.setUTCDate(data.getUTCDate() + dias)
  return data.toISOString().slice(0, 10)
}

export interface Dias {
  dataInicio: string
  dataFim: string
}

/**
 * The first and last day of a period, counted from `hoje`: 'semana' is the last 7 days with today,
 * 'mes' the month so far. 'personalizado' takes the days chosen, only once both are set and in
 * order; until then (and with no period) there is no date filter.
 */
export function diasDoPeriodo(
  periodo: Periodo | '' | undefined,
  hoje: string,
  escolhidos: { inicio?: string; fim?: string } = {},
): Dias | null {
  switch (periodo) {
    case 'hoje':
      return { dataInicio: hoje, dataFim: hoje }
    case 'ontem': {
      const ontem = somarDias(hoje, -1)
      return { dataInicio: ontem, dataFim: ontem }
    }
    case 'semana':
      return { dataInicio: somarDias(hoje, -6), dataFim: hoje }
    case 'mes':
      return { dataInicio: `${hoje.slice(0, 8)}01`, dataFim: hoje }
    case 'personalizado': {
      const { inicio, fim } = escolhidos
      return inicio && fim && inicio <= fim ? { dataInicio: inicio, dataFim: fim } : null
    }
    default:
      return null
  }
}
