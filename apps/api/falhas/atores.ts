// The simulated people: buyers who check out (cart or buy now), pay at the provider (card approved or
// refused, Pix), cancel and ask for refunds; sellers who move their orders on and answer refunds. Each
// acts through the real HTTP API, retries as a person would when the site is down, and reads what
// happened before doing anything with money again.
import type pg from 'pg'
import type { Cliente, Resposta } from './cliente.ts'

export type Forma = 'padrao' | 'sustentavel'
export interface Oferta {
  id_anuncio: number
  forma: Forma
  vendedor: number
}
export interface Pessoa {
  id: number
  cookie: string
}

/** The figures of a run, and every answer a person should never get. */
export interface Registro {
  pedidos: number
  pagamentosAprovados: number
  recusados: number
  pix: number
  cancelamentos: number
  solicitacoes: number
  respostasDeReembolso: number
  passos: number
  falhasDoProvedor: number
  /** 5xx without a Portuguese `mensagem`, 500s, and answers outside what each step allows. */
  inesperadas: string[]
}

export function novoRegistro(): Registro {
  return {
    pedidos: 0,
    pagamentosAprovados: 0,
    recusados: 0,
    pix: 0,
    cancelamentos: 0,
    solicitacoes: 0,
    respostasDeReembolso: 0,
    passos: 0,
    falhasDoProvedor: 0,
    inesperadas: [],
  }
}

export interface Mundo {
  api: Cliente
  /** The test's own connection: what a person sees on the provider's side, and the sellers' lists. */
  pool: pg.Pool
  simToken: string
  ofertas: Oferta[]
  registro: Registro
}

/** Seeded draws (mulberry32): the same seed, the same choices of each person. */
export function sorteio(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    entre: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    um: <T>(itens: readonly T[]): T => itens[Math.floor(next() * itens.length)] as T,
  }
}
export type Sorteio = ReturnType<typeof sorteio>

const pausa = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Checks an answer: allowed statuses pass; a 5xx must be 502/503/504 with a `mensagem` (then null). */
function conferir(m: Mundo, passo: string, r: Resposta, permitidos: number[]): Resposta | null {
  if (permitidos.includes(r.status)) return r
  const mensagem = typeof r.corpo === 'object' && r.corpo ? r.corpo.mensagem : undefined
  if (r.status >= 502 && r.status <= 504 && typeof mensagem === 'string' && mensagem.length > 0) {
    m.registro.falhasDoProvedor++
    return null
  }
  m.registro.inesperadas.push(`${passo}: ${r.status} ${JSON.stringify(r.corpo).slice(0, 300)}`)
  return null
}

/** A call repeated while the provider fails (a 502 with its message), as a person clicks again. */
async function insistir(
  m: Mundo,
  passo: string,
  chamar: () => Promise<Resposta>,
  permitidos: number[],
  tentativas = 6,
): Promise<Resposta | null> {
  for (let i = 0; i < tentativas; i++) {
    const r = conferir(m, passo, await chamar(), permitidos)
    if (r) return r
    await pausa(500 * (i + 1))
  }
  return null
}

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

const PROXIMO: Record<string, string> = {
  pagamento_aprovado: 'confirmado',
  confirmado: 'em_preparacao',
  em_preparacao: 'pronto_para_entrega',
  pronto_para_entrega: 'entregue',
}

/** A seller at the back office: moves paid orders on step by step, answers refund requests. */
export function vendedor(m: Mundo, v: Pessoa, s: Sorteio) {
  const { api } = m
  const cookie = v.cookie

  /** The buyer's raw material arrived in full (a sustainable order is delivered only after that). */
  async function materiaRecebida(idPedido: number) {
    const devidos = await m.pool.query<{ id_item_pedido: number; quantidade: string }>(
      `select id_item_pedido, quantidade_materia_prima::text as quantidade from itens_pedido
       where id_pedido = $1 and quantidade_materia_prima is not null
       and quantidade_recebida is distinct from quantidade_materia_prima`,
      [idPedido],
    )
    if (!devidos.rows.length) return
    const itens = devidos.rows.map((d) => ({
      id_item_pedido: d.id_item_pedido,
      quantidade_recebida: d.quantidade,
    }))
    // Recording the same full quantity again changes nothing: a retry after a crash is safe.
    const r = await api.ler('PUT', `/api/pedidos/${idPedido}/materia-prima`, { cookie, json: { itens } })
    conferir(m, 'matéria-prima recebida', r, [200, 422])
  }

  async function passo(idPedido: number, de: string) {
    const para = PROXIMO[de] as string
    if (para === 'entregue') await materiaRecebida(idPedido)
    // Every seller of this world ships (mundo.ts): 'Pronto para entrega' carries the tracking code.
    const rastreio = para === 'pronto_para_entrega' ? { codigo_rastreio: `BR${idPedido}RC` } : {}
    const r = await api.agir(
      () =>
        api.pedir('PUT', `/api/pedidos/${idPedido}/status`, {
          cookie,
          json: { status: para, id_usuario: v.id, ...rastreio },
        }),
      async () => {
        const atual = await api.ler('GET', `/api/pedidos/${idPedido}`, { cookie })
        return atual.corpo.status_pedido !== de ? atual : undefined
      },
    )
    // 422: the buyer cancelled it meanwhile.
    if (conferir(m, `status ${para}`, r, [200, 422])?.status === 200) m.registro.passos++
  }

  async function responder(idReembolso: number) {
    const json = { respostaVendedor: 'Tudo certo, devolvemos o valor.', aprovado: s.next() < 0.85 }
    const r = await api.agir(
      () => api.pedir('PUT', `/api/reembolsos/responder/${idReembolso}`, { cookie, json }),
      async () => {
        const atual = await api.ler('GET', `/api/reembolsos/${idReembolso}`, { cookie })
        return atual.corpo.reembolso?.status !== 'awaiting_approval' ? atual : undefined
      },
    )
    if (conferir(m, 'responder reembolso', r, [200, 422])) m.registro.respostasDeReembolso++
  }

  return {
    async trabalhar(ativo: () => boolean) {
      while (ativo()) {
        const { rows } = await m.pool.query<{ id_pedido: number; status_pedido: string }>(
          `select id_pedido, status_pedido from pedidos where id_usuario_vendedor = $1
           and status_pedido = any($2) order by id_pedido`,
          [v.id, Object.keys(PROXIMO)],
        )
        for (const row of rows) if (s.next() < 0.6) await passo(row.id_pedido, row.status_pedido)
        const pedidos = await m.pool.query<{ id_reembolso: number }>(
          `select id_reembolso from reembolsos where id_usuario_vendedor = $1 and status = 'awaiting_approval'`,
          [v.id],
        )
        for (const row of pedidos.rows) await responder(row.id_reembolso)
        await pausa(s.entre(300, 700))
      }
    },
  }
}
