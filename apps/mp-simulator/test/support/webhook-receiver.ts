// A stand-in for Recria's webhook endpoint: records every request and answers as each test tells it.
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Received {
  url: URL
  headers: IncomingHttpHeaders
  body: { id: number; action: string; data: { id: string }; [key: string]: unknown }
  index: number
  /** When it arrived (ms since epoch). */
  at: number
}

export type Answer = { status?: number; delayMs?: number }

export async function startReceiver(answer: (req: Received) => Answer = () => ({})) {
  const received: Received[] = []
  let inFlight = 0
  let maxInFlight = 0
  const server = createServer((req, res) => {
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const entry: Received = {
        url: new URL(req.url ?? '/', 'http://receiver.test'),
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        index: received.length,
        at: Date.now(),
      }
      received.push(entry)
      const { status = 200, delayMs = 0 } = receiver.answer(entry)
      setTimeout(() => {
        inFlight--
        if (!res.destroyed) res.writeHead(status, { 'content-type': 'text/plain' }).end(String(status))
      }, delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const receiver = {
    url: `http://127.0.0.1:${port}/api/mercadopago/webhook`,
    received,
    answer,
    get maxInFlight() {
      return maxInFlight
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  return receiver
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>
