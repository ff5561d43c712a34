import { textoDadoOculto, type VisibilidadeDadosPrivados } from '@recria/domain/dados-privados'
import { maskPhone } from '@recria/domain/masks'
import { Link } from 'react-router'
import { ContatoCard } from '../../../components/ui/contato-card.tsx'

interface ParteInfoProps {
  titulo: 'Comprador' | 'Vendedor'
  parte: { id_usuario?: number; nome: string; telefone: string | null }
  /** The seller's name links to their shop. */
  loja?: boolean
  /** The order's `dados_privados`: why the phone is missing when it is hidden (decision 041). */
  dados: VisibilidadeDadosPrivados
}

/** The other party: name and phone, (XX) XXXXX-XXXX or (XX) XXXX-XXXX (docs/product/pedidos.md). */
export function ParteInfo({ titulo, parte, loja = false, dados }: ParteInfoProps) {
  const digitos = parte.telefone?.replace(/\D/g, '') ?? ''
  // A leading 55 (Brazil's code) is dropped when there are more than 11 digits.
  const local = digitos.length > 11 && digitos.startsWith('55') ? digitos.slice(2) : digitos
  return (
    <ContatoCard
      id={`parte-${titulo.toLowerCase()}`}
      titulo={titulo}
      nome={
        loja && parte.id_usuario ? (
          <Link
            to={`/loja/${parte.id_usuario}`}
            className="text-marca-800 underline underline-offset-2 hover:text-marca-700"
          >
            {parte.nome}
          </Link>
        ) : (
          parte.nome
        )
      }
      telefone={
        local ? (
          <a href={`tel:+55${local}`} className="text-marca-800 underline underline-offset-2">
            <span className="sr-only">Telefone: </span>
            {maskPhone(local)}
          </a>
        ) : null
      }
      semTelefone={textoDadoOculto(dados, 'O telefone')}
    />
  )
}
