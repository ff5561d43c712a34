import {
  DECISAO_DISPUTA_LABELS,
  DECISOES_DISPUTA,
  DecidirDisputaSchema,
  type DecisaoDisputa,
  DISPUTA_MSG,
  type DisputaOperador,
} from '@recria/domain/disputa'
import { displayBRL } from '@recria/domain/format'
import { useState } from 'react'
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { useDecidirDisputa } from '../api/decidir-disputa.ts'
import { motivoField } from './motivo-field.ts'

interface DecidirDisputaDialogProps {
  disputa: DisputaOperador | null
  onClose: () => void
}

type Erros = Partial<Record<'decisao' | 'motivo', string>>

/**
 * The operator's decision: refund in full what is still paid, or keep the seller's answer, with a
 * reason both sides read (checked by the API's own schema before sending).
 */
export function DecidirDisputaDialog({ disputa, onClose }: DecidirDisputaDialogProps) {
  const [decisao, setDecisao] = useState<DecisaoDisputa | ''>('')
  const [motivo, setMotivo] = useState('')
  const [erros, setErros] = useState<Erros>({})
  const [erro, setErro] = useState<string | null>(null)
  const decidir = useDecidirDisputa()
  const { toast } = useToast()

  const fechar = () => {
    if (decidir.isPending) return
    setDecisao('')
    setMotivo('')
    setErros({})
    setErro(null)
    onClose()
  }
  const enviar = () => {
    if (!disputa) return
    const lido = DecidirDisputaSchema.safeParse({ decisao: decisao || undefined, motivo })
    if (!lido.success) {
      const novos: Erros = {}
      for (const issue of lido.error.issues) {
        const campo = issue.path[0] as keyof Erros
        novos[campo] ??= issue.message
      }
      return setErros(novos)
    }
    setErros({})
    setErro(null)
    // mutateAsync: its answer is handled even when the order's new state unmounts this dialog's
    // owner first (TanStack Query calls mutate()'s own callbacks only while it is mounted).
    decidir.mutateAsync({ idDisputa: disputa.id_disputa, ...lido.data }).then(
      (res) => {
        toast(res.mensagem)
        fechar()
      },
      (error) => setErro(mensagemDoServidor(error) ?? DISPUTA_MSG.erroDecidir),
    )
  }

  const valor = disputa ? displayBRL(disputa.pagamento.valor_a_reembolsar) : ''
  return (
    <ReasonDialog
      open={disputa !== null}
      onOpenChange={(open) => !open && fechar()}
      title={disputa ? `Decidir disputa #${disputa.id_disputa}` : 'Decidir disputa'}
      description={
        disputa
          ? `Pedido #${disputa.id_pedido}: ${disputa.comprador.nome} contra ${disputa.vendedor.nome}. A decisão é final e os dois lados são avisados.`
          : undefined
      }
      wide
      hideClose={decidir.isPending}
      busy={decidir.isPending}
      confirm={{ label: 'Confirmar decisão', onClick: enviar }}
      field={motivoField(
        motivo,
        (value) => {
          setMotivo(value)
          if (erros.motivo) setErros((e) => ({ ...e, motivo: undefined }))
        },
        erros.motivo,
        'Os dois lados leem este motivo. Pelo menos 10 caracteres.',
      )}
      alert={erro}
    >
      <fieldset
        aria-invalid={erros.decisao ? true : undefined}
        aria-describedby={erros.decisao ? 'decisao-erro' : undefined}
      >
        <legend className="mb-2 text-sm font-medium text-stone-800">Decisão</legend>
        <div className="flex flex-col gap-2">
          {DECISOES_DISPUTA.map((opcao) => (
            <label
              key={opcao}
              className="flex cursor-pointer items-start gap-2 rounded-lg border border-stone-300 px-3 py-2.5 text-sm has-checked:border-marca-600 has-checked:bg-marca-50 has-focus-visible:outline-2 has-focus-visible:outline-marca-700"
            >
              <input
                type="radio"
                name="decisao-disputa"
                value={opcao}
                checked={decisao === opcao}
                onChange={() => {
                  setDecisao(opcao)
                  setErros((e) => ({ ...e, decisao: undefined }))
                }}
                disabled={decidir.isPending}
                className="mt-0.5 size-4 accent-marca-700"
              />
              <span>
                <span className="font-medium text-stone-900">{DECISAO_DISPUTA_LABELS[opcao]}</span>
                <span className="block text-stone-600">
                  {opcao === 'reembolsar'
                    ? `${valor} devolvidos ao comprador pelo Mercado Pago.`
                    : 'Nenhum valor é devolvido; o pedido continua como está.'}
                </span>
              </span>
            </label>
          ))}
        </div>
        {erros.decisao && (
          <p id="decisao-erro" role="alert" className="mt-1 text-sm text-red-700">
            {erros.decisao}
          </p>
        )}
      </fieldset>
    </ReasonDialog>
  )
}
