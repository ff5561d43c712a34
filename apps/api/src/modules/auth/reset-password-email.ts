const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

export function resetPasswordEmail(link: string) {
  return {
    subject: 'Recria — redefinição de senha',
    text: [
      'Olá!',
      '',
      'Recebemos um pedido para redefinir a senha da sua conta na Recria.',
      `Para criar uma nova senha, acesse: ${link}`,
      '',
      'O link vale por 1 hora e pode ser usado uma única vez.',
      'Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.',
    ].join('\n'),
    html: `<p>Olá!</p><p>Recebemos um pedido para redefinir a senha da sua conta na Recria.</p>
<p><a href="${escapeHtml(link)}">Criar uma nova senha</a></p>
<p>O link vale por 1 hora e pode ser usado uma única vez. Se você não fez este pedido, ignore este e-mail.</p>`,
  }
}
