import { ShoppingCart } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../../components/ui/button.tsx'
import { Sheet } from '../../components/ui/sheet.tsx'

interface CartDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** 'Meu Carrinho' (spec part 1 §2); the items arrive with the cart feature. */
export function CartDrawer({ open, onOpenChange }: CartDrawerProps) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Meu Carrinho"
      side="right"
      widthClassName="w-full sm:w-96"
      closeLabel="Fechar carrinho"
    >
      <div className="flex h-full flex-col items-center justify-center gap-3 py-12 text-center">
        <ShoppingCart aria-hidden="true" className="size-12 text-stone-300" />
        <p className="text-base font-semibold text-stone-800">Carrinho vazio</p>
        <p className="text-sm text-stone-600">Adicione produtos do catálogo para vê-los aqui.</p>
        <Link to="/" onClick={() => onOpenChange(false)} className={`${buttonClasses('primary', 'md')} mt-2`}>
          Explorar produtos
        </Link>
      </div>
    </Sheet>
  )
}
