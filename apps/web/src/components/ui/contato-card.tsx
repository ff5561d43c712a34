import { Mail, Phone, User } from 'lucide-react'
import type { ReactNode } from 'react'
import { SectionCard } from './section-card.tsx'

interface ContatoCardProps {
  /** The heading's id, which names the section. */
  id: string
  /** 'Comprador', 'Cliente', 'Vendedor'. */
  titulo: string
  /** The name, or a link with it (the seller's shop). */
  nome: ReactNode
  email?: string
  /** The phone as the page shows it (a link, a text); null when there is none. */
  telefone: ReactNode | null
  /** What stands in for a missing phone: why it is not shown, when it is hidden. */
  semTelefone?: string
}

const linha = 'flex items-center gap-2 text-sm text-stone-900'
const icone = 'size-4 shrink-0 text-stone-500'

/** The other party of an order or a refund: name, e-mail when given, and phone. */
export function ContatoCard({
  id,
  titulo,
  nome,
  email,
  telefone,
  semTelefone = 'Telefone não informado',
}: ContatoCardProps) {
  return (
    <SectionCard id={id} title={titulo}>
      <p className={linha}>
        <User aria-hidden="true" className={icone} />
        {nome}
      </p>
      {email && (
        <p className={`${linha} min-w-0`}>
          <Mail aria-hidden="true" className={icone} />
          <a
            href={`mailto:${email}`}
            className="min-w-0 break-all text-marca-800 underline underline-offset-2"
          >
            <span className="sr-only">E-mail: </span>
            {email}
          </a>
        </p>
      )}
      <p className={linha}>
        <Phone aria-hidden="true" className={icone} />
        {telefone ?? semTelefone}
      </p>
    </SectionCard>
  )
}
