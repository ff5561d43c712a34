import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { chromiumPath } from '../../scripts/chromium.mjs'
import { baseUrl } from './server.ts'

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * One browser per test file and a fresh context (no cookies, no storage) per test.
 * `session.page` is the current test's page; `session.url(path)` an absolute URL.
 */
export function useBrowser(viewport = { width: 1280, height: 800 }) {
  let browser: Browser
  let context: BrowserContext | undefined
  let others: BrowserContext[] = []
  const session = {
    page: undefined as unknown as Page,
    url: (path: string) => new URL(path, baseUrl()).toString(),
    errors: [] as string[],
    /** Another person's browser in the same test (its own cookies and storage), closed with the test's. */
    async otherPage(): Promise<Page> {
      const other = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })
      other.setDefaultTimeout(30_000)
      others.push(other)
      return other.newPage()
    },
  }
  beforeAll(async () => {
    const executablePath = chromiumPath()
    if (!executablePath) throw new Error('Chromium não encontrado (defina CHROMIUM_PATH).')
    browser = await chromium.launch({ executablePath, args: ARGS })
  })
  beforeEach(async ({ onTestFailed }) => {
    // A failed journey says where it stood: the address and what the page showed.
    onTestFailed(async () => {
      const page = session.page
      const texto = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch((error: Error) => `(sem texto: ${error.message})`)
      console.error(`\n── A página ao falhar: ${page.url()}\n${texto.slice(0, 3_000)}\n`)
    })
    await Promise.all(others.map((other) => other.close()))
    others = []
    await context?.close()
    context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })
    // Generous: on a loaded two-core machine the built app, PostgreSQL and Chromium share the CPU.
    context.setDefaultTimeout(30_000)
    session.page = await context.newPage()
    session.errors = []
    session.page.on('pageerror', (error) => session.errors.push(error.message))
    // Failed requests (an expected 401, say) are logged by the browser too; only script errors count.
    session.page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        session.errors.push(message.text())
      }
    })
  })
  afterAll(async () => {
    await Promise.all(others.map((other) => other.close()))
    await context?.close()
    await browser?.close()
  })
  return session
}
