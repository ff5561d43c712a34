// A JSON body over the limit, sent by Node's own fetch over real HTTP: the client must read the 413
// and its message, not a broken pipe (EPIPE: a server answering and closing while the client is still
// sending; seen under load). The server reads and discards a bounded rest first (decision 043).

import { spawn } from 'node:child_process'
import { freePort } from '@recria/postgres/free-port'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registration } from '../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
let base: string
beforeAll(async () => {
  const port = await freePort()
  t = await createTestApp({ PORT: String(port) })
  await t.app.listen({ port, host: '127.0.0.1' })
  base = `http://127.0.0.1:${port}`
})
afterAll(() => t.close())

const usersWithEmail = async (email: string) =>
  (await t.pool.query('select id_usuario from usuarios where email = $1', [email])).rows

const CINCO_MB = 5 * 1024 * 1024

describe('a JSON body over the limit, from fetch', () => {
  it('is answered 413 in Portuguese when its length is declared', async () => {
    const body = registration({ nome: 'A'.repeat(CINCO_MB) })
    const res = await fetch(`${base}/api/usuarios`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ mensagem: 'O corpo da requisição é grande demais.' })
    expect(await usersWithEmail(body.email)).toEqual([])
  })

  it('is answered 413 in Portuguese when it comes in chunks of unknown length', async () => {
    const body = registration({ nome: 'A'.repeat(CINCO_MB) })
    const bytes = new TextEncoder().encode(JSON.stringify(body))
    // Sent a piece at a time, as over a real network: the server has long answered before the end.
    let enviado = 0
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((r) => setTimeout(r, 2))
        controller.enqueue(bytes.slice(enviado, enviado + 64 * 1024))
        enviado += 64 * 1024
        if (enviado >= bytes.length) controller.close()
      },
    })
    const res = await fetch(`${base}/api/usuarios`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ mensagem: 'O corpo da requisição é grande demais.' })
    expect(await usersWithEmail(body.email)).toEqual([])
  })
})

/**
 * Sends `vezes` bodies of 5 MB at once to `url` from a Node process of its own, as an outside client
 * does (in this process the client would wait on the server's own event loop), and answers what each
 * fetch got: the status and body, or the network error's code.
 */
function postsDeOutroProcesso(url: string, vezes: number) {
  const script = `
    const body = JSON.stringify({ email: 'quem@exemplo.com.br', senha: 'A'.repeat(${CINCO_MB}) })
    const tentativas = Array.from({ length: ${vezes} }, async () => {
      const res = await fetch(${JSON.stringify(url)}, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body,
      })
      return { status: res.status, corpo: await res.json() }
    })
    const feitas = await Promise.allSettled(tentativas)
    console.log(JSON.stringify(feitas.map((r) => r.status === 'fulfilled' ? r.value : String(r.reason?.cause?.code ?? r.reason))))
  `
  return new Promise<unknown[]>((resolve, reject) => {
    let out = ''
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    child.stdout.on('data', (chunk) => (out += chunk))
    child.on('error', reject)
    child.on('exit', () => resolve(JSON.parse(out)))
  })
}

describe('many bodies over the limit at once, from another process', () => {
  it('each gets the 413 in Portuguese, none a broken pipe', async () => {
    const resultados = await postsDeOutroProcesso(`${base}/api/auth/login`, 60)
    expect(resultados).toEqual(
      Array(60).fill({ status: 413, corpo: { mensagem: 'O corpo da requisição é grande demais.' } }),
    )
    expect(await usersWithEmail('quem@exemplo.com.br')).toEqual([])
  }, 120_000)
})
