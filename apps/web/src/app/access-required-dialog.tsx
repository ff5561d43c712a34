import { Link } from 'react-router'
import { buttonClasses } from '../components/ui/button.tsx'
import { Dialog } from '../components/ui/dialog.tsx'
import { comVoltar, useAquiComoVoltar } from '../lib/session/voltar.ts'

/** What the visitor tried: buying or the cart (docs/product/README.md's text), reporting or reviewing. */
export type AcessoPara = 'comprar' | 'denunciar' | 'avaliar' | 'favoritar'

const MOTIVOS: Record<AcessoPara, string> = {
  comprar: 'Para adicionar produtos ao carrinho, você precisa estar logado em sua conta.',
  denunciar: 'Para denunciar um anúncio, você precisa estar logado em sua conta.',
  avaliar: 'Para avaliar um produto, você precisa estar logado em sua conta.',
  favoritar: 'Para favoritar um produto, você precisa estar logado em sua conta.',
}

interface AccessRequiredDialogProps {
  /** What the visitor tried, or null while closed. */
  para: AcessoPara | null
  onClose: () => void
}

/** Shown to visitors who try to buy, add to the cart, report or review (docs/product/conta.md). */
export function AccessRequiredDialog({ para, onClose }: AccessRequiredDialogProps) {
  const close = onClose
  // Signing in or registering comes back to this page.
  const aqui = useAquiComoVoltar()
  return (
    <Dialog
      open={para !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Acesso Necessário"
      description={MOTIVOS[para ?? 'comprar']}
      footer={
        <>
          <Link
            to={comVoltar('/cadastro', aqui)}
            onClick={close}
            className={buttonClasses('secondary', 'md')}
          >
            Criar uma conta
          </Link>
          <Link to={comVoltar('/login', aqui)} onClick={close} className={buttonClasses('primary', 'md')}>
            Entrar
          </Link>
        </>
      }
    />
  )
}
