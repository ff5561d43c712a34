// The soak (docs/operations.md): buyers and sellers doing their real journeys at once against the
// built server (demo seed, Mercado Pago simulator in-process) for `--minutes`, with think time, the
// load generated from this process on the same machine. Reports every call per route, the errors
// (none allowed), the API process's resident memory each minute (flat: the last minute within 10% of
// the second), the database connections, the notification streams open, and the reconciliation of
// the server's database once the background work has drained. Exits 1 when any of those fails.
// Usage: npm run build && npm run bench:soak [-- --minutes 10 --buyers 200 --sellers 20 --pausa 3000]
import { parseArgs } from 'node:util'
import { createDb } from '../apps/api/src/db/client.ts'
import { provedorSimulador } from '../apps/api/src/modules/reconciliacao/provedor-simulador.ts'
import { reconciliar } from '../apps/api/src/modules/reconciliacao/reconciliar.ts'
import { startBuiltServer } from '../apps/api/test/built-server.ts'
import { percentis } from './carga.ts'
import { atrasos, conexoes, drenar, falhasDeFundo, rssMiB } from './soak-amostras.ts'
import { Fim, soakCliente } from './soak-cliente.ts'
import { type Ambiente, comprador } from './soak-comprador.ts'
import { preparo } from './soak-preparo.ts'
import { criarStreams } from './soak-stream.ts'
import { vendedor } from './soak-vendedor.ts'
import { quadro, inicio as registrarInicio } from './tabela.ts'

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    buyers: { type: 'string', default: '200' },
    sellers: { type: 'string', default: '20' },
    /** Mean think time between two steps of a journey, in milliseconds (each pause is 0.5× to 1.5×). */
    pausa: { type: 'string', default: '3000' },
  },
})
const minutos = Number(values.minutes)
const nCompradores = Number(values.buyers)
const nVendedores = Number(values.sellers)
const pausaMs = Number(values.pausa)
const SIM_TOKEN = 'token-de-controle-do-soak'
const FOLGA_RSS = 0.1

const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms))
const mib = (n: number) => `${n.toFixed(0)} MiB`

const server = await startBuiltServer({
  MP_SIM_CONTROL_TOKEN: SIM_TOKEN,
  // Every buyer and seller signs up and signs in from this one address.
  RATE_LIMIT_IP_MAX: '1000000',
})
const base = server.baseUrl
const { pool } = createDb(server.databaseUrl, 2)
const cli = soakCliente(base, nCompradores + nVendedores + 16)
const streams = criarStreams(base, cli.erro)
let reprovado = false
try {
  registrarInicio(`servidor pid ${server.pid}`)
  const t0 = performance.now()
  const preparar = preparo(base)
  const vendedores = await preparar.vendedores(nVendedores)
  const compradores = await preparar.compradores(nCompradores)
  const ofertas = vendedores.flatMap((v) => v.ofertas)
  console.log(
    `Preparo: ${nVendedores} vendedores conectados ao simulador com ${ofertas.length} anúncios e ` +
      `${nCompradores} compradores em ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  )

  let fim = Number.POSITIVE_INFINITY
  const ativo = () => Date.now() < fim
  const amb: Ambiente = {
    cli,
    base,
    simToken: SIM_TOKEN,
    ofertas,
    ativo,
    pagamentos: new Map(),
    async pausa(fator = 1) {
      if (!ativo()) throw new Fim('fim')
      await dormir(fator * pausaMs * (0.5 + Math.random()))
      if (!ativo()) throw new Fim('fim')
    },
  }
  const lojas = vendedores.map((v) => ({ conta: v.conta, jornada: vendedor(amb, v.conta) }))
  const pessoas = [...compradores.map((c) => ({ conta: c, jornada: comprador(amb, c) })), ...lojas]
  for (const p of pessoas) streams.abrir(p.conta.cookie, p.jornada.aoEvento)
  for (let i = 0; i < 100 && streams.estado.abertos < pessoas.length; i++) await dormir(100)
  console.log(`Streams de notificações abertos: ${streams.estado.abertos} de ${pessoas.length}`)

  // The minute's figures: memory and connections (sampled every 5 s: the memory is the minute's mean,
  // since one reading may fall before or after a garbage collection), streams, calls.
  const rss: number[] = []
  let rssDoMinuto: number[] = []
  const conn = { max: 0, maxEmUso: 0, ultima: { abertas: 0, em_uso: 0 } }
  /** The largest backlog seen of each queue: whether the background work keeps up with the load. */
  const maiorAtraso = new Map<string, number>()
  const amostrar = async () => {
    rssDoMinuto.push(await rssMiB(server.pid))
    conn.ultima = await conexoes(pool)
    conn.max = Math.max(conn.max, conn.ultima.abertas)
    conn.maxEmUso = Math.max(conn.maxEmUso, conn.ultima.em_uso)
    for (const { fila, n } of await atrasos(pool))
      maiorAtraso.set(fila, Math.max(n, maiorAtraso.get(fila) ?? 0))
  }
  const rssInicial = await rssMiB(server.pid)
  console.log(
    `\nCarga por ${minutos} min (pausa média ${pausaMs} ms); RSS da API ao começar: ${mib(rssInicial)}`,
  )
  console.log('minuto | chamadas | erros | RSS da API, média (máx.) | conexões abertas (em uso) | streams')
  const inicio = Date.now()
  fim = inicio + minutos * 60_000
  let chamadasAntes = 0
  const amostrasTimer = setInterval(() => void amostrar().catch(() => {}), 5000)
  const minutosTimer = (async () => {
    for (let m = 1; m <= minutos; m++) {
      await dormir(inicio + m * 60_000 - Date.now())
      await amostrar()
      const media = rssDoMinuto.reduce((a, b) => a + b, 0) / rssDoMinuto.length
      const maximo = Math.max(...rssDoMinuto)
      rssDoMinuto = []
      rss.push(media)
      const chamadas = cli.contagem.chamadas - chamadasAntes
      chamadasAntes = cli.contagem.chamadas
      console.log(
        `${String(m).padStart(6)} | ${String(chamadas).padStart(8)} | ${String(cli.contagem.erros).padStart(5)} | ` +
          `${`${mib(media)} (${mib(maximo)})`.padStart(24)} | ${String(conn.ultima.abertas).padStart(16)} (${conn.ultima.em_uso}) | ${streams.estado.abertos}`,
      )
    }
  })()
  // Each person starts within the first pauses, not all in the same instant.
  await Promise.all([
    minutosTimer,
    ...pessoas.map(async (p) => {
      await dormir(Math.random() * 2 * pausaMs)
      await p.jornada.rodar()
    }),
  ])
  clearInterval(amostrasTimer)
  const segundos = (Date.now() - inicio) / 1000
  const streamsNoFim = streams.estado.abertos
  streams.fecharTodos()

  const fundo = await drenar(pool)
  const falhas = await falhasDeFundo(pool)
  const discrepancias = await reconciliar(pool, provedorSimulador(pool))
  const errosNoLog = server
    .log()
    .split('\n')
    .filter((l) => /"level":(50|60)/.test(l))

  // The report.
  const { chamadas, erros } = cli.contagem
  console.log(
    `\n${chamadas} chamadas em ${segundos.toFixed(0)} s (${(chamadas / segundos).toFixed(1)} req/s); ${erros} erros`,
  )
  for (const e of cli.exemplos) console.log(`  ✖ ${e}`)
  console.log(`Pagamentos: ${[...amb.pagamentos].map(([k, n]) => `${k} ${n}`).join(', ') || 'nenhum'}`)
  const movimentos = new Map<string, number>()
  for (const l of lojas)
    for (const [k, n] of l.jornada.movimentos) movimentos.set(k, (movimentos.get(k) ?? 0) + n)
  console.log(
    `Pedidos movidos pelos vendedores: ${[...movimentos].map(([k, n]) => `${k} ${n}`).join(', ') || 'nenhum'}`,
  )
  console.log(
    `Eventos nos streams: ${[...streams.estado.eventos].map(([k, n]) => `${k} ${n}`).join(', ')}; abertos ao fim da carga: ${streamsNoFim} de ${pessoas.length}`,
  )

  const linhas = [...cli.tempos]
    .map(([rota, tempos]) => ({ rota, ...percentis(tempos) }))
    .sort((a, b) => a.rota.localeCompare(b.rota))
  const ms = (n: number) => `${n.toFixed(1)} ms`
  console.log('')
  const t = quadro(
    `Jornadas de ${pessoas.length} pessoas por ${segundos.toFixed(0)} s no servidor construído`,
    [
      { nome: 'rota', largura: 48 },
      { nome: 'chamadas', largura: 8 },
      { nome: 'p50', largura: 9 },
      { nome: 'p95', largura: 9 },
      { nome: 'p99', largura: 9 },
    ],
  )
  for (const l of linhas) t.registrar([l.rota, l.requests, ms(l.p50), ms(l.p95), ms(l.p99)])
  t.imprimir()

  const ultimo = rss.at(-1) ?? rssInicial
  const segundo = rss[1] ?? ultimo
  const variacao = (ultimo - segundo) / segundo
  const plano = Math.abs(variacao) <= FOLGA_RSS
  console.log(
    `\nRSS da API, média de cada minuto: ${rss.map(mib).join(', ')} (ao começar ${mib(rssInicial)}); ` +
      `último minuto ${variacao >= 0 ? '+' : ''}${(variacao * 100).toFixed(1)}% do segundo: ${plano ? 'plana' : 'NÃO plana'}` +
      (minutos < 3 ? ' (com menos de 3 minutos a comparação pouco diz)' : ''),
  )
  console.log(
    `Conexões ao banco: máximo ${conn.max} abertas, ${conn.maxEmUso} em uso; no último minuto ${conn.ultima.abertas} abertas, ${conn.ultima.em_uso} em uso`,
  )
  console.log(
    `Maior fila de trabalho de fundo durante a carga: ${[...maiorAtraso].map(([k, n]) => `${k} ${n}`).join(', ') || 'nenhuma'}`,
  )
  console.log(
    `Trabalho de fundo: ${fundo.drenado ? 'drenado' : 'NÃO drenado'} em ${fundo.segundos.toFixed(0)} s` +
      (fundo.drenado ? '' : ` (webhooks pendentes ${fundo.webhooks}, jobs ${fundo.jobs}: ${fundo.nomes})`) +
      `; falhas: ${falhas.map((f) => `${f.origem} ${f.n}`).join(', ') || 'nenhuma'}`,
  )
  console.log(`Erros no log do servidor: ${errosNoLog.length}`)
  for (const l of errosNoLog.slice(0, 10)) console.log(`  ${l.slice(0, 400)}`)
  console.log(`Reconciliação: ${discrepancias.length} discrepâncias`)
  for (const d of discrepancias.slice(0, 20)) console.log(`  ✖ [${d.regra}] ${d.descricao}`)

  reprovado =
    erros > 0 ||
    !plano ||
    !fundo.drenado ||
    falhas.length > 0 ||
    errosNoLog.length > 0 ||
    discrepancias.length > 0 ||
    streamsNoFim < pessoas.length
  console.log(`\nResultado: ${reprovado ? 'REPROVADO' : 'aprovado'}`)
} finally {
  streams.fecharTodos()
  cli.close()
  await pool.end()
  await server.stop()
}
process.exitCode = reprovado ? 1 : 0
