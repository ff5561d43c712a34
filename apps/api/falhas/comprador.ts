// The simulated buyers: they check out (cart or buy now), pay at the provider (card approved or
// refused, Pix), cancel and ask for refunds, through the real HTTP API, retrying as a person would.
import { conferir, insistir, type Mundo, type Oferta, type Pessoa, pausa, type Sorteio } from './atores.ts'

interface PedidoDoComprador {
  id: number
  intencao: 'cancelar' | 'reembolso' | 'nada'
  resolvido: boolean
}

export function comprador(m: Mundo, c: Pessoa, s: Sorteio) {
  const { api } = m
  const cookie = c.cookie
  const carrinhos = new Set<number>()
  const meus: PedidoDoComprador[] = []
  const sim = (caminho: string, json: unknown) =>
    api.pedir('POST', `/mp-sim/__sim${caminho}`, { json, cabecalhos: { 'x-sim-token': m.simToken } })
  const pedido = async (id: number) => (await api.ler('GET', `/api/pedidos/${id}`, { cookie })).corpo

  /** Cart checkout: 1 to 3 listings of different sellers, the orders, then a preference for each. */
  async function viaCarrinho(): Promise<{ id: number; link: string }[]> {
    const escolhidas: Oferta[] = []
    for (let i = s.entre(1, 3); i > 0; i--) {
      const o = s.um(m.ofertas)
      if (!escolhidas.some((e) => e.vendedor === o.vendedor)) escolhidas.push(o)
    }
    for (const o of escolhidas) {
      const json = {
        id_usuario_comprador: c.id,
        id_anuncio: o.id_anuncio,
        quantidade: 1,
        forma_pagamento_selecionada: o.forma,
      }
      const r = await api.agir(
        () => api.pedir('POST', '/api/carrinho/item', { cookie, json }),
        async () => {
          const carrinho = await api.ler('GET', `/api/carrinho/usuario/${c.id}`, { cookie })
          return JSON.stringify(carrinho.corpo).includes(`"id_anuncio":${o.id_anuncio},`)
            ? carrinho
            : undefined
        },
      )
      conferir(m, 'adicionar ao carrinho', r, [200, 201])
    }
    const aguardando = await api.agir(
      () => api.pedir('POST', `/api/carrinho/usuario/${c.id}/aguardar-pagamento`, { cookie }),
      async () => {
        const r = await api.ler('GET', `/api/carrinho/usuario/${c.id}/aguardando-pagamento`, { cookie })
        return r.status === 200 && !carrinhos.has(r.corpo.id_carrinho) ? r : undefined
      },
    )
    if (!conferir(m, 'aguardar pagamento', aguardando, [200])) return []
    const idCarrinho = aguardando.corpo.id_carrinho as number
    carrinhos.add(idCarrinho)
    m.registro.pedidos += aguardando.corpo.pedidos.length
    const links = await insistir(
      m,
      'checkout do carrinho',
      () => api.ler('POST', `/api/mercadopago/checkout/carrinho/${idCarrinho}`, { cookie, json: {} }),
      [200],
    )
    if (!links) return []
    return links.corpo.data.pedidos.map((p: { id_pedido: number; init_point: string }) => ({
      id: p.id_pedido,
      link: p.init_point,
    }))
  }

  /** Buy now: one unit; the same listing again within minutes pays the same order (no duplicate). */
  async function comprarAgora(): Promise<{ id: number; link: string }[]> {
    const o = s.um(m.ofertas)
    const r = await insistir(
      m,
      'comprar agora',
      () =>
        api.ler('POST', `/api/mercadopago/checkout/anuncio/${o.id_anuncio}`, {
          cookie,
          json: { forma_pagamento_selecionada: o.forma },
        }),
      [201],
    )
    if (!r) return []
    m.registro.pedidos++
    return [{ id: r.corpo.data.id_pedido, link: r.corpo.data.init_point }]
  }

  /** The provider's page: pays the preference, unless a payment of it already went through. */
  async function pagarNoProvedor(link: string, cartao: string | null) {
    const preferencia = new URL(link).searchParams.get('pref_id') ?? ''
    const corpo = cartao
      ? { payment_method_id: 'master', cardholder_name: cartao }
      : { payment_method_id: 'pix' }
    const pago = await api.agir(
      async () => {
        const r = await sim(`/checkout/${preferencia}/pay`, corpo)
        if (r.status !== 201) throw new Error(`simulador: ${r.status} ${JSON.stringify(r.corpo)}`)
        return { id: String(r.corpo.payment_id), status: r.corpo.status as string }
      },
      async () => {
        const { rows } = await m.pool.query<{ id: string; status: string }>(
          'select id::text, status from mp_sim.payments where preference_id = $1 order by id desc limit 1',
          [preferencia],
        )
        return rows[0]
      },
    )
    return pago
  }

  /** The buyer's bank confirms the Pix, unless the statement already shows it. */
  async function confirmarPix(idPagamento: string) {
    await api.agir(
      async () => {
        const r = await sim(`/payments/${idPagamento}/status`, { status: 'approved' })
        if (r.status !== 200) throw new Error(`simulador: ${r.status} ${JSON.stringify(r.corpo)}`)
        return true
      },
      async () => {
        const { rows } = await m.pool.query<{ status: string }>(
          'select status from mp_sim.payments where id = $1',
          [idPagamento],
        )
        return rows[0]?.status === 'approved' ? true : undefined
      },
    )
  }

  /** Back on Recria's result page, which asks about the payment (and syncs it). */
  async function voltar(idPedido: number, idPagamento: string) {
    const r = await api.ler('GET', `/api/mercadopago/checkout/pedido/${idPedido}?payment_id=${idPagamento}`, {
      cookie,
    })
    conferir(m, 'página de retorno', r, [200])
  }

  async function pagar(p: { id: number; link: string }) {
    const sorte = s.next()
    if (sorte < 0.08) {
      // Gives up before paying; half of them cancel the order.
      meus.push({ id: p.id, intencao: s.next() < 0.5 ? 'cancelar' : 'nada', resolvido: false })
      return
    }
    let link = p.link
    if (sorte < 0.25) {
      const recusado = await pagarNoProvedor(link, 'OTHE')
      m.registro.recusados++
      await voltar(p.id, recusado.id)
      const denovo = await insistir(
        m,
        'pagar de novo',
        () => api.ler('POST', `/api/mercadopago/checkout/pedido/${p.id}`, { cookie, json: {} }),
        [200],
      )
      if (!denovo) return
      link = denovo.corpo.data.init_point
    }
    const pix = s.next() < 0.3
    const pago = await pagarNoProvedor(link, pix ? null : 'APRO')
    if (pix) {
      m.registro.pix++
      await pausa(s.entre(100, 1500))
      await confirmarPix(pago.id)
    }
    m.registro.pagamentosAprovados++
    await voltar(p.id, pago.id)
    const intencao = s.next()
    meus.push({
      id: p.id,
      intencao: intencao < 0.15 ? 'cancelar' : intencao < 0.45 ? 'reembolso' : 'nada',
      resolvido: false,
    })
  }

  /** What each order of theirs still asks of the buyer: a cancellation, a refund request. */
  async function acompanhar(p: PedidoDoComprador) {
    if (p.intencao === 'nada') return true
    const atual = await pedido(p.id)
    const status = atual.status_pedido as string
    if (p.intencao === 'cancelar') {
      if (['cancelado', 'reembolsado', 'entregue'].includes(status)) return true
      const json = { motivo: 'Comprei por engano, desculpe o transtorno.', id_usuario: c.id }
      const r = await api.agir(
        () => api.pedir('PUT', `/api/pedidos/${p.id}/cancelar`, { cookie, json }),
        async () => {
          const depois = await pedido(p.id)
          return depois.status_pedido !== status ? { status: 200, corpo: depois } : undefined
        },
      )
      // 422: the seller moved it on (or delivered it) meanwhile.
      if (conferir(m, 'cancelar', r, [200, 422])?.status === 200) m.registro.cancelamentos++
      return true
    }
    if (['cancelado', 'reembolsado'].includes(status) || atual.reembolso) return true
    if (status !== 'entregue' || !atual.id_pagamento) return false
    const json = { motivo: 'defective_product', descricao: 'Chegou com a costura aberta.' }
    // Asked of the payment that paid the order, as the order's page offers it.
    const r = await api.agir(
      () => api.pedir('POST', `/api/reembolsos/solicitar/${atual.id_pagamento}`, { cookie, json }),
      async () => ((await pedido(p.id)).reembolso ? { status: 201, corpo: null } : undefined),
    )
    if (conferir(m, 'solicitar reembolso', r, [201])) m.registro.solicitacoes++
    return true
  }

  return {
    /** Buys until `comprando()` is false. */
    async comprar(comprando: () => boolean) {
      while (comprando()) {
        const pedidos = s.next() < 0.5 ? await viaCarrinho() : await comprarAgora()
        for (const p of pedidos) await pagar(p)
        await pausa(s.entre(100, 600))
      }
    },
    /** Follows their orders until `ativo()` is false or nothing is left to do. */
    async acompanhar(ativo: () => boolean, comprando: () => boolean) {
      while (ativo()) {
        for (const p of meus) if (!p.resolvido) p.resolvido = await acompanhar(p)
        if (!comprando() && meus.every((p) => p.resolvido)) return
        await pausa(600)
      }
    },
  }
}
