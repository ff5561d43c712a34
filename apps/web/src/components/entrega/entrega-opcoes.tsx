import {
  MODO_ENTREGA_NOME,
  type ModoEntrega,
  type OpcaoEntregaView,
  prazoEntregaTexto,
} from '@recria/domain/entrega-opcoes'
import { displayBRL } from '@recria/domain/format'
import { CircleAlert } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { Spinner } from '../ui/spinner.tsx'

/** 'Grátis' or 'R$ 12,50'. */
export function taxaTexto(taxa: number): string {
  return taxa === 0 ? 'Grátis' : displayBRL(taxa)
}

export interface EntregaOpcoesProps {
  /** The seller's name: the group is 'Entrega — <vendedor>'. */
  vendedor: string
  /** The options that serve the address chosen; undefined while they load or failed. */
  opcoes: readonly OpcaoEntregaView[] | undefined
  /** The option in effect (the buyer's or the cheapest). */
  value: ModoEntrega | null
  onChange: (modo: ModoEntrega) => void
  carregando?: boolean
  erro?: boolean
  onTentarNovamente?: () => void
  /** Said when no option serves the address (the domain's text, naming the seller). */
  semOpcaoTexto: string
  /** Under the choice: what follows from it (the raw material's handover). */
  children?: ReactNode
}

/**
 * One seller's delivery choice: a radio per option that serves the address, named by the mode
 * ('Retirada no ateliê'), described by its cost and time. Loading, failure ('Tentar novamente') and
 * 'no option serves this address' each say so.
 */
export function EntregaOpcoes({
  vendedor,
  opcoes,
  value,
  onChange,
  carregando = false,
  erro = false,
  onTentarNovamente,
  semOpcaoTexto,
  children,
}: EntregaOpcoesProps) {
  const id = useId()
  let corpo: ReactNode
  if (opcoes === undefined && erro) {
    corpo = (
      <div className="flex flex-col items-start gap-2">
        <p role="alert" className="text-sm text-red-800">
          Não foi possível carregar as formas de entrega.
        </p>
        {onTentarNovamente && (
          <button
            type="button"
            onClick={onTentarNovamente}
            className="text-sm font-medium text-marca-800 underline underline-offset-2"
          >
            Tentar novamente
          </button>
        )}
      </div>
    )
  } else if (opcoes === undefined) {
    corpo = (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
        <Spinner className="size-4" />
        Carregando formas de entrega...
      </p>
    )
  } else if (opcoes.length === 0) {
    corpo = (
      <p
        role="alert"
        className="flex items-start gap-1.5 rounded-lg border border-red-200 bg-red-50 p-2.5 text-sm text-red-800"
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{semOpcaoTexto}</span>
      </p>
    )
  } else {
    corpo = (
      <ul className="flex flex-col gap-1.5">
        {opcoes.map((o) => {
          const radio = `${id}-${o.modo}`
          return (
            <li key={o.modo}>
              <label
                htmlFor={radio}
                className="flex min-h-11 cursor-pointer items-start gap-2.5 rounded-lg border border-stone-200 p-2.5 has-checked:border-marca-600 has-checked:bg-marca-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-marca-700"
              >
                <input
                  id={radio}
                  type="radio"
                  name={`${id}-modo`}
                  value={o.modo}
                  checked={value === o.modo}
                  onChange={() => onChange(o.modo)}
                  aria-labelledby={`${radio}-nome`}
                  aria-describedby={`${radio}-taxa ${radio}-prazo`}
                  className="mt-0.5 size-4 shrink-0 accent-marca-700 focus:outline-none"
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                    <span id={`${radio}-nome`} className="text-sm font-medium text-stone-900">
                      {MODO_ENTREGA_NOME[o.modo]}
                    </span>
                    <span
                      id={`${radio}-taxa`}
                      className="text-sm font-semibold whitespace-nowrap text-stone-900"
                    >
                      {taxaTexto(o.taxa)}
                    </span>
                  </span>
                  <span id={`${radio}-prazo`} className="text-xs text-stone-600">
                    {prazoEntregaTexto(o.modo, o.prazo_dias)}
                  </span>
                </span>
              </label>
            </li>
          )
        })}
      </ul>
    )
  }
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-busy={carregando || undefined}>
      <legend className="mb-2 text-sm font-semibold text-stone-800">{`Entrega — ${vendedor}`}</legend>
      {corpo}
      {children}
    </fieldset>
  )
}
