import { EXCLUSAO_MSG, ExcluirContaSchema } from '@recria/domain/usuario'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, type OpenState } from '../../../components/ui/dialog.tsx'
import { PasswordField } from '../../../components/ui/field.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { useExcluirConta } from '../api/excluir-conta.ts'

export const ERRO_EXCLUIR_CONTA = 'Não foi possível excluir sua conta. Tente novamente.'

interface ExcluirContaDialogProps extends OpenState {
  idUsuario: number
  /** The account is gone: the caller ends the local session and leaves the page. */
  onExcluida: (mensagem: string) => void
}

/**
 * Deleting one's own account: what happens, the password that confirms it, and the server's refusal
 * in its own words (an order under way, a refund or dispute open).
 */
export function ExcluirContaDialog({ idUsuario, open, onOpenChange, onExcluida }: ExcluirContaDialogProps) {
  const [senha, setSenha] = useState('')
  const [erroSenha, setErroSenha] = useState<string | undefined>()
  const [erro, setErro] = useState<string | null>(null)
  const excluir = useExcluirConta()

  const fechar = () => {
    if (excluir.isPending) return
    setSenha('')
    setErroSenha(undefined)
    setErro(null)
    onOpenChange(false)
  }
  const enviar = (event?: { preventDefault(): void }) => {
    event?.preventDefault()
    const lido = ExcluirContaSchema.safeParse({ senha })
    if (!lido.success) return setErroSenha(lido.error.issues[0]?.message ?? EXCLUSAO_MSG.senhaObrigatoria)
    setErroSenha(undefined)
    setErro(null)
    excluir.mutate(
      { id: idUsuario, senha: lido.data.senha },
      {
        onSuccess: (res) => onExcluida(res.mensagem),
        onError: (error) => {
          const mensagem = mensagemDoServidor(error) ?? ERRO_EXCLUIR_CONTA
          if (mensagem === EXCLUSAO_MSG.senhaIncorreta) setErroSenha(mensagem)
          else setErro(mensagem)
        },
      },
    )
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(aberto) => (aberto ? onOpenChange(true) : fechar())}
      title="Excluir minha conta"
      description="Esta ação não pode ser desfeita."
      hideClose={excluir.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={fechar} disabled={excluir.isPending}>
            Cancelar
          </Button>
          <Button variant="danger" type="submit" form="excluir-conta-form" loading={excluir.isPending}>
            Excluir conta
          </Button>
        </>
      }
    >
      <ul className="mb-4 list-disc space-y-1 pl-5 text-sm text-stone-700">
        <li>Seu nome, e-mail, CPF/CNPJ, telefone e foto são apagados, e você não consegue mais entrar.</li>
        <li>Seus anúncios saem do catálogo e seu carrinho é esvaziado.</li>
        <li>
          Pedidos, pagamentos, reembolsos e avaliações continuam guardados, sem seus dados pessoais: a outra
          parte e a lei precisam deles.
        </li>
        <li>Não é possível excluir a conta com pedidos em andamento, reembolsos ou disputas em aberto.</li>
      </ul>
      <form id="excluir-conta-form" onSubmit={enviar} noValidate>
        <PasswordField
          label="Sua senha"
          autoComplete="current-password"
          value={senha}
          error={erroSenha}
          onChange={(event) => {
            setSenha(event.target.value)
            if (erroSenha) setErroSenha(undefined)
          }}
          disabled={excluir.isPending}
        />
      </form>
      <FormAlert message={erro} className="mt-3" />
    </Dialog>
  )
}
