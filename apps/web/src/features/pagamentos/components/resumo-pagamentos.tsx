import { displayBRL } from '@recria/domain/format'
import type { ResumoPagamentos as Resumo } from '@recria/domain/pagamentos-consulta'

/**
 * The summary cards (docs/product/pagamentos.md; decision 020): what stayed with the seller from approved
 * payments, and how many are approved and still pending, for the filters other than the status.
 */
export function ResumoPagamentos({ resumo }: { resumo: Resumo | undefined }) {
  const cards: [string, string, string][] = [
    ['Total Recebido', resumo ? displayBRL(resumo.total_recebido) : '–', 'text-marca-800'],
    ['Aprovados', resumo ? String(resumo.aprovados) : '–', 'text-stone-900'],
    ['Pendentes', resumo ? String(resumo.pendentes) : '–', 'text-stone-900'],
  ]
  return (
    <ul aria-label="Resumo dos pagamentos" className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
      {cards.map(([label, valor, tom]) => (
        <li key={label} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
          <p className="text-sm text-stone-600">{label}</p>
          <p className={`text-2xl font-bold tabular-nums ${tom}`}>{valor}</p>
        </li>
      ))}
    </ul>
  )
}
