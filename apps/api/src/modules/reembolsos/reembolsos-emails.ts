// The refund e-mails: the seller's new request and a refund Mercado Pago could not complete. Same
// words as the notification, plus the link to the seller's refunds page.
import type { Texto } from '@recria/domain/notificacao-textos'
import type { Mail } from '../../lib/mail.ts'

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** The seller's refunds page: its detail needs the request from the list (docs/product/reembolsos.md). */
export const linkDosReembolsos = (publicUrl: string) => `${publicUrl}/reembolsos`

export function reembolsoEmail(to: string, nome: string, texto: Texto, link: string): Mail {
  return {
    to,
    subject: `Recria — ${texto.titulo}`,
    text: [`Olá, ${nome}!`, '', texto.mensagem, '', `Veja as solicitações de reembolso: ${link}`].join('\n'),
    html: `<p>Olá, ${escapeHtml(nome)}!</p><p>${escapeHtml(texto.mensagem)}</p>
<p><a href="${escapeHtml(link)}">Ver as solicitações de reembolso</a></p>`,
  }
}
