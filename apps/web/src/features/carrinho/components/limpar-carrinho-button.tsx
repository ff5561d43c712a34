import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/dialog.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { useLimparCarrinho } from '../api/limpar-carrinho.ts'
import { CARRINHO_TEXTOS, comMotivo } from './carrinho-textos.ts'

interface LimparCarrinhoButtonProps {
  idUsuario: number
  onLimpo: () => void
}

/** 'Limpar carrinho', asked once more: it takes every item away at once. */
export function LimparCarrinhoButton({ idUsuario, onLimpo }: LimparCarrinhoButtonProps) {
  const { toast } = useToast()
  const limpar = useLimparCarrinho()
  const [confirmando, setConfirmando] = useState(false)

  const confirmar = async () => {
    try {
      await limpar.mutateAsync({ id_usuario_comprador: idUsuario })
      onLimpo()
    } catch (error) {
      toast(comMotivo(CARRINHO_TEXTOS.erroLimpar, mensagemDoServidor(error)), 'error')
    } finally {
      setConfirmando(false)
    }
  }

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setConfirmando(true)} className="text-red-700">
        <Trash2 aria-hidden="true" className="size-4" />
        Limpar carrinho
      </Button>
      <ConfirmDialog
        open={confirmando}
        onOpenChange={setConfirmando}
        title="Limpar carrinho?"
        description="Todos os itens serão retirados do seu carrinho."
        confirmLabel="Limpar carrinho"
        cancelLabel="Manter itens"
        variant="danger"
        loading={limpar.isPending}
        onConfirm={confirmar}
      />
    </>
  )
}
