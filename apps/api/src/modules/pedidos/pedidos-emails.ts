// The order e-mails that must not be missed: the seller's new paid
// order, the buyer's approved payment, a cancellation, the seller's 36 h reminder. Same words as the
// notification, plus the link to the order as that side sees it.

import type { Lado, Texto } from '@recria/domain/notificacao-textos'
import type { Mail } from '../../lib/mail.ts'

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** The order's detail page for that side: the seller's and the buyer's are different pages. */
export function linkDoPedido(publicUrl: string, para: Lado, idPedido: number) {
  const pagina = para === 'vendedor' ? 'detalhes' : 'detalhes-comprador'
  return `${publicUrl}/pedido/${pagina}/${idPedido}`
}

export function pedidoEmail(to: string, nome: string, texto: Texto, link: string): Mail {
  return {
    to,
    subject: `Recria — ${texto.titulo}`,
    text: [`Olá, ${nome}!`, '', texto.mensagem, '', `Veja o pedido: ${link}`].join('\n'),
    html: `<p>Olá, ${escapeHtml(nome)}!</p><p>${escapeHtml(texto.mensagem)}</p>
<p><a href="${escapeHtml(link)}">Ver o pedido</a></p>`,
  }
}
