import type { DashboardResponse } from '@recria/domain/dashboard'
import { unidadeSigla } from '@recria/domain/unidade-medida'
import { SectionCard } from '../../../components/ui/section-card.tsx'

const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 })

/** Raw material received through delivered sustainable sales, per material and unit. */
export function MateriaRecebida({ itens }: { itens: DashboardResponse['materia_prima_recebida'] }) {
  return (
    <SectionCard id="dashboard-materia" title="Matéria-prima recebida">
      {itens.length === 0 ? (
        <p className="text-sm text-stone-600">Nenhuma matéria-prima recebida em vendas sustentáveis ainda.</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {itens.map((m) => (
            <li
              key={`${m.nome_materia_prima}-${m.unidade_medida}`}
              className="flex justify-between gap-2 py-2 text-sm"
            >
              <span className="text-stone-800">{m.nome_materia_prima}</span>
              <span className="font-semibold text-stone-900">{`${numero.format(m.quantidade)} ${unidadeSigla(m.unidade_medida)}`}</span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}
