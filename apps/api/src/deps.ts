import type { FastifyBaseLogger as Logger } from 'fastify'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import type { Boss } from './lib/boss.ts'
import type { Cipher } from './lib/crypto.ts'
import type { QueueMailer } from './lib/mail.ts'
import type { RateLimiter } from './lib/rate-limit.ts'
import type { Storage } from './lib/storage.ts'

/** What services need from the outside world; built once in app.ts, replaced nowhere. */
export interface Deps {
  config: Config
  db: Db
  /**
   * The public storefront's reads (catalogue, listing page, shop): the read replica when
   * DATABASE_READ_URL is set, else `db`. Never for a write, nor for a read that decides one.
   */
  dbLeitura: Db
  storage: Storage
  /** Queues an e-mail (sent by a job, with retries), on the caller's transaction when given. */
  mail: QueueMailer
  rateLimit: RateLimiter
  log: Logger
  /** Job queue (pg-boss); `boss.send(queue, data)` from services. */
  boss: Boss
  /** Encrypts secrets kept in the database (Mercado Pago tokens). */
  cipher: Cipher
}
