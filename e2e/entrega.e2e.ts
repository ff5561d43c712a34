import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { seriousViolations } from './support/catalogo.ts'
import { type Card, pagarNoSimulador } from './support/checkout.ts'
import { login } from './support/login.ts'
import { baseUrl } from './support/server.ts'
import { createUser } from './support/users.ts'

// Fulfilment end to end (decisions 028–030): a new buyer fills the cart with two ateliers' pieces the
// sustainable way, adds an address right in the cart, picks pickup from one atelier and shipping from
// the other (paid with the order), pays both, and reads what to hand over and how for each. The
// shipping atelier records the material, prepares the order and adds its tracking code; the buyer sees
// it, and both talk in the order's messages. On a desktop and on a 360 px phone.
const RETIRADA = { loja: 'Ateliê Bruno Reciclados' }
const ENVIO = {
  loja: 'Oficina Luz de Vidro',
  email: 'vidro@recria.com.br',
  senha: 'recria123',
  taxa: 'R$ 29,90', // its fee for the Southeast (demo seed)
}
const TEXTO_RETIRADA =
  'Leve o material quando for retirar o pedido no ateliê do vendedor, no endereço e horário informados no pedido.'
const TEXTO_ENVIO =
  'Envie o material ao vendedor antes que ele poste o pedido: combine pelas mensagens do pedido o endereço e a forma de envio.'

const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 })
const SIGLAS: Record<string, string> = {
  unidade: 'un',
  metro: 'm',
  centimetro: 'cm',
  quilograma: 'kg',
  grama: 'g',
}
const reais = (v: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(v).replace(/\s/g, ' ')

/** The `vez`-th sustainable listing (taking credits) of a demo atelier. */
async function sustentavelDe(loja: string, vez: number): Promise<Card> {
  const res = await fetch(
    new URL('/api/anuncios/ativos-comprador?forma_pagamento=sustentavel&limit=48', baseUrl()),
  )
  const { itens } = (await res.json()) as { itens: Card[] }
  const daLoja = itens.filter(
    (c) => c.usuario_vendedor.nome === loja && c.creditos_aceitos > 0 && c.quantidade_materia_prima !== null,
  )
  const card = daLoja[vez % Math.max(daLoja.length, 1)]
  if (!card) throw new Error(`${loja} não tem anúncio sustentável na vitrine`)
  return card
}

/** '16 un de Garrafa de vidro': what the card's sustainable way owes. */
function materiaDe(card: Card) {
  const materia = card.materia_prima ?? card.conversao?.materia_prima
  if (!materia || card.quantidade_materia_prima === null) throw new Error('anúncio sem matéria-prima')
  const sigla = SIGLAS[materia.unidade_medida] ?? materia.unidade_medida
  return {
    nome: materia.nome_materia_prima,
    sigla,
    devida: card.quantidade_materia_prima,
    texto: `${numero.format(card.quantidade_materia_prima)} ${sigla} de ${materia.nome_materia_prima}`,
  }
}

async function adicionarSustentavel(page: Page, url: (p: string) => string, card: Card) {
  await page.goto(url(`/anuncio-produto/${card.id_anuncio}`))
  await page.getByRole('heading', { level: 1, name: card.produto.nome }).waitFor()
  await page.getByRole('button', { name: 'Adicionar ao Carrinho', exact: true }).click()
  const chooser = page.getByRole('dialog', { name: 'Escolha a forma de pagamento' })
  await chooser.getByRole('button', { name: /^Sustentável/ }).click()
  await page.getByText('Produto adicionado ao carrinho com sucesso!', { exact: true }).first().waitFor()
  await chooser.waitFor({ state: 'hidden' })
}

/** On the provider's page by card, back on the success page: the order's id. */
async function pagar(page: Page): Promise<string> {
  await page.waitForURL(/\/mp-sim\/checkout\/v1\/redirect\?pref_id=/)
  await pagarNoSimulador(page, { cartao: 'APRO' })
  await page.waitForURL(/\/pagamento\/sucesso\?/)
  await page.getByRole('heading', { name: 'Pagamento Aprovado!' }).waitFor()
  return new URL(page.url()).searchParams.get('external_reference') as string
}

async function jornada(session: ReturnType<typeof useBrowser>, vez: number) {
  const { page, url } = session
  const retirada = await sustentavelDe(RETIRADA.loja, vez)
  const envio = await sustentavelDe(ENVIO.loja, vez)
  const comprador = await createUser(['comprador'])
  await login(page, url, comprador)
  await page.waitForURL(url('/'))
  await adicionarSustentavel(page, url, retirada)
  await adicionarSustentavel(page, url, envio)

  // The cart: no address yet, so only pickup serves; one is added right there.
  await page.getByRole('button', { name: 'Carrinho (2 itens)' }).click()
  const drawer = page.getByRole('dialog', { name: 'Meu Carrinho' })
  await drawer.getByText('Nenhum endereço cadastrado').waitFor()
  await drawer.getByRole('button', { name: 'Adicionar endereço' }).click()
  await drawer.getByLabel('Destinatário').fill(comprador.nome)
  await drawer.getByLabel('CEP').fill('04538132')
  await drawer.getByLabel('Telefone').fill('11912345678')
  await drawer.getByLabel('Logradouro').fill('Avenida Brigadeiro Faria Lima')
  await drawer.getByLabel('Número').fill('3477')
  await drawer.getByLabel('Bairro').fill('Itaim Bibi')
  await drawer.getByLabel('Cidade').fill('São Paulo')
  await drawer.getByLabel('UF').selectOption('SP')
  await drawer.getByRole('button', { name: 'Salvar endereço' }).click()
  await drawer.getByText(/Avenida Brigadeiro Faria Lima, 3477/).waitFor()

  // Each atelier offers what serves that address: pickup from one, shipping (with its fee) from the other.
  const doAtelie = drawer.getByRole('group', { name: `Entrega — ${RETIRADA.loja}` })
  await doAtelie.getByRole('radio', { name: 'Retirada no ateliê' }).check()
  const daOficina = drawer.getByRole('group', { name: `Entrega — ${ENVIO.loja}` })
  const enviar = daOficina.getByRole('radio', { name: 'Envio pelos Correios/transportadora' })
  await enviar.check()
  expect(await daOficina.getByRole('radio').count()).toBe(1)
  await daOficina.getByText(ENVIO.taxa).first().waitFor()
  // What to hand over, and how, for each mode.
  await drawer.getByText(TEXTO_RETIRADA).waitFor()
  await drawer.getByText(TEXTO_ENVIO).waitFor()
  await drawer.getByText(materiaDe(retirada).texto).first().waitFor()
  await drawer.getByText(materiaDe(envio).texto).first().waitFor()
  // The total in cash includes the shipping fee.
  const valor = (c: Card) => c.valor_conversao ?? c.produto.preco
  const total = reais(valor(retirada) + valor(envio) + 29.9)
  await drawer.getByText(total, { exact: true }).first().waitFor()
  expect(await seriousViolations(page)).toEqual([])
  await drawer.getByRole('button', { name: 'Finalizar compra' }).click()

  // Both orders paid, one after the other; each success page says what to hand over and how.
  const idRetirada = await pagar(page)
  const oQue = page.getByRole('region', { name: 'O que entregar' })
  await oQue.getByText(materiaDe(retirada).texto, { exact: true }).waitFor()
  await oQue.getByText(TEXTO_RETIRADA).waitFor()
  await page.getByRole('button', { name: 'Pagar próximo pedido' }).click()
  const idEnvio = await pagar(page)
  await oQue.getByText(materiaDe(envio).texto, { exact: true }).waitFor()
  await oQue.getByText(TEXTO_ENVIO).waitFor()
  expect(await seriousViolations(page)).toEqual([])

  // The pickup order shows where and when to pick it up, now that it is paid.
  await page.goto(url(`/pedido/detalhes-comprador/${idRetirada}`))
  const entregaRetirada = page.getByRole('region', { name: 'Entrega' })
  await entregaRetirada.getByText('Retirada no ateliê').waitFor()
  await entregaRetirada.getByText(/Horário: /).waitFor()

  // The shipping atelier: the material arrives, the order is prepared and posted with its code.
  const vendedor = await session.otherPage()
  await login(vendedor, url, ENVIO)
  await vendedor.waitForURL(url('/dashboard'))
  await vendedor.goto(url(`/pedido/detalhes/${idEnvio}`))
  await vendedor.getByRole('heading', { level: 1, name: `Pedido #${idEnvio}` }).waitFor()
  const materia = vendedor.getByRole('region', { name: 'Matéria-prima' })
  await materia.getByRole('button', { name: 'Registrar recebimento' }).click()
  const registro = vendedor.getByRole('dialog', { name: 'Registrar recebimento' })
  const m = materiaDe(envio)
  await registro.getByLabel(`Recebido de ${m.nome} (${m.sigla})`).fill(numero.format(m.devida))
  await registro.getByRole('button', { name: 'Salvar recebimento' }).click()
  await registro.waitFor({ state: 'detached' })
  await materia.getByText('Situação: Recebido', { exact: true }).waitFor()
  const controle = vendedor.getByRole('region', { name: 'Controle do Pedido' })
  for (const acao of ['Confirmar Pedido', 'Iniciar Preparação']) {
    await controle.getByRole('button', { name: acao }).click()
    await controle.getByRole('button', { name: acao }).waitFor({ state: 'detached' })
  }
  await controle.getByRole('button', { name: 'Confirmar Produto Pronto' }).click()
  const pronto = vendedor.getByRole('dialog', { name: 'Pedido pronto para entrega' })
  await pronto.getByLabel(/^Código de rastreio/).fill('ab123456789br')
  await pronto.getByLabel(/^Transportadora/).fill('Correios')
  await pronto.getByRole('button', { name: 'Confirmar Produto Pronto' }).click()
  await pronto.waitFor({ state: 'detached' })
  await vendedor.getByRole('region', { name: 'Entrega' }).getByText('AB123456789BR').waitFor()
  const conversaVendedor = vendedor.getByRole('region', { name: 'Mensagens' })
  await conversaVendedor
    .getByLabel('Sua mensagem')
    .fill('Material recebido, obrigado! Seu pedido já foi postado.')
  await conversaVendedor.getByRole('button', { name: 'Enviar' }).click()
  await conversaVendedor.getByText('Material recebido, obrigado! Seu pedido já foi postado.').waitFor()
  expect(await seriousViolations(vendedor)).toEqual([])

  // The buyer sees the code, the material received and the message, and answers.
  await page.goto(url(`/pedido/detalhes-comprador/${idEnvio}`))
  const entregaEnvio = page.getByRole('region', { name: 'Entrega' })
  await entregaEnvio.getByText('AB123456789BR').waitFor()
  await entregaEnvio.getByText(ENVIO.taxa).first().waitFor()
  await page.getByRole('region', { name: 'O que entregar' }).getByText(`Recebido: ${m.texto}.`).waitFor()
  const conversa = page.getByRole('region', { name: 'Mensagens' })
  await conversa.getByText('Material recebido, obrigado! Seu pedido já foi postado.').waitFor()
  await conversa.getByLabel('Sua mensagem').fill('Que ótimo, obrigado pelo código!')
  await conversa.getByRole('button', { name: 'Enviar' }).click()
  await conversaVendedor.getByText('Que ótimo, obrigado pelo código!').waitFor()
  expect(await seriousViolations(page)).toEqual([])
  expect(session.errors).toEqual([])
}

describe('fulfilment on a desktop', () => {
  const session = useBrowser({ width: 1280, height: 800 })
  it('two ateliers, pickup and shipping, the sustainable way: the handover, the code, the messages', async () => {
    await jornada(session, 0)
  }, 240_000)
})

describe('fulfilment on a 360 px phone', () => {
  const session = useBrowser({ width: 360, height: 780 })
  it('the same journey, on a phone', async () => {
    await jornada(session, 1)
  }, 240_000)
})
