// The demo seller starts connected to a simulator test account (DESIGN §2, demo seed), written
// straight into the simulator's tables: the server is not listening yet while the seed runs.
import { findOrCreateAccount } from '@recria/mp-simulator/oauth/accounts'
import { issueTokens } from '@recria/mp-simulator/oauth/tokens'
import type { Config } from '../../config.ts'
import type { Cipher } from '../../lib/crypto.ts'
import { connectionsRepository } from '../../modules/mercadopago/connections.repository.ts'
import type { Db } from '../client.ts'

/** The simulator account of the demo seller, the way Mercado Pago names its test users. */
export const DEMO_MP_ACCOUNT = { nickname: 'TESTUSER_ATELIE_BRUNO', email: 'atelie.bruno@testuser.com' }

export interface SeedMercadoPago {
  config: Config
  cipher: Cipher
}

export async function connectDemoSeller(db: Db, idUsuario: number, { config, cipher }: SeedMercadoPago) {
  const account = await findOrCreateAccount(db.$client, DEMO_MP_ACCOUNT)
  const tokens = await issueTokens(db.$client, account.id, config.mp.clientId)
  await connectionsRepository.upsert(db, {
    id_usuario: idUsuario,
    mp_user_id: tokens.user_id,
    access_token_cifrado: cipher.encrypt(tokens.access_token),
    refresh_token_cifrado: cipher.encrypt(tokens.refresh_token),
    public_key: tokens.public_key,
    expira_em: new Date(Date.now() + tokens.expires_in * 1000),
    nickname: account.nickname,
    email: account.email,
  })
}
