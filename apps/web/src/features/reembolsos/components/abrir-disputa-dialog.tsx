import { AbrirDisputaSchema, DESCRICAO_DISPUTA_MAX, DISPUTA_MSG } from '@recria/domain/disputa'
import { useState } from 'react'
import type { OpenState } from '../../../components/ui/dialog.tsx'
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { guardedOpenChange } from '../../../lib/guarded-open-change.ts'
import { useAbrirDisputa } from '../api/abrir-disputa.ts'

const CAMPO_DESCRICAO = {
  label: 'Por que você discorda da resposta do vendedor?',
  maxLength: DESCRICAO_DISPUTA_MAX,
  rows: 5,
  hint: 'Pelo menos 10 caracteres. Conte o que aconteceu e o que você já tentou com o vendedor.',
} as const

interface AbrirDisputaDialogProps extends OpenState {
  idReembolso: number
}

/**
 * The buyer disputes a rejected refund: why they disagree with the seller (10 to 1000 characters,
 * checked by the API's own schema before sending); the server's message on failure, the dialog open.
 */
export function AbrirDisputaDialog({ open, onOpenChange, idReembolso }: AbrirDisputaDialogProps) {
  const [descricao, setDescricao] = useState('')
  const [campo, setCampo] = useState<string | undefined>()
  const [erro, setErro] = useState<string | null>(null)
  const abrir = useAbrirDisputa()
  const { toast } = useToast()

  const fechar = guardedOpenChange(abrir.isPending, onOpenChange, () => {
    setDescricao('')
    setCampo(undefined)
    setErro(null)
  })
  const enviar = () => {
    const lido = AbrirDisputaSchema.safeParse({ descricao })
    if (!lido.success) return setCampo(lido.error.issues[0]?.message)
    setCampo(undefined)
    setErro(null)
    // mutateAsync: its answer is handled even when the order's new state unmounts this dialog's
    // owner first (TanStack Query calls mutate()'s own callbacks only while it is mounted).
    abrir.mutateAsync({ idReembolso, descricao: lido.data.descricao }).then(
      (res) => {
        toast(res.mensagem)
        fechar(false)
      },
      (error) => setErro(mensagemDoServidor(error) ?? DISPUTA_MSG.erroAbrir),
    )
  }

  return (
    <ReasonDialog
      open={open}
      onOpenChange={fechar}
      title="Abrir disputa"
      description="A equipe da Recria lê a sua solicitação, a resposta do vendedor e o que você escrever aqui, e decide: reembolso integral ou resposta do vendedor mantida."
      confirm={{ label: 'Enviar disputa', onClick: enviar }}
      busy={abrir.isPending}
      field={{
        ...CAMPO_DESCRICAO,
        text: [
          descricao,
          (value) => {
            setDescricao(value)
            if (campo) setCampo(undefined)
          },
        ],
        error: campo,
      }}
      alert={erro}
    />
  )
}
