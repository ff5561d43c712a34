import { CircleX } from 'lucide-react'
import { LinkResultado } from '../components/links-resultado.tsx'
import { PagarPedidoButton } from '../components/pagar-pedido-button.tsx'
import { IdPagamento, ResultadoLayout } from '../components/resultado-layout.tsx'
import { useRetornoParams } from '../components/retorno-params.ts'
import { useAcompanharPagamento } from '../components/use-acompanhar-pagamento.ts'
import { VisitanteAviso } from '../components/visitante-aviso.tsx'

/**
 * /pagamento/falha (docs/product/carrinho-e-checkout.md): 'Pagamento Não Aprovado' with the attempt's id,
 * 'Tentar Novamente' and 'Voltar ao Início' (both to /, as documented). The order is kept
 * (docs/design.md#orders-and-money): while it still awaits payment, the buyer can pay it again from here.
 */
export default function PagamentoFalhaPage() {
  const params = useRetornoParams()
  const { situacao, retorno } = useAcompanharPagamento(params, false)
  const pagavel = retorno?.status_pedido === 'pagamento_pendente' && !retorno.pagamento_aprovado
  return (
    <ResultadoLayout
      titulo="Pagamento Não Aprovado"
      tom="erro"
      icone={<CircleX aria-hidden="true" className="size-10" />}
      acoes={
        <>
          <LinkResultado to="/" primario={!pagavel}>
            Tentar Novamente
          </LinkResultado>
          <LinkResultado to="/">Voltar ao Início</LinkResultado>
        </>
      }
    >
      <p className="text-stone-700">
        O Mercado Pago não aprovou este pagamento. Confira os dados do cartão ou escolha outro meio de
        pagamento.
      </p>
      <IdPagamento rotulo="ID da Tentativa" id={params.paymentId} />
      {pagavel && (
        <div className="flex w-full flex-col gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4 text-left">
          <p id="pedido-pendente" className="text-sm text-stone-800">
            {`Seu pedido #${retorno.id_pedido} continua aguardando pagamento. Nada se perdeu: você pode pagá-lo agora.`}
          </p>
          <PagarPedidoButton idPedido={retorno.id_pedido} descritoPor="pedido-pendente">
            Pagar o pedido novamente
          </PagarPedidoButton>
        </div>
      )}
      {situacao === 'visitante' && <VisitanteAviso />}
    </ResultadoLayout>
  )
}
