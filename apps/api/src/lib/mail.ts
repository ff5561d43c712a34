import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger as Logger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Config } from '../config.ts'
import type { Executor } from '../db/client.ts'
import { redactSecrets } from './log-redact.ts'

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
}

export type Mailer = (mail: Mail) => Promise<void>

/**
 * Queues an e-mail (lib/email-fila.ts). Given a transaction, the job is written on it: the message goes
 * out only if the change it tells of commits (an order rolled back e-mails no one).
 */
export type QueueMailer = (mail: Mail, tx?: Executor) => Promise<void>

/**
 * Sends through SMTP_URL; without it, writes each message as JSON to the outbox folder and logs where
 * and to whom, with its links: never the text, and no secret of a link (a password-reset token).
 */
export function createMailer(config: Config, log: Logger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL)
    return async (mail) => {
      await transport.sendMail({ from: config.MAIL_FROM, ...mail })
    }
  }
  const transport = nodemailer.createTransport({ jsonTransport: true })
  return async (mail) => {
    const info = await transport.sendMail({ from: config.MAIL_FROM, ...mail })
    await mkdir(config.outboxDir, { recursive: true })
    const file = path.join(config.outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.json`)
    await writeFile(file, info.message as unknown as string)
    // Its links, to follow from the terminal; a secret in one (a reset token) stays in the file only.
    const links = (mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map(redactSecrets)
    log.info({ to: mail.to, subject: mail.subject, file, links }, 'e-mail gravado na caixa de saída')
  }
}
