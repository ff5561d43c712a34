import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'

/** A result page's way out, looking like a button (docs/product/carrinho-e-checkout.md names each one). */
export function LinkResultado({
  to,
  children,
  primario = false,
}: {
  to: string
  children: string
  primario?: boolean
}) {
  return (
    <Link to={to} className={buttonClasses(primario ? 'primary' : 'secondary', 'md')}>
      {children}
    </Link>
  )
}
