import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { seriousViolations } from './support/catalogo.ts'
import {
  aprovarPix,
  duasOfertas,
  enderecoEmSaoPaulo,
  pagarNoSimulador,
  valoresDaEscolha,
} from './support/checkout.ts'
import { login } from './support/login.ts'
import { createUser } from './support/users.ts'

// The money coming in (docs/product/carrinho-e-checkout.md; docs/design.md#orders-and-money): a buyer fills
// the cart from two ateliers, one of them the sustainable way through the chooser, checks out, pays the first
// order by card on the provider's page, is offered the second (on the result page, or in the cart
// drawer after leaving) and pays it by Pix, which the bank confirms later. On a desktop and on a
// 360 px phone.
async function jornada(session: ReturnType<typeof useBrowser>, vez: number) {
  const { page, url } = session
  const { padrao, sustentavel } = await duasOfertas(vez)
  const comprador = await createUser(['comprador'])
  await login(page, url, comprador)
  await page.waitForURL(url('/'))
  await enderecoEmSaoPaulo(page, url)

  await page.goto(url(`/anuncio-produto/${padrao.id_anuncio}`))
  await page.getByRole('heading', { level: 1, name: padrao.produto.nome }).waitFor()
  await page.getByRole('button', { name: 'Adicionar ao Carrinho', exact: true }).click()
  await page.getByText('Produto adicionado ao carrinho com sucesso!', { exact: true }).waitFor()

  await page.goto(url(`/anuncio-produto/${sustentavel.id_anuncio}`))
  await page.getByRole('heading', { level: 1, name: sustentavel.produto.nome }).waitFor()
  await page.getByRole('button', { name: 'Adicionar ao Carrinho', exact: true }).click()
  const chooser = page.getByRole('dialog', { name: 'Escolha a forma de pagamento' })
  // Both ways side by side, with the listing's real values.
  const valores = valoresDaEscolha(sustentavel)
  const padraoOpcao = chooser.getByRole('button', { name: /^Padrão\s*R\$/ })
  const opcao = chooser.getByRole('button', { name: /^Sustentável/ })
  expect(await padraoOpcao.innerText()).toContain(valores.padrao)
  const sustentavelTexto = await opcao.innerText()
  expect(sustentavelTexto).toContain(valores.sustentavel)
  expect(sustentavelTexto).toContain(valores.materia)
  expect(await seriousViolations(page)).toEqual([])
  await opcao.click()
  await page.getByText('Produto adicionado ao carrinho com sucesso!', { exact: true }).waitFor()
  await chooser.waitFor({ state: 'hidden' })

  await page.getByRole('button', { name: 'Carrinho (2 itens)' }).click()
  const drawer = page.getByRole('dialog', { name: 'Meu Carrinho' })
  for (const card of [padrao, sustentavel]) {
    await drawer.getByText(card.produto.nome, { exact: true }).waitFor()
    await drawer.getByText(card.usuario_vendedor.nome).first().waitFor()
  }
  await drawer.getByText(/^\+ [\d.,]+ \S+ de /).waitFor()
  // Each atelier's delivery for the address: one option chosen (the cheapest) per seller.
  for (const card of [padrao, sustentavel]) {
    const entrega = drawer.getByRole('group', { name: `Entrega — ${card.usuario_vendedor.nome}` })
    await entrega.getByRole('radio').first().waitFor()
    expect(await entrega.locator('input[type="radio"]:checked').count()).toBe(1)
  }
  await drawer.getByText('O que entregar').first().waitFor()
  expect(await seriousViolations(page)).toEqual([])
  await drawer.getByRole('button', { name: 'Finalizar compra' }).click()
  await page.getByText('Redirecionando para finalizar compra...', { exact: true }).waitFor()

  // The first order (the padrão atelier's), by card, on the provider's page.
  await page.waitForURL(/\/mp-sim\/checkout\/v1\/redirect\?pref_id=/)
  await page.getByText(`${padrao.produto.nome} × 1`).waitFor()
  await pagarNoSimulador(page, { cartao: 'APRO' })
  await page.waitForURL(/\/pagamento\/sucesso\?/)
  await page.getByRole('heading', { name: 'Pagamento Aprovado!' }).waitFor()
  const idPagamento = new URL(page.url()).searchParams.get('payment_id')
  await page.getByText(idPagamento as string).waitFor()
  await page.getByText(/e-mail de confirmação/).waitFor()
  expect(await page.getByRole('link', { name: 'Ver Meus Pedidos' }).getAttribute('href')).toBe(
    '/meus-pedidos',
  )
  expect(await page.getByRole('link', { name: 'Continuar Comprando' }).getAttribute('href')).toBe('/')
  expect(await seriousViolations(page)).toEqual([])

  // The cart's other order is offered next: the sustainable atelier's, by Pix. On the phone the
  // buyer leaves first and finds it waiting in the cart drawer.
  await page.getByText(sustentavel.usuario_vendedor.nome).waitFor()
  if (vez === 0) await page.getByRole('button', { name: 'Pagar próximo pedido' }).click()
  else {
    await page.goto(url('/'))
    await page.getByRole('button', { name: 'Carrinho', exact: true }).click()
    const pendentes = page.getByRole('region', { name: 'Pedidos aguardando pagamento' })
    await pendentes.getByText(sustentavel.usuario_vendedor.nome).waitFor()
    await pendentes.getByRole('button', { name: 'Pagar pedido' }).click()
  }
  await page.waitForURL(/\/mp-sim\/checkout\/v1\/redirect\?pref_id=/)
  await page.getByText(`${sustentavel.produto.nome} × 1`).waitFor()
  await pagarNoSimulador(page, 'pix')
  await page.getByRole('link', { name: 'Voltar para a loja' }).click()
  await page.waitForURL(/\/pagamento\/pendente\?/)
  await page.getByRole('heading', { name: 'Pagamento Pendente' }).waitFor()
  await page.getByText('Importante').first().waitFor()
  expect(await page.getByRole('link', { name: 'Acompanhar Status' }).getAttribute('href')).toBe(
    '/meus-pedidos',
  )
  expect(await page.getByRole('link', { name: 'Continuar Comprando' }).getAttribute('href')).toBe('/')
  const retorno = new URL(page.url()).searchParams
  const pix = retorno.get('payment_id') as string
  const idPedido = retorno.get('external_reference') as string

  // Later the bank confirms the Pix: the page, still open, says so, and the server agrees.
  await aprovarPix(pix)
  await page.getByText('Pagamento aprovado! Seu pedido foi enviado ao vendedor.').first().waitFor()
  const res = await page.request.get(url(`/api/mercadopago/checkout/pedido/${idPedido}?payment_id=${pix}`))
  expect(await res.json()).toMatchObject({
    status_pedido: 'pagamento_aprovado',
    pagamento_aprovado: true,
    pagamento: { status: 'approved' },
    proximo_pedido: null,
  })

  // Both orders paid: the cart is finished and the header counts nothing.
  await page.goto(url('/'))
  await page.getByRole('button', { name: 'Carrinho', exact: true }).click()
  await page.getByRole('dialog', { name: 'Meu Carrinho' }).getByText('Carrinho vazio').waitFor()
  expect(session.errors).toEqual([])
}

describe('checkout on a desktop', () => {
  const session = useBrowser({ width: 1280, height: 800 })
  it('cart of two ateliers, the chooser, card then Pix, both orders approved', async () => {
    await jornada(session, 0)
  }, 180_000)
})

describe('checkout on a 360 px phone', () => {
  const session = useBrowser({ width: 360, height: 780 })
  it('the same journey, on a phone', async () => {
    await jornada(session, 1)
  }, 180_000)
})
