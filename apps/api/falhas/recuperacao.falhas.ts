// Crash and fault recovery (docs/operations.md): 20 buyers and their sellers drive the built server
// while it is killed with SIGKILL and started again on the same database; then the jobs drain and the
// books must balance. Three rounds on the same database: no faults, the simulator's webhook faults
// (duplicates, reordering, first deliveries failing), and an unreliable provider API (500s, timeouts).
// FALHAS_SEED=<n> replays a run's choices (who buys what, how they pay, when the server dies).
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Mundo, novoRegistro, type Registro, type Sorteio, sorteio, vendedor } from './atores.ts'
import { comprador } from './comprador.ts'
import { criarMundo, type MundoDeTeste, SIM_TOKEN } from './mundo.ts'
import { balanco, esperarFilas, numeros, pendencias } from './verificacao.ts'

const SEED = Number(process.env.FALHAS_SEED ?? Math.floor(Math.random() * 2 ** 31))
const COMPRA_MS = Number(process.env.FALHAS_COMPRA_MS ?? 35_000)
/** After the buying stops: sellers and buyers finish what they started (deliveries, refunds). */
const ACOMPANHAR_MS = 15_000
const DRENAGEM_MS = 120_000

const pausa = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

let mundo: MundoDeTeste
const figuras: string[] = []

beforeAll(async () => {
  console.log(`FALHAS_SEED=${SEED}`)
  mundo = await criarMundo()
}, 240_000)

afterAll(async () => {
  if (mundo) {
    const arquivo = path.join(tmpdir(), `recria-falhas-${SEED}.log`)
    await writeFile(arquivo, mundo.servidor.log())
    figuras.push(`(o que o servidor escreveu: ${arquivo})`)
  }
  await mundo?.encerrar()
  console.log(`\nRecuperação de falhas (FALHAS_SEED=${SEED}):\n${figuras.join('\n')}`)
}, 90_000)

async function simulador(metodo: string, caminho: string, json?: unknown) {
  const r = await mundo.api.ler(metodo, `/mp-sim/__sim${caminho}`, {
    json,
    cabecalhos: { 'x-sim-token': SIM_TOKEN },
  })
  if (r.status !== 200) throw new Error(`simulador ${caminho}: ${r.status} ${JSON.stringify(r.corpo)}`)
}

/** One round: the people at work, the server killed `mortes` times, then the drain and the balance. */
async function rodada(nome: string, s: Sorteio, mortes: number) {
  const inicio = Date.now()
  const decorrido = () => Date.now() - inicio
  const comprando = () => decorrido() < COMPRA_MS
  const ativo = () => decorrido() < COMPRA_MS + ACOMPANHAR_MS
  const registro: Registro = novoRegistro()
  const m: Mundo = { api: mundo.api, pool: mundo.pool, simToken: SIM_TOKEN, ofertas: mundo.ofertas, registro }
  const antes = await numeros(mundo.pool)
  const quedasAntes = mundo.servidor.quedas().length

  // The kills fall in the first half of the buying: the jobs a kill leaves running expire 30 s later.
  const momentos = Array.from({ length: mortes }, () => s.entre(2_000, COMPRA_MS / 2)).sort((a, b) => a - b)
  const reinicios: number[] = []
  const supervisor = (async () => {
    for (const momento of momentos) {
      await pausa(momento - decorrido())
      await mundo.servidor.matar()
      const morto = Date.now()
      await pausa(s.entre(200, 2_500))
      await mundo.servidor.iniciar()
      reinicios.push(Date.now() - morto)
    }
  })()
  const pessoas = [
    ...mundo.compradores.map((c) => {
      const a = comprador(m, c, sorteio(s.entre(1, 2 ** 30)))
      return Promise.all([a.comprar(comprando), a.acompanhar(ativo, comprando)])
    }),
    ...mundo.vendedores.map((v) => vendedor(m, v, sorteio(s.entre(1, 2 ** 30))).trabalhar(ativo)),
  ]
  const resultados = await Promise.allSettled([supervisor, ...pessoas])
  for (const r of resultados)
    if (r.status === 'rejected') registro.inesperadas.push(`erro: ${(r.reason as Error).stack ?? r.reason}`)
  const trabalho = decorrido()

  const aoParar = await pendencias(mundo.pool)
  const restantes = await esperarFilas(mundo.pool, DRENAGEM_MS)
  const drenagem = decorrido() - trabalho
  const contas = await balanco(mundo.pool)
  const depois = await numeros(mundo.pool)
  const delta = Object.fromEntries(Object.entries(depois).map(([k, v]) => [k, v - (antes[k] ?? 0)]))
  figuras.push(
    `${nome}: ${mortes} SIGKILL (fora do ar ${reinicios.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s), ${(trabalho / 1000).toFixed(0)} s de uso + ${(drenagem / 1000).toFixed(0)} s até as filas esvaziarem; ` +
      `nas filas ao parar: ${JSON.stringify(aoParar)}; ${JSON.stringify(delta)}; pessoas: ${JSON.stringify({ ...registro, inesperadas: registro.inesperadas.length })}; ` +
      `discrepâncias: ${contas.discrepancias.length}`,
  )
  console.log(figuras.at(-1))
  if (restantes.jobs.length || restantes.entregasPendentes) {
    const { rows } = await mundo.pool.query(
      `select id, name, state, singleton_key, retry_count, created_on, start_after, started_on, now() as agora,
              data from pgboss.job where state in ('created', 'retry', 'active') and name not like '__pgboss__%'`,
    )
    const { rows: sessoes } = await mundo.pool.query(
      `select pid, state, wait_event_type, wait_event, now() - xact_start as transacao, left(query, 160) as query
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
    )
    console.log('ainda nas filas:', restantes, rows, 'sessões ativas:', sessoes)
  }
  if (registro.inesperadas.length) console.log('respostas inesperadas:', registro.inesperadas.slice(0, 15))
  expect(mundo.servidor.quedas().slice(quedasAntes)).toEqual([])
  expect(registro.inesperadas).toEqual([])
  expect(restantes).toEqual({ jobs: [], entregasPendentes: 0 })
  expect(contas).toEqual({
    discrepancias: [],
    jobsFalhos: [],
    webhooksNaoEntregues: [],
    aprovadosComPedidoPendente: [],
    notificacoesNaoProcessadas: 0,
  })
  expect(delta.pagos).toBeGreaterThan(0)
}

describe('recuperação de falhas com o servidor morto por SIGKILL', () => {
  const s = sorteio(SEED)

  it('sem falhas do provedor', async () => {
    await rodada('sem falhas', s, 4)
  })

  it('com os webhooks duplicados, fora de ordem e falhando nas primeiras entregas', async () => {
    await simulador('POST', '/webhooks/faults', {
      duplicate: 2,
      reorder: true,
      reorderWindowMs: 300,
      failFirst: 1,
    })
    try {
      await rodada('webhooks com falhas', s, 2)
    } finally {
      await simulador('DELETE', '/webhooks/faults')
    }
  })

  it('com a API do provedor respondendo 500 ou não respondendo em parte das chamadas', async () => {
    await simulador('POST', '/api/faults', { error_rate: 0.2, timeout_rate: 0.1, timeout_ms: 6_000 })
    // The provider is unreliable while people buy, then recovers: what failed must be caught up.
    const recuperado = pausa(COMPRA_MS).then(() => simulador('DELETE', '/api/faults'))
    try {
      await rodada('API instável', s, 2)
    } finally {
      await recuperado
    }
  })
})
