import { parseId } from '@recria/domain/id-base'
import { useDeferredValue } from 'react'
import { useParams } from 'react-router'
import { useLoja } from '../../features/catalogo/api/get-loja.ts'
import { LojaCabecalho } from '../../features/catalogo/components/loja-cabecalho.tsx'
import {
  LojaErro,
  LojaNaoEncontrada,
  LojaSkeleton,
} from '../../features/catalogo/components/loja-estados.tsx'
import { CatalogoPage } from '../../features/catalogo/pages/catalogo-page.tsx'
import { ApiError } from '../../lib/api.ts'
import { useBuyerActions } from '../buyer-actions.tsx'

/**
 * /loja/{id} (public): the atelier's header, then its listings with the catalogue's search, filters,
 * ordering and pagination in the URL. Buying and the cart as on the catalogue.
 */
export default function LojaRoute() {
  const { id } = useParams()
  const idVendedor = parseId(id)
  const loja = useLoja(idVendedor)
  // The shop is drawn at a transition's pace once its answer arrives, in slices (as the catalogue's
  // cards): a phone's main thread is never held for the whole page at once.
  const dados = useDeferredValue(loja.data)
  const acoes = useBuyerActions()

  if (idVendedor === null) return <LojaNaoEncontrada />
  if (loja.isPending) return <LojaSkeleton />
  if (loja.isError) {
    if (loja.error instanceof ApiError && loja.error.status === 404) return <LojaNaoEncontrada />
    return <LojaErro onTentar={() => loja.refetch()} />
  }
  // Until the deferred answer is this shop's (another one's may still be there), it is loading.
  if (dados?.id_usuario !== idVendedor) return <LojaSkeleton />
  return (
    <>
      <CatalogoPage
        loja={{ idVendedor, cabecalho: <LojaCabecalho loja={dados} /> }}
        onComprar={acoes.comprar}
        onAdicionarAoCarrinho={acoes.adicionarAoCarrinho}
        ocupado={acoes.ocupado}
        favorito={acoes.favorito}
      />
      {acoes.dialogs}
    </>
  )
}
