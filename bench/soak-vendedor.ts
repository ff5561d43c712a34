// A seller's rounds, as the back office makes its calls: the order list with its filters, each paid
// order opened and moved one status on (now and then cancelled, which refunds the buyer), the
// payments, the dashboard and the notifications.
import { nextStatuses, type StatusPedido } from '@recria/domain/pedido'
import type { Conta } from './contas.ts'
import { repetir } from './soak-cliente.ts'
import type { Ambiente } from './soak-comprador.ts'

type Pagina<T> = { itens: T[] }

// New paid orders come most often: the seller looks at them every other round.
const FILTROS = [
  'status=pagamento_aprovado',
  '',
  'status=pagamento_aprovado',
  'status=confirmado',
  'status=pagamento_aprovado',
  'status=em_preparacao',
  'status=pagamento_aprovado',
  'status=pronto_para_entrega',
]
const EM_ANDAMENTO: readonly StatusPedido[] = [
  'pagamento_aprovado',
  'confirmado',
  'em_preparacao',
  'pronto_para_entrega',
]
/** Orders moved per round, at most: the seller works through the list a few at a time. */
const POR_RODADA = 6

export function vendedor(amb: Ambiente, conta: Conta) {
  const { cli, pausa } = amb
  const { cookie, id } = conta
  /** Between orders of the same list the seller only reads the order and clicks. */
  const pausaCurta = () => amb.pausa(1 / 3)
  let naoLidas = 0
  let rodada = 0
  const movimentos = new Map<string, number>()
  const contar = (como: string) => {
    movimentos.set(como, (movimentos.get(como) ?? 0) + 1)
  }

  async function mover(pedido: { id_pedido: number; status_pedido: StatusPedido }) {
    await cli.get(`/api/pedidos/${pedido.id_pedido}`, cookie)
    await pausaCurta()
    if (Math.random() < 0.04) {
      await cli.chamar('PUT', `/api/pedidos/${pedido.id_pedido}/cancelar`, {
        cookie,
        json: { motivo: 'Acabou o material para este pedido.', id_usuario: id },
      })
      return contar('cancelado')
    }
    const proximo = nextStatuses(pedido.status_pedido).find((s) => s !== 'cancelado') as StatusPedido
    await cli.chamar('PUT', `/api/pedidos/${pedido.id_pedido}/status`, {
      cookie,
      json: { status: proximo, id_usuario: id },
    })
    contar(proximo)
  }

  async function volta() {
    const filtro = FILTROS[rodada++ % FILTROS.length]
    const lista = await cli.json<Pagina<{ id_pedido: number; status_pedido: StatusPedido }>>(
      'GET',
      `/api/pedidos/vendedor/${id}?page=1${filtro ? `&${filtro}` : ''}`,
      { cookie },
    )
    await pausa()
    // The orders furthest along first: what is ready goes out before new work starts.
    const etapa = (p: { status_pedido: StatusPedido }) => EM_ANDAMENTO.indexOf(p.status_pedido)
    const aMover = lista.itens
      .filter((p) => etapa(p) >= 0)
      .sort((a, b) => etapa(b) - etapa(a))
      .slice(0, POR_RODADA)
    for (const pedido of aMover) {
      await mover(pedido)
      await pausaCurta()
    }
    // The payments and the dashboard every other round.
    if (rodada % 2 === 0) {
      await cli.get(`/api/pagamentos/vendedor/${id}?page=1`, cookie)
      await pausa()
      await cli.get(`/api/dashboard/vendedor/${id}`, cookie)
      await pausa()
    }
    await cli.get(`/api/notificacoes/usuario/${id}/contar-nao-lidas`, cookie)
    if (naoLidas > 0) {
      await cli.get(`/api/notificacoes/usuario/${id}/nao-lidas?page=1`, cookie)
      await cli.chamar('PUT', `/api/notificacoes/usuario/${id}/marcar-todas-lidas`, { cookie })
    }
  }

  return {
    movimentos,
    aoEvento(event: string, data: unknown) {
      if (event === 'contagem') naoLidas = (data as { total: number }).total
    },
    rodar: () => repetir(amb, 'jornada do vendedor', volta),
  }
}
