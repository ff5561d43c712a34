import { CircleCheck, Clock, Info } from 'lucide-react'
import { LinkResultado } from '../components/links-resultado.tsx'
import { ProximoPedido } from '../components/proximo-pedido.tsx'
import { IdPagamento, ResultadoLayout } from '../components/resultado-layout.tsx'
import { useRetornoParams } from '../components/retorno-params.ts'
import { useAcompanharPagamento } from '../components/use-acompanhar-pagamento.ts'
import { useMarcos } from '../components/use-marcos.ts'
import { VisitanteAviso } from '../components/visitante-aviso.tsx'

/** A Pix is paid in minutes; past this the buyer follows the order in Meus Pedidos instead. */
const ACOMPANHAR_ATE_MS = 15 * 60_000
const APROVADO = 'Pagamento aprovado! Seu pedido foi enviado ao vendedor.'

/**
 * /pagamento/pendente (docs/product/carrinho-e-checkout.md): 'Pagamento Pendente' with the 'Importante' note.
 * The page keeps asking (every 4 s) and says so, in a live region, when the server sees the approval.
 */
export default function PagamentoPendentePage() {
  const params = useRetornoParams()
  const fase = useMarcos([ACOMPANHAR_ATE_MS])
  const { idPedido, paymentId } = params
  const { situacao, retorno, aprovado } = useAcompanharPagamento(params, fase < 1 ? 4000 : false)
  return (
    <ResultadoLayout
      titulo="Pagamento Pendente"
      tom={aprovado ? 'sucesso' : 'aviso'}
      icone={
        aprovado ? (
          <CircleCheck aria-hidden="true" className="size-10" />
        ) : (
          <Clock aria-hidden="true" className="size-10" />
        )
      }
      acoes={
        <>
          {/* The next order's payment, when there is one, is the page's main button. */}
          <LinkResultado to="/meus-pedidos" primario={!retorno?.proximo_pedido}>
            Acompanhar Status
          </LinkResultado>
          <LinkResultado to="/">Continuar Comprando</LinkResultado>
        </>
      }
    >
      {/* Read once when the approval arrives; the banner below shows the same words. */}
      <p role="status" className="sr-only">
        {aprovado ? APROVADO : ''}
      </p>
      {aprovado && (
        <p
          aria-hidden="true"
          className="flex w-full items-center justify-center gap-2 rounded-xl border border-marca-100 bg-marca-50 p-3 font-semibold text-marca-800"
        >
          <CircleCheck className="size-5 shrink-0" />
          {APROVADO}
        </p>
      )}
      {!aprovado && (
        <p className="text-stone-700">
          Seu pagamento está sendo processado pelo Mercado Pago. Um Pix costuma ser confirmado em instantes;
          um boleto pode levar alguns dias úteis.
        </p>
      )}
      <div className="flex w-full items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-left text-sm text-amber-900">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          <strong className="font-semibold">Importante: </strong>
          {idPedido !== null
            ? `guarde a referência do seu pedido, #${idPedido}, e o ID do pagamento. Com eles você acompanha o status em Meus Pedidos.`
            : 'guarde o ID do pagamento e o comprovante. Com eles você acompanha o status em Meus Pedidos.'}
        </p>
      </div>
      <IdPagamento rotulo="ID do Pagamento" id={paymentId} />
      <ProximoPedido proximo={retorno?.proximo_pedido ?? null} />
      {situacao === 'visitante' && <VisitanteAviso />}
    </ResultadoLayout>
  )
}
