import { maskPhone } from '@recria/domain/masks'
import { Phone, User } from 'lucide-react'
import { Card } from '../../../components/ui/card.tsx'

interface ParteInfoProps {
  titulo: 'Comprador' | 'Vendedor'
  parte: { nome: string; telefone: string | null }
}

/** The other party: name and phone, (XX) XXXXX-XXXX or (XX) XXXX-XXXX (spec part 2 §9). */
export function ParteInfo({ titulo, parte }: ParteInfoProps) {
  const digitos = parte.telefone?.replace(/\D/g, '') ?? ''
  // A leading 55 (Brazil's code) is dropped when there are more than 11 digits.
  const local = digitos.length > 11 && digitos.startsWith('55') ? digitos.slice(2) : digitos
  const id = `parte-${titulo.toLowerCase()}`
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {titulo}
      </h2>
      <p className="flex items-center gap-2 text-sm text-stone-900">
        <User aria-hidden="true" className="size-4 text-stone-500" />
        {parte.nome}
      </p>
      <p className="flex items-center gap-2 text-sm text-stone-900">
        <Phone aria-hidden="true" className="size-4 text-stone-500" />
        {local ? (
          <a href={`tel:+55${local}`} className="text-marca-800 underline underline-offset-2">
            <span className="sr-only">Telefone: </span>
            {maskPhone(local)}
          </a>
        ) : (
          'Telefone não informado'
        )}
      </p>
    </Card>
  )
}
