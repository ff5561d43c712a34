import type { EnderecoEntrega } from '@recria/domain/endereco'
import { maskCep, maskPhone } from '@recria/domain/masks'

/** An address as the pages show it: who receives it, the street lines and the phone. */
export function EnderecoTexto({ endereco }: { endereco: EnderecoEntrega }) {
  const e = endereco
  return (
    <address className="text-sm not-italic text-stone-700">
      <span className="block font-medium text-stone-900">{e.destinatario}</span>
      <span className="block">
        {`${e.logradouro}, ${e.numero}`}
        {e.complemento ? ` - ${e.complemento}` : ''}
      </span>
      <span className="block">{`${e.bairro} - ${e.cidade}/${e.uf}`}</span>
      <span className="block">{`CEP ${maskCep(e.cep)} · Tel. ${maskPhone(e.telefone)}`}</span>
    </address>
  )
}
