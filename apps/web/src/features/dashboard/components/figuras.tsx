import type { DashboardResponse } from '@recria/domain/dashboard'
import { displayBRL } from '@recria/domain/format'
import { formatVariacao } from './variacao.ts'

/** docs/product/painel.md: the six figures of the seller's day and month. */
export function Figuras({ dados }: { dados: DashboardResponse }) {
  const variacao = dados.variacao_receita
  const tom = variacao === null ? 'text-stone-600' : variacao < 0 ? 'text-red-700' : 'text-marca-700'
  const figuras = [
    { label: 'Pedidos hoje', valor: String(dados.pedidos_hoje) },
    { label: 'Receita hoje', valor: displayBRL(dados.receita_hoje) },
    { label: 'Pedidos no mês', valor: String(dados.pedidos_mes) },
    { label: 'Pedidos pendentes', valor: String(dados.pedidos_pendentes) },
    {
      label: 'Receita do mês',
      valor: displayBRL(dados.receita_mes),
      extra: (
        <span
          className={`text-xs font-medium ${tom}`}
        >{`${formatVariacao(variacao)} em relação ao mês anterior`}</span>
      ),
    },
    { label: 'Ticket médio', valor: displayBRL(dados.ticket_medio) },
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {figuras.map((f) => (
        <div
          key={f.label}
          className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
        >
          <dt className="text-sm text-stone-600">{f.label}</dt>
          <dd className="text-xl font-bold break-words text-stone-900 sm:text-2xl">{f.valor}</dd>
          {f.extra && <dd>{f.extra}</dd>}
        </div>
      ))}
    </dl>
  )
}
