import { NOTAS } from '@recria/domain/avaliacao'
import type { PeriodoAvaliacao } from '@recria/domain/avaliacao-consulta'
import { formatDate } from '@recria/domain/format'
import { TextField } from '../../../components/ui/field.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import type { ActiveFilter } from '../../../lib/list-params.ts'

const estrelas = (n: number) => `${n} ${n === 1 ? 'estrela' : 'estrelas'}`

export const NOTA_OPTIONS = [
  { value: '', label: 'Todas as notas' },
  ...NOTAS.map((n) => ({ value: String(n), label: estrelas(n) })),
]

export const PERIODO_LABELS: Record<PeriodoAvaliacao, string> = {
  hoje: 'Hoje',
  ontem: 'Ontem',
  semana: 'Últimos 7 dias',
  mes: 'Este mês',
  personalizado: 'Personalizado',
}

const PERIODO_OPTIONS = [
  { value: '', label: 'Todos os períodos' },
  ...Object.entries(PERIODO_LABELS).map(([value, label]) => ({ value, label })),
]

/** The score select of both pages (5 to 1 stars). */
export function NotaFiltro({ value, onChange }: { value: string; onChange: (nota: string) => void }) {
  return (
    <SelectField
      label="Nota"
      options={NOTA_OPTIONS}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}

export interface PeriodoValores {
  periodo: '' | PeriodoAvaliacao
  data_inicio: string
  data_fim: string
}

/** The buyer's period: a custom one takes a start, an end or both (spec part 2 §5). */
export function PeriodoFiltro({
  values,
  onChange,
}: {
  values: PeriodoValores
  onChange: <K extends keyof PeriodoValores>(key: K, value: PeriodoValores[K]) => void
}) {
  const personalizado = values.periodo === 'personalizado'
  const ordemInvalida =
    personalizado && values.data_inicio && values.data_fim && values.data_fim < values.data_inicio
  return (
    <>
      <SelectField
        label="Período"
        options={PERIODO_OPTIONS}
        value={values.periodo}
        onChange={(e) => onChange('periodo', e.target.value as PeriodoValores['periodo'])}
      />
      {personalizado && (
        <>
          <TextField
            label="Data inicial"
            type="date"
            value={values.data_inicio}
            max={values.data_fim || undefined}
            onChange={(e) => onChange('data_inicio', e.target.value)}
          />
          <TextField
            label="Data final"
            type="date"
            value={values.data_fim}
            min={values.data_inicio || undefined}
            onChange={(e) => onChange('data_fim', e.target.value)}
            error={ordemInvalida ? 'A data final deve ser igual ou posterior à inicial.' : undefined}
          />
        </>
      )}
    </>
  )
}

/** The active score and period, as the filtered-empty sentence names them. */
export function descreverFiltros(v: { nota: string } & Partial<PeriodoValores>): ActiveFilter[] {
  const { nota, periodo, data_inicio, data_fim } = v
  const dias =
    periodo === 'personalizado'
      ? [data_inicio && `de ${formatDate(data_inicio)}`, data_fim && `até ${formatDate(data_fim)}`]
          .filter(Boolean)
          .join(' ')
      : periodo
        ? PERIODO_LABELS[periodo]
        : ''
  return [
    ...(nota ? [{ label: 'nota', value: estrelas(Number(nota)) }] : []),
    ...(dias ? [{ label: 'período', value: dias }] : []),
  ]
}
