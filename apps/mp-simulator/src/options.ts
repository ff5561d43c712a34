import type pg from 'pg'

/** How the simulator is set up; the same in-process (inside the app) and standalone. */
export interface SimulatorOptions {
  /** PostgreSQL; every table lives in the `mp_sim` schema. */
  pool: pg.Pool
  /** Where browsers reach the simulator's pages (authorization, checkout), e.g. http://localhost:3000/mp-sim */
  publicUrl: string
  /** Recria's application at Mercado Pago. */
  clientId: string
  clientSecret: string
  /** The application's only accepted OAuth redirect_uri. */
  redirectUri: string
  /** Secret for the webhooks' x-signature HMAC. */
  webhookSecret: string
  /** Delays before each webhook retry, in ms (default 5 s, 15 s, 60 s, 5 min, 15 min). */
  webhookRetryDelaysMs?: number[]
  /** How long a webhook delivery may take before it counts as failed (default 5 s). */
  webhookTimeoutMs?: number
  /**
   * The test-control API (/__sim) exists only when this is set, and answers only requests carrying
   * it in the `x-sim-token` header: it can approve payments, so it is never open by default.
   */
  controlToken?: string
}
