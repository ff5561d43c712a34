// Recria on many processes behind a real load balancer (docs/architecture.md "Many
// processes"): three HTTP processes and a worker behind haproxy, on one PostgreSQL and one bucket.
// A photo uploaded through one process is served by the others; a notification written by one reaches
// a stream held on another; then the buyers and sellers of the fault-recovery run act through the
// balancer for CLUSTER_MS (two minutes) while one HTTP process is killed with SIGKILL and started
// again and the worker is restarted. Each deadline job and each e-mail must happen once, connections
// stay within the budget the settings declare, the books balance, and no request fails except those
// in flight on the killed process. Needs the built product (npm run build) and haproxy.
// CLUSTER_SEED=<n> replays a run's choices.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Mundo, novoRegistro, type Registro, sorteio, vendedor } from '../falhas/atores.ts'
import { comprador } from '../falhas/comprador.ts'
import { SIM_TOKEN } from '../falhas/mundo.ts'
import { balanco, esperarFilas, numeros, pendencias } from '../falhas/verificacao.ts'
import { abrirStream } from '../src/modules/notificacoes/notificacoes-stream.fixtures.ts'
import { PRAZOS } from '../src/modules/pedidos/pedidos-prazos.job.ts'
import { form, photo } from '../test/forms.ts'
import { type Cluster, criarCluster, orcamentoDeConexoes, POOL_MAX } from './mundo.ts'

const SEED = Number(process.env.CLUSTER_SEED ?? Math.floor(Math.random() * 2 ** 31))
const CLUSTER_MS = Number(process.env.CLUSTER_MS ?? 120_000)
/** The last part of the run: no new purchases, people finish what they started (deliveries, refunds). */
const ACOMPANHAR_MS = Math.min(15_000, CLUSTER_MS / 4)
const COMPRA_MS = CLUSTER_MS - ACOMPANHAR_MS
const DRENAGEM_MS = 120_000
/** A request that failed must have been in flight on the killed process: answered this soon after the kill. */
const JANELA_DA_MORTE_MS = 2_500

const pausa = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

let c: Cluster
const figuras: string[] = []
/** Requests through the balancer while it is measured, and those that got no answer of the API's. */
const trafego = { medindo: false, pedidos: 0, falhas: [] as { quando: number; pedido: string }[] }

beforeAll(async () => {
  console.log(`CLUSTER_SEED=${SEED} CLUSTER_MS=${CLUSTER_MS}`)
  c = await criarCluster({
    aoTerminar({ metodo, caminho, status, quando, falhou }) {
      if (!trafego.medindo) return
      trafego.pedidos++
      if (falhou) trafego.falhas.push({ quando, pedido: `${metodo} ${caminho.split('?')[0]} → ${status}` })
    },
  })
}, 300_000)

afterAll(async () => {
  if (c) {
    const arquivo = path.join(tmpdir(), `recria-cluster-${SEED}.log`)
    const partes = [
      ...c.servidores.map((s, i) => [`api${i + 1}`, s.log()]),
      ['worker', c.worker.log()],
      ['haproxy', c.lb.log()],
      ['s3rver', c.s3.log()],
    ]
    await writeFile(arquivo, partes.map(([nome, log]) => `===== ${nome}\n${log}`).join('\n'))
    figuras.push(`(o que os processos escreveram: ${arquivo})`)
  }
  await c?.encerrar()
  console.log(`\nMuitos processos (CLUSTER_SEED=${SEED}):\n${figuras.join('\n')}`)
}, 120_000)

const URL_DE_ARQUIVO = /\/api\/arquivos\/[\w./-]+/g
const urlsEm = (corpo: unknown) => new Set(JSON.stringify(corpo).match(URL_DE_ARQUIVO) ?? [])

describe('Recria em muitos processos atrás de um balanceador', () => {
  it('uma foto enviada por um processo é servida pelos outros', async () => {
    const [origem, ...outros] = c.servidores
    if (!origem) throw new Error('sem servidores')
    const loja = c.vendedores[0]
    if (!loja) throw new Error('sem vendedores')
    const { rows } = await c.pool.query<{ id_produto: number }>(
      'select id_produto from produtos where id_usuario_vendedor = $1 order by id_produto limit 1',
      [loja.id],
    )
    const id = rows[0]?.id_produto
    const cabecalhos = { cookie: loja.cookie }
    const antes = await fetch(`${origem.baseUrl}/api/produtos/${id}/imagens`, { headers: cabecalhos })
    expect(antes.status).toBe(200)
    const jaHavia = urlsEm(await antes.json())
    const envio = await fetch(`${origem.baseUrl}/api/produtos/${id}/imagens`, {
      method: 'POST',
      headers: cabecalhos,
      body: form(
        {},
        { field: 'imagem', name: 'foto.png', type: 'image/png', data: await photo('png', 200, 150) },
      ),
    })
    expect(envio.status).toBe(201)
    const novas = [...urlsEm(await envio.json())].filter((u) => !jaHavia.has(u))
    expect(novas.length).toBeGreaterThan(0)
    for (const url of novas) {
      const daOrigem = Buffer.from(await (await fetch(`${origem.baseUrl}${url}`)).arrayBuffer())
      expect(daOrigem.subarray(8, 12).toString(), url).toBe('WEBP')
      for (const outro of outros) {
        const res = await fetch(`${outro.baseUrl}${url}`)
        expect(res.status, `${outro.baseUrl}${url}`).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/webp')
        expect(Buffer.from(await res.arrayBuffer()).equals(daOrigem)).toBe(true)
      }
    }
    figuras.push(`foto: ${novas.length} tamanhos enviados a api1, os mesmos bytes servidos por api2 e api3`)
  })

  it('uma notificação escrita por um processo chega ao stream aberto em outro', async () => {
    const n = c.servidores.length
    for (let i = 0; i < n; i++) {
      const a = c.servidores[i]
      const b = c.servidores[(i + 1) % n]
      const quem = c.compradores[i]
      const oferta = c.ofertas[i * 7]
      const loja = c.vendedores.find((v) => v.id === oferta?.vendedor)
      if (!a || !b || !quem || !oferta || !loja) throw new Error('mundo incompleto')
      // An order through B (buy now), the seller's stream held on A, the buyer's message through B.
      const compra = await fetch(`${b.baseUrl}/api/mercadopago/checkout/anuncio/${oferta.id_anuncio}`, {
        method: 'POST',
        headers: { cookie: quem.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ forma_pagamento_selecionada: oferta.forma }),
      })
      const pedido = (await compra.json()) as { data: { id_pedido: number } }
      expect(compra.status, JSON.stringify(pedido)).toBe(201)
      const idPedido = pedido.data.id_pedido as number
      const stream = await abrirStream(a.baseUrl, loja.cookie)
      try {
        expect(stream.res.status).toBe(200)
        expect((await stream.proximo({ ms: 5_000 })).event).toBe('contagem')
        const mensagem = await fetch(`${b.baseUrl}/api/pedidos/${idPedido}/mensagens`, {
          method: 'POST',
          headers: { cookie: quem.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ texto: 'Olá! Consegue enviar ainda esta semana?' }),
        })
        expect(mensagem.status).toBe(201)
        for (;;) {
          const e = await stream.proximo({ ms: 5_000 })
          if (e.event !== 'notificacao') continue
          expect(e.data).toMatchObject({ tipo: 'mensagem_recebida', pedido: { id_pedido: idPedido } })
          break
        }
      } finally {
        stream.fechar()
      }
    }
    figuras.push(
      `notificações: ${n} mensagens escritas por um processo chegaram ao stream aberto no seguinte`,
    )
  })

  it(
    'compradores e vendedores pelo balanceador, com um processo HTTP morto por SIGKILL e o worker reiniciado',
    async () => {
      const s = sorteio(SEED)
      const inicio = Date.now()
      const decorrido = () => Date.now() - inicio
      const comprando = () => decorrido() < COMPRA_MS
      const ativo = () => decorrido() < CLUSTER_MS
      const registro: Registro = novoRegistro()
      const m: Mundo = { api: c.api, pool: c.pool, simToken: SIM_TOKEN, ofertas: c.ofertas, registro }
      const antes = await numeros(c.pool)
      const orcamento = orcamentoDeConexoes()

      // Connections to the database, sampled through the run (client backends only).
      let conexoesMax = 0
      let amostrando = true
      const amostras = (async () => {
        while (amostrando) {
          const { rows } = await c.pool.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and backend_type = 'client backend'`,
          )
          conexoesMax = Math.max(conexoesMax, rows[0]?.n ?? 0)
          await pausa(250)
        }
      })()

      const mortes: number[] = []
      const eventos: string[] = []
      const [alvo] = c.servidores
      if (!alvo) throw new Error('sem servidores')
      const supervisor = (async () => {
        await pausa(COMPRA_MS * 0.25 - decorrido())
        // The kill's moment is before the signal: what was in flight fails as it lands.
        mortes.push(Date.now())
        await alvo.matar()
        eventos.push(`api1 SIGKILL aos ${(decorrido() / 1000).toFixed(1)} s`)
        await pausa(1_500)
        await alvo.iniciar()
        eventos.push(`api1 de volta aos ${(decorrido() / 1000).toFixed(1)} s`)
        await pausa(COMPRA_MS * 0.55 - decorrido())
        const parando = Date.now()
        await c.worker.parar()
        eventos.push(
          `worker SIGTERM aos ${((parando - inicio) / 1000).toFixed(1)} s, parou em ${((Date.now() - parando) / 1000).toFixed(1)} s`,
        )
        await c.worker.iniciar()
        eventos.push(`worker de volta aos ${(decorrido() / 1000).toFixed(1)} s`)
      })()

      trafego.medindo = true
      const pessoas = [
        ...c.compradores.map((p) => {
          const a = comprador(m, p, sorteio(s.entre(1, 2 ** 30)))
          return Promise.all([a.comprar(comprando), a.acompanhar(ativo, comprando)])
        }),
        ...c.vendedores.map((v) => vendedor(m, v, sorteio(s.entre(1, 2 ** 30))).trabalhar(ativo)),
      ]
      const resultados = await Promise.allSettled([supervisor, ...pessoas])
      trafego.medindo = false
      const trabalho = decorrido()
      for (const r of resultados)
        if (r.status === 'rejected')
          registro.inesperadas.push(`erro: ${(r.reason as Error).stack ?? r.reason}`)

      const aoParar = await pendencias(c.pool)
      const restantes = await esperarFilas(c.pool, DRENAGEM_MS)
      const drenagem = decorrido() - trabalho
      amostrando = false
      await amostras
      const contas = await balanco(c.pool)
      const depois = await numeros(c.pool)
      const delta = Object.fromEntries(Object.entries(depois).map(([k, v]) => [k, v - (antes[k] ?? 0)]))

      // Each deadline's schedule: one job a minute, across every process.
      const { rows: prazos } = await c.pool.query<{ name: string; minuto: string; n: number }>(
        `select name, to_char(date_trunc('minute', created_on), 'HH24:MI') as minuto, count(*)::int as n
         from pgboss.job where name = any($1) group by 1, 2 order by 2, 1`,
        [PRAZOS.map(([fila]) => fila)],
      )
      // Each e-mail: one file in one outbox, as many as the e-mail jobs done.
      const emails: { dono: string; chave: string }[] = []
      for (const d of c.dataDirs) {
        const outbox = path.join(d, 'outbox')
        const arquivos = await readdir(outbox).catch(() => [] as string[])
        for (const a of arquivos.filter((f) => f.endsWith('.json'))) {
          const e = JSON.parse(await readFile(path.join(outbox, a), 'utf8'))
          emails.push({ dono: path.basename(d), chave: JSON.stringify([e.to, e.subject, e.text]) })
        }
      }
      const porChave = new Map<string, number>()
      for (const e of emails) porChave.set(e.chave, (porChave.get(e.chave) ?? 0) + 1)
      const emailsRepetidos = [...porChave]
        .filter(([, n]) => n > 1)
        .map(([chave, n]) => `${n}× ${chave.slice(0, 200)}`)
      const { rows: jobsDeEmail } = await c.pool.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name = 'email' and state = 'completed'`,
      )
      const emailsPorProcesso = Object.fromEntries(
        [...new Set(emails.map((e) => e.dono))].map((d) => [d, emails.filter((e) => e.dono === d).length]),
      )

      const depoisDaMorte = (quando: number) =>
        mortes.some((m) => quando >= m && quando - m <= JANELA_DA_MORTE_MS)
      const foraDaJanela = trafego.falhas.filter((f) => !depoisDaMorte(f.quando))
      const quedas = [
        ...c.servidores.flatMap((sv, i) => sv.quedas().map((q) => `api${i + 1} ${q}`)),
        ...c.worker.quedas().map((q) => `worker ${q}`),
        ...c.lb.quedas().map((q) => `haproxy ${q}`),
        ...c.s3.quedas().map((q) => `s3rver ${q}`),
      ]

      const segundos = trabalho / 1000
      figuras.push(
        [
          `processos: ${c.servidores.length} HTTP (JOBS_WORKERS=false, DB_POOL_MAX=${POOL_MAX}) + 1 worker atrás do haproxy, STORAGE_DRIVER=s3 (s3rver)`,
          `eventos: ${eventos.join('; ')}`,
          `pedidos pelo balanceador: ${trafego.pedidos} em ${segundos.toFixed(0)} s (${(trafego.pedidos / segundos).toFixed(1)} req/s)`,
          `falhas: ${trafego.falhas.length} (${trafego.falhas.map((f) => `${f.pedido} ${((f.quando - (mortes[0] ?? inicio)) / 1000).toFixed(2)} s após o SIGKILL`).join('; ') || 'nenhuma'}); fora da janela de ${JANELA_DA_MORTE_MS / 1000} s após uma morte: ${foraDaJanela.length}`,
          `respostas 502/503 do provedor com mensagem (chamada ao simulador pelo balanceador): ${registro.falhasDoProvedor}`,
          `conexões: máximo ${conexoesMax} de um orçamento de ${orcamento.total} (${JSON.stringify(orcamento)})`,
          `jobs de prazo: ${prazos.length} (um por fila e minuto; repetidos: ${prazos.filter((p) => p.n > 1).length})`,
          `e-mails: ${emails.length} arquivos (${JSON.stringify(emailsPorProcesso)}), ${jobsDeEmail[0]?.n ?? 0} jobs de e-mail feitos, repetidos: ${emailsRepetidos.length}`,
          `filas: ${JSON.stringify(aoParar)} ao parar, vazias ${(drenagem / 1000).toFixed(0)} s depois`,
          `banco: ${JSON.stringify(delta)}; pessoas: ${JSON.stringify({ ...registro, inesperadas: registro.inesperadas.length })}`,
          `discrepâncias na reconciliação: ${contas.discrepancias.length}`,
        ].join('\n'),
      )
      console.log(figuras.at(-1))
      if (registro.inesperadas.length)
        console.log('respostas inesperadas:', registro.inesperadas.slice(0, 15))
      if (emailsRepetidos.length) console.log('e-mails repetidos:', emailsRepetidos.slice(0, 10))

      expect(quedas).toEqual([])
      expect(registro.inesperadas).toEqual([])
      expect(mortes).toHaveLength(1)
      expect(foraDaJanela).toEqual([])
      expect(conexoesMax).toBeLessThanOrEqual(orcamento.total)
      expect(prazos.filter((p) => p.n > 1)).toEqual([])
      expect(prazos.length).toBeGreaterThan(0)
      expect(emailsRepetidos).toEqual([])
      expect(emails.length).toBe(jobsDeEmail[0]?.n)
      expect(emails.length).toBeGreaterThan(0)
      expect(restantes).toEqual({ jobs: [], entregasPendentes: 0 })
      expect(contas).toEqual({
        discrepancias: [],
        jobsFalhos: [],
        webhooksNaoEntregues: [],
        aprovadosComPedidoPendente: [],
        notificacoesNaoProcessadas: 0,
      })
      expect(delta.pagos).toBeGreaterThan(0)
    },
    CLUSTER_MS + DRENAGEM_MS + 120_000,
  )
})
