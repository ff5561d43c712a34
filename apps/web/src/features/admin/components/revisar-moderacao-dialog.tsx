import type { DenunciasAnuncioItem } from '@recria/domain/operador-denuncias'
import type { ModeracaoItem } from '@recria/domain/operador-moderacao'
import { useDispensarDenuncias } from '../api/dispensar-denuncias.ts'
import { type DecisaoModeracao, useRevisarModeracao } from '../api/revisar-moderacao.ts'
import { type AcaoComMotivo, MotivoDialog } from './motivo-dialog.tsx'

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
  const revisar = useRevisarModeracao()
  const dispensar = useDispensarDenuncias()
  const acao = (r: Revisao): AcaoComMotivo => {
    const t = textos(r)
    const comum = { titulo: t.titulo, descricao: t.descricao, confirmar: t.botao, dica: t.dica }
    if ('dispensar' in r)
      return {
        ...comum,
        erro: ERRO_DISPENSA,
        executar: async (motivo) =>
          (await dispensar.mutateAsync({ idAnuncio: r.dispensar.id_anuncio ?? 0, motivo })).mensagem,
      }
    return {
      ...comum,
      perigo: r.decisao === 'confirmar',
      erro: ERRO_REVISAO,
      executar: async (motivo) =>
        (await revisar.mutateAsync({ idEvento: r.evento.id_evento, decisao: r.decisao, motivo })).mensagem,
    }
  }
  return <MotivoDialog acao={revisao && acao(revisao)} onClose={onClose} />
}
