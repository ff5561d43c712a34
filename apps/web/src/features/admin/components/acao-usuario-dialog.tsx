import { MotivoOperadorSchema, OPERADOR_MSG } from '@recria/domain/operador'
import type { UsuarioAdminItem } from '@recria/domain/operador-usuarios'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { type AcaoUsuario, useAcaoUsuario } from '../api/acao-usuario.ts'

const MOTIVO_MAX = 1000

export interface AcaoUsuarioAlvo {
  usuario: UsuarioAdminItem
  acao: AcaoUsuario
}

interface AcaoUsuarioDialogProps {
  alvo: AcaoUsuarioAlvo | null
  onClose: () => void
}

const TEXTOS: Record<AcaoUsuario, { titulo: string; descricao: string; botao: string }> = {
  suspender: {
    titulo: 'Suspender usuário',
    descricao:
      'A pessoa não consegue mais entrar, as sessões abertas terminam e os anúncios saem do catálogo. Os pedidos em andamento continuam.',
    botao: 'Suspender',
  },
  reativar: {
    titulo: 'Reativar usuário',
    descricao: 'A pessoa volta a entrar e os anúncios ativos voltam ao catálogo.',
    botao: 'Reativar',
  },
}

/** Suspending or reactivating an account always takes a reason, kept in the audit log. */
export function AcaoUsuarioDialog({ alvo, onClose }: AcaoUsuarioDialogProps) {
  const [motivo, setMotivo] = useState('')
  const [erroMotivo, setErroMotivo] = useState<string | undefined>()
  const [erro, setErro] = useState<string | null>(null)
  const acao = useAcaoUsuario()
  const { toast } = useToast()

  const fechar = () => {
    if (acao.isPending) return
    setMotivo('')
    setErroMotivo(undefined)
    setErro(null)
    onClose()
  }
  const enviar = () => {
    if (!alvo) return
    const lido = MotivoOperadorSchema.safeParse(motivo)
    if (!lido.success) return setErroMotivo(lido.error.issues[0]?.message ?? OPERADOR_MSG.motivoObrigatorio)
    setErroMotivo(undefined)
    setErro(null)
    acao.mutate(
      { idUsuario: alvo.usuario.id_usuario, acao: alvo.acao, motivo: lido.data },
      {
        onSuccess: (res) => {
          toast(res.mensagem)
          fechar()
        },
        onError: (error) => setErro(mensagemDoServidor(error) ?? 'Não foi possível concluir a ação.'),
      },
    )
  }

  const textos = alvo ? TEXTOS[alvo.acao] : TEXTOS.suspender
  return (
    <Dialog
      open={alvo !== null}
      onOpenChange={(open) => !open && fechar()}
      title={alvo ? `${textos.titulo}: ${alvo.usuario.nome}` : textos.titulo}
      description={textos.descricao}
      hideClose={acao.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={fechar} disabled={acao.isPending}>
            Cancelar
          </Button>
          <Button
            variant={alvo?.acao === 'suspender' ? 'danger' : 'primary'}
            onClick={enviar}
            loading={acao.isPending}
          >
            {textos.botao}
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
        disabled={acao.isPending}
      />
      <FormAlert message={erro} />
    </Dialog>
  )
}
