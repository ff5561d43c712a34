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

/** A production configuration with nothing of the demo. */
const producao = {
  ...live,
  NODE_ENV: 'production',
  MP_TOKEN_KEY: 'ab'.repeat(32),
  SMTP_URL: 'smtp://usuario:senha@smtp.exemplo.com.br:587',
  PUBLIC_URL: 'https://www.recria.com.br',
}

describe('NODE_ENV=production', () => {
  it('starts with a configuration that has nothing of the demo, without the demo seed', () => {
    const config = loadConfig(producao)
    expect(config.SEED_DEMO).toBe(false)
    expect(config.LOG_FORMAT).toBe('json')
    expect(config.publicUrl).toBe('https://www.recria.com.br')
  })

  it('sends the session cookie with Secure when nothing is said, and when true is said', () => {
    expect(loadConfig(producao).COOKIE_SECURE).toBe(true)
    expect(loadConfig({ ...producao, COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true)
    // Elsewhere auto stays the default (undefined: by the request's protocol).
    expect(loadConfig({}).COOKIE_SECURE).toBeUndefined()
    expect(loadConfig({ COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false)
  })

  it('still seeds the demo and prints readable lines on a laptop', () => {
    expect(loadConfig({}, true)).toMatchObject({ SEED_DEMO: true, LOG_FORMAT: 'pretty' })
    expect(loadConfig({}, false).LOG_FORMAT).toBe('json')
    expect(loadConfig({ ...producao, LOG_FORMAT: 'pretty' }, true).LOG_FORMAT).toBe('json')
  })

  it.each([
    [
      { MP_MODE: 'simulador' },
      'MP_MODE: o simulador do Mercado Pago é só para demonstração e testes; em produção use MP_MODE=live',
    ],
    [
      { MP_CLIENT_ID: '8421039756123401' },
      'MP_CLIENT_ID: é a credencial pública de demonstração; use a do seu aplicativo no Mercado Pago',
    ],
    [
      { MP_CLIENT_SECRET: 'recria-demo-client-secret' },
      'MP_CLIENT_SECRET: é a credencial pública de demonstração; use a do seu aplicativo no Mercado Pago',
    ],
    [
      { MP_WEBHOOK_SECRET: 'recria-demo-webhook-secret' },
      'MP_WEBHOOK_SECRET: é a credencial pública de demonstração; use a do seu aplicativo no Mercado Pago',
    ],
    [
      { MP_SIM_CONTROL_TOKEN: 'token-de-controle-qualquer' },
      'MP_SIM_CONTROL_TOKEN: a API de controle do simulador é só para testes automatizados; remova a variável',
    ],
    [
      { SEED_DEMO: 'true' },
      'SEED_DEMO: os dados de demonstração têm contas com senha pública; em produção use SEED_DEMO=false',
    ],
    [
      { MP_TOKEN_KEY: '' },
      'MP_TOKEN_KEY: obrigatória em produção (64 caracteres hexadecimais, a mesma em todos os processos); sem ela cada disco geraria a sua chave e os tokens dos vendedores não abririam',
    ],
    [
      { SMTP_URL: '' },
      'SMTP_URL: obrigatória em produção; sem ela os e-mails ficam numa pasta do servidor e ninguém os recebe',
    ],
    [
      { PUBLIC_URL: '' },
      'PUBLIC_URL: obrigatória em produção: o endereço https do site (links dos e-mails, origem aceita, retorno do Mercado Pago)',
    ],
    [
      { PUBLIC_URL: 'http://www.recria.com.br' },
      'PUBLIC_URL: em produção o endereço do site começa com https:// (recebido http://www.recria.com.br)',
    ],
    [
      { COOKIE_SECURE: 'false' },
      'COOKIE_SECURE: em produção o cookie de sessão só viaja por https; use COOKIE_SECURE=true (o padrão em produção)',
    ],
    [
      { COOKIE_SECURE: 'auto' },
      'COOKIE_SECURE: com auto, atrás de um balanceador que encerra o https o cookie de sessão sairia sem Secure; em produção use COOKIE_SECURE=true (o padrão em produção)',
    ],
    [
      { COOKIE_SECURE: 'auto', TRUST_PROXY: '10.0.0.0/8' },
      'COOKIE_SECURE: com auto, atrás de um balanceador que encerra o https o cookie de sessão sairia sem Secure; em produção use COOKIE_SECURE=true (o padrão em produção)',
    ],
    [
      { PROCESS_COUNT: '3' },
      'STORAGE_DRIVER: com PROCESS_COUNT=3, as imagens num disco local só existem para o processo que as recebeu; use STORAGE_DRIVER=s3',
    ],
  ])('refuses %o, naming the setting and what to do', (change, problema) => {
    expect(() => loadConfig({ ...producao, ...change })).toThrow(
      `Recria não inicia em produção (NODE_ENV=production) com esta configuração:\n  ${problema}`,
    )
  })

  it('names every problem at once: the demo defaults are refused whole', () => {
    let message = ''
    try {
      loadConfig({
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        MP_SIM_CONTROL_TOKEN: 'token-de-controle-qualquer',
        PROCESS_COUNT: '2',
      })
    } catch (error) {
      message = (error as Error).message
    }
    const nomes = message
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(':')[0])
    expect(nomes).toEqual([
      'MP_MODE',
      'MP_CLIENT_ID',
      'MP_CLIENT_SECRET',
      'MP_WEBHOOK_SECRET',
      'MP_SIM_CONTROL_TOKEN',
      'SEED_DEMO',
      'MP_TOKEN_KEY',
      'SMTP_URL',
      'PUBLIC_URL',
      'STORAGE_DRIVER',
    ])
  })

  it('leaves development and tests as they were', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', PROCESS_COUNT: '4' })).not.toThrow()
    expect(() =>
      loadConfig({ NODE_ENV: 'test', MP_SIM_CONTROL_TOKEN: 'token-de-controle-qualquer' }),
    ).not.toThrow()
  })
})
