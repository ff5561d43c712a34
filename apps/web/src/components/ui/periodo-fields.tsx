import { formatDate } from '@recria/domain/format'
import { PERIODO_LABELS, PERIODOS, type Periodo } from '@recria/domain/periodo'
import type { ActiveFilter } from '../../lib/list-params.ts'
import { TextField } from './field.tsx'
import { SelectField } from './select-field.tsx'

/** A list's period filter as the address keeps it (docs/product/pedidos.md). */
export interface PeriodoValores {
  periodo: '' | Periodo
  data_inicio: string
  data_fim: string
}

const PERIODO_OPTIONS = [
  { value: '', label: 'Todos os períodos' },
  ...PERIODOS.map((value) => ({ value, label: PERIODO_LABELS[value] })),
]

interface PeriodoFieldsProps<T extends PeriodoValores> {
  values: T
  onChange: <K extends keyof T>(key: K, value: T[K]) => void
}

/** 'Período', with the first and last day when it is 'Personalizado'; the last may not come first. */
export function PeriodoFields<T extends PeriodoValores>({ values, onChange }: PeriodoFieldsProps<T>) {
  const personalizado = values.periodo === 'personalizado'
  const ordemInvalida =
    personalizado && values.data_inicio && values.data_fim && values.data_fim < values.data_inicio
  /** A date field's value and change. */
  const data = (key: 'data_inicio' | 'data_fim') => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => onChange(key, event.target.value as T[typeof key]),
  })
  return (
    <>
      <SelectField
        label="Período"
        options={PERIODO_OPTIONS}
        value={values.periodo}
        onChange={(event) => onChange('periodo', event.target.value as T['periodo'])}
      />
      {personalizado && (
        <>
          <TextField
            label="Data inicial"
            type="date"
            {...data('data_inicio')}
            max={values.data_fim || undefined}
          />
          <TextField
            label="Data final"
            type="date"
            {...data('data_fim')}
            min={values.data_inicio || undefined}
            error={ordemInvalida ? 'A data final deve ser igual ou posterior à inicial.' : undefined}
          />
        </>
      )}
    </>
  )
}

/** The period as the filtered-empty sentence names it ('Hoje', 'de 01/03/2026 a 31/03/2026'), if any. */
export function descreverPeriodo({ periodo, data_inicio, data_fim }: PeriodoValores): ActiveFilter[] {
  const de = data_inicio && formatDate(data_inicio)
  const ate = data_fim && formatDate(data_fim)
  const dias =
    periodo === 'personalizado'
      ? de && ate
        ? `de ${de} a ${ate}`
        : de
          ? `de ${de}`
          : ate
            ? `até ${ate}`
            : ''
      : periodo
        ? PERIODO_LABELS[periodo]
        : ''
  return dias ? [{ label: 'período', value: dias }] : []
}
