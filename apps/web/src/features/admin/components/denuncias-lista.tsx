import { formatDateTime } from '@recria/domain/format'
import { type DenunciaModeracaoItem, MODERACAO_MSG } from '@recria/domain/operador-moderacao'

/** A report as the console lists it (under an event, or under its own listing, which it then omits). */
export type DenunciaLida = Omit<DenunciaModeracaoItem, 'id_anuncio' | 'nome_anuncio'> & {
  nome_anuncio?: string | null
}

/** Reports newest first: who, why, when, whether it counted and whether it was dismissed. */
export function DenunciasLista({ denuncias }: { denuncias: DenunciaLida[] }) {
  if (denuncias.length === 0)
    return <p className="mt-2 text-sm text-stone-600">{MODERACAO_MSG.semDenuncias}</p>
  return (
    <details className="mt-2 rounded-lg border border-stone-200" open={denuncias.length <= 6}>
      <summary className="min-h-11 cursor-pointer px-3 py-2 text-sm font-medium text-stone-800">
        {`Denúncias (${denuncias.length})`}
      </summary>
      <ul className="flex flex-col divide-y divide-stone-100 px-3 pb-2">
        {denuncias.map((d) => (
          <DenunciaLinha key={d.id_denuncia} denuncia={d} />
        ))}
      </ul>
    </details>
  )
}

/** One report: its reason, who made it and when, its marks, its listing where shown, its words. */
function DenunciaLinha({ denuncia: d }: { denuncia: DenunciaLida }) {
  return (
    <li className="py-2 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-medium text-stone-900">{d.motivo_label}</span>
        <span className="text-stone-700">{`por ${d.nome_denunciante}`}</span>
        <time dateTime={d.data_criacao} className="text-stone-600">
          {formatDateTime(d.data_criacao)}
        </time>
        {!d.contada && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">Não contada</span>
        )}
        {d.dispensada && (
          <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs text-stone-800">Dispensada</span>
        )}
      </p>
      {d.nome_anuncio && <p className="text-stone-600">{`Anúncio: ${d.nome_anuncio}`}</p>}
      <p className="break-words text-stone-800">{d.descricao}</p>
    </li>
  )
}
