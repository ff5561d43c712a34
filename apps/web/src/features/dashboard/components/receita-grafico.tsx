import type { DashboardResponse } from '@recria/domain/dashboard'
import { displayBRL, formatDate } from '@recria/domain/format'
import { SectionCard } from '../../../components/ui/section-card.tsx'

type Dia = DashboardResponse['receita_30_dias'][number]

const ALTURA = 120

/**
 * The last 30 days' revenue as bars. The picture is for the eye; screen readers get the same
 * figures as a table (visually hidden), and each bar's value shows on hover as a tooltip.
 */
export function ReceitaGrafico({ dias }: { dias: Dia[] }) {
  const max = Math.max(...dias.map((d) => d.receita), 0)
  const total = dias.reduce((soma, d) => soma + d.receita, 0)
  const largura = 100 / Math.max(dias.length, 1)
  return (
    <SectionCard id="dashboard-receita" title="Receita dos últimos 30 dias">
      <p className="text-sm text-stone-600">{`Total: ${displayBRL(total)}`}</p>
      <svg
        aria-hidden="true"
        viewBox={`0 0 100 ${ALTURA}`}
        preserveAspectRatio="none"
        className="h-32 w-full rounded-lg bg-stone-50"
      >
        {dias.map((d, i) => {
          const h = max > 0 ? (d.receita / max) * (ALTURA - 4) : 0
          return (
            <rect
              key={d.dia}
              x={i * largura + largura * 0.15}
              y={ALTURA - h}
              width={largura * 0.7}
              height={h}
              className="fill-marca-600"
            >
              <title>{`${formatDate(d.dia)}: ${displayBRL(d.receita)}`}</title>
            </rect>
          )
        })}
      </svg>
      {dias.length > 0 && (
        <p aria-hidden="true" className="flex justify-between text-xs text-stone-600">
          <span>{formatDate(dias[0]?.dia ?? '')}</span>
          <span>{formatDate(dias.at(-1)?.dia ?? '')}</span>
        </p>
      )}
      <table className="sr-only">
        <caption>Receita e pedidos por dia</caption>
        <thead>
          <tr>
            <th scope="col">Dia</th>
            <th scope="col">Receita</th>
            <th scope="col">Pedidos</th>
          </tr>
        </thead>
        <tbody>
          {dias.map((d) => (
            <tr key={d.dia}>
              <th scope="row">{formatDate(d.dia)}</th>
              <td>{displayBRL(d.receita)}</td>
              <td>{d.pedidos}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </SectionCard>
  )
}
