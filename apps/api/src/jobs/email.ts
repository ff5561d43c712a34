// E-mails go out through a pg-boss queue with retries (DESIGN §3): a mail-server hiccup delays a
// message, it never loses it. The message is encrypted in the job, since a reset link is a secret.

import type { JobWithMetadata as Job } from 'pg-boss'
import type { Deps } from '../deps.ts'
import { mapLimit } from '../lib/concurrency.ts'
import type { Cipher } from '../lib/crypto.ts'
import type { Mail, Mailer, QueueMailer } from '../lib/mail.ts'
import { type Boss, onExecutor } from './boss.ts'

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
 * Messages taken per poll, and sent at once at most. One at a time, each poll waiting a second, the
 * queue went out at one e-mail a second: a busy hour of orders (two or three e-mails each) piled up
 * for hours behind it.
 */
const LOTE = 20
const PARALELOS = 5

/**
 * The worker: hands each message to the transport. A message that fails is logged and failed alone,
 * so pg-boss retries that one; the others of its batch went out and are completed.
 */
export async function registerEmailJob(
  { boss, cipher, log }: Pick<Deps, 'boss' | 'cipher' | 'log'>,
  transport: Mailer,
  pollingIntervalSeconds = 1,
) {
  const enviar = async (job: Job<EmailJob>) => {
    try {
      await transport(JSON.parse(cipher.decrypt(job.data.mensagem)) as Mail)
    } catch (err) {
      log.warn(
        { err, job: job.id, tentativa: job.retryCount + 1 },
        'e-mail: envio falhou, será tentado de novo',
      )
      await boss.fail(EMAIL_QUEUE, job.id, { message: (err as Error).message })
    }
  }
  await boss.work<EmailJob>(
    EMAIL_QUEUE,
    { pollingIntervalSeconds, batchSize: LOTE, includeMetadata: true },
    (jobs) => mapLimit(jobs, PARALELOS, enviar),
  )
}
