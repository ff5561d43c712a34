// GET /auth/mercadopago/callback: the browser comes back from Mercado Pago's consent page.
import type { ConexaoErro } from '@recria/domain/conexao-mercadopago'
import type { Deps } from '../../deps.ts'
import { pgErrorCode } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import { sha256 } from '../../lib/tokens.ts'
import { conexoesRepository } from './conexoes.repository.ts'
import {
  callbackErrorOf,
  exchangeCode,
  type MpAccount,
  type MpTokens,
  type OAuthClientOptions,
  readAccount,
} from './oauth-client.ts'
import { oauthStatesRepository } from './oauth-states.repository.ts'

export interface CallbackQuery {
  code?: string
  state?: string
  error?: string
}

export const SUCCESS_PATH = '/mercadopago-conectado?sucesso=true'
export const errorPath = (erro: ConexaoErro) => `/erro-autorizacao?erro=${erro}`

class Refused extends Error {
  constructor(readonly erro: ConexaoErro) {
    super(erro)
  }
}

/** How many of a seller's payments may still be refunded (the reembolsos module answers it). */
export type Reembolsaveis = (idVendedor: number) => Promise<number>

export type OAuthCallbackService = ReturnType<typeof createOAuthCallbackService>

/** `options`: the time limit of the calls the callback makes (tests shorten it). */
export function createOAuthCallbackService(
  deps: Pick<Deps, 'db' | 'cipher' | 'config' | 'log'>,
  options: OAuthClientOptions = {},
) {
  return {
    /**
     * Answers where to send the browser: the result screen, with `sucesso=true` or the error code.
     * `reembolsaveis`: while it counts any of the seller's payments, another account is refused
     * (refunds go back through the connected one, decision 020); the same account renews its tokens.
     */
    async complete(
      user: SessionUser | null,
      query: CallbackQuery,
      reembolsaveis: Reembolsaveis,
    ): Promise<string> {
      try {
        await connect(deps, user, query, options, reembolsaveis)
        return SUCCESS_PATH
      } catch (error) {
        if (error instanceof Refused) return errorPath(error.erro)
        deps.log.error({ err: error }, 'mercadopago: callback falhou')
        return errorPath('callback_falhou')
      }
    },
  }
}

async function connect(
  { db, cipher, config, log }: Pick<Deps, 'db' | 'cipher' | 'config' | 'log'>,
  user: SessionUser | null,
  query: CallbackQuery,
  options: OAuthClientOptions,
  reembolsaveis: Reembolsaveis,
) {
  // The state proves this browser, in this session, started the flow (CSRF and login-CSRF defence).
  if (!user || !query.state) throw new Refused('sessao_expirada')
  const state = await oauthStatesRepository.consume(db, sha256(query.state), user.id_usuario, user.tokenHash)
  if (!state) throw new Refused('sessao_expirada')
  if (query.error) throw new Refused(query.error === 'access_denied' ? 'access_denied' : 'callback_falhou')
  if (!query.code) throw new Refused('codigo_ausente')

  let tokens: MpTokens
  let account: MpAccount
  try {
    const codeVerifier = cipher.decrypt(state.code_verifier_cifrado)
    tokens = await exchangeCode(config.mp, { code: query.code, codeVerifier }, options)
  } catch (error) {
    log.warn({ err: error }, 'mercadopago: troca do código recusada')
    throw new Refused(callbackErrorOf(error))
  }
  try {
    account = await readAccount(tokens.access_token, options)
  } catch (error) {
    log.warn({ err: error }, 'mercadopago: /users/me falhou')
    throw new Refused(callbackErrorOf(error) === 'timeout' ? 'timeout' : 'callback_falhou')
  }
  if (account.id !== tokens.user_id) throw new Refused('callback_falhou')

  // One Mercado Pago account receives for one Recria seller: payments are matched to sellers by it.
  const owner = await conexoesRepository.findByMpUserId(db, tokens.user_id)
  if (owner && owner.id_usuario !== user.id_usuario) {
    log.warn({ mpUserId: tokens.user_id }, 'mercadopago: conta já conectada a outro vendedor')
    throw new Refused('callback_falhou')
  }
  // Switching accounts is refused as disconnecting is: refunds must go back through the current one.
  const current = await conexoesRepository.findByUser(db, user.id_usuario)
  if (current && current.mp_user_id !== tokens.user_id && (await reembolsaveis(user.id_usuario)) > 0) {
    log.warn({ idUsuario: user.id_usuario }, 'mercadopago: troca de conta com pagamentos reembolsáveis')
    throw new Refused('troca_bloqueada')
  }
  try {
    await conexoesRepository.upsert(db, {
      id_usuario: user.id_usuario,
      mp_user_id: tokens.user_id,
      access_token_cifrado: cipher.encrypt(tokens.access_token),
      refresh_token_cifrado: cipher.encrypt(tokens.refresh_token),
      public_key: tokens.public_key ?? null,
      expira_em: new Date(Date.now() + tokens.expires_in * 1000),
      nickname: account.nickname ?? null,
      email: account.email ?? null,
    })
  } catch (error) {
    // Two sellers finishing with the same account at once: the unique index lets only one in.
    if (pgErrorCode(error) === '23505') throw new Refused('callback_falhou')
    throw error
  }
}
