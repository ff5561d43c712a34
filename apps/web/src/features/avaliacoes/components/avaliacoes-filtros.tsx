import { NOTAS } from '@recria/domain/avaliacao'
import { descreverPeriodo, type PeriodoValores } from '../../../components/ui/periodo-fields.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import type { ActiveFilter } from '../../../lib/list-params.ts'

const estrelas = (n: number) => `${n} ${n === 1 ? 'estrela' : 'estrelas'}`

export const NOTA_OPTIONS = [
  { value: '', label: 'Todas as notas' },
  ...NOTAS.map((n) => ({ value: String(n), label: estrelas(n) })),
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

/** The active score and period, as the filtered-empty sentence names them. */
export function descreverFiltros(v: { nota: string } & Partial<PeriodoValores>): ActiveFilter[] {
  const { nota, periodo = '', data_inicio = '', data_fim = '' } = v
  return [
    ...(nota ? [{ label: 'nota', value: estrelas(Number(nota)) }] : []),
    ...descreverPeriodo({ periodo, data_inicio, data_fim }),
  ]
}
