import type { IncomingMessage } from 'node:http'

// A client still sending a body the server refuses must be able to read the refusal: answering and
// closing while it writes gives it EPIPE instead of the 413 (decision 043). So the rest of the body is
// read and thrown away first, up to a bound in bytes and in time; past either, the connection closes
// as before (nobody should make the server read an unbounded body it has already refused).

/** How much of a refused body is read and discarded before answering. */
export const DESCARTE_MAX_BYTES = 8 * 1024 * 1024
/** How long a refused body may take to arrive before the answer goes anyway. */
export const DESCARTE_MAX_MS = 10_000

/** Reads and discards what is left of `req`'s body, within the bounds; resolves when done or given up. */
export function descartarCorpo(
  req: IncomingMessage,
  { maxBytes = DESCARTE_MAX_BYTES, maxMs = DESCARTE_MAX_MS } = {},
): Promise<void> {
  if (req.complete || req.destroyed) return Promise.resolve()
  const declarado = Number(req.headers['content-length'])
  if (Number.isFinite(declarado) && declarado > maxBytes) return Promise.resolve()
  return new Promise((resolve) => {
    let lidos = 0
    const fim = () => {
      clearTimeout(timer)
      req.off('data', contar)
      req.off('end', fim)
      req.off('error', fim)
      req.off('close', fim)
      resolve()
    }
    // Past a bound nothing more is read: the answer goes out and the connection closes after it.
    const desistir = () => {
      req.pause()
      fim()
    }
    const contar = (chunk: Buffer) => {
      lidos += chunk.length
      if (lidos > maxBytes) desistir()
    }
    const timer = setTimeout(desistir, maxMs)
    req.on('data', contar)
    req.once('end', fim)
    req.once('error', fim)
    req.once('close', fim)
    req.resume()
  })
}
