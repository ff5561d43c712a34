// Production mode (NODE_ENV=production) refuses the demo: every problem of a configuration that is
// fine on a laptop and unsafe on the internet, named at once (docs/design.md#processes, decision 035).
// loadConfig calls this, so the server, the worker and every command refuse the same way.

/** The demo application's public credentials: fine for the simulator, never for the real Mercado Pago. */
export const DEMO_MP = {
  MP_CLIENT_ID: '8421039756123401',
  MP_CLIENT_SECRET: 'recria-demo-client-secret',
  MP_WEBHOOK_SECRET: 'recria-demo-webhook-secret',
} as const

/** The settings checked here, as loadConfig has read them (no import of config.ts: it calls us). */
export interface ConfiguracaoDeProducao {
  NODE_ENV: 'development' | 'production' | 'test'
  MP_MODE: 'simulador' | 'live'
  MP_CLIENT_ID: string
  MP_CLIENT_SECRET: string
  MP_WEBHOOK_SECRET: string
  MP_SIM_CONTROL_TOKEN?: string | undefined
  SEED_DEMO: boolean
  MP_TOKEN_KEY?: string | undefined
  SMTP_URL?: string | undefined
  PUBLIC_URL?: string | undefined
  /** As written (or its default): `auto` is told apart from true. */
  COOKIE_SECURE: 'true' | 'false' | 'auto'
  STORAGE_DRIVER: 'disk' | 's3'
  PROCESS_COUNT: number
}

/** Each setting a production process cannot start with, as `NAME: why, and what to do`; empty when fine. */
export function problemasDeProducao(config: ConfiguracaoDeProducao): string[] {
  if (config.NODE_ENV !== 'production') return []
  const problemas: string[] = []

  if (config.MP_MODE === 'simulador')
    problemas.push(
      'MP_MODE: o simulador do Mercado Pago é só para demonstração e testes; em produção use MP_MODE=live',
    )
  for (const name of Object.keys(DEMO_MP) as (keyof typeof DEMO_MP)[]) {
    if (config[name] === DEMO_MP[name])
      problemas.push(
        `${name}: é a credencial pública de demonstração; use a do seu aplicativo no Mercado Pago`,
      )
  }
  if (config.MP_SIM_CONTROL_TOKEN !== undefined)
    problemas.push(
      'MP_SIM_CONTROL_TOKEN: a API de controle do simulador é só para testes automatizados; remova a variável',
    )
  if (config.SEED_DEMO)
    problemas.push(
      'SEED_DEMO: os dados de demonstração têm contas com senha pública; em produção use SEED_DEMO=false',
    )
  if (config.MP_TOKEN_KEY === undefined)
    problemas.push(
      'MP_TOKEN_KEY: obrigatória em produção (64 caracteres hexadecimais, a mesma em todos os processos); sem ela cada disco geraria a sua chave e os tokens dos vendedores não abririam',
    )
  if (config.SMTP_URL === undefined)
    problemas.push(
      'SMTP_URL: obrigatória em produção; sem ela os e-mails ficam numa pasta do servidor e ninguém os recebe',
    )
  if (config.PUBLIC_URL === undefined)
    problemas.push(
      'PUBLIC_URL: obrigatória em produção: o endereço https do site (links dos e-mails, origem aceita, retorno do Mercado Pago)',
    )
  else if (new URL(config.PUBLIC_URL).protocol !== 'https:')
    problemas.push(
      `PUBLIC_URL: em produção o endereço do site começa com https:// (recebido ${config.PUBLIC_URL})`,
    )
  // Behind a balancer that ends TLS every request arrives over http, so `auto` would send the session
  // cookie without Secure (decision 043): production has one answer, true, and it is the default.
  if (config.COOKIE_SECURE === 'false')
    problemas.push(
      'COOKIE_SECURE: em produção o cookie de sessão só viaja por https; use COOKIE_SECURE=true (o padrão em produção)',
    )
  else if (config.COOKIE_SECURE === 'auto')
    problemas.push(
      'COOKIE_SECURE: com auto, atrás de um balanceador que encerra o https o cookie de sessão sairia sem Secure; em produção use COOKIE_SECURE=true (o padrão em produção)',
    )
  if (config.STORAGE_DRIVER === 'disk' && config.PROCESS_COUNT > 1)
    problemas.push(
      `STORAGE_DRIVER: com PROCESS_COUNT=${config.PROCESS_COUNT}, as imagens num disco local só existem para o processo que as recebeu; use STORAGE_DRIVER=s3`,
    )
  return problemas
}

/** How many accounts the refusal names before counting the rest. */
const CONTAS_NOMEADAS = 10

/** The refusal of a production start on a database with demo accounts (decision 043), naming them. */
export function contasDeDemonstracaoEmProducao(emails: string[]): string {
  const nomeadas = emails.slice(0, CONTAS_NOMEADAS).join(', ')
  const resto = emails.length > CONTAS_NOMEADAS ? ` e mais ${emails.length - CONTAS_NOMEADAS}` : ''
  return `Recria não inicia em produção (NODE_ENV=production) com contas de demonstração no banco de dados, de senha pública: ${nomeadas}${resto}. Use um banco de dados sem os dados de demonstração (docs/deploy.md).`
}
