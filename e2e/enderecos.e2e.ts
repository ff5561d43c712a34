import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { seriousViolations } from './support/catalogo.ts'
import { pagarNoSimulador } from './support/checkout.ts'
import { login } from './support/login.ts'
import { createUser } from './support/users.ts'
import { configurarEntrega, SO_ENVIO, vendedorComAnuncio } from './support/vendedores.ts'

// The address book and the order's delivery address, on a 360 px phone: a buyer adds two addresses
// (masks typed digit by digit), makes the second one principal, checks a listing out of the cart with
// it, pays on the provider's page, and the seller finds the address on the paid order.
const session = useBrowser({ width: 360, height: 780 })

async function preencher(
  dialog: ReturnType<typeof session.page.getByRole>,
  e: {
    destinatario: string
    cep: string
    telefone: string
    logradouro: string
    numero: string
    bairro: string
    cidade: string
    uf: string
  },
) {
  await dialog.getByLabel('Destinatário').fill(e.destinatario)
  await dialog.getByLabel('CEP').pressSequentially(e.cep)
  await dialog.getByLabel('Telefone').pressSequentially(e.telefone)
  await dialog.getByLabel('Logradouro').fill(e.logradouro)
  await dialog.getByLabel('Número').fill(e.numero)
  await dialog.getByLabel('Bairro').fill(e.bairro)
  await dialog.getByLabel('Cidade').fill(e.cidade)
  await dialog.getByLabel('UF').selectOption(e.uf)
}

describe('Meus endereços and the delivery address', () => {
  it('two addresses, the second made principal, goes with the paid order to the seller', async () => {
    const { page, url } = session
    const { vendedor, idAnuncio, produto } = await vendedorComAnuncio(64.9)
    // It ships (a pickup order has no delivery address): the order goes to the address chosen.
    await configurarEntrega(vendedor, SO_ENVIO)
    const comprador = await createUser(['comprador'])
    await login(page, url, comprador)
    await page.waitForURL(url('/'))

    await page.goto(url('/enderecos'))
    await page.getByRole('heading', { level: 1, name: 'Meus endereços' }).waitFor()
    await page.getByText('Nenhum endereço cadastrado').waitFor()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Novo endereço' }).click()
    let dialog = page.getByRole('dialog', { name: 'Novo endereço' })
    // The form's rules before anything is sent.
    await dialog.getByRole('button', { name: 'Salvar endereço' }).click()
    await dialog.getByText('O CEP deve ter 8 dígitos.').waitFor()
    await preencher(dialog, {
      destinatario: 'Ana Souza',
      cep: '01310100',
      telefone: '11912345678',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
    })
    expect(await dialog.getByLabel('CEP').inputValue()).toBe('01310-100')
    expect(await dialog.getByLabel('Telefone').inputValue()).toBe('(11) 91234-5678')
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Salvar endereço' }).click()
    await page.getByText('Endereço cadastrado com sucesso!').first().waitFor()
    await dialog.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: 'Novo endereço' }).click()
    dialog = page.getByRole('dialog', { name: 'Novo endereço' })
    await preencher(dialog, {
      destinatario: 'Carlos Lima',
      cep: '20040020',
      telefone: '2133334444',
      logradouro: 'Rua da Assembleia',
      numero: 's/n',
      bairro: 'Centro',
      cidade: 'Rio de Janeiro',
      uf: 'RJ',
    })
    await dialog.getByRole('button', { name: 'Salvar endereço' }).click()
    await dialog.waitFor({ state: 'hidden' })

    const enderecos = page.getByRole('list', { name: 'Endereços' }).getByRole('listitem')
    await expect.poll(() => enderecos.count()).toBe(2)
    await page.getByRole('button', { name: 'Tornar principal o endereço de Carlos Lima' }).click()
    await page.getByText('Endereço principal atualizado.').first().waitFor()
    await expect.poll(() => enderecos.first().innerText()).toContain('Carlos Lima')
    expect(await enderecos.first().getByText('Principal', { exact: true }).count()).toBe(1)
    expect(await enderecos.nth(1).getByText('Principal', { exact: true }).count()).toBe(0)
    // No horizontal scroll at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    // The cart's checkout goes to the principal address, unless changed.
    await page.goto(url(`/anuncio-produto/${idAnuncio}`))
    await page.getByRole('heading', { level: 1, name: produto.nome }).waitFor()
    await page.getByRole('button', { name: 'Adicionar ao Carrinho', exact: true }).click()
    await page.getByText('Produto adicionado ao carrinho com sucesso!', { exact: true }).waitFor()
    await page.getByRole('button', { name: /^Carrinho/ }).click()
    const drawer = page.getByRole('dialog', { name: 'Meu Carrinho' })
    const entrega = drawer.getByRole('region', { name: 'Endereço de entrega' })
    await entrega.getByText('Carlos Lima', { exact: true }).waitFor()
    await entrega.getByText('CEP 20040-020 · Tel. (21) 3333-4444').waitFor()
    expect(await entrega.getByLabel('Trocar').inputValue()).not.toBe('')
    expect(await seriousViolations(page)).toEqual([])
    await drawer.getByRole('button', { name: 'Finalizar compra' }).click()

    await page.waitForURL(/\/mp-sim\/checkout\/v1\/redirect\?pref_id=/)
    await pagarNoSimulador(page, { cartao: 'APRO' })
    await page.waitForURL(/\/pagamento\/sucesso\?/)
    await page.getByRole('heading', { name: 'Pagamento Aprovado!' }).waitFor()
    const idPedido = new URL(page.url()).searchParams.get('external_reference')
    expect(idPedido).toMatch(/^\d+$/)

    // The buyer's order page shows it.
    await page.goto(url(`/pedido/detalhes-comprador/${idPedido}`))
    await page
      .getByRole('region', { name: 'Endereço de entrega' })
      .getByText('Carlos Lima', { exact: true })
      .waitFor()

    // The seller, on the paid order.
    const loja = await session.otherPage()
    await login(loja, url, vendedor)
    await loja.waitForURL((u) => !u.pathname.startsWith('/login'))
    await loja.goto(url(`/pedido/detalhes/${idPedido}`))
    const noPedido = loja.getByRole('region', { name: 'Endereço de entrega' })
    await noPedido.getByText('Carlos Lima', { exact: true }).waitFor()
    await noPedido.getByText('Rua da Assembleia, S/N').waitFor()
    await noPedido.getByText('Centro - Rio de Janeiro/RJ').waitFor()
    expect(await seriousViolations(loja)).toEqual([])
    expect(session.errors).toEqual([])
  }, 300_000)
})
