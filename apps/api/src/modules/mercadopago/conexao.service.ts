import { createHash, randomBytes } from 'node:crypto'
import { MERCADO_PAGO_MSG } from '@recria/domain/conexao-mercadopago'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { BusinessRule, NotFound } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import { sha256 } from '../../lib/tokens.ts'
import { conexoesRepository as repo } from './conexoes.repository.ts'
import type { CallbackQuery, OAuthCallbackService, Reembolsaveis } from './oauth-callback.service.ts'
import { oauthStatesRepository } from './oauth-states.repository.ts'
import type { TokenRefreshService } from './token-refresh.service.ts'

/** An authorization started must come back within 10 minutes (as Mercado Pago's codes). */
export const STATE_TTL_MS = 10 * 60 * 1000
/** A token expiring sooner than this is refreshed before it is handed out. */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000

export type ConexaoService = ReturnType<typeof createConexaoService>

/**
 * `reembolsaveis`: the payments rule a disconnection, or a switch to another account, must pass (decision 020), handed in by the module
 * that knows refunds, which sits above this adapter.
 */
export function createConexaoService(
  { db, cipher, config, log }: Pick<Deps, 'db' | 'cipher' | 'config' | 'log'>,
  uses: {
    oauthCallback: OAuthCallbackService
    tokenRefresh: TokenRefreshService
    reembolsaveis: Reembolsaveis
  },
) {
  const { oauthCallback, tokenRefresh: tokens, reembolsaveis } = uses

  return {
    async situacao(idUsuario: number) {
      const row = await repo.findByUser(db, idUsuario)
      if (!row) return { conectado: false, userInfo: null, conectadoEm: null }
      return {
        conectado: true,
        userInfo: { nickname: row.nickname ?? '', email: row.email ?? '' },
        conectadoEm: row.conectado_em.toISOString(),
      }
    },

    /** The consent page's address, with a single-use state bound to this session and a PKCE challenge. */
    async autorizar(user: SessionUser) {
      const state = randomBytes(32).toString('base64url')
      const verifier = randomBytes(48).toString('base64url')
      const challenge = createHash('sha256').update(verifier).digest('base64url')
      await oauthStatesRepository.deleteStaleOfUser(db, user.id_usuario)
      await oauthStatesRepository.insert(db, {
        state_hash: sha256(state),
        id_usuario: user.id_usuario,
        sessao_hash: user.tokenHash,
        code_verifier_cifrado: cipher.encrypt(verifier),
        expira_em: new Date(Date.now() + STATE_TTL_MS),
      })
      const params = new URLSearchParams({
        client_id: config.mp.clientId,
        response_type: 'code',
        platform_id: 'mp',
        state,
        redirect_uri: config.mp.redirectUri,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      })
      return { sucesso: true as const, authUrl: `${config.mp.authUrl}/authorization?${params}` }
    },

    callback(user: SessionUser | null, query: CallbackQuery) {
      return oauthCallback.complete(user, query, reembolsaveis)
    },

    /**
     * Ends the connection unless the seller still has payments that may be refunded: refunds go back
     * through this account (decision 020).
     */
    async desconectar(idUsuario: number) {
      if (!(await repo.findByUser(db, idUsuario))) throw new NotFound(MERCADO_PAGO_MSG.naoConectado)
      const pendentes = await reembolsaveis(idUsuario)
      if (pendentes > 0) throw new BusinessRule(MERCADO_PAGO_MSG.desconexaoBloqueada(pendentes))
      if (!(await repo.delete(db, idUsuario))) throw new NotFound(MERCADO_PAGO_MSG.naoConectado)
      return { mensagem: MERCADO_PAGO_MSG.desconectado }
    },

    /**
     * The seller's access token for calls made on their behalf (preferences, payments, refunds), or
     * null when they have no usable connection. Refreshed first when it expires within 5 minutes; if
     * that refresh fails, the current token is still answered while it lasts.
     */
    async tokenDeAcesso(idUsuario: number): Promise<string | null> {
      const row = await repo.findByUser(db, idUsuario)
      if (!row) return null
      const now = Date.now()
      if (row.expira_em.getTime() - now > REFRESH_MARGIN_MS) return cipher.decrypt(row.access_token_cifrado)
      try {
        return await tokens.refresh(idUsuario, new Date(now + REFRESH_MARGIN_MS))
      } catch (err) {
        log.warn({ err, idUsuario }, 'mercadopago: falha ao renovar o token do vendedor')
        return row.expira_em.getTime() > now ? cipher.decrypt(row.access_token_cifrado) : null
      }
    },

    /**
     * The seller deleted their account (nothing of theirs may still be refunded: the deletion checks
     * it): the connection and its tokens go, in the deletion's transaction.
     */
    removerDaConta: async (tx: Executor, idUsuario: number) => {
      await repo.delete(tx, idUsuario)
    },

    /** Whether the seller has a Mercado Pago account connected (listings need one to go on sale). */
    async estaConectado(tx: Executor, idUsuario: number): Promise<boolean> {
      return (await repo.findByUser(tx, idUsuario)) !== null
    },

    /** The Recria seller a Mercado Pago account (a payment's collector) belongs to. */
    vendedorDaConta: (mpUserId: number) => repo.findByMpUserId(db, mpUserId),
  }
}
