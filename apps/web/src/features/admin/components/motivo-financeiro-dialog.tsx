import { MotivoOperadorSchema, OPERADOR_MSG } from '@recria/domain/operador'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'

const MOTIVO_MAX = 1000

/** What the operator is about to do to one item of the Financeiro page. */
export interface AcaoFinanceira {
  titulo: string
  descricao: string
  confirmar: string
  /** Sends the reason; answers the server's message for the toast, or throws. */
  executar: (motivo: string) => Promise<string>
}

interface MotivoFinanceiroDialogProps {
  acao: AcaoFinanceira | null
  /** The server's reason for a refusal, or a fallback. */
  erroDe: (error: unknown) => string
  onDone: (mensagem: string) => void
  onClose: () => void
}

/** The reason every Financeiro action takes (kept in the audit log), checked by the API's own schema. */
export function MotivoFinanceiroDialog({ acao, erroDe, onDone, onClose }: MotivoFinanceiroDialogProps) {
  const [motivo, setMotivo] = useState('')
  const [erroMotivo, setErroMotivo] = useState<string | undefined>()
  const [erro, setErro] = useState<string | null>(null)
  const [enviando, setEnviando] = useState(false)

  const fechar = () => {
    if (enviando) return
    setMotivo('')
    setErroMotivo(undefined)
    setErro(null)
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
      setMotivo('')
      onDone(mensagem)
    } catch (error) {
      setEnviando(false)
      setErro(erroDe(error))
    }
  }

  return (
    <Dialog
      open={acao !== null}
      onOpenChange={(open) => !open && fechar()}
      title={acao?.titulo ?? 'Ação financeira'}
      description={acao?.descricao}
      wide
      hideClose={enviando}
      footer={
        <>
          <Button variant="secondary" onClick={fechar} disabled={enviando}>
            Cancelar
          </Button>
          <Button onClick={enviar} loading={enviando}>
            {acao?.confirmar ?? 'Confirmar'}
          </Button>
        </>
      }
    >
      <TextareaField
        label="Motivo"
        value={motivo}
        maxLength={MOTIVO_MAX}
        count={motivo.length}
        required
        rows={4}
        error={erroMotivo}
        hint="Fica registrado na auditoria. Pelo menos 10 caracteres."
        onChange={(event) => {
          setMotivo(event.target.value)
          if (erroMotivo) setErroMotivo(undefined)
        }}
        disabled={enviando}
      />
      <FormAlert message={erro} />
    </Dialog>
  )
}
