import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { seriousViolations } from './support/catalogo.ts'
import { anuncioDoVendedorDemo, comprar } from './support/compra.ts'
import { login } from './support/login.ts'
import { createUser } from './support/users.ts'
import { informacaoDeEntrega } from './support/vendedores.ts'

// Disputes of rejected refunds: a buyer's order is paid by card and delivered by the demo seller, the
// buyer's refund request rejected; the buyer opens a dispute from the refund's page; the operator
// reads both sides in /admin/disputas and decides for a full refund; the simulator gives the money
// back and the buyer reads the decision, its reason and the refund on their pages.
const VENDEDOR = { email: 'vendedor@recria.com.br', senha: 'recria123' }
const OPERADOR = { email: 'admin@recria.com.br', senha: 'recria123' }
const CONTESTACAO =
  'A alça soltou no segundo dia de uso. Mandei fotos ao vendedor e ele respondeu que o produto chegou perfeito.'
const RESPOSTA = 'O produto saiu daqui em perfeito estado, conforme as fotos do envio.'
const MOTIVO = 'As fotos do comprador mostram a costura aberta; defeito de fabricação.'

/** The seller delivers the order and rejects its refund request, through their pages' own calls. */
async function entregarERejeitar(vendedor: Page, url: (p: string) => string, id: string, comprador: Page) {
  const { id_usuario } = await (await vendedor.request.get(url('/api/usuarios/me'))).json()
  const entrega = informacaoDeEntrega(await (await vendedor.request.get(url(`/api/pedidos/${id}`))).json())
  for (const status of ['confirmado', 'em_preparacao', 'pronto_para_entrega', 'entregue']) {
    const data = { status, id_usuario, ...(status === 'pronto_para_entrega' && entrega) }
    const res = await vendedor.request.put(url(`/api/pedidos/${id}/status`), { data })
    expect(res.status()).toBe(200)
  }
  const [pagamento] = await (await comprador.request.get(url(`/api/pagamentos/pedido/${id}`))).json()
  const pedido = await comprador.request.post(url(`/api/reembolsos/solicitar/${pagamento.id_pagamento}`), {
    data: { motivo: 'defective_product', descricao: 'A alça descosturou no segundo dia.' },
  })
  expect(pedido.status()).toBe(201)
  const numero = (await pedido.json()).reembolso.id_reembolso as number
  const resposta = await vendedor.request.put(url(`/api/reembolsos/responder/${numero}`), {
    data: { respostaVendedor: RESPOSTA, aprovado: false },
  })
  expect(resposta.status()).toBe(200)
  return numero
}

/** At 360 px, nothing scrolls sideways and axe finds nothing serious. */
async function noCelular(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  expect(await seriousViolations(page)).toEqual([])
}

describe('a dispute of a rejected refund', () => {
  const session = useBrowser({ width: 1280, height: 800 })
  it('the buyer opens it, the operator refunds in full, the buyer reads the decision', async () => {
    const { page, url } = session
    const card = await anuncioDoVendedorDemo()
    const comprador = await createUser(['comprador'])
    await login(page, url, comprador)
    await page.waitForURL(url('/'))
    const id = await comprar(page, url, card)
    const vendedor = await session.otherPage()
    await login(vendedor, url, VENDEDOR)
    await vendedor.waitForURL(url('/dashboard'))
    const numero = await entregarERejeitar(vendedor, url, id, page)

    // The buyer disputes it from the refund's page, on a phone: the text is checked and counted.
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto(url(`/reembolso-detalhes-comprador/${numero}`))
    await page.getByRole('heading', { level: 1, name: `Reembolso #${numero}` }).waitFor()
    await page.getByRole('region', { name: 'Resposta do Vendedor' }).getByText(RESPOSTA).waitFor()
    await page.getByRole('button', { name: 'Abrir disputa' }).click()
    const dialogo = page.getByRole('dialog', { name: 'Abrir disputa' })
    const campo = dialogo.getByLabel('Por que você discorda da resposta do vendedor?')
    await campo.fill('Curto.')
    await dialogo.getByRole('button', { name: 'Enviar disputa' }).click()
    await dialogo.getByText('Descreva a disputa com pelo menos 10 caracteres.').waitFor()
    await campo.fill(CONTESTACAO)
    await dialogo.getByText(`${CONTESTACAO.length}/1000`).waitFor()
    await noCelular(page)
    await dialogo.getByRole('button', { name: 'Enviar disputa' }).click()
    await page
      .getByText('Disputa aberta. A equipe da Recria vai analisar o caso e decidir.', { exact: true })
      .waitFor()
    const disputa = page.getByRole('region', { name: 'Disputa', exact: true })
    await disputa.getByText('Em análise pela Recria').waitFor()
    await disputa.getByText(CONTESTACAO).waitFor()
    expect(await page.getByRole('button', { name: 'Abrir disputa' }).count()).toBe(0)
    await noCelular(page)
    await page.setViewportSize({ width: 1280, height: 800 })

    // The operator reads both sides and refunds in full.
    const operador = await session.otherPage()
    await login(operador, url, OPERADOR)
    await operador.waitForURL((u) => !u.pathname.startsWith('/login'))
    await operador.goto(url('/admin/disputas'))
    await operador.getByRole('heading', { level: 1, name: 'Disputas' }).waitFor()
    const cartao = operador.getByRole('article').filter({ hasText: `Pedido #${id}` })
    await cartao.getByText(CONTESTACAO).waitFor()
    await cartao.getByText(RESPOSTA).waitFor()
    await cartao.getByText(comprador.nome, { exact: false }).waitFor()
    expect(await seriousViolations(operador)).toEqual([])
    await cartao.getByRole('button', { name: 'Decidir' }).click()
    const decidir = operador.getByRole('dialog', { name: /^Decidir disputa #\d+$/ })
    await decidir.getByRole('button', { name: 'Confirmar decisão' }).click()
    await decidir
      .getByText('Escolha a decisão: reembolsar integralmente ou manter a resposta do vendedor.')
      .waitFor()
    await decidir.getByRole('radio', { name: /Reembolsar integralmente/ }).check()
    await decidir.getByLabel('Motivo').fill(MOTIVO)
    expect(await seriousViolations(operador)).toEqual([])
    await operador.setViewportSize({ width: 360, height: 780 })
    await noCelular(operador)
    await decidir.getByRole('button', { name: 'Confirmar decisão' }).click()
    await operador
      .getByText('Disputa decidida: o valor será reembolsado integralmente ao comprador.', { exact: true })
      .waitFor()
    // Decided, it leaves the open ones; it is among the refunded ones with its reason.
    await operador.getByRole('button', { name: /Decidida: reembolso integral/ }).click()
    const decidida = operador.getByRole('article').filter({ hasText: `Pedido #${id}` })
    await decidida.getByText(MOTIVO).waitFor()
    expect(await decidida.getByRole('button', { name: 'Decidir' }).count()).toBe(0)

    // The buyer reads the decision on the refund's page, and the money back on the order.
    await page.reload()
    await disputa.getByText('Decidida: reembolso integral').waitFor()
    await disputa.getByText(MOTIVO).waitFor()
    await page.goto(url(`/pedido/detalhes-comprador/${id}`))
    await page.getByRole('heading', { level: 1, name: `Pedido #${id}` }).waitFor()
    await page.getByText(/O valor deste pedido foi reembolsado em/).waitFor()

    // The seller reads the same decision on their refund's page.
    await vendedor.goto(url('/reembolsos'))
    await vendedor.getByRole('searchbox', { name: 'Buscar por pedido, produto ou cliente...' }).fill(id)
    await vendedor
      .getByRole('article')
      .filter({ hasText: `Reembolso #${numero}` })
      .getByRole('link', { name: `Ver Detalhes do Reembolso #${numero}` })
      .click()
    const doVendedor = vendedor.getByRole('region', { name: 'Disputa', exact: true })
    await doVendedor.getByText('Decidida: reembolso integral').waitFor()
    await doVendedor.getByText(MOTIVO).waitFor()
    expect(session.errors).toEqual([])
  }, 360_000)
})
