import type { EnderecoEntrega } from '@recria/domain/endereco'
import { EnderecoTexto } from '../../../components/enderecos/endereco-texto.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'

interface EnderecoEntregaInfoProps {
  endereco: EnderecoEntrega | null | undefined
  /** Why the address is not shown when the order hides it (decision 041). */
  oculto?: string
}

/**
 * 'Endereço de entrega': the address as it was at checkout; in its place, why it is hidden; nothing
 * when the order has none.
 */
export function EnderecoEntregaInfo({ endereco, oculto }: EnderecoEntregaInfoProps) {
  if (!endereco && !oculto) return null
  return (
    <SectionCard id="pedido-endereco" title="Endereço de entrega">
      {endereco ? <EnderecoTexto endereco={endereco} /> : <p className="text-sm text-stone-600">{oculto}</p>}
    </SectionCard>
  )
}
