import { html, page, type Raw, raw } from '../pages/html.ts'
import type { AccountInput } from './accounts.ts'
import type { AuthorizeRequest } from './authorize-request.ts'

export type ConsentErrors = Partial<Record<keyof AccountInput | 'password', string>>

export interface ConsentView {
  request: AuthorizeRequest
  account: AccountInput
  errors?: ConsentErrors
}

const cssHref = (publicUrl: string) => `${publicUrl}/static/sim.css`

/** The simulated auth.mercadopago.com consent screen: a test account to sign in with, and the decision. */
export function consentPage(publicUrl: string, { request, account, errors = {} }: ConsentView): string {
  const hidden: Record<string, string | undefined> = {
    response_type: 'code',
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: request.codeChallenge ? request.codeChallengeMethod : undefined,
  }
  const hasErrors = Object.keys(errors).length > 0
  const body = html`<h1>Autorizar o acesso à sua conta</h1>
${hasErrors ? html`<div class="card" role="alert"><p class="error">Confira os campos destacados abaixo.</p></div>` : ''}
<section class="card" aria-labelledby="pedido">
  <h2 id="pedido">O aplicativo Recria está pedindo permissão</h2>
  <p>O aplicativo <strong>Recria</strong> quer acessar a sua conta do Mercado Pago para:</p>
  <ul>
    <li>ver o apelido, o nome e o e-mail da conta;</li>
    <li>criar cobranças e receber pagamentos em seu nome;</li>
    <li>manter esse acesso até que você o revogue.</li>
  </ul>
</section>
<form class="card" method="post" action="${publicUrl}/authorization" aria-labelledby="conta">
  <h2 id="conta">Conta de teste do Mercado Pago</h2>
  <p class="muted">Este é um simulador: geramos uma conta de teste para você. Pode mudar o apelido e o e-mail. Para entrar numa conta que já existe aqui, informe a senha dela; uma conta nova fica com a senha que você escolher.</p>
  ${field('nickname', 'Apelido', account.nickname, 'text', 'nickname', errors.nickname)}
  ${field('email', 'E-mail', account.email, 'email', 'email', errors.email)}
  ${field('password', 'Senha', '', 'password', 'current-password', errors.password)}
  ${Object.entries(hidden).map(([name, value]) =>
    value === undefined ? '' : html`<input type="hidden" name="${name}" value="${value}" />`,
  )}
  <div class="actions">
    <button type="submit" class="primary" name="decision" value="allow">Autorizar</button>
    <button type="submit" class="secondary" name="decision" value="deny" formnovalidate>Cancelar</button>
  </div>
</form>`
  return page(cssHref(publicUrl), hasErrors ? 'Erro: autorizar aplicativo' : 'Autorizar aplicativo', body)
}

function field(
  name: string,
  label: string,
  value: string,
  type: string,
  autocomplete: string,
  error?: string,
): Raw {
  const described = error ? raw(` aria-invalid="true" aria-describedby="${name}-erro"`) : ''
  const maxlength = { email: 254, password: 128 }[type] ?? 60
  return html`<label for="${name}">${label}</label>
  <input id="${name}" name="${name}" type="${type}" value="${value}" required maxlength="${maxlength}" autocomplete="${autocomplete}"${described} />
  ${error ? html`<p id="${name}-erro" class="error">${error}</p>` : ''}`
}

/** Shown instead of redirecting when the client or its redirect_uri cannot be trusted. */
export function authorizationErrorPage(publicUrl: string, message: string): string {
  const body = html`<h1>Não foi possível continuar</h1>
<section class="card">
  <p class="error">${message}</p>
  <p>Volte ao aplicativo e tente de novo. Se o problema continuar, quem desenvolve o aplicativo precisa conferir o client_id e o redirect_uri cadastrados no Mercado Pago.</p>
</section>`
  return page(cssHref(publicUrl), 'Erro na autorização', body)
}
