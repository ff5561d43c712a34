import type { CarrinhoResponse } from '@recria/domain/carrinho'
import { CircleAlert, ShoppingCart } from 'lucide-react'
import { type ReactNode, useRef, useState } from 'react'
import { Link } from 'react-router'
import { EnderecoEntregaEscolha } from '../../../components/enderecos/endereco-entrega-escolha.tsx'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { useCarrinho } from '../api/get-carrinho.ts'
import { CarrinhoLista } from './carrinho-lista.tsx'
import { CarrinhoResumo } from './carrinho-resumo.tsx'
import { CarrinhoSkeleton } from './carrinho-skeleton.tsx'
import { CARRINHO_TEXTOS } from './carrinho-textos.ts'
import { LimparCarrinhoButton } from './limpar-carrinho-button.tsx'
import { PedidosAguardando } from './pedidos-aguardando.tsx'
import { useEntregaCarrinho } from './use-entrega-carrinho.ts'

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

interface ComItensProps {
  carrinho: CarrinhoResponse
  idUsuario: number
  onAviso: (texto: string) => void
  focarPainel: () => void
}

/**
 * A cart with items: where it goes ('Endereço de entrega'), the items per seller with each seller's
 * delivery, and the totals with the checkout kept in view at the bottom.
 */
function ComItens({ carrinho, idUsuario, onAviso, focarPainel }: ComItensProps) {
  const entrega = useEntregaCarrinho(idUsuario, carrinho)
  const total = carrinho.quantidade_total_itens
  return (
    <>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm text-stone-600">{`${total} ${total === 1 ? 'item' : 'itens'}`}</p>
          <LimparCarrinhoButton
            idUsuario={idUsuario}
            onLimpo={() => {
              focarPainel()
              onAviso('O carrinho foi esvaziado.')
            }}
          />
        </div>
        <EnderecoEntregaEscolha value={entrega.idEndereco} onChange={entrega.setIdEndereco} />
        <CarrinhoLista
          itens={carrinho.itens}
          idUsuario={idUsuario}
          onAviso={onAviso}
          onRemovido={focarPainel}
          entrega={entrega}
        />
      </div>
      <CarrinhoResumo carrinho={carrinho} idUsuario={idUsuario} entrega={entrega} />
    </>
  )
}

/**
 * 'Meu Carrinho' (docs/product/carrinho-e-checkout.md): loading, error with 'Tentar novamente', 'Carrinho
 * vazio', or the items per seller with the totals and the checkout kept in view at the bottom.
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
    corpo = <ComItens carrinho={dados} idUsuario={idUsuario} onAviso={setAviso} focarPainel={focarPainel} />
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
