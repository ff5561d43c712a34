import type { CarrinhoItem } from '@recria/domain/carrinho'
import { CART_MIN_QUANTITY } from '@recria/domain/constants'
import { displayBRL, displayCentavos } from '@recria/domain/format'
import { toCentavos } from '@recria/domain/pagamento'
import { CircleSlash, X } from 'lucide-react'
import { ProdutoImagem } from '../../../components/ui/product-image.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { useRemoveItemCarrinho } from '../api/remove-item-carrinho.ts'
import { useUpdateQuantidade } from '../api/update-quantidade.ts'
import { CARRINHO_TEXTOS, comMotivo } from './carrinho-textos.ts'
import { FormaDoItem } from './forma-do-item.tsx'
import { QuantidadeStepper } from './quantidade-stepper.tsx'

interface CarrinhoItemLinhaProps {
  item: CarrinhoItem
  idUsuario: number
  /** Tells screen readers what changed (the visible list already shows it). */
  onAviso: (texto: string) => void
  /** The row is about to disappear: focus must go somewhere that stays. */
  onRemovido: () => void
}

/** One item: picture, name, payment form, unit value, quantity, subtotal and remove. */
export function CarrinhoItemLinha({ item, idUsuario, onAviso, onRemovido }: CarrinhoItemLinhaProps) {
  const { toast } = useToast()
  const quantidade = useUpdateQuantidade()
  const remover = useRemoveItemCarrinho()
  const { produto } = item.anuncio
  const ocupado = quantidade.isPending || remover.isPending
  const alvo = { id_item_carrinho: item.id_item_carrinho, id_usuario_comprador: idUsuario }

  const removido = () => {
    onRemovido()
    onAviso(`${produto.nome} foi removido do carrinho.`)
  }
  const falhou = (texto: string, error: unknown) =>
    toast(comMotivo(texto, mensagemDoServidor(error)), 'error')

  // mutateAsync, not mutate's callbacks: those are dropped once the removed row unmounts.
  const excluir = async () => {
    if (ocupado) return
    try {
      await remover.mutateAsync(alvo)
      removido()
    } catch (error) {
      falhou(CARRINHO_TEXTOS.erroRemover, error)
    }
  }
  // docs/product/carrinho-e-checkout.md: below the minimum the same call removes the item.
  const mudar = async (nova: number) => {
    if (ocupado) return
    const removendo = nova < CART_MIN_QUANTITY
    try {
      await quantidade.mutateAsync({ ...alvo, nova_quantidade: removendo ? 0 : nova })
      if (removendo) removido()
      else onAviso(`Quantidade de ${produto.nome}: ${nova}.`)
    } catch (error) {
      falhou(removendo ? CARRINHO_TEXTOS.erroRemover : CARRINHO_TEXTOS.erroQuantidade, error)
    }
  }

  const subtotal = displayCentavos(toCentavos(item.valor_unitario) * item.quantidade)
  return (
    <li className="flex gap-3 py-3" aria-busy={ocupado || undefined}>
      <ProdutoImagem
        src={produto.imagem}
        nome={produto.nome}
        className={`size-16 shrink-0 rounded-lg text-[0.625rem] [&_svg]:size-5 ${item.disponivel ? '' : 'opacity-50 grayscale'}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start gap-1">
          <p className="line-clamp-2 flex-1 text-sm font-semibold break-words text-stone-900">
            {produto.nome}
          </p>
          <button
            type="button"
            onClick={excluir}
            aria-disabled={ocupado || undefined}
            aria-label={`Remover ${produto.nome} do carrinho`}
            title="Remover"
            className="-mt-2.5 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 aria-disabled:opacity-50 lg:-mt-1.5 lg:-mr-1 lg:size-8"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <FormaDoItem item={item} />
        {!item.disponivel && (
          <p className="flex items-start gap-1.5 text-xs text-red-800">
            <CircleSlash aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span>
              <strong className="font-semibold">Indisponível.</strong> {CARRINHO_TEXTOS.indisponivel}
            </span>
          </p>
        )}
        <p className="text-xs text-stone-600">{`${displayBRL(item.valor_unitario)} cada`}</p>
        <div className="flex items-center justify-between gap-2">
          <QuantidadeStepper
            quantidade={item.quantidade}
            nome={produto.nome}
            ocupado={ocupado}
            podeAumentar={item.disponivel}
            onMudar={mudar}
          />
          <p className="text-sm font-semibold whitespace-nowrap text-stone-900">
            <span className="sr-only">Subtotal: </span>
            {subtotal}
          </p>
        </div>
      </div>
    </li>
  )
}
