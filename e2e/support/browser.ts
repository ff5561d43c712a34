import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, inject } from 'vitest'
import { chromiumPath } from '../../scripts/chromium.mjs'

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
  const session = {
    page: undefined as unknown as Page,
    url: (path: string) => new URL(path, inject('baseUrl')).toString(),
    errors: [] as string[],
  }
  beforeAll(async () => {
    const executablePath = chromiumPath()
    if (!executablePath) throw new Error('Chromium não encontrado (defina CHROMIUM_PATH).')
    browser = await chromium.launch({ executablePath, args: ARGS })
  })
  beforeEach(async () => {
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
    await context?.close()
    await browser?.close()
  })
  return session
}
