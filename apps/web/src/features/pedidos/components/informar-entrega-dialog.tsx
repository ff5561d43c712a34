import type { ModoEntrega } from '@recria/domain/entrega-opcoes'
import {
  type AcompanhamentoEntrega,
  type AcompanhamentoInput,
  CODIGO_RASTREIO_MAX,
  EXEMPLO_ACOMPANHAMENTO as EXEMPLO,
  lerAcompanhamento,
} from '@recria/domain/entrega-pedido'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, type OpenState } from '../../../components/ui/dialog.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'

/** What the buyer will read, asked by mode. */
const PEDIDO: Record<ModoEntrega, string> = {
  envio: 'Informe o código de rastreio da postagem: o comprador acompanha a entrega por ele.',
  retirada: 'Diga ao comprador como retirar o pedido no ateliê.',
  entrega_local: 'Combine com o comprador quando o pedido será entregue.',
}

type Campos = Required<Record<keyof AcompanhamentoInput, string>>

function iniciais(a: AcompanhamentoEntrega | null): Campos {
  return {
    codigo_rastreio: a?.modo === 'envio' ? a.codigo_rastreio : '',
    transportadora: a?.modo === 'envio' ? (a.transportadora ?? '') : '',
    instrucoes: a?.modo === 'retirada' ? a.instrucoes : '',
    janela: a?.modo === 'entrega_local' ? a.janela : '',
  }
}

export interface InformarEntregaDialogProps extends OpenState {
  modo: ModoEntrega
  /** What was told before: the fields start from it when correcting. */
  atual: AcompanhamentoEntrega | null
  /** 'Pronto para entrega' moves the order; a correction only replaces the information. */
  correcao?: boolean
  /** Sends the mode's fields; rejects with the server's message to show. */
  enviar: (entrega: AcompanhamentoInput) => Promise<unknown>
  pending: boolean
}

/**
 * At 'Pronto para entrega' (decision 029): the order's mode asks for one thing — the tracking code
 * (and the carrier), the pickup instructions or the delivery window — checked here as the API does.
 */
export function InformarEntregaDialog({
  open,
  onOpenChange,
  modo,
  atual,
  correcao = false,
  enviar,
  pending,
}: InformarEntregaDialogProps) {
  const [campos, setCampos] = useState<Campos>(() => iniciais(atual))
  const [erro, setErro] = useState<string | null>(null)
  const [servidor, setServidor] = useState<string | null>(null)
  const fechar = (next: boolean) => {
    if (pending) return
    onOpenChange(next)
    if (!next) {
      setCampos(iniciais(atual))
      setErro(null)
      setServidor(null)
    }
  }
  const corpo = (): AcompanhamentoInput =>
    modo === 'envio'
      ? { codigo_rastreio: campos.codigo_rastreio, transportadora: campos.transportadora }
      : modo === 'retirada'
        ? { instrucoes: campos.instrucoes }
        : { janela: campos.janela }
  const confirmar = () => {
    setServidor(null)
    const lido = lerAcompanhamento(modo, corpo())
    if (!lido.ok) {
      setErro(lido.mensagem)
      return
    }
    setErro(null)
    enviar(corpo()).then(
      () => fechar(false),
      (mensagem: string) => setServidor(mensagem),
    )
  }
  /** A field's value and change. */
  const campo = (nome: keyof Campos) => ({
    value: campos[nome],
    onChange: (event: { target: { value: string } }) =>
      setCampos((atuais) => ({ ...atuais, [nome]: event.target.value })),
  })
  const id = 'informar-entrega'
  return (
    <Dialog
      open={open}
      onOpenChange={fechar}
      title={correcao ? 'Corrigir informações de entrega' : 'Pedido pronto para entrega'}
      description={PEDIDO[modo]}
      footer={
        <>
          <Button variant="secondary" onClick={() => fechar(false)} disabled={pending}>
            Voltar
          </Button>
          <Button onClick={confirmar} loading={pending}>
            {correcao ? 'Salvar informações' : 'Confirmar Produto Pronto'}
          </Button>
        </>
      }
    >
      <form
        id={id}
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          confirmar()
        }}
      >
        {modo === 'envio' && (
          <>
            <TextField
              label="Código de rastreio"
              {...campo('codigo_rastreio')}
              maxLength={CODIGO_RASTREIO_MAX}
              autoCapitalize="characters"
              autoComplete="off"
              required
              autoFocus
              hint={`Ex.: ${EXEMPLO.envio.codigo_rastreio}`}
              error={erro ?? undefined}
              disabled={pending}
            />
            <TextField
              label="Transportadora (opcional)"
              {...campo('transportadora')}
              maxLength={60}
              hint={`Ex.: ${EXEMPLO.envio.transportadora}`}
              disabled={pending}
            />
          </>
        )}
        {modo === 'retirada' && (
          <TextareaField
            label="Instruções de retirada"
            {...campo('instrucoes')}
            maxLength={500}
            count={campos.instrucoes.length}
            required
            autoFocus
            hint={`Ex.: ${EXEMPLO.retirada.instrucoes}`}
            error={erro ?? undefined}
            disabled={pending}
          />
        )}
        {modo === 'entrega_local' && (
          <TextField
            label="Janela de entrega"
            {...campo('janela')}
            maxLength={200}
            required
            autoFocus
            hint={`Ex.: ${EXEMPLO.entrega_local.janela}`}
            error={erro ?? undefined}
            disabled={pending}
          />
        )}
        {/* A submit button for Enter; the footer's button is the visible one. */}
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
        <FormAlert message={servidor} />
      </form>
    </Dialog>
  )
}
