import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { server } from './server.ts'

interface OutboxMessage {
  to: { address: string }[]
  subject: string
  text: string
}

/** Waits for the newest e-mail sent to `address` (written to the outbox without SMTP) and answers it. */
export async function latestEmailTo(address: string, timeoutMs = 30_000): Promise<OutboxMessage> {
  const dir = path.join(server().dataDir, 'outbox')
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [])).sort().reverse()
    for (const file of files) {
      const message: OutboxMessage = JSON.parse(await readFile(path.join(dir, file), 'utf8'))
      if (message.to.some((to) => to.address === address)) return message
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`nenhum e-mail para ${address}`)
}

export function linkIn(message: OutboxMessage): string {
  const link = message.text.match(/https?:\/\/\S+/)?.[0]
  if (!link) throw new Error('e-mail sem link')
  return link
}
