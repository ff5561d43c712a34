import { Flag } from 'lucide-react'

/**
 * Terms (docs/product/denuncias.md): a listing is deactivated at each 5 reports. The seller's list says so on
 * the card, and the edit page says what to do about it; activating it again clears the mark.
 */
export function DesativadoPorDenuncias({ detalhado = false }: { detalhado?: boolean }) {
  return (
    <div
      className={`flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 text-sm text-amber-900 ${
        detalhado ? 'mb-6 p-4' : 'p-2'
      }`}
    >
      <Flag aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {detalhado ? (
        <div className="space-y-1">
          <p className="font-semibold">Este anúncio foi desativado automaticamente por denúncias.</p>
          <p>
            Ele recebeu denúncias de compradores (a cada 5 denúncias, o anúncio é desativado) e saiu do
            catálogo. Revise as informações e, quando estiverem corretas, escolha o status Ativo para
            publicá-lo novamente.
          </p>
        </div>
      ) : (
        <p>Desativado automaticamente por denúncias de compradores.</p>
      )}
    </div>
  )
}
