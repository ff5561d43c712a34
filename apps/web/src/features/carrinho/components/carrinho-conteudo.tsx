import { CircleAlert, ShoppingCart } from 'lucide-react'
import { type ReactNode, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { useCarrinho } from '../api/get-carrinho.ts'
import { CarrinhoLista } from './carrinho-lista.tsx'
import { CarrinhoResumo } from './carrinho-resumo.tsx'
import { CarrinhoSkeleton } from './carrinho-skeleton.tsx'
import { CARRINHO_TEXTOS } from './carrinho-textos.ts'
import { LimparCarrinhoButton } from './limpar-carrinho-button.tsx'
import { PedidosAguardando } from './pedidos-aguardando.tsx'

export interface CarrinhoConteudoProps {
  /** The signed-in buyer; undefined once the session is gone. */
  idUsuario: number | undefined
  onFechar: () => void
}

function Centro({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">{children}</div>
  )
}

/**
 * 'Meu Carrinho' (spec part 1 §2, §4, §8): loading, error with 'Tentar novamente', 'Carrinho vazio',
 * or the items per seller with the totals and the checkout kept in view at the bottom.
 */
export default function CarrinhoConteudo({ idUsuario, onFechar }: CarrinhoConteudoProps) {
  const carrinho = useCarrinho(idUsuario)
  const [aviso, setAviso] = useState('')
  // What keeps focus when the focused row (or every row) goes away.
  const painel = useRef<HTMLDivElement>(null)
  const focarPainel = () => painel.current?.focus()

  const dados = carrinho.data
  let corpo: ReactNode
  if (idUsuario !== undefined && dados && dados.itens.length > 0) {
    const total = dados.quantidade_total_itens
    corpo = (
      <>
        <div className="flex-1 p-4">
          <div className="mb-3 flex items-center justify-between gap-2">
            <p className="text-sm text-stone-600">{`${total} ${total === 1 ? 'item' : 'itens'}`}</p>
            <LimparCarrinhoButton
              idUsuario={idUsuario}
              onLimpo={() => {
                focarPainel()
                setAviso('O carrinho foi esvaziado.')
              }}
            />
          </div>
          <CarrinhoLista
            itens={dados.itens}
            idUsuario={idUsuario}
            onAviso={setAviso}
            onRemovido={focarPainel}
          />
        </div>
        <CarrinhoResumo carrinho={dados} idUsuario={idUsuario} onFechar={onFechar} />
      </>
    )
  } else if (idUsuario === undefined || dados !== undefined) {
    // No cart yet (404), an emptied one, or nobody signed in any more.
    corpo = (
      <Centro>
        <ShoppingCart aria-hidden="true" className="size-12 text-stone-300" />
        <p className="text-base font-semibold text-stone-800">{CARRINHO_TEXTOS.vazio}</p>
        <p className="text-sm text-stone-600">Adicione produtos do catálogo para vê-los aqui.</p>
        <Link to="/" onClick={onFechar} className={`${buttonClasses('primary', 'md')} mt-2`}>
          Explorar produtos
        </Link>
      </Centro>
    )
  } else if (carrinho.isError) {
    corpo = (
      <Centro>
        <CircleAlert aria-hidden="true" className="size-10 text-red-600" />
        <p role="alert" className="text-base font-semibold text-stone-800">
          {CARRINHO_TEXTOS.erroCarregar}
        </p>
        <Button variant="secondary" onClick={() => carrinho.refetch()} aria-busy={carrinho.isFetching}>
          Tentar novamente
        </Button>
      </Centro>
    )
  } else {
    corpo = <CarrinhoSkeleton />
  }

  return (
    <div ref={painel} tabIndex={-1} className="flex min-h-full flex-col focus:outline-none">
      <p role="status" className="sr-only">
        {aviso}
      </p>
      {idUsuario !== undefined && <PedidosAguardando idUsuario={idUsuario} />}
      {corpo}
    </div>
  )
}
