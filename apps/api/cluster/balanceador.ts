// The load balancer in front of the HTTP processes: haproxy (Debian's package, installed by .ci/run),
// its configuration written into the run's folder. Round robin with no stickiness: any request of a
// person may land on any process.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type ProcessoReiniciavel, processoReiniciavel } from '../falhas/servidor.ts'

export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy'

/** Health checks: every 500 ms, out after 2 failures (~1 s after a kill), back after 2 successes. */
const CHECAGEM = 'inter 500ms fastinter 250ms fall 2 rise 2'

export function configuracao(porta: number, servidores: number[]) {
  return `global
  maxconn 4000

defaults
  mode http
  timeout connect 1s
  # A health check's answer may take a few seconds on a busy machine (all of them timed out at 500 ms
  # there, and every request got a 503 for two seconds); a killed process still fails its check at
  # once, its connection refused.
  timeout check 3s
  timeout client 10m
  timeout server 10m
  # The notification stream is one long answer: heartbeats keep it open, these keep haproxy from cutting it.
  timeout tunnel 1h
  timeout http-request 10s
  timeout http-keep-alive 10s
  option forwardfor
  # Only a request that never reached a server is tried again, on another one: anything a server
  # received may have acted (a payment, an order), and only the person can look and decide.
  retries 3
  retry-on conn-failure
  option redispatch 1

frontend recria
  bind 127.0.0.1:${porta}
  # A request id for the lines of both logs, unless the caller sent one: Mercado Pago signs its
  # webhooks over its own x-request-id, and a replaced one fails the signature (401).
  unique-id-format %[uuid()]
  http-request set-header X-Request-Id %[unique-id] unless { req.hdr(x-request-id) -m found }
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/pronto
  http-check expect status 200
${servidores.map((p, i) => `  server api${i + 1} 127.0.0.1:${p} check ${CHECAGEM}`).join('\n')}
`
}

export interface Balanceador extends ProcessoReiniciavel {
  baseUrl: string
}

/** haproxy on `porta`, ready when every server passes its health check. */
export async function balanceador(dir: string, porta: number, servidores: number[]): Promise<Balanceador> {
  const arquivo = path.join(dir, 'haproxy.cfg')
  await writeFile(arquivo, configuracao(porta, servidores))
  const baseUrl = `http://127.0.0.1:${porta}`
  const processo = processoReiniciavel({
    programa: HAPROXY,
    // -db: one process in the foreground, no daemon: stopping it stops the balancer.
    args: ['-db', '-f', arquivo],
    env: {},
    pronto: async () => {
      // Round robin: as many answers as servers, all 200, means each one is in rotation.
      for (let i = 0; i < servidores.length; i++) {
        const res = await fetch(`${baseUrl}/api/pronto`, { signal: AbortSignal.timeout(2_000) })
        await res.arrayBuffer()
        if (res.status !== 200) return false
      }
      return true
    },
  })
  return { baseUrl, ...processo }
}
