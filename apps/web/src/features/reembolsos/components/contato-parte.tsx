import { formatTelefoneReembolso } from '@recria/domain/reembolso-exibicao'
import { Mail, Phone, User } from 'lucide-react'
import { Card } from '../../../components/ui/card.tsx'

interface ContatoParteProps {
  /** 'Cliente' on the seller's page, 'Vendedor' on the buyer's. */
  titulo: string
  parte: { nome: string; email: string; telefone: string | null }
  /** The buyer's page drops a leading 55 when the phone has more than 11 digits (spec part 2 §2). */
  semCodigoDoPais?: boolean
}

/** The other party's name, e-mail and phone, (DD) NNNNN-NNNN or (DD) NNNN-NNNN. */
export function ContatoParte({ titulo, parte, semCodigoDoPais = false }: ContatoParteProps) {
  const telefone = formatTelefoneReembolso(parte.telefone, { semCodigoDoPais })
  const id = `contato-${titulo.toLowerCase()}`
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {titulo}
      </h2>
      <p className="flex items-center gap-2 text-sm text-stone-900">
        <User aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
        {parte.nome}
      </p>
      <p className="flex min-w-0 items-center gap-2 text-sm text-stone-900">
        <Mail aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
        <a
          href={`mailto:${parte.email}`}
          className="min-w-0 break-all text-marca-800 underline underline-offset-2"
        >
          <span className="sr-only">E-mail: </span>
          {parte.email}
        </a>
      </p>
      <p className="flex items-center gap-2 text-sm text-stone-900">
        <Phone aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
        {telefone ? (
          <span>
            <span className="sr-only">Telefone: </span>
            {telefone}
          </span>
        ) : (
          'Telefone não informado'
        )}
      </p>
    </Card>
  )
}
