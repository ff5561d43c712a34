import { AnuncioProdutoPage } from '../../features/anuncios/pages/anuncio-produto-page.tsx'
import { CARRINHO_TEXTOS } from '../../features/carrinho/components/carrinho-textos.ts'
import { DenunciarAnuncio } from '../../features/denuncias/components/denunciar-anuncio.tsx'
import { useAuth } from '../../lib/session/auth-context.tsx'
import { useBuyerActions } from '../buyer-actions.tsx'

/** /anuncio-produto: the listing (anuncios) with its report button (denuncias). */
export default function AnuncioProdutoRoute() {
  const { user } = useAuth()
  const acoes = useBuyerActions({ erroAdicionar: CARRINHO_TEXTOS.erroAdicionarItem })
  return (
    <>
      <AnuncioProdutoPage
        onComprar={acoes.comprar}
        onAdicionarAoCarrinho={acoes.adicionarAoCarrinho}
        ocupado={acoes.ocupado}
        // A seller does not report their own listing (the server refuses it too).
        denuncia={(anuncio) =>
          anuncio.id_usuario_vendedor === user?.id_usuario ? null : (
            <DenunciarAnuncio
              idAnuncio={anuncio.id_anuncio}
              signedIn={acoes.signedIn}
              onRequireLogin={acoes.requireLogin}
            />
          )
        }
      />
      {acoes.dialogs}
    </>
  )
}
