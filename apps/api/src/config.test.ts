// The configuration refuses to run against the real Mercado Pago with the public demo credentials.
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

const live = {
  MP_MODE: 'live',
  MP_CLIENT_ID: '1234567890123456',
  MP_CLIENT_SECRET: 'segredo-do-aplicativo-real',
  MP_WEBHOOK_SECRET: 'segredo-dos-webhooks-real',
}

describe('MP_MODE=live', () => {
  it('starts with the application’s own credentials', () => {
    expect(loadConfig(live).mp.mode).toBe('live')
  })

  it.each([
    ['MP_CLIENT_ID', '8421039756123401'],
    ['MP_CLIENT_SECRET', 'recria-demo-client-secret'],
    ['MP_WEBHOOK_SECRET', 'recria-demo-webhook-secret'],
  ])('refuses the demo %s, saying which and why', (name, demo) => {
    expect(() => loadConfig({ ...live, [name]: demo })).toThrow(
      `Configuração inválida:\n  ${name}: com MP_MODE=live, use a credencial do seu aplicativo no Mercado Pago, não a de demonstração`,
    )
  })

  it('refuses the defaults when nothing is set', () => {
    expect(() => loadConfig({ MP_MODE: 'live' })).toThrow(/MP_CLIENT_SECRET: com MP_MODE=live/)
  })

  it('keeps the demo credentials for the simulator', () => {
    expect(loadConfig({}).mp.clientSecret).toBe('recria-demo-client-secret')
  })
})
