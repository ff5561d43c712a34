import { Payment } from 'mercadopago'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator } from './sim-server.ts'
import { PAGE_CASES } from './support/cases.ts'
import {
  BACK_URLS,
  createPreference,
  ITEM,
  payByPage,
  type Sim,
  seller,
} from './support/checkout-fixtures.ts'

let sim: Sim
let owner: Awaited<ReturnType<typeof seller>>

beforeAll(async () => {
  sim = await startSimulator()
  owner = await seller(sim)
})
afterAll(() => sim.close())

describe('the hosted checkout page', () => {
  it('shows the items, the total and the three ways to pay, with no inline script or style', async () => {
    const preference = await createPreference(owner.config, {
      items: [ITEM, { ...ITEM, id: 'b', title: 'Bolsa <de> palha', quantity: 1, unit_price: 35 }],
    })
    const res = await fetch(preference.init_point as string)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(html).toContain('Vestido de linho × 2')
    expect(html).toContain('Bolsa &lt;de&gt; palha × 1')
    expect(html).toMatch(/R\$\s59,90 cada/)
    expect(html).toMatch(/R\$\s154,80/)
    for (const method of ['card', 'pix', 'boleto']) expect(html).toContain(`value="${method}"`)
    expect(html).toContain('value="5031 4332 1540 6351"')
    expect(html).toMatch(/<label for="cardholder-name">/)
    for (const name of ['APRO', 'OTHE', 'CONT', 'CALL', 'FUND', 'SECU', 'EXPI', 'FORM'])
      expect(html).toContain(name)
    expect(html).toContain(`href="${sim.baseUrl}/static/sim.css"`)
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i)
  })

  it('answers 404 for an unknown preference', async () => {
    const res = await fetch(`${sim.baseUrl}/checkout/v1/redirect?pref_id=nao-existe`)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Não encontramos este pagamento')
  })

  it.each(PAGE_CASES)(
    'with auto_return all, a %s payment goes back to the matching back_url',
    async (_c, form, backUrl, status, detail, type, method) => {
      const preference = await createPreference(owner.config, {
        auto_return: 'all',
        external_reference: 'pedido-7',
      })
      const result = await payByPage(preference.init_point as string, form)
      expect(result.status).toBe(302)
      const location = new URL(result.location as string)
      expect(`${location.origin}${location.pathname}`).toBe(BACK_URLS[backUrl])
      const query = Object.fromEntries(location.searchParams)
      expect(query).toMatchObject({
        collection_status: status,
        status,
        external_reference: 'pedido-7',
        payment_type: type,
        preference_id: preference.id,
        site_id: 'MLB',
        processing_mode: 'aggregator',
      })
      expect(query.collection_id).toBe(query.payment_id)
      expect(query.merchant_order_id).toMatch(/^\d+$/)
      const payment = await new Payment(owner.config).get({ id: query.payment_id as string })
      expect(payment).toMatchObject({
        status,
        status_detail: detail,
        payment_type_id: type,
        payment_method_id: method,
      })
    },
  )

  it('with auto_return approved, redirects only approved payments and shows the others a way back', async () => {
    const preference = await createPreference(owner.config, { auto_return: 'approved' })
    const approved = await payByPage(preference.init_point as string, {
      payment_method: 'card',
      cardholder_name: 'APRO',
    })
    expect(approved.status).toBe(302)
    expect(approved.location).toMatch(/^http:\/\/loja\.test\/pedido\/ok\?collection_id=\d+/)

    const rejected = await payByPage(preference.init_point as string, {
      payment_method: 'card',
      cardholder_name: 'CALL',
    })
    expect(rejected.status).toBe(200)
    expect(rejected.html).toContain('Seu pagamento foi recusado')
    expect(rejected.html).toMatch(
      /<a class="button-link primary" href="http:\/\/loja\.test\/pedido\/falhou\?collection_id=\d+[^"]*collection_status=rejected/,
    )
    expect(rejected.html).toContain('Voltar para a loja')
    expect(rejected.html).toContain(`href="${preference.init_point?.replace(/&/g, '&amp;')}"`)
  })

  it('without auto_return, shows every result with a "Voltar para a loja" link', async () => {
    const preference = await createPreference(owner.config)
    const result = await payByPage(preference.init_point as string, {
      payment_method: 'card',
      cardholder_name: 'APRO',
    })
    expect(result.status).toBe(200)
    expect(result.html).toContain('Pronto! Seu pagamento foi aprovado')
    expect(result.html).toMatch(/href="http:\/\/loja\.test\/pedido\/ok\?[^"]*external_reference=null/)
  })

  it('shows the form again, with the error, when a card payment has no cardholder name', async () => {
    const preference = await createPreference(owner.config, { auto_return: 'all' })
    const result = await payByPage(preference.init_point as string, {
      payment_method: 'card',
      cardholder_name: '  ',
    })
    expect(result.status).toBe(400)
    expect(result.html).toContain('role="alert"')
    expect(result.html).toContain('Informe o nome do titular')
    const invalidCard = await payByPage(preference.init_point as string, {
      payment_method: 'card',
      cardholder_name: 'APRO',
      card_number: '1234',
    })
    expect(invalidCard.html).toContain('Confira o número do cartão')
    const { rows } = await sim.pool.query('select 1 from mp_sim.payments where preference_id = $1', [
      preference.id,
    ])
    expect(rows).toHaveLength(0)
  })
})
