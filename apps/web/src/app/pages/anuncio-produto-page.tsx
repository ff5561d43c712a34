import { useQueryClient } from '@tanstack/react-query'
import { AnuncioProdutoPage } from '../../features/anuncios/pages/anuncio-produto-page.tsx'
import { AvaliacoesDoProduto } from '../../features/avaliacoes/components/avaliacoes-do-produto.tsx'
import { CARRINHO_TEXTOS } from '../../features/carrinho/components/carrinho-textos.ts'
import { DenunciarAnuncio } from '../../features/denuncias/components/denunciar-anuncio.tsx'
import { anunciosKeys, catalogoKeys } from '../../lib/query-keys.ts'
import { useAuth } from '../../lib/session/auth-context.tsx'
import { useBuyerActions } from '../buyer-actions.tsx'

/**
 * /anuncio-produto: the listing (anuncios) with its report button (denuncias) and its reviews
 * (avaliacoes); a saved review refreshes the listing's and the catalogue's stars.
 */
export default function AnuncioProdutoRoute() {
  const { user } = useAuth()
  const queryClient = useQueryClient()
  const acoes = useBuyerActions({ erroAdicionar: CARRINHO_TEXTOS.erroAdicionarItem })
  const estrelasMudaram = () => {
    void queryClient.invalidateQueries({ queryKey: anunciosKeys.all })
    void queryClient.invalidateQueries({ queryKey: catalogoKeys.all })
  }
  return (
    <>
      <AnuncioProdutoPage
        onComprar={acoes.comprar}
        onAdicionarAoCarrinho={acoes.adicionarAoCarrinho}
        ocupado={acoes.ocupado}
        favorito={acoes.favorito}
        // A seller does not report their own listing (the server refuses it too).
        denuncia={(anuncio) =>
          anuncio.id_usuario_vendedor === user?.id_usuario ? null : (
            <DenunciarAnuncio
              idAnuncio={anuncio.id_anuncio}
              signedIn={acoes.signedIn}
              onRequireLogin={() => acoes.requireLogin('denunciar')}
            />
          )
        }
        avaliacoes={(anuncio) => (
          <AvaliacoesDoProduto
            idProduto={anuncio.produto.id_produto}
            nomeProduto={anuncio.produto.nome}
            idVendedor={anuncio.id_usuario_vendedor}
            onRequireLogin={() => acoes.requireLogin('avaliar')}
            onSalva={estrelasMudaram}
          />
        )}
      />
      {acoes.dialogs}
    </>
  )
}
