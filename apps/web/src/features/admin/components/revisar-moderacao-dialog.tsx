import { MotivoOperadorSchema, OPERADOR_MSG } from '@recria/domain/operador'
import type { DenunciasAnuncioItem } from '@recria/domain/operador-denuncias'
import type { ModeracaoItem } from '@recria/domain/operador-moderacao'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { useDispensarDenuncias } from '../api/dispensar-denuncias.ts'
import { type DecisaoModeracao, useRevisarModeracao } from '../api/revisar-moderacao.ts'

const MOTIVO_MAX = 1000
const ERRO_REVISAO = 'Não foi possível revisar a moderação. Tente novamente.'
const ERRO_DISPENSA = 'Não foi possível dispensar as denúncias. Tente novamente.'

/** The event being reviewed and how, or the listing whose open reports are being dismissed. */
export type Revisao =
  | { evento: ModeracaoItem; decisao: DecisaoModeracao }
  | { dispensar: DenunciasAnuncioItem }

/** What the dialog says it is about to do: its title, what follows, the button. */
function textos(revisao: Revisao) {
  if ('dispensar' in revisao) {
    const { nome_anuncio, nome_vendedor, abertas } = revisao.dispensar
    const quantas = abertas === 1 ? 'A denúncia aberta' : `As ${abertas} denúncias abertas`
    return {
      titulo: 'Dispensar denúncias',
      descricao: `${quantas} de "${nome_anuncio ?? 'anúncio excluído'}" deixa${abertas === 1 ? '' : 'm'} de contar para o anúncio e para ${nome_vendedor}. O anúncio continua como está.`,
      botao: 'Dispensar denúncias',
      dica: 'O motivo fica na auditoria. Pelo menos 10 caracteres.',
    }
  }
  return {
    ...textosDaRevisao(revisao),
    dica: 'O vendedor lê este motivo, e ele fica na auditoria. Pelo menos 10 caracteres.',
  }
}

function textosDaRevisao({ evento, decisao }: { evento: ModeracaoItem; decisao: DecisaoModeracao }) {
  const anuncio = evento.nome_anuncio ?? 'anúncio excluído'
  if (evento.tipo === 'anuncio_desativado')
    return decisao === 'confirmar'
      ? {
          titulo: 'Confirmar desativação',
          descricao: `"${anuncio}" continua fora do catálogo. ${evento.nome_vendedor} recebe o motivo.`,
          botao: 'Confirmar desativação',
        }
      : {
          titulo: 'Reverter desativação',
          descricao: `"${anuncio}" volta a ficar ativo e as denúncias dele deixam de contar. ${evento.nome_vendedor} recebe o motivo.`,
          botao: 'Reverter desativação',
        }
  return decisao === 'confirmar'
    ? {
        titulo: 'Confirmar bloqueio',
        descricao: `${evento.nome_vendedor} continua bloqueado e recebe o motivo.`,
        botao: 'Confirmar bloqueio',
      }
    : {
        titulo: 'Retirar bloqueio',
        descricao: `${evento.nome_vendedor} volta a publicar, os anúncios voltam ao catálogo e as denúncias deixam de contar. O vendedor recebe o motivo.`,
        botao: 'Retirar bloqueio',
      }
}

/**
 * Asks the reason every review and every dismissal of reports takes (audit log; a review's reason the
 * seller reads too), checked by the API's schema.
 */
export function RevisarModeracaoDialog({
  revisao,
  onClose,
}: {
  revisao: Revisao | null
  onClose: () => void
}) {
  const [motivo, setMotivo] = useState('')
  const [erroMotivo, setErroMotivo] = useState<string | undefined>()
  const [erro, setErro] = useState<string | null>(null)
  const revisar = useRevisarModeracao()
  const dispensar = useDispensarDenuncias()
  const { toast } = useToast()
  const enviando = revisar.isPending || dispensar.isPending

  const fechar = () => {
    if (enviando) return
    setMotivo('')
    setErroMotivo(undefined)
    setErro(null)
    onClose()
  }
  const enviar = async () => {
    if (!revisao) return
    const lido = MotivoOperadorSchema.safeParse(motivo)
    if (!lido.success) return setErroMotivo(lido.error.issues[0]?.message ?? OPERADOR_MSG.motivoObrigatorio)
    setErroMotivo(undefined)
    setErro(null)
    try {
      const { mensagem } =
        'dispensar' in revisao
          ? await dispensar.mutateAsync({ idAnuncio: revisao.dispensar.id_anuncio ?? 0, motivo: lido.data })
          : await revisar.mutateAsync({
              idEvento: revisao.evento.id_evento,
              decisao: revisao.decisao,
              motivo: lido.data,
            })
      setMotivo('')
      toast(mensagem)
      onClose()
    } catch (error) {
      setErro(mensagemDoServidor(error) ?? ('dispensar' in revisao ? ERRO_DISPENSA : ERRO_REVISAO))
    }
  }
  const t = revisao ? textos(revisao) : null

  return (
    <Dialog
      open={revisao !== null}
      onOpenChange={(open) => !open && fechar()}
      title={t?.titulo ?? 'Revisar moderação'}
      description={t?.descricao}
      wide
      hideClose={enviando}
      footer={
        <>
          <Button variant="secondary" onClick={fechar} disabled={enviando}>
            Cancelar
          </Button>
          <Button
            variant={
              revisao && 'decisao' in revisao && revisao.decisao === 'confirmar' ? 'danger' : 'primary'
            }
            onClick={enviar}
            loading={enviando}
          >
            {t?.botao ?? 'Confirmar'}
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
        hint={t?.dica}
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
