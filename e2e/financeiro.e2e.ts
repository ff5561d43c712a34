import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { seriousViolations } from './support/catalogo.ts'
import { entregaDaCompra, pagarNoSimulador } from './support/checkout.ts'
import { anuncioDoVendedorDemo, type Card } from './support/compra.ts'
import { login } from './support/login.ts'
import { baseUrl } from './support/server.ts'
import { createUser } from './support/users.ts'

// Money that needs a person: a buyer pays the demo seller by card, then opens a claim at Mercado
// Pago (the simulator puts the payment in mediation and notifies Recria); the operator finds it in
// /admin/financeiro among the contested payments, with what to do, and marks it as resolved with a
// reason; it leaves the list.
const OPERADOR = { email: 'admin@recria.com.br', senha: 'recria123' }
const MOTIVO = 'Reclamação acompanhada no painel do Mercado Pago; vendedor ciente.'

/** Buys the listing now by card (APRO): the order's id and the provider's payment id. */
async function comprar(page: Page, url: (p: string) => string, card: Card) {
  await page.goto(url(`/anuncio-produto/${card.id_anuncio}`))
  await page.getByRole('heading', { level: 1, name: card.produto.nome }).waitFor()
  await page.getByRole('button', { name: 'Comprar Agora', exact: true }).click()
  await entregaDaCompra(page)
  await page.waitForURL(/\/mp-sim\/checkout\/v1\/redirect\?pref_id=/)
  await pagarNoSimulador(page, { cartao: 'APRO' })
  await page.waitForURL(/\/pagamento\/sucesso\?/)
  await page.getByRole('heading', { name: 'Pagamento Aprovado!' }).waitFor()
  const query = new URL(page.url()).searchParams
  return { id: query.get('external_reference') as string, mp: query.get('payment_id') as string }
}

/** The buyer's claim at Mercado Pago (the simulator's control API). */
async function abrirReclamacao(paymentId: string) {
  const res = await fetch(new URL(`/mp-sim/__sim/payments/${paymentId}/mediation`, baseUrl()), {
    method: 'POST',
    headers: { 'x-sim-token': inject('simToken') },
  })
  if (!res.ok) throw new Error(`simulador: ${res.status} ${await res.text()}`)
}

describe('the Financeiro console', () => {
  const session = useBrowser({ width: 1280, height: 800 })
  it('shows a payment in mediation with what to do, and resolves it with a reason', async () => {
    const { page, url } = session
    const comprador = await createUser(['comprador'])
    await login(page, url, comprador)
    await page.waitForURL(url('/'))
    const { id, mp } = await comprar(page, url, await anuncioDoVendedorDemo())
    await abrirReclamacao(mp)

    const operador = await session.otherPage()
    await login(operador, url, OPERADOR)
    await operador.waitForURL((u) => !u.pathname.startsWith('/login'))
    const cartao = operador.getByRole('article').filter({ hasText: `Pagamento ${mp} · Pedido #${id}` })
    // The notification is processed by a job: the page shows it once it is stored.
    for (let vez = 0; ; vez++) {
      await operador.goto(url('/admin/financeiro'))
      await operador.getByRole('heading', { level: 1, name: 'Financeiro' }).waitFor()
      await operador.getByRole('heading', { level: 2, name: /^Pagamentos contestados/ }).waitFor()
      if ((await cartao.count()) > 0 || vez === 20) break
      await operador.waitForTimeout(500)
    }
    for (const secao of [
      'Reembolsos que falharam',
      'Pagamentos contestados',
      'Notificações do Mercado Pago que falharam',
      'Divergências da conciliação',
    ])
      await operador.getByRole('region', { name: new RegExp(`^${secao}`) }).waitFor()
    await cartao.getByText('Em mediação').waitFor()
    await cartao.getByText(comprador.nome, { exact: false }).waitFor()
    await cartao
      .getByText(
        'O comprador abriu uma reclamação no Mercado Pago: acompanhe a mediação e marque como resolvido quando ela terminar.',
      )
      .waitFor()
    expect(await seriousViolations(operador)).toEqual([])

    await cartao.getByRole('button', { name: 'Marcar como resolvido' }).click()
    const dialogo = operador.getByRole('dialog', { name: `Resolver pagamento ${mp}` })
    await dialogo.getByRole('button', { name: 'Marcar como resolvido' }).click()
    await dialogo.getByText('Informe o motivo da ação.').waitFor()
    await dialogo.getByLabel('Motivo').fill(MOTIVO)
    await operador.setViewportSize({ width: 360, height: 780 })
    expect(await operador.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    expect(await seriousViolations(operador)).toEqual([])
    await dialogo.getByRole('button', { name: 'Marcar como resolvido' }).click()
    await operador.getByText('Pendência marcada como resolvida.', { exact: true }).waitFor()
    await cartao.waitFor({ state: 'detached' })
    expect(await operador.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    // The audit log keeps the action and its reason.
    await operador.goto(url('/admin/auditoria'))
    await operador.getByText(MOTIVO).first().waitFor()
  }, 120_000)
})
