// A seller's Mercado Pago connection: its state, the authorization started, the disconnection refused
// while payments may still go back (decision 020), and which token is handed out around its expiry.
// The repository, the cipher and the token refresh faked (the provider side is conexao.test.ts and
// token-refresh.test.ts).
import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { comoDb, dbFalso, falso, sessao } from '../../../test/unidade.ts'
import type { Deps } from '../../deps.ts'
import { type ConexaoRepo, createConexaoService, REFRESH_MARGIN_MS, STATE_TTL_MS } from './conexao.service.ts'
import type { OAuthCallbackService } from './oauth-callback.service.ts'
import type { TokenRefreshService } from './token-refresh.service.ts'

const VENDEDOR = 20
const AGORA = new Date('2026-05-10T15:00:00.000Z')
const MINUTO = 60_000

type Conexao = NonNullable<Awaited<ReturnType<ConexaoRepo['findByUser']>>>

const conexao = (campos: Partial<Conexao> = {}) =>
  ({
    id_usuario: VENDEDOR,
    mp_user_id: 123456,
    access_token_cifrado: 'cifrado:APP_USR-atual',
    refresh_token_cifrado: 'cifrado:TG-refresh',
    nickname: 'ATELIEBRUNO',
    email: 'atelie.bruno@testuser.com',
    expira_em: new Date(AGORA.getTime() + 60 * MINUTO),
    conectado_em: new Date('2026-04-01T12:00:00.000Z'),
    ...campos,
  }) as Conexao

function montar(
  o: { conexao?: Conexao | null; reembolsaveis?: number; refresh?: () => Promise<string | null> } = {},
) {
  const db = dbFalso()
  const row = o.conexao === undefined ? conexao() : o.conexao
  const repo: ConexaoRepo = {
    findByUser: vi.fn(async () => row),
    delete: vi.fn(async () => row !== null),
    findByMpUserId: vi.fn(async () => null),
    estados: { deleteStaleOfUser: vi.fn(async () => {}), insert: vi.fn(async () => {}) },
  }
  const cipher = {
    encrypt: (v: string) => `cifrado:${v}`,
    decrypt: (v: string) => v.replace(/^cifrado:/, ''),
  }
  const config = {
    mp: {
      clientId: 'cliente-recria',
      redirectUri: 'https://recria.example/api/mercadopago/callback',
      authUrl: 'https://auth.mp.example',
    },
  }
  const log = { warn: vi.fn() }
  const tokenRefresh = { refresh: vi.fn(o.refresh ?? (async () => 'APP_USR-renovado')) }
  const reembolsaveis = vi.fn(async () => o.reembolsaveis ?? 0)
  const service = createConexaoService(
    {
      db: comoDb(db),
      cipher: cipher as unknown as Deps['cipher'],
      config: config as unknown as Deps['config'],
      log: log as unknown as Deps['log'],
    },
    {
      oauthCallback: falso<OAuthCallbackService>({}),
      tokenRefresh: falso<TokenRefreshService>(tokenRefresh),
      reembolsaveis,
    },
    repo,
  )
  return { service, repo, tokenRefresh, reembolsaveis, log }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('situacao', () => {
  it('connected: the account’s nickname and e-mail and since when', async () => {
    await expect(montar().service.situacao(VENDEDOR)).resolves.toEqual({
      conectado: true,
      userInfo: { nickname: 'ATELIEBRUNO', email: 'atelie.bruno@testuser.com' },
      conectadoEm: '2026-04-01T12:00:00.000Z',
    })
  })

  it('not connected', async () => {
    await expect(montar({ conexao: null }).service.situacao(VENDEDOR)).resolves.toEqual({
      conectado: false,
      userInfo: null,
      conectadoEm: null,
    })
  })
})

describe('autorizar', () => {
  it('keeps only the state’s hash, bound to the session, for 10 minutes, with a PKCE challenge in the address', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(AGORA)
    const t = montar()
    const { sucesso, authUrl } = await t.service.autorizar(sessao(VENDEDOR))
    expect(sucesso).toBe(true)
    const url = new URL(authUrl)
    expect(`${url.origin}${url.pathname}`).toBe('https://auth.mp.example/authorization')
    const state = url.searchParams.get('state') ?? ''
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'cliente-recria',
      response_type: 'code',
      platform_id: 'mp',
      redirect_uri: 'https://recria.example/api/mercadopago/callback',
      code_challenge_method: 'S256',
    })
    expect(t.repo.estados.deleteStaleOfUser).toHaveBeenCalledWith(expect.anything(), VENDEDOR)
    const [, guardado] = vi.mocked(t.repo.estados.insert).mock.calls[0] ?? []
    expect(guardado).toMatchObject({
      state_hash: createHash('sha256').update(state).digest('hex'),
      id_usuario: VENDEDOR,
      sessao_hash: `sessao-${VENDEDOR}`,
      expira_em: new Date(AGORA.getTime() + STATE_TTL_MS),
    })
    expect(STATE_TTL_MS).toBe(10 * MINUTO)
    // The verifier is kept encrypted; the address carries only its challenge.
    const verifier = (guardado?.code_verifier_cifrado ?? '').replace(/^cifrado:/, '')
    expect(url.searchParams.get('code_challenge')).toBe(
      createHash('sha256').update(verifier).digest('base64url'),
    )
    expect(authUrl).not.toContain(verifier)
  })
})

describe('desconectar', () => {
  it('ends the connection when nothing may still be refunded', async () => {
    const t = montar()
    await expect(t.service.desconectar(VENDEDOR)).resolves.toEqual({
      mensagem: 'Desconectado do Mercado Livre com sucesso!',
    })
    expect(t.reembolsaveis).toHaveBeenCalledWith(VENDEDOR)
    expect(t.repo.delete).toHaveBeenCalledWith(expect.anything(), VENDEDOR)
  })

  it('is refused while payments may still be refunded, saying how many', async () => {
    const um = montar({ reembolsaveis: 1 })
    await expect(um.service.desconectar(VENDEDOR)).rejects.toMatchObject({
      statusCode: 422,
      message:
        'Não é possível desconectar o Mercado Pago: você tem 1 pagamento que ainda pode ser reembolsado (aguardando confirmação, de pedido ainda não entregue, entregue nos últimos 7 dias ou com reembolso em aberto). Os reembolsos são feitos pela sua conta do Mercado Pago; desconecte quando esses prazos terminarem.',
    })
    expect(um.repo.delete).not.toHaveBeenCalled()
    const tres = montar({ reembolsaveis: 3 })
    await expect(tres.service.desconectar(VENDEDOR)).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringContaining('você tem 3 pagamentos que ainda podem ser reembolsados'),
    })
  })

  it('without a connection is a 404', async () => {
    const t = montar({ conexao: null })
    await expect(t.service.desconectar(VENDEDOR)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Nenhuma conta do Mercado Pago está conectada ao seu perfil.',
    })
    expect(t.reembolsaveis).not.toHaveBeenCalled()
  })
})

describe('tokenDeAcesso', () => {
  it('hands out the stored token while it has more than 5 minutes left', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(AGORA)
    const t = montar({ conexao: conexao({ expira_em: new Date(AGORA.getTime() + REFRESH_MARGIN_MS + 1) }) })
    await expect(t.service.tokenDeAcesso(VENDEDOR)).resolves.toBe('APP_USR-atual')
    expect(t.tokenRefresh.refresh).not.toHaveBeenCalled()
  })

  it('refreshes a token with 5 minutes or less left, for one lasting past the margin', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(AGORA)
    const t = montar({ conexao: conexao({ expira_em: new Date(AGORA.getTime() + REFRESH_MARGIN_MS) }) })
    await expect(t.service.tokenDeAcesso(VENDEDOR)).resolves.toBe('APP_USR-renovado')
    expect(t.tokenRefresh.refresh).toHaveBeenCalledWith(
      VENDEDOR,
      new Date(AGORA.getTime() + REFRESH_MARGIN_MS),
    )
  })

  it('a failed refresh still hands out the current token while it lasts, and none once expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(AGORA)
    const falha = async () => {
      throw new Error('Mercado Pago fora do ar')
    }
    const valido = montar({
      conexao: conexao({ expira_em: new Date(AGORA.getTime() + MINUTO) }),
      refresh: falha,
    })
    await expect(valido.service.tokenDeAcesso(VENDEDOR)).resolves.toBe('APP_USR-atual')
    expect(valido.log.warn).toHaveBeenCalledTimes(1)
    const vencido = montar({ conexao: conexao({ expira_em: new Date(AGORA.getTime() - 1) }), refresh: falha })
    await expect(vencido.service.tokenDeAcesso(VENDEDOR)).resolves.toBeNull()
  })

  it('no connection, no token', async () => {
    await expect(montar({ conexao: null }).service.tokenDeAcesso(VENDEDOR)).resolves.toBeNull()
  })
})
