import { useState } from 'react'
import { useToast } from '../components/ui/toast.tsx'
import { useAuth } from '../lib/session/auth-context.tsx'
import { AccessRequiredDialog } from './access-required-dialog.tsx'

/**
 * What 'Comprar Agora', 'Adicionar ao Carrinho' and 'Denunciar' do on the storefront pages: a
 * visitor is asked to sign in ('Acesso Necessário', spec part 1 §2 and part 2 §5). The cart and
 * buying arrive with their own pages; until then a signed-in buyer is told so, plainly.
 * Render `loginDialog` once in the page.
 */
export function useBuyerActions() {
  const { status } = useAuth()
  const { toast } = useToast()
  const [loginOpen, setLoginOpen] = useState(false)
  const signedIn = status === 'authenticated'

  const requireLogin = () => setLoginOpen(true)
  const comprar = () => {
    if (!signedIn) return requireLogin()
    toast('A compra direta chega em breve: por enquanto, ainda não é possível comprar pelo site.', 'info')
  }
  const adicionarAoCarrinho = () => {
    if (!signedIn) return requireLogin()
    toast('O carrinho chega em breve: por enquanto, ainda não é possível adicionar produtos a ele.', 'info')
  }

  return {
    signedIn,
    requireLogin,
    comprar,
    adicionarAoCarrinho,
    loginDialog: <AccessRequiredDialog open={loginOpen} onOpenChange={setLoginOpen} />,
  }
}
