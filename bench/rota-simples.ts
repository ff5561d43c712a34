// The bare Fastify route (catalogo-bare-server.mjs) in its own process, as the API is: the yardstick
// every speed benchmark runs beside, answering the given JSON file as the catalogue's page 1.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'

export interface RotaSimples {
  url: string
  parar(): void
}

/** Starts it; answers its URL once it listens. */
export async function iniciarRotaSimples(arquivo: string): Promise<RotaSimples> {
  const processo = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'catalogo-bare-server.mjs'), arquivo],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const parar = () => void processo.kill('SIGTERM')
  const stdout = processo.stdout
  if (!stdout) throw new Error('rota simples sem saída')
  for await (const line of createInterface({ input: stdout })) {
    const { port } = JSON.parse(line) as { port: number }
    return { url: `http://127.0.0.1:${port}/pagina`, parar }
  }
  parar()
  throw new Error('a rota simples não iniciou')
}
