import { CircleCheck, Clock, LogIn } from 'lucide-react'
import { OQueEntregar } from '../../../components/materia/o-que-entregar.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { usePedidoPago } from '../api/get-pedido-pago.ts'
import { EntregaResumo, entregaDoPedido } from '../components/entrega-resumo.tsx'
import { LinkResultado } from '../components/links-resultado.tsx'
import { ProximoPedido } from '../components/proximo-pedido.tsx'
import { IdPagamento, ResultadoLayout } from '../components/resultado-layout.tsx'
import { useRetornoParams } from '../components/retorno-params.ts'
import { useAcompanharPagamento } from '../components/use-acompanhar-pagamento.ts'
import { useMarcos } from '../components/use-marcos.ts'
import { VisitanteAviso } from '../components/visitante-aviso.tsx'

/** docs/product/carrinho-e-checkout.md: the processing state shows at least this long. */
const PROCESSANDO_MIN_MS = 3000
/** Asked every 1.5 s this long; then the page says the payment is still being confirmed. */
const RAPIDO_ATE_MS = 30_000
/** …and keeps asking, every 4 s, until this, in case the approval arrives meanwhile. */
const LENTO_ATE_MS = 5 * 60_000

/** The page's ways out; the next order's payment, when there is one, is its main button. */
function Acoes({ comProximo }: { comProximo: boolean }) {
  return (
    <>
      <LinkResultado to="/meus-pedidos" primario={!comProximo}>
        Ver Meus Pedidos
      </LinkResultado>
      <LinkResultado to="/">Continuar Comprando</LinkResultado>
    </>
  )
}

/** The page's title, tone and icon once the return is read: paid, a visitor's, still being confirmed. */
const RESULTADOS = {
  aprovado: {
    titulo: 'Pagamento Aprovado!',
    tom: 'sucesso',
    icone: <CircleCheck aria-hidden="true" className="size-10" />,
  },
  visitante: {
    titulo: 'Acompanhe seu pedido',
    tom: 'neutro',
    icone: <LogIn aria-hidden="true" className="size-10" />,
  },
  confirmando: {
    titulo: 'Pagamento em confirmação',
    tom: 'aviso',
    icone: <Clock aria-hidden="true" className="size-10" />,
  },
} as const

/**
 * /pagamento/sucesso (docs/product/carrinho-e-checkout.md): Mercado Pago sent the buyer back as approved, but
 * only Recria's own record (webhook or a sync of this payment) may say so: 'Processando seu
 * pagamento...' until the server confirms, at least 3 s; after 30 s without it, the page says the
 * payment is still being confirmed.
 */
export default function PagamentoSucessoPage() {
  const params = useRetornoParams()
  const fase = useMarcos([PROCESSANDO_MIN_MS, RAPIDO_ATE_MS, LENTO_ATE_MS])
  const intervalo = fase < 2 ? 1500 : fase < 3 ? 4000 : false
  const { situacao, retorno, aprovado, falhou } = useAcompanharPagamento(params, intervalo)
  const acoes = <Acoes comProximo={Boolean(retorno?.proximo_pedido)} />
  const esperando = situacao === 'carregando' || (situacao === 'consultando' && !falhou && fase < 2)
  const pedido = usePedidoPago(params.idPedido, aprovado)

  if (fase < 1 || (esperando && !aprovado)) {
    return (
      <ResultadoLayout
        titulo="Processando seu pagamento..."
        tom="neutro"
        icone={<Spinner className="size-10" />}
        acoes={null}
      >
        <p className="text-stone-700">
          Aguarde um instante enquanto confirmamos seu pagamento com o Mercado Pago.
        </p>
      </ResultadoLayout>
    )
  }
  if (aprovado) {
    return (
      <ResultadoLayout {...RESULTADOS.aprovado} acoes={acoes}>
        <p className="text-stone-700">
          Seu pagamento foi confirmado e seu pedido foi enviado ao vendedor. Você receberá um e-mail de
          confirmação com os detalhes do pedido.
        </p>
        <IdPagamento rotulo="ID do Pagamento" id={params.paymentId} />
        {pedido.data && (
          <div className="flex w-full flex-col gap-3 text-left">
            <EntregaResumo entrega={entregaDoPedido(pedido.data)} id="pagamento-entrega" />
            <OQueEntregar
              itens={pedido.data.itens}
              id="pagamento-o-que-entregar"
              modo={entregaDoPedido(pedido.data)?.modo ?? null}
            />
          </div>
        )}
        <ProximoPedido proximo={retorno?.proximo_pedido ?? null} />
      </ResultadoLayout>
    )
  }
  if (situacao === 'visitante') {
    return (
      <ResultadoLayout {...RESULTADOS.visitante} acoes={acoes}>
        <IdPagamento rotulo="ID do Pagamento" id={params.paymentId} />
        <VisitanteAviso />
      </ResultadoLayout>
    )
  }
  return (
    <ResultadoLayout {...RESULTADOS.confirmando} acoes={acoes}>
      <p className="text-stone-700">
        {situacao === 'sem-pedido'
          ? 'Este retorno não trouxe a referência do pedido. Acompanhe a confirmação do pagamento em Meus Pedidos.'
          : 'O Mercado Pago ainda está confirmando seu pagamento. Assim que a confirmação chegar, o pedido aparece como pago em Meus Pedidos e o vendedor é avisado.'}
      </p>
      <IdPagamento rotulo="ID do Pagamento" id={params.paymentId} />
      <ProximoPedido proximo={retorno?.proximo_pedido ?? null} />
    </ResultadoLayout>
  )
}
