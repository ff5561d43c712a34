// The e-mails of a change of e-mail (decision 044): the link to the new address, the warning to the
// old one (with what to do if it was not the owner), and the notice once the change is done.
import { EMAIL_TOKEN_HOURS } from '@recria/domain/constants'
import { escapeHtml } from '../../lib/link-preview.ts'

const SE_NAO_FOI =
  'Se não foi você, redefina sua senha agora: a nova senha encerra todas as sessões abertas e cancela a troca.'

export function confirmarEmailNovo(link: string) {
  return {
    subject: 'Recria — confirme seu novo e-mail',
    text: [
      'Olá!',
      '',
      'Recebemos um pedido para usar este endereço na sua conta da Recria.',
      `Para confirmar, acesse: ${link}`,
      '',
      `O link vale por ${EMAIL_TOKEN_HOURS} horas e pode ser usado uma única vez.`,
      'Se você não fez este pedido, ignore este e-mail: nada muda.',
    ].join('\n'),
    html: `<p>Olá!</p><p>Recebemos um pedido para usar este endereço na sua conta da Recria.</p>
<p><a href="${escapeHtml(link)}">Confirmar o novo e-mail</a></p>
<p>O link vale por ${EMAIL_TOKEN_HOURS} horas e pode ser usado uma única vez. Se você não fez este pedido, ignore este e-mail.</p>`,
  }
}

export function avisoTrocaPedida(emailNovo: string, linkRedefinir: string) {
  const pedido = `Recebemos um pedido para trocar o e-mail da sua conta da Recria para ${emailNovo}.`
  const efeito = 'A troca só vale depois de confirmada pelo novo endereço.'
  return {
    subject: 'Recria — pedido de troca do e-mail da sua conta',
    text: ['Olá!', '', pedido, efeito, '', SE_NAO_FOI, `Para redefinir: ${linkRedefinir}`].join('\n'),
    html: `<p>Olá!</p><p>${escapeHtml(pedido)} ${efeito}</p>
<p>${SE_NAO_FOI}</p><p><a href="${escapeHtml(linkRedefinir)}">Redefinir minha senha</a></p>`,
  }
}

export function avisoEmailTrocado(emailNovo: string) {
  const feito = `O e-mail da sua conta da Recria foi trocado para ${emailNovo}. Este endereço não recebe mais as mensagens da conta.`
  const ajuda = 'Se não foi você, fale com a Recria pelo e-mail suporte@recria.com.br.'
  return {
    subject: 'Recria — o e-mail da sua conta foi trocado',
    text: ['Olá!', '', feito, '', ajuda].join('\n'),
    html: `<p>Olá!</p><p>${escapeHtml(feito)}</p><p>${ajuda}</p>`,
  }
}
