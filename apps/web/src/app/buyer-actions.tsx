import type { FormaPagamento } from '@recria/domain/anuncio-forma'
import { CHECKOUT_MSG } from '@recria/domain/checkout-msg'
import { lazy, Suspense, useState } from 'react'
import type { AnuncioEscolha } from '../components/ui/forma-pagamento-dialog.tsx'
import { useToast } from '../components/ui/toast.tsx'
import { useAdicionarAoCarrinho } from '../features/carrinho/components/use-adicionar-ao-carrinho.ts'
import type { CompraComEntrega } from '../features/checkout/components/entrega-compra-dialog.tsx'
import { useComprarAgora } from '../features/checkout/components/use-comprar-agora.ts'
import { useFavorito } from '../features/favoritos/components/use-favorito.tsx'
import { ofereceSustentavel } from '../lib/oferta-sustentavel.ts'
import { useAuth } from '../lib/session/auth-context.tsx'
import { useMountOnOpen } from '../lib/use-mount-on-open.ts'
import type { AcessoPara } from './access-required-dialog.tsx'

// The sign-in request, the payment chooser and buy now's delivery step (addresses, their form and
// its library) load when first opened, not with the storefront pages.
const AccessRequiredDialog = lazy(() =>
  import('./access-required-dialog.tsx').then((m) => ({ default: m.AccessRequiredDialog })),
)
const FormaPagamentoDialog = lazy(() =>
  import('../components/ui/forma-pagamento-dialog.tsx').then((m) => ({ default: m.FormaPagamentoDialog })),
)
const EntregaCompraDialog = lazy(() =>
  import('../features/checkout/components/entrega-compra-dialog.tsx').then((m) => ({
    default: m.EntregaCompraDialog,
  })),
)

/** A listing the storefront can buy or put in the cart: a catalogue card or the listing page's. */
export type AnuncioCompravel = AnuncioEscolha & { id_anuncio: number }
export type AcaoCompra = 'comprar' | 'carrinho'

/**
 * What 'Comprar Agora' and 'Adicionar ao Carrinho' do on the storefront pages
 * (docs/product/carrinho-e-checkout.md): a visitor is asked to sign in ('Acesso Necessário'); a listing
 * without the sustainable way goes straight in with padrão; otherwise 'Escolha a forma de pagamento'
 * asks first. Buying now then asks where and how to deliver ('Entrega do pedido') before the payment.
 * `ocupado(id)` says which button of a listing is working. Render `dialogs` once in the page.
 * `erroAdicionar` is the page's text for a cart add that failed without the server's reason.
 */
export function useBuyerActions({ erroAdicionar }: { erroAdicionar?: string } = {}) {
  const { status } = useAuth()
  const [login, setLogin] = useState<AcessoPara | null>(null)
  const [escolha, setEscolha] = useState<{ anuncio: AnuncioCompravel; acao: AcaoCompra } | null>(null)
  const [entrega, setEntrega] = useState<CompraComEntrega | null>(null)
  const carrinho = useAdicionarAoCarrinho(erroAdicionar)
  const compra = useComprarAgora()
  const signedIn = status === 'authenticated'
  const { toast } = useToast()
  const favorito = useFavorito({ onVisitante: () => setLogin('favoritar') })
  const loginMontado = useMountOnOpen(login !== null)
  const escolhaMontada = useMountOnOpen(escolha !== null)
  const entregaMontada = useMountOnOpen(entrega !== null)

  const executar = async (anuncio: AnuncioCompravel, acao: AcaoCompra, forma: FormaPagamento) => {
    if (acao === 'comprar') {
      setEscolha(null)
      return setEntrega({ anuncio, forma })
    }
    try {
      await carrinho.adicionar({ idAnuncio: anuncio.id_anuncio, forma })
    } catch {
      // The cart says its own failures; anything else is the generic one of docs/product/README.md.
      toast(CHECKOUT_MSG.erroOperacao, 'error')
    }
    setEscolha(null)
  }

  const iniciar = (acao: AcaoCompra) => (anuncio: AnuncioCompravel) => {
    if (!signedIn) return setLogin('comprar')
    if (ofereceSustentavel(anuncio)) setEscolha({ anuncio, acao })
    else void executar(anuncio, acao, 'padrao')
  }

  const emEnvio = escolha?.acao === 'carrinho' ? carrinho.enviando : compra.comprando
  const ocupado = (idAnuncio: number): AcaoCompra | null =>
    compra.comprando?.idAnuncio === idAnuncio
      ? 'comprar'
      : carrinho.enviando?.idAnuncio === idAnuncio
        ? 'carrinho'
        : null

  return {
    signedIn,
    /** Asks a visitor to sign in before reporting or reviewing. */
    requireLogin: (para: Exclude<AcessoPara, 'comprar'>) => setLogin(para),
    comprar: iniciar('comprar'),
    adicionarAoCarrinho: iniciar('carrinho'),
    ocupado,
    /** The heart of a listing (favourites); a visitor is asked to sign in. */
    favorito,
    dialogs: (
      <>
        {loginMontado && (
          <Suspense fallback={null}>
            <AccessRequiredDialog para={login} onClose={() => setLogin(null)} />
          </Suspense>
        )}
        {escolhaMontada && (
          <Suspense fallback={null}>
            <FormaPagamentoDialog
              anuncio={escolha?.anuncio ?? null}
              acao={escolha?.acao ?? 'carrinho'}
              enviando={escolha ? (emEnvio?.forma ?? null) : null}
              onEscolher={(forma) => escolha && executar(escolha.anuncio, escolha.acao, forma)}
              onClose={() => setEscolha(null)}
            />
          </Suspense>
        )}
        {entregaMontada && (
          <Suspense fallback={null}>
            <EntregaCompraDialog
              compra={entrega}
              enviando={entrega !== null && compra.comprando !== null}
              // Buying leaves the page: the dialog stays up, busy, until it is gone.
              onIrParaPagamento={({ idEndereco, modo }) =>
                entrega &&
                void compra.comprar({
                  idAnuncio: entrega.anuncio.id_anuncio,
                  forma: entrega.forma,
                  idEndereco,
                  modoEntrega: modo,
                })
              }
              onClose={() => setEntrega(null)}
            />
          </Suspense>
        )}
      </>
    ),
  }
}
