// The simulated people's common ground (their world, their record, their dice, how they read an answer
// and insist while the provider fails) and the sellers, who move their orders on and answer refunds;
// the buyers are in comprador.ts. Each acts through the real HTTP API, retries as a person would when
// the site is down, and reads what happened before doing anything with money again.
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

export const pausa = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Checks an answer: allowed statuses pass; a 5xx must be 502/503/504 with a `mensagem` (then null). */
export function conferir(m: Mundo, passo: string, r: Resposta, permitidos: number[]): Resposta | null {
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
export async function insistir(
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
