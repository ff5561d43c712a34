// The built server a journey talks to. The suite starts one per worker (global-setup.ts), so journeys
// running at the same time never share a database: each worker's files run one after the other on
// its own server, as the whole suite once did on a single one.
import { inject } from 'vitest'

export function server() {
  const servers = inject('servers')
  const worker = Number(process.env.VITEST_POOL_ID ?? '1') - 1
  const found = servers[worker % servers.length]
  if (!found) throw new Error('Nenhum servidor das jornadas foi iniciado.')
  return found
}

/** The address of this worker's server. */
export const baseUrl = () => server().baseUrl
