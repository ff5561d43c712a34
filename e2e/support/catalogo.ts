import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** The names on the catalogue's cards, in order (each card's title is the link to its listing). */
export function cardNames(page: Page): Promise<string[]> {
  return page.getByRole('article').getByRole('heading').allInnerTexts()
}

/** The listing addresses of the cards on screen. */
export function cardLinks(page: Page): Promise<(string | null)[]> {
  return page
    .getByRole('article')
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
}

/** '1.234,56' → 1234.56 */
function reais(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'))
}

/** The full price of each card ('R$ 89,90'), as numbers. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('article')
    .getByText(/^R\$\s*[\d.]+,\d{2}$/)
    .allInnerTexts()
  return texts.map(reais)
}

/** Waits until the catalogue shows cards again after a change (the count line is their label). */
export async function waitForCards(page: Page) {
  await page.getByRole('article').first().waitFor()
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'))
}

/** axe's serious and critical findings (WCAG 2.1 A and AA) on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
