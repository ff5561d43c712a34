import { formatDateTime } from '@recria/domain/format'
import { ShieldAlert } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useAuth } from '../../lib/session/auth-context.tsx'

// setTimeout's largest delay (about 24.8 days): a 15-day block always fits, a longer one is re-checked.
const MAX_TIMEOUT_MS = 2_147_483_647

/**
 * The end of the seller's block while it lasts, else null; the banner goes away by itself when the
 * block ends with the page open.
 */
function useBloqueadoAte(): Date | null {
  const { user } = useAuth()
  const ate = user?.bloqueado_ate ? new Date(user.bloqueado_ate) : null
  const fim = ate?.getTime() ?? 0
  const [, setAgora] = useState(Date.now)
  useEffect(() => {
    const falta = fim - Date.now()
    if (falta <= 0) return
    const timer = setTimeout(() => setAgora(Date.now()), Math.min(falta + 1000, MAX_TIMEOUT_MS))
    return () => clearTimeout(timer)
  }, [fim])
  return ate && fim > Date.now() ? ate : null
}

/**
 * Terms (docs/product/denuncias.md): a seller is blocked for 15 days at each 5 reports across their listings.
 * Shown on every back-office page while it lasts, so the seller knows why listings vanished from
 * the catalogue and why publishing is refused.
 */
export function BloqueioBanner() {
  const ate = useBloqueadoAte()
  if (!ate) return null
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">Sua conta de vendedor está bloqueada até {formatDateTime(ate)}.</p>
        <p>
          Seus anúncios receberam denúncias de compradores. Enquanto o bloqueio durar, eles não aparecem no
          catálogo e você não pode criar nem ativar anúncios. Depois dessa data, seus anúncios ativos voltam
          ao catálogo automaticamente.{' '}
          <Link to="/politica-privacidade-termos-uso" className="font-medium underline">
            Ver os Termos de Uso
          </Link>
        </p>
      </div>
    </div>
  )
}
