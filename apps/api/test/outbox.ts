// The e-mails the app wrote to its outbox folder (no SMTP_URL in tests), read the way a person would.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

export interface OutboxMail {
  to: { address: string }[]
  subject: string
  text: string
  html: string
}

export async function outbox(outboxDir: string): Promise<OutboxMail[]> {
  const names = await readdir(outboxDir).catch(() => [])
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8'))),
  )
}

export const mailsTo = async (outboxDir: string, email: string) =>
  (await outbox(outboxDir)).filter((mail) => mail.to.some((to) => to.address === email))

/** E-mails go out through a job: poll the outbox (up to 15 s) until `count` were sent to `email`. */
export async function waitForMails(outboxDir: string, email: string, count: number): Promise<OutboxMail[]> {
  for (let i = 0; i < 750; i++) {
    const found = await mailsTo(outboxDir, email)
    if (found.length > count) throw new Error(`${found.length} e-mails to ${email}, expected ${count}`)
    if (found.length === count) return found
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no e-mail to ${email} in ${outboxDir}`)
}
