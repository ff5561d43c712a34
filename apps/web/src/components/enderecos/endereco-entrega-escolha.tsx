import type { EnderecoDados } from '@recria/domain/endereco'
import { MapPin } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { ApiError, mensagemDoServidor } from '../../lib/api.ts'
import { Button } from '../ui/button.tsx'
import { SelectField } from '../ui/select-field.tsx'
import { Spinner } from '../ui/spinner.tsx'
import { EnderecoForm } from './endereco-form.tsx'
import { EnderecoTexto } from './endereco-texto.tsx'
import { useEnderecos, useSalvarEndereco } from './enderecos-api.ts'

interface EnderecoEntregaEscolhaProps {
  /** The address chosen; undefined until the list arrives (then the principal one). */
  value: number | undefined
  onChange: (idEndereco: number | undefined) => void
}

/**
 * 'Endereço de entrega' at checkout: the address the order will go to (the principal one by default),
 * 'Trocar' among the buyer's addresses, 'Adicionar endereço' right here (the new one is chosen).
 * Without any, 'Nenhum endereço cadastrado': only pickup serves such an order.
 */
export function EnderecoEntregaEscolha({ value, onChange }: EnderecoEntregaEscolhaProps) {
  const enderecos = useEnderecos()
  const salvar = useSalvarEndereco()
  const [adicionando, setAdicionando] = useState(false)
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
  const criar = (dados: EnderecoDados) =>
    salvar.mutate(
      { dados },
      {
        onSuccess: (novo) => {
          onChange(novo.id_endereco)
          setAdicionando(false)
        },
      },
    )
  const erro = salvar.isError ? salvar.error : null
  const adicionar = adicionando ? (
    <EnderecoForm
      onSubmit={criar}
      onCancel={() => setAdicionando(false)}
      pending={salvar.isPending}
      error={erro ? (mensagemDoServidor(erro) ?? 'Erro ao salvar o endereço.') : null}
      serverErrors={erro instanceof ApiError ? erro.body.erros : undefined}
    />
  ) : (
    <Button
      size="sm"
      variant="secondary"
      className="self-start"
      onClick={() => {
        salvar.reset()
        setAdicionando(true)
      }}
    >
      Adicionar endereço
    </Button>
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
