import { MapPin } from 'lucide-react'
import { useEffect, useId } from 'react'
import { Link } from 'react-router'
import { SelectField } from '../ui/select-field.tsx'
import { Spinner } from '../ui/spinner.tsx'
import { EnderecoTexto } from './endereco-texto.tsx'
import { useEnderecos } from './enderecos-api.ts'

interface EnderecoEntregaEscolhaProps {
  /** The address chosen; undefined until the list arrives (then the principal one). */
  value: number | undefined
  onChange: (idEndereco: number | undefined) => void
  /** Called when the buyer follows a link away (the cart drawer closes). */
  onSair?: () => void
}

/**
 * 'Endereço de entrega' at checkout: the address the order will go to (the principal one by default),
 * 'Trocar' among the buyer's addresses, 'Adicionar endereço'. Without any, 'Nenhum endereço
 * cadastrado': the checkout still goes on (the order has no address).
 */
export function EnderecoEntregaEscolha({ value, onChange, onSair }: EnderecoEntregaEscolhaProps) {
  const enderecos = useEnderecos()
  const titulo = useId()
  const lista = enderecos.data ?? []
  const principal = lista.find((e) => e.principal) ?? lista[0]
  // The principal address is chosen until the buyer picks another (or the chosen one is gone).
  useEffect(() => {
    if (!enderecos.data) return
    if (value === undefined || !enderecos.data.some((e) => e.id_endereco === value))
      onChange(principal?.id_endereco)
  }, [enderecos.data, value, principal, onChange])
  const escolhido = lista.find((e) => e.id_endereco === value) ?? principal
  const adicionar = (
    <Link to="/enderecos" onClick={onSair} className="text-sm font-medium text-marca-800 underline">
      Adicionar endereço
    </Link>
  )

  return (
    <section aria-labelledby={titulo} className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3">
      <h3 id={titulo} className="flex items-center gap-1.5 text-sm font-semibold text-stone-900">
        <MapPin aria-hidden="true" className="size-4" />
        Endereço de entrega
      </h3>
      {enderecos.isPending ? (
        <Spinner className="size-4" />
      ) : enderecos.isError ? (
        <p className="text-sm text-stone-600">Não foi possível carregar seus endereços.</p>
      ) : escolhido ? (
        <>
          <EnderecoTexto endereco={escolhido} />
          {lista.length > 1 && (
            <SelectField
              label="Trocar"
              value={String(escolhido.id_endereco)}
              onChange={(event) => onChange(Number(event.target.value))}
              options={lista.map((e) => ({
                value: String(e.id_endereco),
                label: `${e.destinatario} - ${e.logradouro}, ${e.numero}${e.principal ? ' (principal)' : ''}`,
              }))}
            />
          )}
          {adicionar}
        </>
      ) : (
        <>
          <p className="text-sm text-stone-600">Nenhum endereço cadastrado</p>
          {adicionar}
        </>
      )}
    </section>
  )
}
