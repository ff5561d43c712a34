import { MotivoOperadorSchema, OPERADOR_MSG } from '@recria/domain/operador'
import { useState } from 'react'
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { motivoField } from './motivo-field.ts'

/** What the operator is about to do: what the dialog says, and the call that takes the reason. */
export interface AcaoComMotivo {
  titulo: string
  descricao: string
  confirmar: string
  /** A step that takes something away (suspend, confirm a block): the button says so. */
  perigo?: boolean
  /** Who reads the reason; by default only the audit log. */
  dica?: string
  /** Shown when the server gives no reason for a failure. */
  erro: string
  /** Sends the reason; answers the server's message for the toast, or throws. */
  executar: (motivo: string) => Promise<string>
}

/**
 * The reason every operator action takes (kept in the audit log), checked by the API's own schema
 * before sending; the server's message becomes the toast, its refusal stays in the dialog.
 */
export function MotivoDialog({ acao, onClose }: { acao: AcaoComMotivo | null; onClose: () => void }) {
  const [motivo, setMotivo] = useState('')
  const [erroMotivo, setErroMotivo] = useState<string | undefined>()
  const [erro, setErro] = useState<string | null>(null)
  const [enviando, setEnviando] = useState(false)
  const { toast } = useToast()

  const limpar = () => {
    setMotivo('')
    setErroMotivo(undefined)
    setErro(null)
  }
  const fechar = () => {
    if (enviando) return
    limpar()
    onClose()
  }
  const enviar = async () => {
    if (!acao) return
    const lido = MotivoOperadorSchema.safeParse(motivo)
    if (!lido.success) return setErroMotivo(lido.error.issues[0]?.message ?? OPERADOR_MSG.motivoObrigatorio)
    setErroMotivo(undefined)
    setErro(null)
    setEnviando(true)
    try {
      const mensagem = await acao.executar(lido.data)
      setEnviando(false)
      limpar()
      toast(mensagem)
      onClose()
    } catch (error) {
      setEnviando(false)
      setErro(mensagemDoServidor(error) ?? acao.erro)
    }
  }

  return (
    <ReasonDialog
      open={acao !== null}
      onOpenChange={(open) => !open && fechar()}
      title={acao?.titulo ?? 'Motivo'}
      description={acao?.descricao}
      wide
      hideClose={enviando}
      busy={enviando}
      confirm={{
        label: acao?.confirmar ?? 'Confirmar',
        onClick: enviar,
        variant: acao?.perigo ? 'danger' : 'primary',
      }}
      field={motivoField(
        motivo,
        (value) => {
          setMotivo(value)
          if (erroMotivo) setErroMotivo(undefined)
        },
        erroMotivo,
        acao?.dica ?? 'Fica registrado na auditoria. Pelo menos 10 caracteres.',
      )}
      alert={erro}
    />
  )
}
