import { Link } from 'react-router'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { AREAS_OPERADOR } from '../areas.ts'

/** /admin: the operator's areas. */
export default function AdminHomePage() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Operação">
        <p className="text-stone-600">O que precisa de uma pessoa na Recria.</p>
      </PageHeader>
      <ul className="grid gap-4 sm:grid-cols-2">
        {AREAS_OPERADOR.map(({ to, label, icon: Icon, descricao }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full gap-3 rounded-xl border border-stone-200 bg-white p-4 hover:border-marca-300 focus-visible:outline-2 focus-visible:outline-marca-700"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-marca-700" />
              <span>
                <span className="block font-semibold text-stone-900">{label}</span>
                <span className="block text-sm text-stone-600">{descricao}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
