// The request id: the proxy's X-Request-Id when the peer is a trusted proxy and the id is well-formed
// (so a line in the balancer's log and ours share it), a fresh UUID otherwise. A client cannot choose
// the id of its own request, nor write anything odd into our log lines with it.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { BlockList, isIP } from 'node:net'

/** Letters, digits and `-_.:@/+=`, up to 128 characters: UUIDs, hex, base64 and haproxy/nginx ids. */
const ID_ACEITO = /^[\w.:@/+=-]{1,128}$/

export function requestIdGenerator(trustProxy: boolean | string[]) {
  const confia = trustProxy === false ? null : trustProxy === true ? () => true : confiaEm(trustProxy)
  return (req: IncomingMessage) => {
    if (confia) {
      const header = req.headers['x-request-id']
      const id = Array.isArray(header) ? header[0] : header
      const peer = req.socket?.remoteAddress
      if (id && ID_ACEITO.test(id) && peer && confia(peer)) return id
    }
    return randomUUID()
  }
}

/** Whether an address is in one of the ranges (TRUST_PROXY's IPs and CIDRs, validated by config.ts). */
export function confiaEm(ranges: string[]): (address: string) => boolean {
  const lista = new BlockList()
  for (const range of ranges) {
    const [address = '', prefix] = range.split('/')
    const tipo = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) lista.addAddress(address, tipo)
    else lista.addSubnet(address, Number(prefix), tipo)
  }
  return (address) => {
    // An IPv4 peer on a dual-stack socket arrives as ::ffff:a.b.c.d.
    const v4 = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
    const tipo = isIP(v4)
    return tipo !== 0 && lista.check(v4, tipo === 6 ? 'ipv6' : 'ipv4')
  }
}
