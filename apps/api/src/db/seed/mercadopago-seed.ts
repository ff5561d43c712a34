// Demo sellers start connected to simulator test accounts (DESIGN §2, demo seed), written straight
// into the simulator's tables: the server is not listening yet while the seed runs.
import { findOrCreateAccount } from '@recria/mp-simulator/oauth/accounts'
import { issueTokens } from '@recria/mp-simulator/oauth/tokens'
import type { Config } from '../../config.ts'
import type { Cipher } from '../../lib/crypto.ts'
import { connectionsRepository } from '../../modules/mercadopago/connections.repository.ts'
import type { Db, Executor } from '../client.ts'

export interface SimulatorAccount {
  nickname: string
  email: string
}

/** The simulator account of the demo seller, the way Mercado Pago names its test users. */
export const DEMO_MP_ACCOUNT: SimulatorAccount = {
  nickname: 'TESTUSER_ATELIE_BRUNO',
  email: 'atelie.bruno@testuser.com',
}

export interface SeedMercadoPago {
  config: Config
  cipher: Cipher
}

export type SeedConnection = Omit<Parameters<typeof connectionsRepository.upsert>[1], 'id_usuario'>

/**
 * The simulator account (created unless it exists) and fresh tokens, encrypted as the OAuth callback
 * stores them; the simulator's rows commit on their own, the connection goes in with the seed's rows.
 */
export async function simulatorConnection(
  db: Db,
  account: SimulatorAccount,
  { config, cipher }: SeedMercadoPago,
): Promise<SeedConnection> {
  const found = await findOrCreateAccount(db.$client, account)
  const tokens = await issueTokens(db.$client, found.id, config.mp.clientId)
  return {
    mp_user_id: tokens.user_id,
    access_token_cifrado: cipher.encrypt(tokens.access_token),
    refresh_token_cifrado: cipher.encrypt(tokens.refresh_token),
    public_key: tokens.public_key,
    expira_em: new Date(Date.now() + tokens.expires_in * 1000),
    nickname: found.nickname,
    email: found.email,
  }
}

export function connectSeller(tx: Executor, idUsuario: number, connection: SeedConnection) {
  return connectionsRepository.upsert(tx, { ...connection, id_usuario: idUsuario })
}
