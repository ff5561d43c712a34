import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { seriousViolations } from './support/catalogo.ts'
import { login } from './support/login.ts'
import { baseUrl } from './support/server.ts'
import { createUser } from './support/users.ts'
import { vendedorComAnuncio } from './support/vendedores.ts'

// The operator's moderation console (decisions 024, 040): five of the demo's reporters (two months old,
// each its own registration group, each with a kept purchase, so their reports count) report a listing of a seller of the
// journey's own; the listing is deactivated and the seller blocked. The operator signs in, opens
// Moderação, reads the reports, reverses both with a reason; the seller finds the listing active
// again, back on its public page, and the operator's reason in the notifications; the reversed event
// names the five reporters it set aside. A new account then
// reports the listing again, and the operator dismisses it from the reports by listing.
const OPERADOR = { email: 'admin@recria.com.br', senha: 'recria123' }
const DENUNCIANTES = ['diego', 'fernanda', 'gustavo', 'helena', 'igor'].map((nome) => `${nome}@recria.com.br`)
const DESCRICAO = 'As fotos parecem tiradas de outro site.'
const MOTIVO = 'Denúncias iguais no mesmo minuto; as fotos são do próprio ateliê.'

/** One reporter (a demo one by default) reports the listing through the API, as the listing page's dialog does. */
async function denunciar(email: string, idAnuncio: number, senha = 'recria123') {
  const api = (path: string) => new URL(path, baseUrl())
  const entrada = await fetch(api('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha }),
  })
  expect(entrada.status).toBe(200)
  const cookie = (entrada.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const res = await fetch(api('/api/denuncias'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ motivo: 'produto_falso', descricao: DESCRICAO, id_anuncio: idAnuncio }),
  })
  expect(res.status).toBe(201)
}

/** At 360 px, nothing scrolls sideways and axe finds nothing serious. */
async function noCelular(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  expect(await seriousViolations(page)).toEqual([])
}

describe('the moderation console', () => {
  const session = useBrowser({ width: 1280, height: 800 })
  it('the operator restores a listing reports took down and lifts the block; the seller sees it', async () => {
    const { page, url } = session
    const { vendedor, idAnuncio, produto } = await vendedorComAnuncio(38.5)
    for (const email of DENUNCIANTES) await denunciar(email, idAnuncio)

    // The operator opens Moderação from the console's menu: both events are pending.
    await login(page, url, OPERADOR)
    await page.waitForURL((u) => !u.pathname.startsWith('/login'))
    await page.goto(url('/admin'))
    await page.getByRole('link', { name: 'Moderação' }).first().click()
    await page.waitForURL(url('/admin/moderacao'))
    await page.getByRole('heading', { level: 1, name: 'Moderação' }).waitFor()
    expect(await page.getByRole('button', { name: 'Pendentes', pressed: true }).count()).toBe(1)
    const desativacao = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: `Anúncio desativado: ${produto.nome}` }) })
      .filter({ hasText: vendedor.nome })
    const bloqueio = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: `Vendedor bloqueado: ${vendedor.nome}` }) })
    await desativacao.getByText('5 denunciantes distintos').waitFor()
    expect(await desativacao.getByText(DESCRICAO).count()).toBe(5)
    await desativacao.getByText('por Igor Nascimento').waitFor()
    await bloqueio.waitFor()
    expect(await seriousViolations(page)).toEqual([])

    // Reversing asks for a reason, checked before it is sent.
    await desativacao.getByRole('button', { name: 'Reverter' }).click()
    const dialogo = page.getByRole('dialog', { name: 'Reverter desativação' })
    await dialogo.getByRole('button', { name: 'Reverter desativação' }).click()
    await dialogo.getByText('Informe o motivo da ação.').waitFor()
    await dialogo.getByLabel('Motivo').fill('Curto.')
    await dialogo.getByRole('button', { name: 'Reverter desativação' }).click()
    await dialogo.getByText('Descreva o motivo com pelo menos 10 caracteres.').waitFor()
    await dialogo.getByLabel('Motivo').fill(MOTIVO)
    await page.setViewportSize({ width: 360, height: 780 })
    await noCelular(page)
    await dialogo.getByRole('button', { name: 'Reverter desativação' }).click()
    await page
      .getByText('Anúncio restaurado e denúncias dispensadas. O vendedor foi avisado.', { exact: true })
      .waitFor()
    await dialogo.waitFor({ state: 'detached' })
    await desativacao.waitFor({ state: 'detached' })
    await noCelular(page)
    await page.setViewportSize({ width: 1280, height: 800 })

    await bloqueio.getByRole('button', { name: 'Reverter' }).click()
    const retirar = page.getByRole('dialog', { name: 'Retirar bloqueio' })
    await retirar.getByLabel('Motivo').fill(MOTIVO)
    await retirar.getByRole('button', { name: 'Retirar bloqueio' }).click()
    await page
      .getByText('Bloqueio retirado e denúncias dispensadas. O vendedor foi avisado.', { exact: true })
      .waitFor()
    await bloqueio.waitFor({ state: 'detached' })

    // Both are among the reversed ones, with who reversed them and why.
    await page.getByRole('button', { name: 'Revertidas' }).click()
    await desativacao.getByText(MOTIVO).waitFor()
    await desativacao.getByText(/^Revertida por Equipe Recria em/).waitFor()
    await desativacao.getByText('5 denunciantes afastados: suas denúncias não contam por 90 dias').waitFor()
    await desativacao
      .getByText(/^Igor Nascimento \(igor@recria\.com\.br\) · até \d{2}\/\d{2}\/\d{4}$/)
      .waitFor()
    expect(await desativacao.getByRole('button', { name: 'Reverter' }).count()).toBe(0)
    await bloqueio.getByText(MOTIVO).waitFor()

    // A brand-new account reports the restored listing: an open report that does not count. The
    // operator finds it among the reports by listing (tabs, by keyboard) and dismisses it with a reason.
    const novato = await createUser(['comprador'])
    await denunciar(novato.email, idAnuncio, novato.senha)
    const abaModeracoes = page.getByRole('tab', { name: 'Moderações' })
    await abaModeracoes.focus()
    await page.keyboard.press('ArrowRight')
    const abaDenuncias = page.getByRole('tab', { name: 'Denúncias por anúncio', selected: true })
    await abaDenuncias.waitFor()
    expect(await abaDenuncias.evaluate((el) => el === document.activeElement)).toBe(true)
    const denunciasPainel = page.getByRole('tabpanel', { name: 'Denúncias por anúncio' })
    await denunciasPainel
      .getByRole('searchbox', { name: 'Buscar denúncias por produto ou vendedor' })
      .fill(vendedor.nome)
    // Searched by the seller: other journeys' sellers sell a piece of the same name.
    const denunciado = denunciasPainel
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: produto.nome }) })
    await denunciado
      .getByText('0 denunciantes contados de 6 denúncias · 1 em aberto', { exact: false })
      .waitFor()
    await denunciado.getByText(`Vendedor: ${vendedor.nome}`).waitFor()
    expect(await denunciado.getByText('Dispensada', { exact: true }).count()).toBe(5)
    await denunciado.getByText('Não contada', { exact: true }).waitFor()
    await page.setViewportSize({ width: 360, height: 780 })
    await noCelular(page)
    await denunciado.getByRole('button', { name: 'Dispensar denúncias' }).click()
    const dispensar = page.getByRole('dialog', { name: 'Dispensar denúncias' })
    await dispensar.getByRole('button', { name: 'Dispensar denúncias' }).click()
    await dispensar.getByText('Informe o motivo da ação.').waitFor()
    await dispensar.getByLabel('Motivo').fill('Conta nova repetindo as denúncias já dispensadas.')
    await noCelular(page)
    await dispensar.getByRole('button', { name: 'Dispensar denúncias' }).click()
    await page.getByText('1 denúncia dispensada. Ela deixa de contar.', { exact: true }).waitFor()
    await dispensar.waitFor({ state: 'detached' })
    await denunciado.waitFor({ state: 'detached' })
    await denunciasPainel.getByText(`Nenhuma denúncia encontrada para "${vendedor.nome}".`).waitFor()
    await page.setViewportSize({ width: 1280, height: 800 })

    // The seller finds the listing active and no longer marked, and the operator's reason.
    const vendedorPage = await session.otherPage()
    await login(vendedorPage, url, vendedor)
    await vendedorPage.waitForURL(url('/dashboard'))
    await vendedorPage.goto(url('/anuncios'))
    const card = vendedorPage.getByRole('article').filter({ hasText: produto.nome })
    await card.getByText('Ativo', { exact: true }).waitFor()
    expect(await card.getByText('Desativado automaticamente por denúncias de compradores.').count()).toBe(0)
    await vendedorPage.getByRole('button', { name: /^Notificações/ }).click()
    const painel = vendedorPage.getByRole('dialog', { name: 'Notificações' })
    const aviso = painel.getByRole('button', { name: new RegExp(`Moderação revertida.*${produto.nome}`) })
    await aviso.getByText(`Motivo: ${MOTIVO}`, { exact: false }).waitFor()
    await painel.getByText('O bloqueio da sua conta de vendedor foi revertido', { exact: false }).waitFor()
    await aviso.click()
    await vendedorPage.waitForURL(url(`/anuncio/editar/${idAnuncio}`))

    // And a visitor finds it on its public page again, to be bought.
    const visitante = await session.otherPage()
    await visitante.goto(url(`/anuncio-produto/${idAnuncio}`))
    await visitante.getByRole('heading', { level: 1, name: produto.nome }).waitFor()
    expect(await visitante.getByRole('button', { name: 'Comprar Agora', exact: true }).isEnabled()).toBe(true)
    expect(await visitante.getByText('Este produto não está mais disponível para compra').count()).toBe(0)
    expect(session.errors).toEqual([])
  }, 240_000)
})
