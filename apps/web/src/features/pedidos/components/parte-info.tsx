import { maskPhone } from '@recria/domain/masks'
import { ContatoCard } from '../../../components/ui/contato-card.tsx'

interface ParteInfoProps {
  titulo: 'Comprador' | 'Vendedor'
  parte: { nome: string; telefone: string | null }
}

/** The other party: name and phone, (XX) XXXXX-XXXX or (XX) XXXX-XXXX (spec part 2 §9). */
export function ParteInfo({ titulo, parte }: ParteInfoProps) {
  const digitos = parte.telefone?.replace(/\D/g, '') ?? ''
  // A leading 55 (Brazil's code) is dropped when there are more than 11 digits.
  const local = digitos.length > 11 && digitos.startsWith('55') ? digitos.slice(2) : digitos
  return (
    <ContatoCard
      id={`parte-${titulo.toLowerCase()}`}
      titulo={titulo}
      nome={parte.nome}
      telefone={
        local ? (
          <a href={`tel:+55${local}`} className="text-marca-800 underline underline-offset-2">
            <span className="sr-only">Telefone: </span>
            {maskPhone(local)}
          </a>
        ) : null
      }
    />
  )
}
