import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { seriousViolations } from './support/catalogo.ts'
import { entregaDaCompra, pagarNoSimulador } from './support/checkout.ts'
import { login } from './support/login.ts'
import { createUser } from './support/users.ts'
import { vendedorComAnuncio } from './support/vendedores.ts'

// Notifications (docs/product/notificacoes.md): a seller of the journey's own has the app open while a
// buyer, in another browser, pays an order; the bell rises and 'Novo pedido pago' is there without a
// reload, and a click opens the order's seller detail. The seller confirms it and the buyer's open
// panel receives 'Pedido confirmado'. Then the panel at 360 px (the demo seller's): full screen, axe
// clean, keyboard in and out. The counts are exact: nobody else sells through this seller.
const VENDEDOR = { email: 'vendedor@recria.com.br', senha: 'recria123' }

/** Buys the listing now by card (APRO) and answers the order's id. */
async function comprar(page: Page, url: (p: string) => string, idAnuncio: number): Promise<string> {
  await page.goto(url(`/anuncio-produto/${idAnuncio}`))
  await page.getByRole('button', { name: 'Comprar Agora', exact: true }).click()
  await entregaDaCompra(page)
  await page.waitForURL(/\/mp-sim\/checkout\/v1\/redirect\?pref_id=/)
  await pagarNoSimulador(page, { cartao: 'APRO' })
  await page.waitForURL(/\/pagamento\/sucesso\?/)
  return new URL(page.url()).searchParams.get('external_reference') as string
}

const sino = (page: Page) => page.getByRole('button', { name: /^Notificações/ })

/** The unread count the bell says (its label carries the number the badge shows). */
async function naoLidas(page: Page): Promise<number> {
  const label = (await sino(page).getAttribute('aria-label')) ?? ''
  return Number(/\((\d+) não lidas\)/.exec(label)?.[1] ?? 0)
}

async function esperarNaoLidas(page: Page, esperado: (n: number) => boolean) {
  await expect.poll(() => naoLidas(page), { timeout: 30_000 }).toSatisfy(esperado)
}

describe('notifications on a desktop', () => {
  const session = useBrowser({ width: 1280, height: 800 })
  it('arrive live on both sides and open the order for the active profile', async () => {
    const { page, url } = session
    const { vendedor, idAnuncio } = await vendedorComAnuncio(42.9)
    await login(page, url, vendedor)
    await page.waitForURL(url('/dashboard'))
    await sino(page).waitFor()
    await page.waitForTimeout(1_000) // the stream's first count
    expect(await naoLidas(page)).toBe(0)

    const comprador = await createUser(['comprador'])
    const compradorPage = await session.otherPage()
    await login(compradorPage, url, comprador)
    await compradorPage.waitForURL(url('/'))
    const id = await comprar(compradorPage, url, idAnuncio)

    // Created and paid: two, on the page the seller never reloaded.
    await esperarNaoLidas(page, (n) => n === 2)
    expect(page.url()).toBe(url('/dashboard'))
    await sino(page).click()
    const painel = page.getByRole('dialog', { name: 'Notificações' })
    const pago = painel.getByRole('button', { name: new RegExp(`Novo pedido pago.*#${id} `) })
    await pago.waitFor()
    await painel.getByRole('tab', { name: /Não lidas/ }).click()
    await pago.waitFor()
    await pago.click()
    await page.waitForURL(url(`/pedido/detalhes/${id}`))
    await page.getByRole('heading', { level: 1, name: `Pedido #${id}` }).waitFor()
    expect(await painel.count()).toBe(0)
    await esperarNaoLidas(page, (n) => n === 1)

    // The buyer watches the panel while the seller confirms.
    await compradorPage.goto(url('/meus-pedidos'))
    await sino(compradorPage).click()
    const painelComprador = compradorPage.getByRole('dialog', { name: 'Notificações' })
    await painelComprador.getByRole('button', { name: new RegExp(`Pagamento aprovado.*#${id} `) }).waitFor()
    await page
      .getByRole('region', { name: 'Controle do Pedido' })
      .getByRole('button', { name: 'Confirmar Pedido' })
      .click()
    await page
      .getByText('O Status do pedido foi atualizado para Confirmado', { exact: true })
      .first()
      .waitFor()
    const confirmado = painelComprador.getByRole('button', {
      name: new RegExp(`Pedido confirmado.*#${id}\\.`),
    })
    await confirmado.waitFor()
    await confirmado.click()
    await compradorPage.waitForURL(url(`/pedido/detalhes-comprador/${id}`))
    await compradorPage.getByRole('heading', { level: 1, name: `Pedido #${id}` }).waitFor()

    // The seller marks the other one read with its own button; the buyer marks all.
    await sino(page).click()
    await painel.getByRole('tab', { name: 'Não lidas (1)' }).click()
    await painel.getByRole('button', { name: 'Marcar como lida: Novo pedido recebido' }).click()
    await painel.getByRole('tab', { name: 'Não lidas (0)' }).waitFor()
    await painel.getByText('Nenhuma notificação não lida', { exact: true }).waitFor()
    await sino(compradorPage).click()
    await painelComprador.getByRole('button', { name: 'Marcar todas como lidas' }).click()
    await painelComprador.getByRole('tab', { name: 'Não lidas (0)' }).waitFor()
    await painelComprador.getByRole('tab', { name: /^Lidas/ }).click()
    await painelComprador.getByRole('button', { name: new RegExp(`^Pagamento aprovado.*#${id} `) }).waitFor()
    await compradorPage.keyboard.press('Escape')
    await esperarNaoLidas(compradorPage, (n) => n === 0)
    expect(session.errors).toEqual([])
  }, 240_000)
})

describe('notifications on a 360 px phone', () => {
  const session = useBrowser({ width: 360, height: 780 })
  it('the panel fills the screen, is axe clean and is left with the keyboard', async () => {
    const { page, url } = session
    await login(page, url, VENDEDOR)
    await page.waitForURL(url('/dashboard'))
    await sino(page).click()
    const painel = page.getByRole('dialog', { name: 'Notificações' })
    await painel.getByRole('tab', { name: /Todas/ }).waitFor()
    await painel.getByRole('searchbox', { name: 'Pesquisar notificações' }).waitFor()
    await page.waitForTimeout(500)
    expect(await painel.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 780 })
    expect(await seriousViolations(page)).toEqual([])

    await painel.getByRole('searchbox', { name: 'Pesquisar notificações' }).fill('zzz-nada-assim')
    await painel.getByText('Nenhuma notificação encontrada', { exact: true }).waitFor()
    await painel.getByRole('tab', { name: /^Lidas/ }).click()
    await painel.getByText('Nenhuma notificação encontrada', { exact: true }).waitFor()
    expect(await seriousViolations(page)).toEqual([])

    await page.keyboard.press('Escape')
    expect(await painel.count()).toBe(0)
    // Focus goes back to the bell once the panel has left the page (a moment later on a busy machine).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^Notificações/)
    expect(session.errors).toEqual([])
  }, 120_000)
})
