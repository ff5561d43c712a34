import AxeBuilder from '@axe-core/playwright'
import { chromium } from 'playwright-core'
import { it } from 'vitest'
import { createPreference, ITEM, seller, startSim } from './support/checkout-fixtures.ts'

it('screens', async () => {
  const sim = await startSim()
  const owner = await seller(sim)
  const pref = await createPreference(owner.config, {
    items: [ITEM, { ...ITEM, id: 'x', title: 'Jaqueta jeans oversized com bordados artesanais feitos à mão', quantity: 1, unit_price: 1234.5 }],
  })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
  const page = await browser.newPage({ viewport: { width: 360, height: 800 } })
  await page.goto(pref.init_point as string)
  await page.screenshot({ path: '/tmp/checkout-360.png', fullPage: true })
  const axe1 = await new AxeBuilder({ page }).analyze()
  console.log('checkout violations', JSON.stringify(axe1.violations.map((v) => [v.id, v.impact, v.nodes.length, v.nodes[0]?.target])))
  const sw = await page.evaluate(() => document.documentElement.scrollWidth)
  console.log('scrollWidth', sw)
  await page.check('#method-pix')
  await page.screenshot({ path: '/tmp/checkout-pix-360.png', fullPage: true })
  await page.check('#method-card')
  await page.fill('#cardholder-name', 'OTHE')
  await page.click('button[type=submit]')
  await page.waitForLoadState()
  await page.screenshot({ path: '/tmp/result-360.png', fullPage: true })
  const axe2 = await new AxeBuilder({ page }).analyze()
  console.log('result violations', JSON.stringify(axe2.violations.map((v) => [v.id, v.impact, v.nodes.length, v.nodes[0]?.target])))
  await browser.close()
  await sim.close()
}, 60_000)
