import type { EnderecoEntrega } from '@recria/domain/endereco'
import { EnderecoTexto } from '../../../components/enderecos/endereco-texto.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'

/** 'Endereço de entrega': the address as it was at checkout; nothing when the order has none (or not yet for the seller). */
export function EnderecoEntregaInfo({ endereco }: { endereco: EnderecoEntrega | null | undefined }) {
  if (!endereco) return null
  return (
    <SectionCard id="pedido-endereco" title="Endereço de entrega">
      <EnderecoTexto endereco={endereco} />
    </SectionCard>
  )
}
