// Every documented route that names something by `{id}`, tried with the real id of another user's
// account, raw material, conversion, product, listing or payment, written plainly: each stranger gets
// the exact refusal meant for them and the database is unchanged. The owner, with the same calls,
// is answered: the ids are real and the bodies valid, so every refusal comes from authorization.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Caller,
  prepareWalk,
  type Route,
  routesWithId,
  snapshot,
  type Walk,
} from '../../test/route-walk.ts'
import { ownerCookie, ownerOf, request } from '../../test/route-walk-requests.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
let walk: Walk
let routes: Route[]
beforeAll(async () => {
  // The route walk plants a paid order and its payment in SQL: not a flow to reconcile.
  t = await createTestApp({}, { reconcile: false })
  walk = await prepareWalk(t)
  routes = await routesWithId(t)
})
afterAll(() => t.close())

const SIGN_IN = [401, 'Você precisa estar logado para acessar este recurso.'] as const
const OTHER_USER = [403, 'Você não tem permissão para acessar dados de outro usuário.'] as const
const SELLERS_ONLY = [403, 'Esta ação é exclusiva para vendedores.'] as const
const BUYERS_ONLY = [403, 'Esta ação é exclusiva para compradores.'] as const
const NOT_YOUR_ORDER = [403, 'Você não tem permissão para acessar este pedido.'] as const
const NOT_FOUND = {
  materia: [404, 'Matéria-prima não encontrada.'],
  conversao: [404, 'Conversão não encontrada.'],
  produto: [404, 'Produto não encontrado.'],
  anuncio: [404, 'Anúncio não encontrado.'],
} as const

/** What `caller` is told for someone else's id on `route` (docs/design.md#http-conventions). */
function refusal(caller: Caller, { method, path }: Route): readonly [number, string] | 'public' | 'buys' {
  if (method === 'GET' && path === '/anuncios/{id}') return 'public' // the buyer's listing page
  if (path.startsWith('/avaliacoes/produto/')) return 'public' // its reviews tab
  if (method === 'GET' && path === '/vendedores/{id}/loja') return 'public' // the seller's shop
  if (caller === 'visitante') return SIGN_IN
  if (method === 'GET' && path === '/anuncios/{id}/entrega') return 'public' // buy now's delivery options
  // Ratings: whether the caller bought a product answers about the caller (no, for a stranger); a
  // review is edited by its author; an order's reviews are its parties'; a user's lists, theirs.
  if (path.startsWith('/avaliacoes/verificar-compra/') || path.startsWith('/avaliacoes/pode-avaliar/'))
    return 'public'
  if (path === '/avaliacoes/{id}') return [403, 'Você só pode editar as suas próprias avaliações.']
  if (path.startsWith('/avaliacoes/pedido/')) return NOT_YOUR_ORDER
  if (path.startsWith('/avaliacoes/vendedor/'))
    return caller === 'outro comprador' ? SELLERS_ONLY : OTHER_USER
  if (path.startsWith('/avaliacoes/usuario/')) return OTHER_USER
  // Refunds: the buyer asks for their own order's, its seller answers; each side lists its own.
  if (path.startsWith('/reembolsos/solicitar/'))
    return caller === 'outro vendedor'
      ? BUYERS_ONLY
      : [403, 'Apenas o comprador do pedido pode solicitar o reembolso.']
  if (path.startsWith('/reembolsos/responder/'))
    return caller === 'outro comprador'
      ? SELLERS_ONLY
      : [403, 'Apenas o vendedor do pedido pode responder a esta solicitação.']
  if (path.startsWith('/reembolsos/vendedor/'))
    return caller === 'outro comprador' ? SELLERS_ONLY : OTHER_USER
  if (path.startsWith('/reembolsos/comprador/')) return caller === 'outro vendedor' ? BUYERS_ONLY : OTHER_USER
  if (path.startsWith('/reembolsos/estatisticas/')) return OTHER_USER
  if (path === '/reembolsos/{id}') return [403, 'Você não tem permissão para acessar este reembolso.']
  if (path === '/reembolsos/{id}/disputa')
    return caller === 'outro vendedor'
      ? BUYERS_ONLY
      : [403, 'Você não tem permissão para acessar este reembolso.']
  // Buying someone's listing is what buyers do: only a seller-only account is refused.
  if (path.startsWith('/mercadopago/checkout/anuncio/'))
    return caller === 'outro comprador' ? 'buys' : BUYERS_ONLY
  if (path.startsWith('/mercadopago/checkout/'))
    return caller === 'outro vendedor'
      ? BUYERS_ONLY
      : path.includes('/carrinho/')
        ? [404, 'Carrinho não encontrado.']
        : method === 'GET' // the result pages' status call: another's order is one that does not exist
          ? [404, 'Pedido não encontrado.']
          : NOT_YOUR_ORDER
  if (path.startsWith('/dashboard/vendedor/')) return caller === 'outro comprador' ? SELLERS_ONLY : OTHER_USER
  // Decision 030: the seller settles the missing material, the buyer pays its charge.
  if (path.startsWith('/pedidos/{id}/materia-prima/'))
    return path.endsWith('/pagar')
      ? caller === 'outro vendedor'
        ? BUYERS_ONLY
        : NOT_YOUR_ORDER
      : caller === 'outro comprador'
        ? SELLERS_ONLY
        : NOT_YOUR_ORDER
  if (path.startsWith('/pedidos/{id}/'))
    return (path.endsWith('/status') || path.endsWith('/materia-prima') || path.endsWith('/entrega')) &&
      caller === 'outro comprador'
      ? SELLERS_ONLY
      : NOT_YOUR_ORDER
  // Cart routes: the path or the body names the customer, a buyer; a seller is no buyer.
  if (path.startsWith('/carrinho/usuario/')) return OTHER_USER
  if (path.startsWith('/carrinho/item/')) return caller === 'outro comprador' ? OTHER_USER : BUYERS_ONLY
  if (path.startsWith('/usuarios/')) return OTHER_USER
  // Each side lists its own orders; one order is read by its two parties only.
  if (path.startsWith('/pedidos/vendedor/')) return caller === 'outro comprador' ? SELLERS_ONLY : OTHER_USER
  if (path.startsWith('/pedidos/comprador/')) return caller === 'outro vendedor' ? BUYERS_ONLY : OTHER_USER
  if (path.startsWith('/pedidos/') || path.startsWith('/item-pedidos/')) return NOT_YOUR_ORDER
  // Notifications belong to any signed-in user, buyer or seller: only the profile's owner is answered.
  if (path.startsWith('/notificacoes/usuario/')) return OTHER_USER
  if (path.includes('/usuario/')) return caller === 'outro comprador' ? SELLERS_ONLY : OTHER_USER
  // The seller lists their own payments; an order's payments answer its two parties.
  if (path.startsWith('/pagamentos/vendedor/'))
    return caller === 'outro comprador' ? SELLERS_ONLY : OTHER_USER
  if (path.startsWith('/pagamentos/pedido/')) return NOT_YOUR_ORDER
  if (path.startsWith('/pagamentos')) return [403, 'Você não tem permissão para acessar este pagamento.']
  // Addresses: anyone signed in keeps their own; another's is one that does not exist.
  if (path.startsWith('/enderecos/')) return [404, 'Endereço não encontrado.']
  // A seller's delivery settings are theirs alone.
  if (path.startsWith('/vendedores/')) return caller === 'outro comprador' ? SELLERS_ONLY : OTHER_USER
  if (caller === 'outro comprador') return SELLERS_ONLY
  // A product's gallery: another seller's product is named, and refused.
  if (path.startsWith('/produtos/{id}/imagens'))
    return [403, 'Você não tem permissão para alterar as imagens deste produto.']
  const owned = ownerOf(path)
  if (!(owned in NOT_FOUND)) throw new Error(`unexpected ${path}`)
  return NOT_FOUND[owned as keyof typeof NOT_FOUND]
}

describe("someone else's ids, written plainly", () => {
  it('walk more than twenty operations, GET and state-changing', () => {
    expect(routes.length).toBeGreaterThan(20)
    expect(new Set(routes.map((r) => r.method))).toEqual(new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']))
  })

  it('are refused with the exact status and message for each stranger, changing nothing', async () => {
    const before = await snapshot(t)
    const unexpected: string[] = []
    for (const route of routes) {
      const id = String(walk.ids[ownerOf(route.path)])
      for (const [caller, cookie] of Object.entries(walk.cookies) as [Caller, string | undefined][]) {
        const expected = refusal(caller, route)
        if (expected === 'buys') continue // its own tests: buy now makes an order, on purpose
        const res = await t.app.inject(request(route, id, walk, cookie))
        const got = expected === 'public' ? res.statusCode : [res.statusCode, res.json().mensagem]
        if (JSON.stringify(got) !== JSON.stringify(expected === 'public' ? 200 : expected))
          unexpected.push(
            `${caller} ${route.method} ${route.path} → ${res.statusCode} ${res.body.slice(0, 90)}`,
          )
      }
    }
    expect(unexpected).toEqual([])
    expect(await snapshot(t)).toEqual(before)
  }, 120_000)
})

describe('the same calls from the owner', () => {
  // Run last: they change the owner's data. The payment sync and the checkout ask Mercado Pago (not
  // running here; their own tests use the simulator), reading or finishing a checked-out cart needs a
  // checkout first, and
  // deletion would take the ids away; the password change would end nothing but goes last too.
  const byOwner = () =>
    routes
      .filter(
        ({ method, path }) =>
          method !== 'DELETE' &&
          !path.endsWith('/sincronizar') &&
          path !== '/pagamentos/{id}/status' && // a sync too (decision 020)
          !path.endsWith('/finalizar') &&
          !path.endsWith('/aguardando-pagamento') &&
          !path.startsWith('/mercadopago/checkout/') &&
          // The walk's order has no missing material to settle, and paying a charge asks Mercado Pago:
          // pedidos-materia-cobranca.test.ts answers them from their owners.
          !path.includes('/materia-prima/') &&
          // The walk's order is not ready for delivery: pedidos-entrega.test.ts corrects one from its seller.
          path !== '/pedidos/{id}/entrega',
      )
      .sort((a, b) => Number(a.path.endsWith('/senha')) - Number(b.path.endsWith('/senha')))

  it('are answered: the ids are real and the bodies valid', async () => {
    const refused: string[] = []
    for (const route of byOwner()) {
      const owned = ownerOf(route.path)
      const res = await t.app.inject(
        request(route, String(walk.ids[owned]), walk, ownerCookie(walk, owned, route.path)),
      )
      // 201 for what the call creates (a refund request).
      if (res.statusCode !== 200 && res.statusCode !== 201)
        refused.push(`${route.method} ${route.path} → ${res.statusCode} ${res.body}`)
    }
    expect(refused).toEqual([])
    const { rows } = await t.pool.query('select nome, email from usuarios where id_usuario = $1', [
      walk.victim.id,
    ])
    // A new e-mail waits for its confirmation from the new address (decision 044).
    expect(rows).toEqual([{ nome: 'Conta tomada', email: walk.victim.email }])
  }, 60_000)
})
