import type { ReactNode } from 'react'

const TONS = { alerta: 'border-amber-300 bg-amber-50', neutro: 'border-stone-200 bg-stone-50' }

/** A box about the order's raw material, named by its heading (`id`). */
export function QuadroMateria(props: {
  id: string
  titulo: string
  tom: keyof typeof TONS
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={props.id}
      className={`flex flex-col gap-2 rounded-lg border ${TONS[props.tom]} p-3 text-sm`}
    >
      <h3 id={props.id} className="font-semibold text-stone-900">
        {props.titulo}
      </h3>
      {props.children}
    </section>
  )
}
