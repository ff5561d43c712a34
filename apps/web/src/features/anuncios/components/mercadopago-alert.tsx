import { TriangleAlert } from 'lucide-react'
import { Link } from 'react-router'

/**
 * docs/product/mercado-pago.md: a seller needs a connected Mercado Pago account before publishing a listing.
 */
export function MercadoPagoAlert() {
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        Conecte sua conta do Mercado Pago para publicar anúncios e receber os pagamentos.{' '}
        <Link to="/perfil" className="font-medium underline">
          Ir para o Perfil
        </Link>
      </p>
    </div>
  )
}
