import { displayBRL, formatBRL } from '@recria/domain/format'
import { type MateriaDoPedido, MATERIA_COBRANCA_MSG as MSG } from '@recria/domain/materia-cobranca'
import { quantidadeMateriaTexto } from '@recria/domain/materia-entrega'
import { useQuery } from '@tanstack/react-query'
import { CreditCard } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useIrParaPagamento } from '../../../lib/use-ir-para-pagamento.ts'
import { getPedidoQueryOptions } from '../api/get-pedido.ts'
import { usePagarCobrancaMateria } from '../api/pagar-cobranca-materia.ts'
import { MateriaResolvida, materiaResolvida } from './materia-resolvida.tsx'
import { QuadroMateria } from './quadro-materia.tsx'

/** How long the page keeps asking after the buyer comes back from paying, until the webhook settles it. */
const ESPERA_MS = 60_000

/**
 * The buyer's side of raw material that did not arrive (decision 030), inside 'O que entregar': the
 * seller's pending charge with what was missing and 'Pagar R$ X' (Mercado Pago, which brings the buyer
 * back to this page), or the settlement once made.
 */
export function CobrancaMateriaComprador({
  idPedido,
  materia,
}: {
  idPedido: number
  materia: MateriaDoPedido
}) {
  const cobranca = materia.cobranca
  if (materiaResolvida(materia)) return <MateriaResolvida materia={materia} pago={0} />
  if (cobranca?.status !== 'pendente') return null
  const valor = displayBRL(cobranca.valor)
  return (
    <QuadroMateria id="cobranca-materia-titulo" titulo={MSG.cobrancaTitulo} tom="alerta">
      <p id="cobranca-materia-motivo" className="text-stone-800">
        {MSG.motivoComprador(valor)}
      </p>
      <ul className="flex flex-col gap-1 text-stone-700">
        {cobranca.itens.map((i) => (
          <li key={i.id_item_pedido}>
            {`Faltou ${quantidadeMateriaTexto(i.faltante, i.unidade_medida, i.nome_materia_prima)}.`}
          </li>
        ))}
      </ul>
      <VoltaDoPagamento idPedido={idPedido} idCobranca={cobranca.id_cobranca} />
      <div className="sm:max-w-xs">
        {/* The button never wraps its text: a plain space keeps its accessible name 'Pagar R$ 30,00'. */}
        <PagarCobrancaButton idPedido={idPedido}>{MSG.pagar(formatBRL(cobranca.valor))}</PagarCobrancaButton>
      </div>
    </QuadroMateria>
  )
}

/**
 * Back from Mercado Pago with this charge approved while it still reads pending: the payment's
 * notification settles it in a moment, so the order is read again until it does (or a minute passes).
 */
function VoltaDoPagamento({ idPedido, idCobranca }: { idPedido: number; idCobranca: number }) {
  const [params] = useSearchParams()
  const voltou =
    params.get('external_reference') === `cobranca-${idCobranca}` && params.get('status') === 'approved'
  const [esperando, setEsperando] = useState(voltou)
  useEffect(() => {
    if (!voltou) return
    const t = setTimeout(() => setEsperando(false), ESPERA_MS)
    return () => clearTimeout(t)
  }, [voltou])
  useQuery({ ...getPedidoQueryOptions(idPedido), enabled: esperando, refetchInterval: 2000 })
  if (!esperando) return null
  return (
    <p role="status" className="flex items-center gap-2 text-stone-700">
      <Spinner className="size-4" />
      Pagamento recebido, aguardando a confirmação do Mercado Pago…
    </p>
  )
}

function PagarCobrancaButton({ idPedido, children }: { idPedido: number; children: string }) {
  const pagar = usePagarCobrancaMateria()
  const { ir, enviando, erro } = useIrParaPagamento()
  return (
    <div className="flex w-full flex-col gap-2">
      <button
        type="button"
        onClick={() => ir(() => pagar.mutateAsync(idPedido))}
        aria-disabled={enviando || undefined}
        aria-busy={enviando || undefined}
        aria-describedby="cobranca-materia-motivo"
        className={`${buttonClasses('primary', 'md')} w-full whitespace-nowrap aria-disabled:cursor-wait aria-disabled:opacity-80`}
      >
        {enviando ? <Spinner className="size-4" /> : <CreditCard aria-hidden="true" className="size-4" />}
        {enviando ? 'Redirecionando...' : children}
      </button>
      <FormAlert message={erro} />
    </div>
  )
}
