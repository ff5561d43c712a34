import { lazy, Suspense } from 'react'
import { Sheet } from '../../components/ui/sheet.tsx'
import { PageLoading } from '../../components/ui/spinner.tsx'

// The cart's list, totals and checkout (and the forms of its address step) load apart from every page:
// once the page is idle for a buyer with items (`precarregarConteudo`), or when the drawer first opens.
const carregarConteudo = () => import('../../features/carrinho/components/carrinho-conteudo.tsx')
const CarrinhoConteudo = lazy(carregarConteudo)
export const precarregarConteudo = () => void carregarConteudo()

interface CartDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The signed-in buyer whose cart it shows. */
  idUsuario: number | undefined
}

/** 'Meu Carrinho' (docs/product/carrinho-e-checkout.md) along the right edge. */
export function CartDrawer({ open, onOpenChange, idUsuario }: CartDrawerProps) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Meu Carrinho"
      side="right"
      widthClassName="w-full sm:w-96"
      closeLabel="Fechar carrinho"
      bodyClassName=""
    >
      <Suspense fallback={<PageLoading label="Carregando carrinho..." />}>
        <CarrinhoConteudo idUsuario={idUsuario} onFechar={() => onOpenChange(false)} />
      </Suspense>
    </Sheet>
  )
}
