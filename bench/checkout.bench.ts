// The cart and its checkout on the built server (docs/design.md#orders-and-money): adding to the cart with
// 1 and 4 clients, reading a cart of 1 item against one of 50 items from 20 sellers, and the checkout of
// 10-seller carts (the orders, then one Checkout Pro preference per order through the mercadopago SDK against
// the simulator the server mounts at /mp-sim), each buyer sending an address and a delivery choice per
// seller (decision 029). The load comes from this process, on the same machine.
// Usage: npm run build && npm run bench:checkout [-- --adicoes 2000 --leituras 1000 --carrinhos 100]
// The server's own embedded PostgreSQL is filled by seed:large (--listings 10000 --sellers 40); the
// sellers whose listings go into carts are then connected to simulator test accounts, as the tests do.
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { createDb } from '../apps/api/src/db/client.ts'
import { mapLimit } from '../apps/api/src/lib/concurrency.ts'
import { createCipher } from '../apps/api/src/lib/crypto.ts'
import { entregasRepository } from '../apps/api/src/modules/entregas/entregas.repository.ts'
import { conexoesRepository } from '../apps/api/src/modules/mercadopago/conexoes.repository.ts'
import { startBuiltServer } from '../apps/api/test/built-server.ts'
import { carga, httpCliente, percentis } from './carga.ts'
import { type Conta, novosCompradores } from './contas.ts'
import { semearCatalogo } from './semente.ts'
import { inicio, tabela, veredito } from './tabela.ts'

const { values } = parseArgs({
  options: {
    adicoes: { type: 'string', default: '2000' },
    leituras: { type: 'string', default: '1000' },
    carrinhos: { type: 'string', default: '100' },
    listings: { type: 'string', default: '10000' },
    sellers: { type: 'string', default: '40' },
  },
})
const adicoes = Number(values.adicoes)
const leituras = Number(values.leituras)
const carrinhos = Number(values.carrinhos)

/** Each buyer of the add-to-cart runs gets this many calls, over this many listings (5 units each). */
const ADICOES_POR_COMPRADOR = 40
const ITENS_POR_CARRINHO = 8
const VENDEDORES_DO_CARRINHO_GRANDE = 20
const VENDEDORES_DO_CHECKOUT = 10
const AQUECIMENTO_CHECKOUT = 5
const SIM_TOKEN = 'token-de-controle-do-benchmark'
/** The checkout's sellers, in the cart's order, are asked for these modes in turn. */
const MODOS_DO_CHECKOUT = ['envio', 'entrega_local', 'retirada'] as const
const ENDERECO_COMPRADOR = {
  destinatario: 'Comprador do benchmark',
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
  telefone: '(11) 91234-5678',
}

type Forma = 'padrao' | 'sustentavel'
type Comprador = Conta
interface Oferta {
  id_anuncio: number
  forma: Forma
}

const tokenKey = randomBytes(32)
const server = await startBuiltServer({
  SEED_DEMO: 'false',
  MP_TOKEN_KEY: tokenKey.toString('hex'),
  MP_SIM_CONTROL_TOKEN: SIM_TOKEN,
  // Hundreds of buyers sign up and sign in from this one address.
  RATE_LIMIT_IP_MAX: '1000000',
})
const base = server.baseUrl
const { db, pool } = createDb(server.databaseUrl, 2)
const http = httpCliente(4)
try {
  inicio()
  await semearCatalogo(db, server, { listings: Number(values.listings), sellers: Number(values.sellers) })

  const vendedores = await vendedoresCompraveis(VENDEDORES_DO_CARRINHO_GRANDE)
  await conectarAoSimulador(vendedores.map((v) => v.id))
  await configurarEntregas(vendedores.map((v) => v.id))
  /** The k-th listing of the v-th seller: padrão for even k, sustentável (in that form) for odd k. */
  const oferta = (v: number, k: number): Oferta => {
    const vendedor = vendedores[v % vendedores.length] as (typeof vendedores)[number]
    const forma: Forma = k % 2 === 0 ? 'padrao' : 'sustentavel'
    const ids = vendedor[forma]
    return { id_anuncio: ids[Math.floor(k / 2) % ids.length] as number, forma }
  }
  const adicionar = async (c: Comprador, o: Oferta) => {
    const res = await http.post(
      `${base}/api/carrinho/item`,
      {
        id_usuario_comprador: c.id,
        id_anuncio: o.id_anuncio,
        quantidade: 1,
        forma_pagamento_selecionada: o.forma,
      },
      c.cookie,
    )
    if (res.status !== 200 && res.status !== 201)
      throw new Error(`POST /api/carrinho/item ${res.status}: ${res.body}`)
  }
  const { registrar, linha, imprimir } = tabela(44, 'Carrinho e checkout no servidor construído')

  // 1. Adding to the cart: each buyer's cart grows from 1 to 8 items (5 units each, far from the cap
  // of 99); the response is the whole cart, as the storefront receives it.
  const rodadaDeAdicoes = async (chamadas: number, clientes: number) => {
    const compradores = await novosCompradores(base, Math.ceil(chamadas / ADICOES_POR_COMPRADOR))
    return carga(
      async (i) => {
        const b = i % compradores.length
        const k = Math.floor(i / compradores.length) % ITENS_POR_CARRINHO
        await adicionar(compradores[b] as Comprador, oferta(b + k, b + k))
      },
      chamadas,
      clientes,
    )
  }
  await rodadaDeAdicoes(200, 2) // warm-up
  console.log('\nPOST /api/carrinho/item (alvo: p95 ≤ 20 ms)')
  for (const clientes of [1, 4]) {
    const f = await rodadaDeAdicoes(adicoes, clientes)
    registrar('adicionar ao carrinho (1 → 8 itens)', clientes, f, 'p95 ≤ 20 ms', veredito(f.p95 <= 20))
  }

  // 2. Reading a cart of 1 item and one of 50 items from 20 sellers, the two calls alternating so
  // that both see the same machine.
  const [umItem, cinquenta] = (await novosCompradores(base, 2)) as [Comprador, Comprador]
  await adicionar(umItem, oferta(0, 0))
  const grandes: Oferta[] = []
  for (let v = 0; v < VENDEDORES_DO_CARRINHO_GRANDE; v++)
    for (let k = v; k < v + (v < 10 ? 3 : 2); k++) grandes.push(oferta(v, k))
  for (const o of grandes) await adicionar(cinquenta, o)
  const leitura = (c: Comprador, itens: number) => async () => {
    const res = await http.get(`${base}/api/carrinho/usuario/${c.id}`, c.cookie)
    const body = JSON.parse(res.body) as { itens?: { disponivel: boolean }[] }
    if (res.status !== 200 || body.itens?.length !== itens || !body.itens.every((i) => i.disponivel))
      throw new Error(`GET /api/carrinho/usuario/${c.id}: ${res.status} ${res.body.slice(0, 300)}`)
    return res.body.length
  }
  const ler = { um: leitura(umItem, 1), cinquenta: leitura(cinquenta, grandes.length) }
  const bytes = { um: 0, cinquenta: 0 }
  for (let i = 0; i < 100; i++) [bytes.um, bytes.cinquenta] = [await ler.um(), await ler.cinquenta()]
  const tempos = { um: [] as number[], cinquenta: [] as number[] }
  for (let i = 0; i < leituras; i++)
    for (const qual of i % 2 ? (['um', 'cinquenta'] as const) : (['cinquenta', 'um'] as const)) {
      const t0 = performance.now()
      await ler[qual]()
      tempos[qual].push(performance.now() - t0)
    }
  const [l1, l50] = [percentis(tempos.um), percentis(tempos.cinquenta)]
  const razao = { p50: l50.p50 / l1.p50, p95: l50.p95 / l1.p95 }
  const sustentaveis = grandes.filter((o) => o.forma === 'sustentavel').length
  console.log(
    `\nGET /api/carrinho/usuario/{id} (alvo: 50 itens ≤ 1,5× 1 item); respostas de ${bytes.um} e ${bytes.cinquenta} bytes;` +
      ` o carrinho grande tem ${sustentaveis} itens sustentáveis`,
  )
  registrar('ler carrinho de 1 item', 1, l1, '', '')
  registrar(`ler carrinho de ${grandes.length} itens de 20 vendedores`, 1, l50, '', '')
  const razaoOk = razao.p50 <= 1.5 && razao.p95 <= 1.5
  linha(
    `| razão 50 itens / 1 item | | | | ${razao.p50.toFixed(2)}× | ${razao.p95.toFixed(2)}× | | ≤ 1,5× | ${veredito(razaoOk)} |`,
  )
  console.log(
    `  razão 50/1: p50 ${razao.p50.toFixed(2)}×, p95 ${razao.p95.toFixed(2)}×   ${veredito(razaoOk)}`,
  )

  // 3. Checkout of 10-seller carts, each cart filled beforehand by its own buyer with an address in
  // São Paulo: the orders (aguardar-pagamento, with the address and a delivery choice per seller:
  // shipping, local delivery and pickup in turn), then one preference per order (checkout/carrinho,
  // the fee as the shipping cost), timed together.
  const pagantes = await novosCompradores(base, carrinhos + AQUECIMENTO_CHECKOUT)
  const enderecos = new Map<number, number>()
  await mapLimit(pagantes, 4, async (c, j) => {
    for (let v = 0; v < VENDEDORES_DO_CHECKOUT; v++) await adicionar(c, oferta(v, j + v))
    const res = await http.post(`${base}/api/enderecos`, ENDERECO_COMPRADOR, c.cookie)
    if (res.status !== 201) throw new Error(`POST /api/enderecos ${res.status}: ${res.body}`)
    enderecos.set(c.id, (JSON.parse(res.body) as { id_endereco: number }).id_endereco)
  })
  const entregas = Array.from({ length: VENDEDORES_DO_CHECKOUT }, (_, v) => ({
    id_vendedor: (vendedores[v % vendedores.length] as (typeof vendedores)[number]).id,
    modo: MODOS_DO_CHECKOUT[v % MODOS_DO_CHECKOUT.length],
  }))
  const etapas = { aguardar: [] as number[], preferencias: [] as number[] }
  const pagar = async (c: Comprador, medir: boolean) => {
    const t0 = performance.now()
    const pedidos = await http.post(
      `${base}/api/carrinho/usuario/${c.id}/aguardar-pagamento`,
      { id_endereco: enderecos.get(c.id), entregas },
      c.cookie,
    )
    const aguardando = JSON.parse(pedidos.body) as {
      id_carrinho: number
      pedidos?: { modo_entrega: string | null }[]
    }
    if (
      pedidos.status !== 200 ||
      aguardando.pedidos?.length !== VENDEDORES_DO_CHECKOUT ||
      aguardando.pedidos.some((p, v) => p.modo_entrega !== MODOS_DO_CHECKOUT[v % MODOS_DO_CHECKOUT.length])
    )
      throw new Error(`aguardar-pagamento: ${pedidos.status} ${pedidos.body.slice(0, 300)}`)
    const t1 = performance.now()
    const url = `${base}/api/mercadopago/checkout/carrinho/${aguardando.id_carrinho}`
    const links = await http.post(url, {}, c.cookie)
    const pagos = JSON.parse(links.body) as { data?: { pedidos: unknown[] } }
    if (links.status !== 200 || pagos.data?.pedidos.length !== VENDEDORES_DO_CHECKOUT)
      throw new Error(`checkout/carrinho: ${links.status} ${links.body.slice(0, 300)}`)
    if (!medir) return
    etapas.aguardar.push(t1 - t0)
    etapas.preferencias.push(performance.now() - t1)
  }
  for (const c of pagantes.slice(0, AQUECIMENTO_CHECKOUT)) await pagar(c, false)
  const medidos = pagantes.slice(AQUECIMENTO_CHECKOUT)
  const fc = await carga((i) => pagar(medidos[i] as Comprador, true), medidos.length, 1)
  const { rows } = await db.execute<{
    pedidos: number
    preferencias: number
    com_taxa: number
  }>(sql`select count(*)::int as pedidos,
    count(mp_preference_id)::int as preferencias,
    count(*) filter (where taxa_entrega_centavos > 0)::int as com_taxa from pedidos`)
  console.log(
    `\nCheckout de carrinhos de ${VENDEDORES_DO_CHECKOUT} vendedores (alvo: p95 ≤ 400 ms); ${JSON.stringify(rows[0])}`,
  )
  registrar(
    `checkout (${VENDEDORES_DO_CHECKOUT} vendedores): as duas chamadas`,
    1,
    fc,
    'p95 ≤ 400 ms',
    veredito(fc.p95 <= 400),
  )
  registrar('  aguardar-pagamento (10 pedidos)', 1, percentis(etapas.aguardar), '', '')
  registrar('  checkout/carrinho (10 preferências)', 1, percentis(etapas.preferencias), '', '')

  imprimir()
} finally {
  http.close()
  await pool.end()
  await server.stop()
}

/** The first `n` sellers with buyable listings of both forms, with their listings' ids by form. */
async function vendedoresCompraveis(n: number) {
  const { rows } = await db.execute<{ id_anuncio: number; vendedor: number; forma: Forma }>(sql`
    select id_anuncio, id_usuario_vendedor as vendedor, forma_de_pagamento as forma from anuncios_busca
    where visivel and (vendedor_bloqueado_ate is null or vendedor_bloqueado_ate <= now())
    order by id_usuario_vendedor, id_anuncio`)
  const porVendedor = new Map<number, { id: number; padrao: number[]; sustentavel: number[] }>()
  for (const row of rows) {
    const v = porVendedor.get(row.vendedor) ?? { id: row.vendedor, padrao: [], sustentavel: [] }
    v[row.forma].push(row.id_anuncio)
    porVendedor.set(row.vendedor, v)
  }
  const escolhidos = [...porVendedor.values()].filter(
    (v) => v.padrao.length >= 10 && v.sustentavel.length >= 10,
  )
  if (escolhidos.length < n) throw new Error(`só ${escolhidos.length} vendedores com anúncios compráveis`)
  return escolhidos.slice(0, n)
}

/** Every checkout seller offers pickup, local delivery in São Paulo and shipping by region. */
async function configurarEntregas(ids: number[]) {
  for (const id of ids)
    await entregasRepository.save(db, id, {
      retirada: {
        ativa: true,
        endereco: {
          cep: '01310100',
          logradouro: 'Rua Augusta',
          numero: '500',
          complemento: null,
          bairro: 'Consolação',
          cidade: 'São Paulo',
          uf: 'SP',
        },
        horario: 'Seg a sex, 9h às 18h',
      },
      entrega_local: {
        ativa: true,
        taxa: 1_250,
        cidades: [{ cidade: 'São Paulo', uf: 'SP' }],
        prazo_dias: 2,
      },
      envio: {
        ativa: true,
        taxas: { norte: 4_500, nordeste: 4_000, centro_oeste: 3_500, sudeste: 2_000, sul: 2_500 },
        prazo_postagem_dias: 3,
      },
    })
}

/** Each seller gets a simulator test account (its control API) and the tokens, encrypted as stored. */
async function conectarAoSimulador(ids: number[]) {
  const cipher = createCipher(tokenKey)
  for (const id of ids) {
    const res = await fetch(`${base}/mp-sim/__sim/test-users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sim-token': SIM_TOKEN },
      body: '{}',
    })
    if (res.status !== 201) throw new Error(`simulador: ${res.status} ${await res.text()}`)
    const mp = (await res.json()) as {
      id: number
      nickname: string
      email: string
      access_token: string
      refresh_token: string
      public_key: string
      expires_in: number
    }
    await conexoesRepository.upsert(db, {
      id_usuario: id,
      mp_user_id: mp.id,
      access_token_cifrado: cipher.encrypt(mp.access_token),
      refresh_token_cifrado: cipher.encrypt(mp.refresh_token),
      public_key: mp.public_key,
      expira_em: new Date(Date.now() + mp.expires_in * 1000),
      nickname: mp.nickname,
      email: mp.email,
    })
  }
}
