import { formatDateTime } from '@recria/domain/format'
import { MENSAGEM_MSG, MENSAGEM_TEXTO_MAX, type Mensagem } from '@recria/domain/mensagem'
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { useEnviarMensagem, useMensagens } from '../api/mensagens.ts'

interface MensagensPedidoProps {
  idPedido: number
  idUsuario: number
}

/**
 * The order's thread between its buyer and its seller: the messages oldest first (older pages on
 * demand), a field to write one, and a polite live region that announces the other side's new ones
 * (the page reads the thread again when the notification of a new message arrives).
 */
export function MensagensPedido({ idPedido, idUsuario }: MensagensPedidoProps) {
  const consulta = useMensagens(idPedido)
  const paginas = consulta.data?.pages ?? []
  // Pages come newest first; each page is oldest first.
  const mensagens = [...paginas].reverse().flatMap((p) => p.itens)
  const podeEscrever = paginas[0]?.pode_escrever ?? false
  const aviso = useAvisoDeNovas(paginas[0]?.itens, idUsuario)

  return (
    <SectionCard id="pedido-mensagens" title={MENSAGEM_MSG.titulo}>
      <p aria-live="polite" className="sr-only">
        {aviso}
      </p>
      {consulta.isPending ? (
        <div role="status" className="flex justify-center py-4">
          <Spinner className="size-5" />
          <span className="sr-only">Carregando mensagens...</span>
        </div>
      ) : consulta.isError ? (
        <FormAlert message={mensagemDoServidor(consulta.error) ?? MENSAGEM_MSG.erroCarregar} />
      ) : (
        <>
          {consulta.hasNextPage && (
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              loading={consulta.isFetchingNextPage}
              onClick={() => consulta.fetchNextPage()}
            >
              {MENSAGEM_MSG.anteriores}
            </Button>
          )}
          {mensagens.length === 0 ? (
            <p className="text-sm text-stone-600">{MENSAGEM_MSG.vazia}</p>
          ) : (
            <ol className="flex flex-col gap-3" aria-label="Conversa do pedido">
              {mensagens.map((m) => (
                <MensagemItem key={m.id_mensagem} mensagem={m} minha={m.autor.id_usuario === idUsuario} />
              ))}
            </ol>
          )}
        </>
      )}
      {podeEscrever && <NovaMensagem idPedido={idPedido} />}
    </SectionCard>
  )
}

function MensagemItem({ mensagem, minha }: { mensagem: Mensagem; minha: boolean }) {
  return (
    <li
      className={`flex max-w-[85%] flex-col gap-1 rounded-xl px-3 py-2 text-sm ${
        minha ? 'self-end bg-marca-50 text-stone-900' : 'self-start bg-stone-100 text-stone-900'
      }`}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-stone-700">
        <span className="font-semibold">{minha ? MENSAGEM_MSG.voce : mensagem.autor.nome}</span>
        <time dateTime={mensagem.criada_em}>{formatDateTime(mensagem.criada_em)}</time>
      </p>
      <p className="whitespace-pre-wrap break-words">{mensagem.texto}</p>
    </li>
  )
}

/** What the live region says when the newest page brings the other side's new messages. */
function useAvisoDeNovas(recentes: Mensagem[] | undefined, idUsuario: number) {
  const ultima = useRef<number | null>(null)
  const [aviso, setAviso] = useState('')
  useEffect(() => {
    if (!recentes) return
    const maior = recentes.reduce((max, m) => Math.max(max, m.id_mensagem), 0)
    const anterior = ultima.current
    ultima.current = Math.max(anterior ?? 0, maior)
    // The first reading announces nothing: the messages were there when the page opened.
    if (anterior === null) return
    const novas = recentes.filter((m) => m.id_mensagem > anterior && m.autor.id_usuario !== idUsuario)
    if (novas.length > 0) setAviso(MENSAGEM_MSG.novas(novas.length))
  }, [recentes, idUsuario])
  return aviso
}

function NovaMensagem({ idPedido }: { idPedido: number }) {
  const enviar = useEnviarMensagem(idPedido)
  const [texto, setTexto] = useState('')
  const [erro, setErro] = useState<string | null>(null)

  const submeter = (event?: FormEvent) => {
    event?.preventDefault()
    if (enviar.isPending) return
    if (texto.trim() === '') {
      setErro(MENSAGEM_MSG.obrigatoria)
      return
    }
    setErro(null)
    enviar.mutate(texto, {
      onSuccess: () => setTexto(''),
      onError: (error) => setErro(mensagemDoServidor(error) ?? MENSAGEM_MSG.erroEnviar),
    })
  }

  // Ctrl+Enter (⌘+Enter) sends, as in other message boxes; Enter alone breaks the line.
  const teclas = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submeter()
  }

  return (
    <form className="flex flex-col gap-2" onSubmit={submeter} noValidate>
      <TextareaField
        label={MENSAGEM_MSG.rotulo}
        rows={3}
        maxLength={MENSAGEM_TEXTO_MAX}
        count={texto.length}
        value={texto}
        error={erro ?? undefined}
        onChange={(event) => {
          setTexto(event.target.value)
          if (erro) setErro(null)
        }}
        onKeyDown={teclas}
      />
      <Button type="submit" className="self-end" loading={enviar.isPending}>
        {MENSAGEM_MSG.enviar}
      </Button>
    </form>
  )
}
