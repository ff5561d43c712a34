// Which origin an account is registered from (decision 040): an IPv4 address as it is, an IPv6 address
// by its /64 prefix. A single IPv6 connection is handed a whole /64, so every address inside it is one
// machine's or one household's: counting each address apart would give one person endless groups.
import { isIPv6 } from 'node:net'

const IPV4_MAPEADO = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i

/** The eight 16-bit groups of a valid IPv6 address, as numbers ('::' and an IPv4 tail expanded). */
function grupos16(ip: string): number[] {
  const partes = (s: string) =>
    s === ''
      ? []
      : s.split(':').flatMap((p) => {
          if (!p.includes('.')) return [Number.parseInt(p, 16)]
          const [a = 0, b = 0, c = 0, d = 0] = p.split('.').map(Number)
          return [a * 256 + b, c * 256 + d]
        })
  const [cabeca = '', cauda] = ip.split('::')
  const inicio = partes(cabeca)
  if (cauda === undefined) return inicio
  const fim = partes(cauda)
  return [...inicio, ...Array<number>(8 - inicio.length - fim.length).fill(0), ...fim]
}

/** The origin a registration is grouped by: an IPv4 address, or an IPv6 address's /64 network. */
export function origemDoCadastro(ip: string): string {
  const semZona = ip.split('%')[0] ?? ip
  const mapeado = IPV4_MAPEADO.exec(semZona)
  if (mapeado?.[1]) return mapeado[1]
  if (!isIPv6(semZona)) return ip
  const prefixo = grupos16(semZona)
    .slice(0, 4)
    .map((g) => g.toString(16))
  return `${prefixo.join(':')}::/64`
}
