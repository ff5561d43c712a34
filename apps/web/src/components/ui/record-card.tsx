import { displayBRL } from '@recria/domain/format'
import { Eye } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from './button.tsx'

/**
 * The top of an order, payment or refund card: its number as the heading, the lines under it (the
 * date, the order) and the status badge beside them.
 */
export function RecordCardHeader({
  title,
  badge,
  children,
}: {
  title: string
  badge: ReactNode
  children: ReactNode
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 className="text-base font-semibold text-stone-900">{title}</h2>
        {children}
      </div>
      {badge}
    </div>
  )
}

/** A person on a card ('Comprador', 'Cliente', 'Vendedor'): the name, cut to one line. */
export function CardPessoa({ papel, nome }: { papel: string; nome: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-stone-600">{papel}</dt>
      <dd className="truncate font-medium text-stone-900">{nome}</dd>
    </div>
  )
}

/** A sum on a card ('Valor total', 'Valor solicitado'), in bold. */
export function CardValor({ label, valor, className }: { label: string; valor: number; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-stone-600">{label}</dt>
      {/* Money never breaks between 'R$' and the number. */}
      <dd className="font-bold whitespace-nowrap text-marca-800">{displayBRL(valor)}</dd>
    </div>
  )
}

interface CardLinkProps {
  to: string
  /** What the page reads from navigation state (the order, the refund). */
  state?: unknown
  /** The link's name: 'Ver Detalhes do Pedido #12'. */
  label: string
  children: ReactNode
}

/** The card's way to its page, at the card's foot: 'Ver Detalhes', 'Ver Pedido'. */
export function CardLink({ to, state, label, children }: CardLinkProps) {
  return (
    <Link to={to} state={state} aria-label={label} className={`${buttonClasses('secondary', 'sm')} mt-auto`}>
      <Eye aria-hidden="true" className="size-4" />
      {children}
    </Link>
  )
}
