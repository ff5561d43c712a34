// The rest of a refused body is read only within its bounds (decision 043): a declared length above
// the bound is not read at all, a body of unknown length is read up to the bound, a silent one waits
// no longer than the time bound.
import type { IncomingMessage } from 'node:http'
import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { descartarCorpo } from './descartar-corpo.ts'

/** A request body as the server sees it: a stream with headers, not yet complete. */
function pedido(headers: Record<string, string> = {}) {
  const stream = Object.assign(new PassThrough(), { headers, complete: false })
  return stream as PassThrough & IncomingMessage
}

describe('descartarCorpo', () => {
  it('reads and discards the rest of a body within the bound, to its end', async () => {
    const req = pedido({ 'content-length': '3072' })
    const feito = descartarCorpo(req, { maxBytes: 4096 })
    for (let i = 0; i < 3; i++) req.write(Buffer.alloc(1024))
    req.end()
    await feito
    expect(req.readableEnded).toBe(true)
  })

  it('does not read a body whose declared length is above the bound', async () => {
    const req = pedido({ 'content-length': String(20 * 1024 * 1024) })
    await descartarCorpo(req, { maxBytes: 4096 })
    expect(req.readableFlowing).toBe(null)
  })

  it('stops reading a body of unknown length once past the bound', async () => {
    const req = pedido()
    const feito = descartarCorpo(req, { maxBytes: 4096 })
    for (let i = 0; i < 5; i++) req.write(Buffer.alloc(1024))
    await feito
    expect(req.listenerCount('data')).toBe(0)
    expect(req.readableFlowing).toBe(false)
    expect(req.readableEnded).toBe(false)
  })

  it('gives up on a body that stops arriving', async () => {
    const req = pedido()
    req.write(Buffer.alloc(10))
    await descartarCorpo(req, { maxMs: 20 })
    expect(req.listenerCount('data')).toBe(0)
    expect(req.readableFlowing).toBe(false)
    expect(req.readableEnded).toBe(false)
  })
})
