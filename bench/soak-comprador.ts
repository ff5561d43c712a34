// A buyer's visits, as the storefront makes its calls: the catalogue (pages, filters, sorting), a
// search, listing pages, the cart and its checkout or "Comprar Agora", paying on the simulator's
// hosted page (card approved mostly, some refused and paid again, Pix settled by the bank), the
// orders, and the notifications the open stream announced.
import { ORDENACOES } from '@recria/domain/catalogo-opcoes'
import type { Conta } from './contas.ts'
import { Falha, repetir, type SoakCliente } from './soak-cliente.ts'
import { BUSCAS, type Oferta } from './soak-preparo.ts'

export interface Ambiente {
  cli: SoakCliente
  base: string
  simToken: string
  ofertas: Oferta[]
  /** Think time between steps (`fator` of the mean); throws Fim once the run is over. */
  pausa: (fator?: number) => Promise<void>
  /** Whether the run is still on. */
  ativo: () => boolean
  /** Payments by how they went, for the report. */
  pagamentos: Map<string, number>
}

type Card = {
  id_anuncio: number
  forma_de_pagamento: 'padrao' | 'sustentavel'
  produto: { id_produto: number }
}
type Pagina<T> = { itens: T[]; total_paginas: number }

const sortear = <T>(lista: readonly T[]) => lista[Math.floor(Math.random() * lista.length)] as T
const chance = (p: number) => Math.random() < p
const CARTAO = '5031 4332 1540 6351'

export function comprador(amb: Ambiente, conta: Conta) {
  const { cli, pausa } = amb
  const { cookie, id } = conta
  let naoLidas = 0
  const contar = (como: string) => {
    amb.pagamentos.set(como, (amb.pagamentos.get(como) ?? 0) + 1)
  }

  /** The stream's events: the unread count comes with each one. */
  function aoEvento(event: string, data: unknown) {
    if (event === 'contagem') naoLidas = (data as { total: number }).total
  }

  async function catalogo(): Promise<Card[]> {
    const q = new URLSearchParams({ page: String(1 + Math.floor(Math.random() * 3)) })
    if (chance(0.5)) q.set('ordenar', sortear(ORDENACOES))
    if (chance(0.3)) q.set('forma_pagamento', sortear(['padrao', 'sustentavel']))
    if (chance(0.2)) {
      q.set('preco_min', '20')
      q.set('preco_max', '80')
    }
    const pagina = await cli.json<Pagina<Card>>('GET', `/api/anuncios/ativos-comprador?${q}`)
    return pagina.itens
  }

  async function busca(): Promise<Card[]> {
    const termo = sortear(BUSCAS)
    await cli.get(`/api/anuncios/sugestoes?busca=${encodeURIComponent(termo.slice(0, 3))}`)
    await pausa()
    const q = new URLSearchParams({ busca: termo })
    if (chance(0.3)) q.set('ordenar', sortear(['menor_preco', 'maior_preco', 'avaliacao']))
    return (await cli.json<Pagina<Card>>('GET', `/api/anuncios/ativos-comprador?${q}`)).itens
  }

  async function abrirAnuncio(idAnuncio: number, idProduto: number) {
    await cli.get(`/api/anuncios/${idAnuncio}`, cookie)
    await cli.get(`/api/avaliacoes/produto/${idProduto}`)
  }

  /** The simulator's hosted page: shown, filled and posted; then Recria's return page asks how it went. */
  async function pagar(initPoint: string, idPedido: number, segundaVez = false): Promise<void> {
    await cli.get(initPoint)
    await pausa()
    const sorte = Math.random()
    const como = segundaVez || sorte < 0.75 ? 'APRO' : sorte < 0.87 ? 'OTHE' : 'pix'
    const form = new URLSearchParams(
      como === 'pix'
        ? { payment_method: 'pix' }
        : { payment_method: 'card', cardholder_name: como, card_number: CARTAO },
    )
    const res = await cli.chamar('POST', initPoint, { form, esperado: [200, 302] })
    const paymentId = /payment_id=(\d+)/.exec(res.headers.location ?? res.body)?.[1]
    if (!paymentId) {
      cli.erro('POST /mp-sim/checkout/v1/redirect', `sem payment_id: ${res.status} ${res.body.slice(0, 200)}`)
      throw new Falha('pagamento')
    }
    const retorno = `/api/mercadopago/checkout/pedido/${idPedido}?payment_id=${paymentId}`
    if (como === 'pix') {
      await cli.get(retorno, cookie)
      await pausa()
      // Most buyers pay the Pix in their bank's app; the rest never do (the order stays unpaid).
      if (!chance(0.85)) return contar('pix não pago')
      await cli.chamar('POST', `/mp-sim/__sim/payments/${paymentId}/status`, {
        json: { status: 'approved' },
        headers: { 'x-sim-token': amb.simToken },
      })
      contar('pix aprovado')
    } else contar(como === 'APRO' ? 'cartão aprovado' : 'cartão recusado')
    await cli.get(retorno, cookie)
    if (como !== 'OTHE' || !chance(0.6)) return
    // Refused: "Tentar novamente" from Recria's failure page, a new preference for the same order.
    await pausa()
    const novo = await cli.json<{ data: { init_point: string } }>(
      'POST',
      `/api/mercadopago/checkout/pedido/${idPedido}`,
      { cookie, json: {} },
    )
    return pagar(novo.data.init_point, idPedido, true)
  }

  async function adicionar(oferta: Oferta) {
    await cli.chamar('POST', '/api/carrinho/item', {
      cookie,
      esperado: [200, 201],
      json: {
        id_usuario_comprador: id,
        id_anuncio: oferta.id_anuncio,
        quantidade: 1 + Math.floor(Math.random() * 2),
        forma_pagamento_selecionada: oferta.forma,
      },
    })
  }

  async function carrinho() {
    for (let i = 0, n = 1 + Math.floor(Math.random() * 3); i < n; i++) {
      const oferta = sortear(amb.ofertas)
      await abrirAnuncio(oferta.id_anuncio, oferta.id_produto)
      await pausa()
      await adicionar(oferta)
      await cli.get(`/api/carrinho/usuario/${id}`, cookie)
      await pausa()
    }
    const { id_carrinho } = await cli.json<{ id_carrinho: number }>(
      'POST',
      `/api/carrinho/usuario/${id}/aguardar-pagamento`,
      { cookie },
    )
    const links = await cli.json<{ data: { pedidos: { id_pedido: number; init_point: string }[] } }>(
      'POST',
      `/api/mercadopago/checkout/carrinho/${id_carrinho}`,
      { cookie, json: {} },
    )
    for (const p of links.data.pedidos) await pagar(p.init_point, p.id_pedido)
  }

  async function comprarAgora() {
    const oferta = sortear(amb.ofertas)
    await abrirAnuncio(oferta.id_anuncio, oferta.id_produto)
    await pausa()
    const res = await cli.json<{ data: { init_point: string; id_pedido: number } }>(
      'POST',
      `/api/mercadopago/checkout/anuncio/${oferta.id_anuncio}`,
      { cookie, esperado: [201], json: { forma_pagamento_selecionada: oferta.forma } },
    )
    await pagar(res.data.init_point, res.data.id_pedido)
  }

  async function pedidos() {
    const lista = await cli.json<Pagina<{ id_pedido: number }>>(
      'GET',
      `/api/pedidos/comprador/${id}?page=1`,
      { cookie },
    )
    const pedido = lista.itens[0]
    if (pedido) {
      await pausa()
      await cli.get(`/api/pedidos/${pedido.id_pedido}`, cookie)
    }
  }

  async function notificacoes() {
    await cli.get(`/api/notificacoes/usuario/${id}/contar-nao-lidas`, cookie)
    if (naoLidas === 0) return
    const lista = await cli.json<Pagina<{ id_notificacao: number }>>(
      'GET',
      `/api/notificacoes/usuario/${id}/nao-lidas?page=1`,
      { cookie },
    )
    await pausa()
    const primeira = lista.itens[0]
    if (chance(0.5) && primeira)
      await cli.chamar('PUT', `/api/notificacoes/usuario/${id}/${primeira.id_notificacao}/lida`, { cookie })
    else await cli.chamar('PUT', `/api/notificacoes/usuario/${id}/marcar-todas-lidas`, { cookie })
  }

  /** One visit: browse, perhaps buy, then the orders and the notifications. */
  async function visita() {
    let cards = await catalogo()
    await pausa()
    if (chance(0.3)) {
      cards = await catalogo()
      await pausa()
    }
    if (chance(0.5)) {
      cards = await busca()
      await pausa()
    }
    const visto = cards.length ? sortear(cards) : null
    if (visto) {
      await abrirAnuncio(visto.id_anuncio, visto.produto.id_produto)
      await pausa()
    }
    const compra = Math.random()
    if (compra < 0.4) await carrinho()
    else if (compra < 0.55) await comprarAgora()
    await pausa()
    await pedidos()
    await pausa()
    await notificacoes()
  }

  return { aoEvento, rodar: () => repetir(amb, 'jornada do comprador', visita) }
}
