import { Leaf } from 'lucide-react'
import { Link } from 'react-router'
import { ImpactoPlataforma } from '../../features/catalogo/components/impacto-plataforma.tsx'
import { CatalogoPage } from '../../features/catalogo/pages/catalogo-page.tsx'
import { useAuth } from '../../lib/session/auth-context.tsx'
import { comVoltar, useAquiComoVoltar } from '../../lib/session/voltar.ts'
import { useBuyerActions } from '../buyer-actions.tsx'

const bannerButton =
  'inline-flex h-11 flex-1 items-center justify-center rounded-lg px-4 text-sm font-medium ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white'

/**
 * Compact on a phone, so the first products are in the first screen: the greeting and the two ways
 * in (the sentence, which the page's header echoes, from sm up).
 */
function WelcomeBanner() {
  const aqui = useAquiComoVoltar()
  return (
    <section
      aria-labelledby="titulo-boas-vindas"
      className="mb-3 flex flex-col gap-2 rounded-2xl bg-marca-700 p-3 text-white sm:gap-3 sm:p-4 md:mb-8 md:flex-row md:items-center md:justify-between md:gap-4 md:p-8"
    >
      <div className="flex flex-col gap-1 md:gap-2">
        <h2 id="titulo-boas-vindas" className="flex items-center gap-2 text-lg font-bold md:text-2xl">
          <Leaf aria-hidden="true" className="size-5 md:size-6" />
          Bem-vindo à Recria!
        </h2>
        <p className="hidden max-w-2xl text-sm text-marca-50 sm:block md:text-base">
          Produtos artesanais feitos de materiais recicláveis. Compre pelo preço padrão ou de forma
          sustentável: pague menos em dinheiro e complete com créditos de matéria-prima.
        </p>
      </div>
      <div className="flex shrink-0 flex-row gap-2">
        <Link
          to={comVoltar('/cadastro', aqui)}
          className={`${bannerButton} bg-white text-marca-800 hover:bg-marca-50`}
        >
          Criar uma conta
        </Link>
        <Link
          to={comVoltar('/login', aqui)}
          className={`${bannerButton} text-white ring-1 ring-white hover:bg-marca-800`}
        >
          Entrar
        </Link>
      </div>
    </section>
  )
}

/** docs/product/catalogo.md: the welcome banner for visitors above the catalogue. */
export default function HomePage() {
  const { status } = useAuth()
  const acoes = useBuyerActions()
  return (
    <>
      {status === 'anonymous' && <WelcomeBanner />}
      <CatalogoPage
        onComprar={acoes.comprar}
        onAdicionarAoCarrinho={acoes.adicionarAoCarrinho}
        ocupado={acoes.ocupado}
        favorito={acoes.favorito}
      />
      <ImpactoPlataforma />
      {acoes.dialogs}
    </>
  )
}
