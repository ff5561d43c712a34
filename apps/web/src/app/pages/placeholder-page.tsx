import { Hammer } from 'lucide-react'
import { PageHeader } from '../../components/ui/page-header.tsx'

/** Stands for a route whose page is not built yet, inside its real layout and guard. */
export default function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
        <Hammer aria-hidden="true" className="size-10 text-stone-400" />
        <p className="text-lg font-semibold text-stone-800">Em breve</p>
        <p className="text-sm text-stone-600">Esta página está sendo preparada.</p>
      </div>
    </>
  )
}
