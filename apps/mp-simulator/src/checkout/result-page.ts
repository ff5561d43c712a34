import type { SimulatorOptions } from '../options.ts'
import { html, page } from '../pages/html.ts'
import { formatBrl } from '../payments/format.ts'
import { TEST_CARDHOLDERS } from '../payments/payment-methods.ts'
import type { PaymentRow } from '../payments/payment-repository.ts'
import { cssHref } from './checkout-page.ts'
import type { PreferenceRow } from './preference-repository.ts'
import { checkoutUrl } from './preference-view.ts'

function headline(payment: PaymentRow): { title: string; text: string; tone: string } {
  if (payment.status === 'approved') {
    return {
      title: 'Pronto! Seu pagamento foi aprovado',
      text: 'Você já pode voltar para a loja.',
      tone: 'ok',
    }
  }
  if (payment.status === 'rejected') {
    const reason = Object.values(TEST_CARDHOLDERS).find(
      (o) => o.status_detail === payment.status_detail,
    )?.label
    return {
      title: 'Seu pagamento foi recusado',
      text: `Motivo: ${reason ?? 'recusado pelo emissor'}. Você pode tentar de novo com outro meio de pagamento.`,
      tone: 'bad',
    }
  }
  const control = 'No simulador, ele muda de estado por POST /__sim/payments/{id}/status.'
  if (payment.payment_type_id === 'bank_transfer') {
    return {
      title: 'Pague com Pix para concluir',
      text: `O pagamento fica pendente até o Pix ser pago. ${control}`,
      tone: 'wait',
    }
  }
  if (payment.payment_type_id === 'ticket') {
    return {
      title: 'Seu boleto foi gerado',
      text: `O pagamento fica pendente até o boleto ser pago. ${control}`,
      tone: 'wait',
    }
  }
  return {
    title: 'Estamos processando seu pagamento',
    text: `Avisaremos a loja quando terminar. ${control}`,
    tone: 'wait',
  }
}

/** What the buyer sees when the preference does not send them straight back (see auto_return). */
export function resultPage(
  options: SimulatorOptions,
  preference: PreferenceRow,
  payment: PaymentRow,
  backUrl: string | null,
): string {
  const { title, text, tone } = headline(payment)
  const retry =
    payment.status === 'rejected'
      ? html`<a class="button-link secondary" href="${checkoutUrl(options, preference.id)}">Tentar novamente</a>`
      : ''
  const back = backUrl
    ? html`<a class="button-link primary" href="${backUrl}">Voltar para a loja</a>`
    : html`<p class="muted">A loja não informou um endereço de retorno; você já pode fechar esta página.</p>`
  return page(
    cssHref(options),
    title,
    html`<div class="card result result-${tone}">
      <h1>${title}</h1>
      <p>${text}</p>
      <dl class="facts">
        <dt>Valor</dt><dd>${formatBrl(payment.amount_cents)}</dd>
        <dt>Número da operação</dt><dd>${payment.id}</dd>
        <dt>Situação</dt><dd>${payment.status} (${payment.status_detail})</dd>
      </dl>
      <div class="actions">${back}${retry}</div>
    </div>`,
  )
}
