import { formatDate } from '@recria/domain/format'
import { type DenuncianteAfastadoItem, MODERACAO_MSG } from '@recria/domain/operador-moderacao'

/** On a reversed event: who reported behind it, and until when their reports do not count (decision 040). */
export function DenunciantesAfastados({ denunciantes }: { denunciantes: DenuncianteAfastadoItem[] }) {
  if (denunciantes.length === 0) return null
  return (
    <div className="mt-2">
      <p className="font-medium text-stone-800">{MODERACAO_MSG.afastados(denunciantes.length)}</p>
      <ul className="mt-1 flex flex-col gap-1">
        {denunciantes.map((d) => (
          <li key={d.id_usuario} className="break-words text-stone-800">
            {`${d.nome} (${d.email}) · até ${formatDate(d.afastado_ate)}`}
          </li>
        ))}
      </ul>
    </div>
  )
}
