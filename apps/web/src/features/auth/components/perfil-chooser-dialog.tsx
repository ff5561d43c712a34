import type { Perfil } from '@recria/domain/usuario'
import { ShoppingBag, Store } from 'lucide-react'
import { Dialog } from '../../../components/ui/dialog.tsx'

interface PerfilChooserDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onChoose: (perfil: Perfil) => void
}

const OPTIONS = [
  { perfil: 'comprador', label: 'Comprador', hint: 'Explorar e comprar produtos', Icon: ShoppingBag },
  { perfil: 'vendedor', label: 'Vendedor', hint: 'Gerenciar anúncios e pedidos', Icon: Store },
] as const

/** docs/product/conta.md, Login: a user with more than one profile chooses how to enter. */
export function PerfilChooserDialog({ open, onOpenChange, onChoose }: PerfilChooserDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Escolha o perfil de acesso"
      description="Sua conta tem mais de um perfil. Com qual deseja entrar?"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map(({ perfil, label, hint, Icon }) => (
          <button
            key={perfil}
            type="button"
            onClick={() => onChoose(perfil)}
            className="flex items-center gap-3 rounded-xl border border-stone-200 p-4 text-left transition hover:border-marca-600 hover:bg-marca-50 focus-visible:border-marca-600"
          >
            <Icon aria-hidden="true" className="size-6 shrink-0 text-marca-700" />
            <span>
              <span className="block font-semibold text-stone-900">{label}</span>
              <span className="block text-sm text-stone-600">{hint}</span>
            </span>
          </button>
        ))}
      </div>
    </Dialog>
  )
}
