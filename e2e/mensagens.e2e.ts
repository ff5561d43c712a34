import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { seriousViolations } from './support/catalogo.ts'
import { anuncioDoVendedorDemo, comprar } from './support/compra.ts'
import { login } from './support/login.ts'
import { createUser } from './support/users.ts'

// An order's thread, on a phone (360 px): a buyer pays a padrão listing of the demo seller by card and
// writes to the seller from the order's page; the seller, in another browser, sees the unread count
// on the order's card in /pedidos, opens the order, reads and answers; the buyer's page, never
// reloaded, shows the answer (the notification of the message reads the thread again). Axe clean.
const VENDEDOR = { email: 'vendedor@recria.com.br', senha: 'recria123' }
const LOJA = 'Ateliê Bruno Reciclados'

describe('messages of an order at 360 px', () => {
  const session = useBrowser({ width: 360, height: 740 })
  it('the buyer writes, the seller sees the unread count, reads and answers, the buyer sees it live', async () => {
    const { page, url } = session
    const card = await anuncioDoVendedorDemo()
    const comprador = await createUser(['comprador'])
    await login(page, url, comprador)
    await page.waitForURL(url('/'))
    const id = await comprar(page, url, card)

    // The buyer's order page: an empty thread, then a message (an empty one is refused first).
    await page.goto(url(`/pedido/detalhes-comprador/${id}`))
    await page.getByRole('heading', { level: 1, name: `Pedido #${id}` }).waitFor()
    const conversa = page.getByRole('region', { name: 'Mensagens' })
    await conversa
      .getByText('Nenhuma mensagem ainda. Combine detalhes da entrega ou da matéria-prima por aqui.')
      .waitFor()
    await conversa.getByRole('button', { name: 'Enviar' }).click()
    await conversa.getByText('Escreva a mensagem.').waitFor()
    const campo = conversa.getByLabel('Sua mensagem')
    await campo.fill('Oi! Consegue entregar no sábado de manhã?')
    await conversa.getByText('41/1000').waitFor()
    await conversa.getByRole('button', { name: 'Enviar' }).click()
    const minha = conversa.getByRole('listitem').filter({ hasText: 'Consegue entregar no sábado' })
    await minha.getByText('Você', { exact: true }).waitFor()
    expect(await campo.inputValue()).toBe('')
    expect(await seriousViolations(page)).toEqual([])
    await page.evaluate(() => {
      ;(window as unknown as { semRecarregar: boolean }).semRecarregar = true
    })

    // The seller's list shows the unread message on the order's card.
    const vendedor = await session.otherPage()
    await login(vendedor, url, VENDEDOR)
    await vendedor.waitForURL(url('/dashboard'))
    await vendedor.goto(url('/pedidos'))
    await vendedor.getByRole('searchbox', { name: /comprador/ }).fill(id)
    const cartao = vendedor.getByRole('article').filter({ hasText: `Pedido #${id}` })
    await cartao.getByText('1 mensagem não lida', { exact: true }).waitFor()
    expect(await seriousViolations(vendedor)).toEqual([])

    // The seller opens the order, reads the buyer's message and answers.
    await cartao.getByRole('link', { name: `Ver Detalhes do Pedido #${id}` }).click()
    await vendedor.getByRole('heading', { level: 1, name: `Pedido #${id}` }).waitFor()
    const doVendedor = vendedor.getByRole('region', { name: 'Mensagens' })
    const recebida = doVendedor.getByRole('listitem').filter({ hasText: 'Consegue entregar no sábado' })
    await recebida.getByText(comprador.nome, { exact: true }).waitFor()
    await doVendedor.getByLabel('Sua mensagem').fill('Consigo sim, às 10h. Até lá!')
    await doVendedor.getByRole('button', { name: 'Enviar' }).click()
    await doVendedor
      .getByRole('listitem')
      .filter({ hasText: 'Consigo sim, às 10h.' })
      .getByText('Você', { exact: true })
      .waitFor()
    expect(await seriousViolations(vendedor)).toEqual([])
    // Read: the card no longer counts it.
    await vendedor.goto(url(`/pedidos?busca=${id}`))
    await vendedor
      .getByRole('article')
      .filter({ hasText: `Pedido #${id}` })
      .getByRole('link', { name: `Ver Detalhes do Pedido #${id}` })
      .waitFor()
    expect(await vendedor.getByText('1 mensagem não lida').count()).toBe(0)

    // The buyer's page, never reloaded, shows the answer with the shop's name and announces it.
    const resposta = conversa.getByRole('listitem').filter({ hasText: 'Consigo sim, às 10h.' })
    await resposta.getByText(LOJA, { exact: true }).waitFor({ timeout: 30_000 })
    await page.getByText('1 nova mensagem.').waitFor({ state: 'attached' })
    expect(await page.evaluate(() => (window as unknown as { semRecarregar?: boolean }).semRecarregar)).toBe(
      true,
    )
    expect(await seriousViolations(page)).toEqual([])
    expect(session.errors).toEqual([])
  }, 360_000)
})
