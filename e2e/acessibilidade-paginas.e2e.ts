// Every page of the product through axe (WCAG 2.1 A and AA) at 360 px, as the user each page is for:
// a visitor, the demo buyer, seller and operator with the seed's data, and a new buyer and seller for
// the empty lists; dialogs and drawers are checked open. No serious or critical finding is allowed
// (the milder ones are printed). The last test reads the routes declared in app-routes.tsx: a page
// added there without a visit here fails it.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { buyerPlaceholders, sellerPlaceholders } from '../apps/web/src/app/route-table.ts'
import { useBrowser } from './support/browser.ts'
import { login } from './support/login.ts'
import { createUser } from './support/users.ts'

const browser = useBrowser({ width: 360, height: 780 })
const COMPRADORA = { email: 'comprador@recria.com.br', senha: 'recria123' }
const VENDEDOR = { email: 'vendedor@recria.com.br', senha: 'recria123' }
const OPERADOR = { email: 'admin@recria.com.br', senha: 'recria123' }

/** The paths checked by axe, as the address bar showed them. */
const visitados = new Set<string>()
/** Serious and critical findings of the current test, one line each: the test fails on any. */
let graves: string[] = []
/** Moderate and minor findings of the whole file: printed at its end, not failed on. */
const avisos = new Set<string>()

/** Waits for the page to settle: its heading shown, nothing loading, and `pronto` when given. */
async function assentar(page: Page, pronto?: Locator) {
  await page.locator('h1, [role="dialog"] h2').first().waitFor()
  if (pronto) await pronto.first().waitFor()
  // …and no transition under way: a colour half-way through one is no colour the user keeps seeing.
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      ![...document.querySelectorAll('[role="status"]')].some((el) =>
        /^\s*Carregando/.test(el.textContent ?? ''),
      ) &&
      document.getAnimations().every((a) => a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
    undefined,
    { timeout: 10_000 },
  )
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
type Achado = { id: string; impact: string | null; nodes: { target: string[]; resumo?: string }[] }

/** axe's findings on the page as it is now (axe-core injected once per document, violations only). */
async function axe(page: Page): Promise<Achado[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE)
  return page.evaluate(async (values) => {
    const { axe } = window as unknown as {
      axe: { run: (...a: unknown[]) => Promise<{ violations: Achado[] }> }
    }
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values },
      resultTypes: ['violations'],
    })
    return violations.map(({ id, impact, nodes }) => ({
      id,
      impact: impact ?? null,
      nodes: nodes.map((n) => ({
        target: n.target.map(String),
        resumo: (n as { any?: { message: string }[] }).any?.[0]?.message,
      })),
    }))
  }, TAGS)
}

/** axe on the page as it is now; `onde` names it in the findings. */
async function checar(page: Page, onde: string, pronto?: Locator) {
  await assentar(page, pronto)
  const { pathname } = new URL(page.url())
  visitados.add(pathname)
  for (const v of await axe(page)) {
    const nos = v.nodes.map((n) => `${n.target.join(' ')}${n.resumo ? ` (${n.resumo})` : ''}`)
    const linha = `${onde} (${pathname}) ${v.id} [${v.impact}]: ${nos.join(', ')}`
    if (v.impact === 'serious' || v.impact === 'critical') graves.push(linha)
    else avisos.add(linha)
  }
}

/**
 * Opens `path` and checks it. Inside the app the address changes as a link would change it (the
 * router follows the history), so the document, the session and axe stay loaded between pages.
 */
async function visitar(page: Page, url: (path: string) => string, path: string, pronto?: Locator) {
  if (page.url().startsWith(url('/'))) {
    const mesmaPagina = new URL(page.url()).pathname === new URL(url(path)).pathname
    await page.evaluate((destino) => {
      for (const h1 of document.querySelectorAll('h1')) h1.setAttribute('data-antes', '')
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', destino)
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    }, path)
    // The page before stays on screen until the next one is ready (the router renders in a transition).
    if (!mesmaPagina) await page.locator('h1:not([data-antes])').first().waitFor()
  } else await page.goto(url(path))
  await checar(page, path, pronto)
}

/** A dialog opened by `abrir`, checked open, then closed with Escape. */
async function checarDialogo(page: Page, nome: string | RegExp, abrir: () => Promise<void>) {
  await abrir()
  const dialogo = page.getByRole('dialog', { name: nome })
  await dialogo.waitFor()
  await checar(page, `diálogo ${nome}`)
  await page.keyboard.press('Escape')
  await dialogo.waitFor({ state: 'detached' })
}

function semGraves() {
  expect(graves).toEqual([])
  expect(browser.errors).toEqual([])
}

beforeEach(() => {
  graves = []
})

afterAll(() => {
  if (avisos.size) console.warn(`\naxe, achados moderados ou menores:\n${[...avisos].join('\n')}\n`)
})

const artigo = (page: Page) => page.getByRole('article').first()

describe('at 360 px, axe finds nothing serious on any page', () => {
  it('as a visitor: the catalogue, a listing, sign-in pages, terms, results and errors', async () => {
    const { page, url } = browser
    await visitar(page, url, '/', artigo(page))
    await checarDialogo(page, 'Menu Principal', () =>
      page.getByRole('button', { name: 'Abrir menu' }).click(),
    )
    const anuncio = await artigo(page).getByRole('heading').getByRole('link').getAttribute('href')
    const loja = await artigo(page).locator('a[href^="/loja/"]').getAttribute('href')
    await visitar(page, url, anuncio as string, page.getByRole('tabpanel'))
    await checarDialogo(page, 'Acesso Necessário', () =>
      page.getByRole('button', { name: 'Adicionar ao Carrinho', exact: true }).click(),
    )
    await visitar(page, url, '/?busca=xyzqwv', page.getByText(/Nenhum/))
    await visitar(page, url, loja as string, artigo(page))
    await visitar(page, url, '/loja/2000000000', page.getByText('Loja não encontrada.'))
    await visitar(page, url, '/login')
    await visitar(page, url, '/cadastro')
    await visitar(page, url, '/esqueci-senha')
    await visitar(page, url, '/redefinir-senha?token=token-que-nao-existe')
    await visitar(page, url, '/redefinir-senha')
    await visitar(page, url, '/confirmar-email?token=token-que-nao-existe')
    await visitar(page, url, '/confirmar-email')
    await visitar(page, url, '/politica-privacidade-termos-uso')
    await visitar(page, url, '/como-funciona', page.getByRole('heading', { name: 'Um exemplo' }))
    await visitar(page, url, '/acesso-negado')
    await visitar(page, url, '/erro-autorizacao?erro=codigo_invalido', page.getByRole('alert'))
    await visitar(page, url, '/pagamento/sucesso?external_reference=1&payment_id=1')
    await visitar(page, url, '/pagamento/falha?external_reference=1')
    await visitar(page, url, '/pagamento/pendente?external_reference=1')
    await visitar(page, url, '/pagina-que-nao-existe')
    semGraves()
  })

  it('as the demo buyer: her orders, refunds and reviews, the cart drawer and the dialogs', async () => {
    const { page, url } = browser
    await login(page, url, COMPRADORA)
    await page.waitForURL(url('/'))
    await checar(page, 'catálogo da compradora', artigo(page))
    await artigo(page).getByRole('heading').getByRole('link').click()
    await checar(page, 'anúncio visto pela compradora', page.getByRole('tabpanel'))
    await checarDialogo(page, 'Denunciar anúncio', () =>
      page.getByRole('button', { name: 'Denunciar' }).click(),
    )
    await checarDialogo(page, 'Meu Carrinho', () => page.getByRole('button', { name: /^Carrinho/ }).click())
    await checarDialogo(page, /Notificações/, () =>
      page.getByRole('button', { name: /^Notificações/ }).click(),
    )
    await page.getByRole('button', { name: /Menu da conta/ }).click()
    await page.getByRole('menuitem', { name: 'Sair da conta' }).waitFor()
    await checar(page, 'menu da conta')
    await page.keyboard.press('Escape')

    await visitar(page, url, '/meus-pedidos', artigo(page))
    const pedidos = page.getByRole('link', { name: /^Ver Detalhes do Pedido #\d+$/ })
    await pedidos.first().click()
    await checar(page, 'pedido da compradora', page.getByRole('region', { name: 'Histórico do Pedido' }))
    const detalhes = new URL(page.url()).pathname

    // An order awaiting payment: its cancel dialog and the result pages of its payment.
    await visitar(page, url, '/meus-pedidos?status=pagamento_pendente', artigo(page))
    await pedidos.first().click()
    await page.getByRole('region', { name: 'Histórico do Pedido' }).waitFor()
    const pendente = new URL(page.url()).pathname.split('/').pop() as string
    await checarDialogo(page, 'Cancelar Pedido', () =>
      page.getByRole('button', { name: 'Cancelar Pedido' }).click(),
    )
    await visitar(
      page,
      url,
      `/pagamento/falha?external_reference=${pendente}&status=rejected`,
      page.getByRole('button', { name: 'Pagar o pedido novamente' }),
    )
    await visitar(page, url, `/pagamento/pendente?external_reference=${pendente}&status=pending`)

    // A delivered, paid order: the success page once the server confirms it.
    await visitar(page, url, '/meus-pedidos?status=entregue', artigo(page))
    await pedidos.first().click()
    await page.getByRole('region', { name: 'Histórico do Pedido' }).waitFor()
    const entregue = new URL(page.url()).pathname.split('/').pop() as string
    await visitar(
      page,
      url,
      `/pagamento/sucesso?external_reference=${entregue}&status=approved`,
      page.getByRole('heading', { name: 'Pagamento Aprovado!' }),
    )

    await visitar(page, url, '/pagamentos-reembolsos', artigo(page))
    await page
      .getByRole('link', { name: /^Ver Detalhes do Reembolso #\d+$/ })
      .first()
      .click()
    await checar(page, 'reembolso da compradora', page.getByRole('region').nth(1))

    await visitar(page, url, '/minhas-avaliacoes', artigo(page))
    await visitar(page, url, '/favoritos', page.getByText('Você ainda não tem favoritos'))

    await visitar(page, url, '/perfil')
    await visitar(page, url, '/atualizar-perfil')
    await visitar(page, url, '/alterar-senha')
    // A seller's page is denied to a buyer.
    await page.goto(url('/pedidos'))
    await page.waitForURL(url('/acesso-negado'))
    await checar(page, 'acesso negado à compradora')
    expect(detalhes).toMatch(/^\/pedido\/detalhes-comprador\/\d+$/)

    await page.setViewportSize({ width: 1280, height: 800 })
    await visitar(page, url, '/', artigo(page))
    await visitar(page, url, '/meus-pedidos', artigo(page))
    semGraves()
  }, 90_000)

  it('as a new buyer: the empty lists and a cart with one item', async () => {
    const { page, url } = browser
    await login(page, url, await createUser(['comprador']))
    await page.waitForURL(url('/'))
    await checarDialogo(page, 'Meu Carrinho', () => page.getByRole('button', { name: /^Carrinho/ }).click())
    await artigo(page)
      .getByRole('button', { name: /^Adicionar ao Carrinho/ })
      .click()
    const escolha = page.getByRole('dialog', { name: 'Escolha a forma de pagamento' })
    await Promise.race([
      page.getByText('Produto adicionado ao carrinho com sucesso!', { exact: true }).waitFor(),
      escolha.waitFor(),
    ])
    if (await escolha.isVisible()) {
      await checar(page, 'escolha da forma de pagamento')
      await escolha.getByRole('button', { name: /^Padrão/ }).click()
    }
    await page.getByRole('button', { name: 'Carrinho (1 itens)' }).waitFor()
    await checarDialogo(page, 'Meu Carrinho', () => page.getByRole('button', { name: /^Carrinho/ }).click())
    await visitar(page, url, '/meus-pedidos')
    await visitar(page, url, '/pagamentos-reembolsos')
    await visitar(page, url, '/minhas-avaliacoes')
    await visitar(page, url, '/enderecos')
    semGraves()
  })

  it('as the demo seller: the back office with the seed data, its details and confirm dialogs', async () => {
    const { page, url } = browser
    await login(page, url, VENDEDOR)
    await page.waitForURL(url('/dashboard'))
    await checar(page, 'painel', page.getByText('Pedidos hoje'))
    await page.goto(url('/vendedor/dashboard'))
    await page.waitForURL(url('/dashboard'))
    visitados.add('/vendedor/dashboard')
    await checarDialogo(page, 'Menu do Vendedor', () =>
      page.getByRole('button', { name: 'Abrir menu' }).click(),
    )

    const cadastros: [lista: string, criar: string, editar: RegExp, detalhes: string][] = [
      ['/materias-primas', '/materia-prima/criar', /^Editar /, 'Detalhes da Matéria-Prima'],
      ['/conversoes', '/conversao/criar', /^Editar conversão/, 'Detalhes da Conversão'],
      ['/produtos', '/produtos/criar', /^Editar /, 'Detalhes do Produto'],
      ['/anuncios', '/anuncio/criar', /^Editar anúncio/, 'Detalhes do Anúncio'],
    ]
    for (const [lista, criar, editar, detalhes] of cadastros) {
      await visitar(page, url, lista, artigo(page))
      await checarDialogo(page, detalhes, () => artigo(page).getByRole('button').first().click())
      await checarDialogo(page, /^Excluir|^Confirmar/, () =>
        artigo(page)
          .getByRole('button', { name: /^Excluir/ })
          .click(),
      )
      await artigo(page).getByRole('link', { name: editar }).click()
      await checar(page, `edição a partir de ${lista}`, page.getByRole('button', { name: /^Salvar/ }))
      await visitar(page, url, criar)
    }

    // The buyer's view of a listing, from its details dialog.
    await page.goto(url('/anuncios'))
    await artigo(page).getByRole('button').first().click()
    await page.getByRole('link', { name: 'Ver como Comprador' }).click()
    await checar(page, 'prévia do anúncio', page.getByRole('tabpanel'))

    await visitar(page, url, '/pedidos', artigo(page))
    await page
      .getByRole('link', { name: /^Ver Detalhes do Pedido #\d+$/ })
      .first()
      .click()
    await checar(page, 'pedido do vendedor', page.getByRole('region', { name: 'Controle do Pedido' }))
    await visitar(page, url, '/pagamentos', artigo(page))
    await visitar(page, url, '/reembolsos', artigo(page))
    await page.getByRole('button', { name: 'Filtros' }).click()
    await checar(page, 'reembolsos com filtros', page.getByRole('region', { name: 'Filtros' }))
    await page
      .getByRole('article')
      .filter({ hasText: 'Pendente' })
      .first()
      .getByRole('link', { name: /^Ver Detalhes do Reembolso #\d+$/ })
      .click()
    await checar(page, 'reembolso do vendedor', page.getByRole('button', { name: 'Responder Solicitação' }))
    await checarDialogo(page, 'Responder Solicitação de Reembolso', () =>
      page.getByRole('button', { name: 'Responder Solicitação' }).click(),
    )
    await visitar(page, url, '/avaliacoes', artigo(page))
    await visitar(page, url, '/entrega', page.getByLabel('Horário de retirada'))
    await visitar(page, url, '/perfil')
    await visitar(page, url, '/mercadopago-conectado?sucesso=true', page.getByRole('status'))

    // On a desktop the side menu is an aside beside the page, and the lists lay out in columns.
    await page.setViewportSize({ width: 1280, height: 800 })
    await visitar(page, url, '/dashboard', page.getByText('Pedidos hoje'))
    await visitar(page, url, '/pedidos', artigo(page))
    await visitar(page, url, '/anuncios', artigo(page))
    semGraves()
  }, 120_000)

  it('as a new seller: the empty back office', async () => {
    const { page, url } = browser
    await login(page, url, await createUser(['vendedor']))
    await page.waitForURL(url('/dashboard'))
    await checar(page, 'painel vazio')
    for (const path of [
      '/materias-primas',
      '/conversoes',
      '/produtos',
      '/anuncios',
      '/pedidos',
      '/pagamentos',
      '/reembolsos',
      '/avaliacoes',
      '/anuncio/criar',
      '/anuncio/preview/999999',
      '/erro-autorizacao?erro=access_denied',
    ])
      await visitar(page, url, path)
    semGraves()
  })

  it("as the demo operator: the console's areas with the seed's queue", async () => {
    const { page, url } = browser
    await login(page, url, OPERADOR)
    await page.waitForURL(url('/admin'))
    await checar(page, 'console da operação')
    for (const path of [
      '/admin/moderacao',
      '/admin/usuarios',
      '/admin/financeiro',
      '/admin/disputas',
      '/admin/auditoria',
    ])
      await visitar(page, url, path)
    semGraves()
  })
})

/** The paths of app-routes.tsx (and the placeholder table), as declared: '/anuncio/editar/:id?'. */
function rotasDeclaradas(): string[] {
  const fonte = readFileSync(new URL('../apps/web/src/app/app-routes.tsx', import.meta.url), 'utf8')
  const rotas = [...fonte.matchAll(/<Route\s+(?:index|path="([^"]+)")/g)].map((m) => m[1] ?? '/')
  return [...rotas, ...[...sellerPlaceholders, ...buyerPlaceholders].map(([path]) => path)]
}

/** Whether `pathname` is an address of the declared route `rota` (':id' and ':id?' segments). */
function casa(rota: string, pathname: string): boolean {
  const padrao = rota
    .split('/')
    .slice(1)
    .map((parte) => (parte.endsWith('?') ? '(?:/[^/]+)?' : parte.startsWith(':') ? '/[^/]+' : `/${parte}`))
    .join('')
  return new RegExp(`^${padrao || '/'}$`).test(pathname)
}

it('visits every route declared in app-routes.tsx', () => {
  const rotas = rotasDeclaradas()
  expect(rotas.length).toBeGreaterThan(40)
  const cobertas = new Set<string>()
  for (const pathname of visitados) {
    const rota = rotas.find((r) => r !== '*' && casa(r, pathname))
    cobertas.add(rota ?? '*')
  }
  expect(rotas.filter((r) => !cobertas.has(r))).toEqual([])
})
