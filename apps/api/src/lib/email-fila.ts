// E-mails go out through a pg-boss queue with retries (docs/design.md#stack): a mail-server hiccup delays a
// message, it never loses it. The message is encrypted in the job, since a reset link is a secret.

import type { Deps } from '../deps.ts'
import { type Boss, onExecutor, workInBatches } from './boss.ts'
import type { Cipher } from './crypto.ts'
import type { Mail, Mailer, QueueMailer } from './mail.ts'

export const EMAIL_QUEUE = 'email'

interface EmailJob {
  /** The Mail, as JSON, sealed with the app's cipher. */
  mensagem: string
}

/** 30 s, 60 s, 2 min… (retryBackoff) for about an hour and a half before giving up. */
const RETRIES = { retryLimit: 8, retryDelay: 30, retryBackoff: true }

export async function ensureEmailQueue(boss: Boss) {
  await boss.createQueue(EMAIL_QUEUE)
}

/** What services call: queues the message and returns once it is safely stored. */
export function queueMailer(boss: Boss, cipher: Cipher): QueueMailer {
  return async (mail, tx) => {
    const job: EmailJob = { mensagem: cipher.encrypt(JSON.stringify(mail)) }
    await boss.send(EMAIL_QUEUE, job, tx ? { ...RETRIES, db: onExecutor(tx) } : RETRIES)
  }
}

/**
 * Twenty messages per poll, five at a time. One at a time, each poll waiting a second, the queue went
 * out at one e-mail a second: a busy hour of orders (two or three e-mails each) piled up for hours.
 */
const LOTE = { tamanho: 20, paralelos: 5 }

/** The worker: hands each message to the transport; one that fails is retried alone. */
export async function registerEmailJob(
  { boss, cipher, log }: Pick<Deps, 'boss' | 'cipher' | 'log'>,
  transport: Mailer,
  pollingIntervalSeconds = 1,
) {
  await workInBatches<EmailJob>(
    boss,
    EMAIL_QUEUE,
    { ...LOTE, pollingIntervalSeconds },
    (job) => transport(JSON.parse(cipher.decrypt(job.data.mensagem)) as Mail),
    (err, job) =>
      log.warn(
        { err, job: job.id, tentativa: job.retryCount + 1 },
        'e-mail: envio falhou, será tentado de novo',
      ),
  )
}
